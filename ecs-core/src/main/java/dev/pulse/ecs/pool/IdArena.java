package dev.pulse.ecs.pool;

import dev.pulse.ecs.GenerationalIndexAllocator;
import java.util.Arrays;
import java.util.ConcurrentModificationException;
import java.util.Objects;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;

/**
 * Values of one type addressed by plain {@code long} ids that detect staleness: the
 * allocation-free sibling of {@link GenerationalArena}. An id stays valid until its value is
 * removed; after that it answers {@code null} for ever, even when the slot holds a new value.
 *
 * <pre>{@code
 * IdArena<String> names = new IdArena<>();
 * long ada = names.insert("Ada");
 * long bob = names.insert("Bob");
 * names.get(ada);                    // "Ada"
 * names.remove(ada);                 // "Ada"; ada is now stale
 * long cy = names.insert("Cy");      // reuses Ada's slot at the next generation
 * names.get(ada);                    // null, not "Cy"
 * }</pre>
 *
 * <h2>Which arena</h2>
 * {@link GenerationalArena} hands out {@link Handle} objects: typed ({@code Handle<Texture>} is
 * not a {@code Handle<Sound>}), printable, and rejected with {@link ForeignHandleException} by
 * an arena that did not issue them; each insert allocates its 24-byte handle. An
 * {@code IdArena} hands out {@code long}s: nothing is allocated per insert (only a page of 4096
 * slots when it grows), ids fit in {@code long[]} arrays and primitive fields, and a lookup
 * loads no handle object before the value. The price: the compiler does not tell an id from any
 * other {@code long}, and an id carries no owner, so an id of another {@code IdArena} is not
 * detected (it reads {@code null}, or the value that happens to hold that slot and generation
 * here). Pick {@code IdArena} for many short-lived values inserted every frame (a game's
 * projectiles, timers, tweens) where ids stay within one subsystem; pick
 * {@link GenerationalArena} for values referred to across a program.
 *
 * <h2>Ids</h2>
 * An id packs the slot's generation in its high 32 bits and the slot index in its low 32 bits,
 * exactly like {@link Handle#id()} and {@link dev.pulse.ecs.Entity#id()}, so
 * {@code Handle.fromId(id)} prints one. The packing is stable within one version of Pulse, not a
 * compatibility promise across versions. Every method accepts any {@code long}: one that this
 * arena never issued reads {@code null} (or {@code false}), never another slot's value.
 *
 * <h2>Storage</h2>
 * Slots follow the rules of the {@link GenerationalIndexAllocator} (the same limits; free slots
 * are reused most recently freed first) in pages of 4096 slots: a page of values and beside it
 * a page of {@code int} generations. A lookup loads the generation and the value at the same
 * offset of two pages, independent loads that the processor overlaps, and compares the
 * generation. Growing allocates one page of each and never copies storage proportional to the
 * size. Memory: 8 bytes per slot (a compressed reference and an {@code int}), 4 bytes per free
 * slot on the free-slot stack, nothing per value.
 *
 * <h2>Costs</h2>
 * {@link #insert(Object)}, {@link #get(long)}, {@link #contains(long)} and {@link #remove(long)}
 * are O(1) and allocate nothing (insert allocates pages when the arena grows past
 * {@link #capacity()}, the free-slot stack a page of 4096 free slots when it grows).
 * {@link #forEach(IdConsumer)} and {@link #retain(Predicate)} are O(slots used), skip pages
 * with no live value and allocate nothing per element. {@link #clear()} is O(slots used).
 *
 * <h2>Changes during a pass</h2>
 * The rules of {@link GenerationalArena}: inside {@link #forEach(IdConsumer)} or
 * {@link #retain(Predicate)}, {@link #remove(long)} and {@link #clear()} are safe (a value
 * removed before the pass reaches it is not visited; every value live for the whole pass is
 * visited exactly once), and {@link #insert(Object)} fails fast with
 * {@link ConcurrentModificationException}, changing nothing. Collect new values and insert them
 * after the pass.
 *
 * <h2>Generation exhaustion</h2>
 * A slot removed at the maximum generation is retired, never reused, so a generation never
 * wraps into a false match; {@link #capacity()} shrinks by one. Lower the limits with
 * {@link #IdArena(int, int)} to see it happen.
 *
 * <p>Not thread-safe. Values may not be {@code null}.
 *
 * @param <T> the value type
 */
