package dev.pulse.ecs.pool;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * A fixed set of reusable objects, created up front by a factory, handed out with
 * {@link #obtain()} and given back with {@link #release(Object)}: particles, bullets, sound
 * voices, scratch buffers. After construction, obtaining, releasing and iterating allocate
 * nothing (unless the pool grows, see {@link Exhausted#GROW}).
 *
 * <pre>{@code
 * ResourcePool<Particle> particles =
 *         new ResourcePool<>(Particle::new, 1024, ResourcePool.Exhausted.RETURN_NULL);
 * Particle p = particles.obtain();          // null when all 1024 are in use
 * if (p != null) {
 *     p.reset(x, y);                        // the pool does not reset items: do it on obtain
 * }
 * // Once per frame: update every active particle, give back the finished ones.
 * particles.forEachActive(q -> {
 *     q.update(dt);
 *     if (q.dead()) {
 *         particles.release(q);             // safe here: every active item is still visited once
 *     }
 * });
 * }</pre>
 *
 * <h2>Storage</h2>
 * Items live in a dense array split into an active part and an available part; releasing
 * swaps the item with the last active one. Each item also has a permanent id, and an
 * open-addressing identity table (item to id, built when items are created) finds an item's
 * position in O(1) without allocation. Items are told apart by identity ({@code ==}), never by
 * {@code equals}. Memory: 32 to 48 bytes per item (four {@code int}/reference arrays of 4 bytes an
 * entry, plus the identity table, a quarter to half full, at 8 bytes an entry; compressed
 * oops), besides the items themselves.
 *
 * <h2>Costs</h2>
 * {@link #obtain()}, {@link #release(Object)}, {@link #isActive(Object)}: O(1), no allocation.
 * {@link #forEachActive(Consumer)}, {@link #releaseIf(Predicate)},
 * {@link #copyActiveTo(Object[])}: O(active). {@link #forEachItem(Consumer)}: O(capacity).
 * {@link #clear()}: O(1). Growth ({@link Exhausted#GROW}): one factory call per new item, plus
 * an O(capacity) copy and re-hash when the arrays double.
 *
 * <h2>Changes during a pass</h2>
 * Inside {@link #forEachActive(Consumer)} and {@link #releaseIf(Predicate)}, releasing any
 * item (the current one or another), obtaining and {@link #clear()} are safe: every item
 * active for the whole pass is visited exactly once, an item released before the pass reaches
 * it is not visited, and items obtained during the pass are not visited. The visiting order is
 * unspecified. The two passes do not nest (see {@link #forEachActive(Consumer)}).
 *
 * <h2>Released items and null</h2>
 * An item is a plain reference, not a generational handle: a reference kept after
 * {@link #release(Object)} cannot tell whether the pool has handed the same object out again.
 * So, unlike a stale handle's {@code remove} (which answers "nothing happened"), releasing an
 * item that is not active is refused with {@link IllegalArgumentException}: it is a double
 * release or a foreign object, and ignoring it could hide the release of someone else's item.
 * A {@code null} item throws {@link NullPointerException} from every method, like a
 * {@code null} handle everywhere in Pulse.
 *
 * <p>Not thread-safe.
 *
 * @param <T> the item type
 */
public final class ResourcePool<T> {

    /** The largest capacity a pool supports: {@value}. */
    public static final int MAX_CAPACITY = 1 << 29;

    /** What {@link ResourcePool#obtain()} does when every item is active. */
    public enum Exhausted {
        /**
         * Create more items with the factory: as many as the initial capacity (one "page"),
         * then hand one out. The only case in which the pool allocates after construction.
         */
        GROW,
        /** Throw {@link IllegalStateException}: running out is a bug in the caller's sizing. */
        THROW,
        /** Return {@code null}: running out is expected (drop the particle, skip the sound). */
        RETURN_NULL
    }

    private final Supplier<? extends T> factory;
    private final Exhausted whenExhausted;
    /** Items created per growth: the initial capacity. */
    private final int page;

    private int capacity;
    private int active;
    /** Item of each id; ids are permanent, so this order never changes. */
    private Object[] itemOfId;
    /** Item at each position: {@code [0, active)} active, {@code [active, capacity)} available. */
    private Object[] itemAt;
    /** Id of the item at each position. */
    private int[] idAt;
    /** Position of each id. */
    private int[] positionOf;
    /** Identity table: keys are items (or null), length a power of two, at most half full. */
    private Object[] tableItems;
    /** Identity table: id of the item in the same table slot. */
    private int[] tableIds;

    /** Whether forEachActive or releaseIf is running. */
    private boolean passing;
    /**
     * While a pass runs: positions below it are not visited yet. Otherwise 0. Release keeps
     * the not-yet-visited positions contiguous (see {@link #release(Object)}).
     */
    private int passCursor;

    /**
     * Creates a pool and fills it with {@code capacity} items from {@code factory}, all
     * available.
     *
     * @param factory       creates one new item per call (never {@code null}, never the same
     *                      instance twice), e.g. {@code Particle::new}
     * @param capacity      the number of items to create now, {@code 1..}{@value #MAX_CAPACITY}
     * @param whenExhausted what {@link #obtain()} does when every item is active
     * @throws NullPointerException     if {@code factory} or {@code whenExhausted} is null, or
     *                                  the factory returns null
     * @throws IllegalArgumentException if {@code capacity} is out of range, or the factory
     *                                  returns an instance it returned before
     */
    public ResourcePool(Supplier<? extends T> factory, int capacity, Exhausted whenExhausted) {
        this.factory = Objects.requireNonNull(factory, "ResourcePool factory is null; pass e.g. Particle::new");
        this.whenExhausted = Objects.requireNonNull(
                whenExhausted, "ResourcePool whenExhausted is null; pass Exhausted.GROW, THROW or RETURN_NULL");
        if (capacity < 1 || capacity > MAX_CAPACITY) {
            throw new IllegalArgumentException(
                    "ResourcePool capacity must be in 1.." + MAX_CAPACITY + ", was " + capacity);
        }
        this.page = capacity;
        itemOfId = new Object[capacity];
        itemAt = new Object[capacity];
        idAt = new int[capacity];
        positionOf = new int[capacity];
        tableItems = new Object[tableLengthFor(capacity)];
        tableIds = new int[tableItems.length];
        createItems(capacity);
    }

    /**
     * Marks an available item active and returns it. O(1), no allocation (except growth under
     * {@link Exhausted#GROW}). The most recently released item is handed out first. The pool
     * does not reset the item.
     *
     * @return an item, or {@code null} when every item is active and the policy is
     *         {@link Exhausted#RETURN_NULL}
     * @throws IllegalStateException if every item is active and the policy is
     *                               {@link Exhausted#THROW}, or growth would pass
     *                               {@link #MAX_CAPACITY}
     */
    @SuppressWarnings("unchecked")
    public @Nullable T obtain() {
        if (active == capacity) {
            switch (whenExhausted) {
                case RETURN_NULL:
                    return null;
                case THROW:
                    throw new IllegalStateException("ResourcePool exhausted: all " + capacity
                            + " items are active; release items first, or create the pool with a larger "
                            + "capacity or with Exhausted.GROW or Exhausted.RETURN_NULL");
                default:
                    grow();
            }
        }
        return (T) itemAt[active++];
    }

    /**
     * Makes an active item available again. O(1), no allocation. Safe inside
     * {@link #forEachActive(Consumer)} and {@link #releaseIf(Predicate)}, for the current item or
     * any other. The pool does not reset the item.
     *
     * @param item an item returned by {@link #obtain()} and not released since
     * @throws NullPointerException     if {@code item} is null
     * @throws IllegalArgumentException if {@code item} is not from this pool, or is not active
     *                                  (released twice, or never obtained); the pool is unchanged
     */
    public void release(T item) {
        if (item == null) {
            throw new NullPointerException("Cannot release null into a ResourcePool; pass an item from obtain()");
        }
        int id = idOf(item);
        if (id < 0) {
            throw new IllegalArgumentException("Cannot release " + item + ": it does not belong to this pool "
                    + "(compared by identity); release only items this pool's obtain() returned");
        }
        int position = positionOf[id];
        if (position >= active) {
            throw new IllegalArgumentException("Cannot release " + item + ": it is not active (released twice, "
                    + "or never obtained); release each obtained item exactly once");
        }
        if (position < passCursor) {
            // Not visited yet by the running pass: move it to the edge of the unvisited part
            // and shrink that part, so no visited item is swapped into it below.
            passCursor--;
            swap(position, passCursor);
            position = passCursor;
        }
        active--;
        swap(position, active);
    }

    /**
     * Releases every active item that {@code test} accepts, in one pass with the rules of
     * {@link #forEachActive(Consumer)}. O(active), no allocation.
     *
     * @param test answers {@code true} for items to release
     * @return the number of items this call released
     * @throws NullPointerException  if {@code test} is null
     * @throws IllegalStateException if another pass is running on this pool
     */
    @SuppressWarnings("unchecked")
    public int releaseIf(Predicate<? super T> test) {
        Objects.requireNonNull(test, "releaseIf(test): test is null");
        beginPass();
        int released = 0;
        try {
            while (passCursor > 0) {
                T item = (T) itemAt[--passCursor];
                if (test.test(item)) {
                    release(item);
                    released++;
                }
            }
        } finally {
            endPass();
        }
        return released;
    }

    /**
     * Passes every active item to {@code action}, which may release items (this one or
     * others), obtain items or clear the pool; see the class comment for what is visited.
     * O(active), no allocation.
     *
     * <p>Passes do not nest: for pairwise loops (collisions), copy the active items once with
     * {@link #copyActiveTo(Object[])} and loop over the copy.
     *
     * @param action receives each active item
     * @throws NullPointerException  if {@code action} is null
     * @throws IllegalStateException if called from inside another pass on this pool
     */
    @SuppressWarnings("unchecked")
    public void forEachActive(Consumer<? super T> action) {
        Objects.requireNonNull(action, "forEachActive(action): action is null");
        beginPass();
        try {
            while (passCursor > 0) {
                action.accept((T) itemAt[--passCursor]);
            }
        } finally {
            endPass();
        }
    }

    /**
     * Passes every item, active or not, to {@code action}, in creation order: for one-time
     * initialisation or disposal. Obtaining and releasing inside are safe (each item created
     * before the call is visited exactly once; items created by growth during the call are
     * not). O(capacity), no allocation.
     *
     * @param action receives each item
     * @throws NullPointerException if {@code action} is null
     */
    @SuppressWarnings("unchecked")
    public void forEachItem(Consumer<? super T> action) {
        Objects.requireNonNull(action, "forEachItem(action): action is null");
        for (int id = 0, end = capacity; id < end; id++) {
            action.accept((T) itemOfId[id]);
        }
    }

    /**
     * Copies the active items into {@code target} from index 0, in unspecified order. O(active),
     * no allocation.
     *
     * @param target an array with at least {@link #activeCount()} elements
     * @return the number of items copied ({@link #activeCount()})
     * @throws NullPointerException     if {@code target} is null
     * @throws IllegalArgumentException if {@code target} is shorter than {@link #activeCount()}
     */
    public int copyActiveTo(T[] target) {
        Objects.requireNonNull(target, "copyActiveTo(target): target is null");
        if (target.length < active) {
            throw new IllegalArgumentException("copyActiveTo: target has " + target.length + " elements but " + active
                    + " items are active; size the array with activeCount() (or capacity())");
        }
        System.arraycopy(itemAt, 0, target, 0, active);
        return active;
    }

    /**
     * Tells whether an item is from this pool and active. O(1), no allocation.
     *
     * @param item any object; foreign objects are not active
     * @return {@code true} if {@code item} was obtained and not released since
     * @throws NullPointerException if {@code item} is null
     */
    public boolean isActive(T item) {
        if (item == null) {
            throw new NullPointerException("Cannot ask isActive of a null item; a null item is always an error:"
                    + " obtain() answers null only under Exhausted.RETURN_NULL, so check its result");
        }
        int id = idOf(item);
        return id >= 0 && positionOf[id] < active;
    }

    /**
     * Makes every item available again. O(1). Inside a pass, the pass visits nothing more.
     */
    public void clear() {
        active = 0;
        passCursor = 0;
    }

    /**
     * Returns the number of items the pool owns.
     *
     * @return active plus available items
     */
    public int capacity() {
        return capacity;
    }

    /**
     * Returns the number of items that {@link #obtain()} can hand out without exhausting.
     *
     * @return available items
     */
    public int availableCount() {
        return capacity - active;
    }

    /**
     * Returns the number of items obtained and not released.
     *
     * @return active items
     */
    public int activeCount() {
        return active;
    }

    /**
     * Returns what {@link #obtain()} does when every item is active.
     *
     * @return the policy given at construction
     */
    public Exhausted whenExhausted() {
        return whenExhausted;
    }

    private void beginPass() {
        if (passing) {
            throw new IllegalStateException("A forEachActive/releaseIf pass is already running on this pool; "
                    + "passes do not nest: copy the active items with copyActiveTo(array) and loop over the copy");
        }
        passing = true;
        passCursor = active;
    }

    private void endPass() {
        passing = false;
        passCursor = 0;
    }

    private void swap(int a, int b) {
        if (a == b) {
            return;
        }
        Object item = itemAt[a];
        itemAt[a] = itemAt[b];
        itemAt[b] = item;
        int idA = idAt[a];
        int idB = idAt[b];
        idAt[a] = idB;
        idAt[b] = idA;
        positionOf[idB] = a;
        positionOf[idA] = b;
    }

    /** Adds one page of items, growing the arrays by doubling and the table when half full. */
    private void grow() {
        if (capacity > MAX_CAPACITY - page) {
            throw new IllegalStateException("ResourcePool cannot grow past " + MAX_CAPACITY + " items (has " + capacity
                    + ", all active); release items or use a second pool");
        }
        int newCapacity = capacity + page;
        if (newCapacity > itemAt.length) {
            int length = (int) Math.min(MAX_CAPACITY, Math.max(newCapacity, 2L * itemAt.length));
            itemOfId = Arrays.copyOf(itemOfId, length);
            itemAt = Arrays.copyOf(itemAt, length);
            idAt = Arrays.copyOf(idAt, length);
            positionOf = Arrays.copyOf(positionOf, length);
        }
        int tableLength = tableLengthFor(newCapacity);
        if (tableLength > tableItems.length) {
            tableItems = new Object[tableLength];
            tableIds = new int[tableLength];
            for (int id = 0; id < capacity; id++) {
                tableInsert(itemOfId[id], id);
            }
        }
        createItems(page);
    }

    /** Creates {@code count} items at ids and positions {@code capacity ..}, all available. */
    private void createItems(int count) {
        for (int i = 0; i < count; i++) {
            T item = factory.get();
            if (item == null) {
                throw new NullPointerException("ResourcePool factory returned null (item " + capacity
                        + "); the factory must create a new item on every call");
            }
            if (idOf(item) >= 0) {
                throw new IllegalArgumentException("ResourcePool factory returned the same instance twice (" + item
                        + ", item " + capacity + "); the factory must create a new item on every call");
            }
            int id = capacity;
            tableInsert(item, id);
            itemOfId[id] = item;
            itemAt[id] = item;
            idAt[id] = id;
            positionOf[id] = id;
            capacity++;
        }
    }

    /** The length of the item-to-id table (see {@link #tableLengthFor}). */
    int tableLength() {
        return tableItems.length;
    }

    /** Smallest power of two at least twice {@code items}: the table stays at most half full. */
    private static int tableLengthFor(int items) {
        return Integer.highestOneBit(2 * items - 1) << 1;
    }

    private static int slotOf(Object item, int mask) {
        int hash = System.identityHashCode(item);
        return (hash ^ (hash >>> 16)) & mask;
    }

    private void tableInsert(Object item, int id) {
        int mask = tableItems.length - 1;
        int slot = slotOf(item, mask);
        while (tableItems[slot] != null) {
            slot = (slot + 1) & mask;
        }
        tableItems[slot] = item;
        tableIds[slot] = id;
    }

    /** Returns the id of an item, or -1 if it is not from this pool. */
    private int idOf(Object item) {
        Object[] items = tableItems;
        int mask = items.length - 1;
        int slot = slotOf(item, mask);
        Object key;
        while ((key = items[slot]) != null) {
            if (key == item) {
                return tableIds[slot];
            }
            slot = (slot + 1) & mask;
        }
        return -1;
    }
}