public final class IdArena<T> extends ArenaSlots {

    private static final int INDEX_BITS = 32;
    private static final long INDEX_MASK = 0xFFFF_FFFFL;

    /**
     * Receives one live value of an {@link IdArena} with its id, for
     * {@link IdArena#forEach(IdConsumer)}.
     *
     * @param <T> the value type
     */
    @FunctionalInterface
    public interface IdConsumer<T> {
        /**
         * Receives one live value.
         *
         * @param id    the value's id, as {@link IdArena#insert(Object)} returned it
         * @param value the value, never {@code null}
         */
        void accept(long id, T value);
    }

    /** Per slot, its value when live, {@code null} when free or retired (non-null is what "live" means). */
    private Object[][] valuePages = new Object[0][];
    /**
     * Per slot, its generation: the current value's when live, the last value's when free (the
     * next insert there takes one more) or retired. Zero for a slot never used.
     */
    private int[][] generationPages = new int[0][];
    /** Creates an arena with the allocator's default limits (about 2<sup>31</sup> slots and generations). */
    public IdArena() {
        this(GenerationalIndexAllocator.DEFAULT_MAX_SLOTS, Integer.MAX_VALUE);
    }

    /**
     * Creates an arena with lowered limits, as
     * {@link GenerationalIndexAllocator#GenerationalIndexAllocator(int, int)} takes them.
     *
     * @param maxSlots      the number of slots it may use, {@code 1..}{@value GenerationalIndexAllocator#DEFAULT_MAX_SLOTS}
     * @param maxGeneration the last generation a slot may reach before it is retired,
     *                      {@code 0..Integer.MAX_VALUE}
     * @throws IllegalArgumentException if a limit is out of range
     */
    public IdArena(int maxSlots, int maxGeneration) {
        super(maxSlots, maxGeneration);
    }

    /**
     * Stores a value in a free slot. O(1); allocates nothing but a page when the arena grows past
     * {@link #capacity()}.
     *
     * @param value the value
     * @return the id of the value, live until the value is removed
     * @throws NullPointerException            if {@code value} is null
     * @throws ConcurrentModificationException if a pass ({@link #forEach(IdConsumer)},
     *                                         {@link #retain(Predicate)}) is running
     * @throws IllegalStateException           if every slot is live or retired
     */
    public long insert(T value) {
        checkInsert(value, "IdArena", "forEach/retain");
        int index;
        int generation;
        if (free.size() > 0) {
            index = free.pop();
            generation = ++generationPages[index >>> PAGE_SHIFT][index & PAGE_MASK];
        } else {
            index = freshSlot();
            generation = 0; // a page's generations start at zero
        }
        valuePages[index >>> PAGE_SHIFT][index & PAGE_MASK] = value;
        occupied(index);
        return ((long) generation << INDEX_BITS) | index;
    }

    /**
     * Returns the value of an id. O(1), no allocation.
     *
     * @param id an id from {@link #insert(Object)}; any {@code long} is accepted
     * @return the value, or {@code null} if the id is stale (its value was removed) or was never
     *         issued by this arena
     */
    @SuppressWarnings("unchecked")
    public @Nullable T get(long id) {
        int index = (int) id;
        if (index < 0 || index >= highWater) {
            return null;
        }
        int page = index >>> PAGE_SHIFT;
        int offset = index & PAGE_MASK;
        // A free or retired slot holds null, so its last generation answers null too. A negative
        // generation (a malformed id) matches no slot: generations are never negative.
        return generationPages[page][offset] == (int) (id >>> INDEX_BITS) ? (T) valuePages[page][offset] : null;
    }

    /**
     * Tells whether an id is live. O(1).
     *
     * @param id any {@code long}
     * @return {@code true} if its value is still in the arena
     */
    public boolean contains(long id) {
        return get(id) != null;
    }

    /**
     * Removes the value of an id; the id and every copy of it become stale. O(1), no allocation
     * (but a page of the free-slot stack when it grows). Safe during a pass.
     *
     * @param id an id from {@link #insert(Object)}; any {@code long} is accepted
     * @return the removed value, or {@code null} if the id was already stale or never issued
     *         (nothing changes)
     */
    public @Nullable T remove(long id) {
        T value = get(id);
        if (value != null) {
            removeLive((int) id);
        }
        return value;
    }

    /** Frees live slot {@code index}; its generation stays for the next value to increment. */
    private void removeLive(int index) {
        int page = index >>> PAGE_SHIFT;
        int offset = index & PAGE_MASK;
        valuePages[page][offset] = null;
        vacated(index, generationPages[page][offset]);
    }

    /**
     * Removes every value, so every id issued so far becomes stale. Keeps the storage (capacity
     * does not shrink except by slots retired now). O(slots used). Safe during a pass: the pass
     * visits nothing more.
     */
    public void clear() {
        // Highest slot first, so the free-slot stack hands out slot 0 first again.
        for (int page = (highWater - 1) >>> PAGE_SHIFT; page >= 0 && highWater > 0; page--) {
            if (livePerPage[page] == 0) {
                continue;
            }
            Object[] values = valuePages[page];
            int base = page << PAGE_SHIFT;
            for (int offset = Math.min(PAGE_SIZE, highWater - base) - 1; offset >= 0; offset--) {
                if (values[offset] != null) {
                    removeLive(base | offset);
                }
            }
        }
    }

    /**
     * Removes every value the predicate rejects. O(slots used), no allocation per element. The
     * predicate may remove values itself but not insert (see the class comment).
     *
     * @param keep answers {@code true} for values to keep
     * @return the number of values removed (by this call and by the predicate)
     * @throws NullPointerException            if {@code keep} is null
     * @throws ConcurrentModificationException if the predicate inserts into this arena
     */
    public int retain(Predicate<? super T> keep) {
        Objects.requireNonNull(keep, "retain(keep): keep predicate is null");
        int before = live;
        forEach((id, value) -> {
            if (!keep.test(value)) {
                remove(id);
            }
        });
        return before - live;
    }

    /**
     * Passes every live value with its id to {@code action}, in slot order. Allocates nothing
     * per element. O(slots used); pages without live values are skipped.
     *
     * @param action receives each id and value
     * @throws NullPointerException            if {@code action} is null
     * @throws ConcurrentModificationException if {@code action} inserts into this arena
     *                                         (removing is safe)
     */
    @SuppressWarnings("unchecked")
    public void forEach(IdConsumer<? super T> action) {
        Objects.requireNonNull(action, "forEach(action): action is null");
        int end = highWater;
        passDepth++;
        try {
            for (int page = 0, pages = (end + PAGE_MASK) >>> PAGE_SHIFT; page < pages; page++) {
                if (livePerPage[page] == 0) {
                    continue;
                }
                Object[] values = valuePages[page];
                int[] generations = generationPages[page];
                int base = page << PAGE_SHIFT;
                int limit = Math.min(PAGE_SIZE, end - base);
                for (int offset = 0; offset < limit; offset++) {
                    // Re-read per slot: the action may have removed it.
                    Object value = values[offset];
                    if (value != null) {
                        action.accept(((long) generations[offset] << INDEX_BITS) | (base | offset), (T) value);
                    }
                }
            }
        } finally {
            passDepth--;
        }
    }

    /**
     * Returns a short description: the number of live values.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "IdArena[" + live + " values]";
    }

    @Override
    void growDirectories(int length) {
        valuePages = Arrays.copyOf(valuePages, length);
        generationPages = Arrays.copyOf(generationPages, length);
    }

    @Override
    void allocatePage(int page) {
        valuePages[page] = new Object[PAGE_SIZE];
        generationPages[page] = new int[PAGE_SIZE];
    }
}
