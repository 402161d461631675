package dev.pulse.ecs.pool;

import dev.pulse.ecs.GenerationalIndexAllocator;

import java.util.Arrays;
import java.util.ConcurrentModificationException;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.Predicate;

/**
 * Values of one type addressed by {@link Handle}s that detect staleness: a slot map. A handle
 * stays valid until its value is removed; after that it answers {@code null} for ever, even
 * when the slot holds a new value (the generation in the handle no longer matches).
 *
 * <pre>{@code
 * GenerationalArena<String> names = new GenerationalArena<>();
 * Handle<String> ada = names.insert("Ada");
 * Handle<String> bob = names.insert("Bob");
 * names.get(ada);                                  // "Ada"
 * names.remove(ada);                               // "Ada"; ada is now stale
 * names.get(ada);                                  // null, also after the slot is reused
 * names.forEach((handle, name) -> System.out.println(handle + " " + name)); // Handle[1v0] Bob
 * }</pre>
 *
 * <h2>Storage</h2>
 * Slots come from the {@link GenerationalIndexAllocator} of {@code dev.pulse.ecs} (free slots
 * are reused most recently freed first). Per slot the arena keeps the value and one canonical
 * {@link Handle} (the one {@link #insert(Object)} returned) in pages of 4096 entries, so growing
 * allocates one page and never copies storage proportional to the size. Memory: 16 bytes per
 * slot (two allocator {@code int}s, two references with compressed oops) plus one 24-byte
 * {@code Handle} per live value.
 *
 * <h2>Costs</h2>
 * {@link #get(Handle)}, {@link #contains(Handle)}, {@link #remove(Handle)} are O(1) with no
 * allocation. {@link #insert(Object)} is O(1) and allocates the returned handle (plus one page
 * when the arena grows). {@link #forEach(BiConsumer)}, {@link #forEachSlot(SlotConsumer)} and
 * {@link #retain(Predicate)} are O(slots used), skip pages with no live value, and allocate
 * nothing per element. {@link #clear()} is O(slots used).
 *
 * <h2>Changes during a pass</h2>
 * Inside {@link #forEach(BiConsumer)}, {@link #forEachSlot(SlotConsumer)} or
 * {@link #retain(Predicate)}:
 * <ul>
 *   <li>{@link #remove(Handle)} (of the current or any other value) and {@link #clear()} are
 *       safe: a value removed before the pass reaches it is not visited, and every value live
 *       for the whole pass is visited exactly once;</li>
 *   <li>{@link #insert(Object)} fails fast with {@link ConcurrentModificationException} and
 *       changes nothing, because a reused slot ahead of the pass would be visited and one
 *       behind it would not. Collect new values and insert them after the pass.</li>
 * </ul>
 *
 * <h2>Generation exhaustion</h2>
 * A slot removed at the allocator's maximum generation is retired, never reused, so a
 * generation never wraps into a false match; {@link #capacity()} shrinks by one. Lower the
 * limits with {@link #GenerationalArena(int, int)} to see it happen.
 *
 * <h2>Stale and null handles</h2>
 * The one rule of {@link dev.pulse.ecs.World}: for a stale handle, {@link #get(Handle)} answers
 * {@code null} and {@link #contains(Handle)} {@code false}; {@link #remove(Handle)} answers
 * {@code null} and changes nothing (the value is already gone); a {@code null} handle throws
 * {@link NullPointerException} from every method.
 *
 * <p>Not thread-safe. Values may not be {@code null}.
 *
 * @param <T> the value type
 */
public final class GenerationalArena<T> {

    /** Same page geometry as the paged arrays of {@code dev.pulse.ecs}. */
    private static final int PAGE_SHIFT = 12;
    private static final int PAGE_SIZE = 1 << PAGE_SHIFT;
    private static final int PAGE_MASK = PAGE_SIZE - 1;

    /**
     * Receives one live slot of a {@link GenerationalArena} in primitive form, for
     * {@link GenerationalArena#forEachSlot(SlotConsumer)}.
     *
     * @param <T> the value type
     */
    @FunctionalInterface
    public interface SlotConsumer<T> {
        /**
         * Receives one live slot.
         *
         * @param index      the slot index, as {@link Handle#index()}
         * @param generation the slot generation, as {@link Handle#generation()}
         * @param value      the value, never {@code null}
         */
        void accept(int index, int generation, T value);
    }

    private final GenerationalIndexAllocator slots;
    /** Per slot: the value when live, {@code null} when free or retired. */
    private Object[][] valuePages = new Object[0][];
    /** Per slot: the canonical handle when live, {@code null} otherwise. */
    private Handle<?>[][] handlePages = new Handle<?>[0][];
    /** Per page: live values in it, so passes skip empty pages. */
    private int[] livePerPage = new int[0];
    /** Pages allocated, always pages {@code 0 .. pageCount - 1}. */
    private int pageCount;
    /** Passes (forEach, forEachSlot, retain) running now; insert is refused while above 0. */
    private int passDepth;

    /** Creates an arena with the allocator's default limits (about 2<sup>31</sup> slots and generations). */
    public GenerationalArena() {
        this.slots = new GenerationalIndexAllocator();
    }

    /**
     * Creates an arena with lowered limits, passed to
     * {@link GenerationalIndexAllocator#GenerationalIndexAllocator(int, int)}.
     *
     * @param maxSlots      the number of slots it may use, {@code 1..}{@value GenerationalIndexAllocator#DEFAULT_MAX_SLOTS}
     * @param maxGeneration the last generation a slot may reach before it is retired,
     *                      {@code 0..Integer.MAX_VALUE}
     * @throws IllegalArgumentException if a limit is out of range
     */
    public GenerationalArena(int maxSlots, int maxGeneration) {
        this.slots = new GenerationalIndexAllocator(maxSlots, maxGeneration);
    }

    /**
     * Stores a value in a free slot. O(1); allocates the returned handle, and one page when the
     * arena grows past {@link #capacity()}.
     *
     * @param value the value
     * @return the handle of the value, live until the value is removed
     * @throws NullPointerException            if {@code value} is null
     * @throws ConcurrentModificationException if a pass ({@link #forEach(BiConsumer)},
     *                                         {@link #forEachSlot(SlotConsumer)},
     *                                         {@link #retain(Predicate)}) is running
     * @throws IllegalStateException           if every slot is live or retired
     */
    public Handle<T> insert(T value) {
        if (value == null) {
            throw new NullPointerException("Cannot insert null into a GenerationalArena; "
                    + "insert an object (use a sentinel value for 'nothing')");
        }
        if (passDepth > 0) {
            throw new ConcurrentModificationException("insert during forEach/forEachSlot/retain on this arena; "
                    + "collect the new values and insert them after the pass");
        }
        if (slots.liveCount() + slots.retiredCount() >= slots.maxSlots()) {
            throw new IllegalStateException("Arena full: all " + slots.maxSlots() + " slots are live ("
                    + slots.liveCount() + ") or retired (" + slots.retiredCount()
                    + "); remove values before inserting more, or raise maxSlots");
        }
        int index = slots.allocateIndex();
        int page = index >>> PAGE_SHIFT;
        if (page >= pageCount) {
            ensurePages(page);
        }
        int offset = index & PAGE_MASK;
        Handle<T> handle = new Handle<>(index, slots.generationOf(index));
        valuePages[page][offset] = value;
        handlePages[page][offset] = handle;
        livePerPage[page]++;
        return handle;
    }

    /**
     * Returns the value of a handle. O(1), no allocation.
     *
     * @param handle the handle
     * @return the value, or {@code null} if the handle is stale (its value was removed)
     * @throws NullPointerException if {@code handle} is null
     */
    public T get(Handle<T> handle) {
        return get(requireHandle(handle).index(), handle.generation());
    }

    /**
     * Returns the value of a handle given in primitive form (for handles kept as {@code int}
     * pairs or unpacked from {@link Handle#id()}). O(1), no allocation, checked like
     * {@link #get(Handle)}.
     *
     * @param index      the slot index
     * @param generation the generation the caller holds
     * @return the value, or {@code null} if that generation is not live (any index and
     *         generation are accepted)
     */
    @SuppressWarnings("unchecked")
    public T get(int index, int generation) {
        if (!slots.isLive(index, generation)) {
            return null;
        }
        return (T) valuePages[index >>> PAGE_SHIFT][index & PAGE_MASK];
    }

    /**
     * Returns whatever value occupies a slot <em>without checking a generation</em>: the fast
     * path for code that already knows the slot is live with the value it expects (for example
     * an index taken from {@link #forEachSlot(SlotConsumer)} in the same frame, with no removal
     * since).
     *
     * <p>Precondition: {@code index} came from this arena (a handle or a pass), so its page
     * exists. If the caller's value was removed, this answers {@code null} or a
     * <em>different</em> value that now lives in the slot: the ABA problem handles exist to
     * prevent. Use {@link #get(int, int)} when in doubt.
     *
     * @param index the slot index
     * @return the current occupant, or {@code null} if the slot is free
     * @throws ArrayIndexOutOfBoundsException if the slot's page was never allocated
     */
    @SuppressWarnings("unchecked")
    public T getUnchecked(int index) {
        return (T) valuePages[index >>> PAGE_SHIFT][index & PAGE_MASK];
    }

    /**
     * Returns the canonical handle of a live slot: the handle {@link #insert(Object)} returned
     * for its value. No allocation; use it to turn an index from
     * {@link #forEachSlot(SlotConsumer)} back into a handle to store.
     *
     * @param index the slot index
     * @return the handle, or {@code null} if the slot is not live (any index is accepted)
     */
    @SuppressWarnings("unchecked")
    public Handle<T> handleAt(int index) {
        if (slots.generationOf(index) < 0) {
            return null;
        }
        return (Handle<T>) handlePages[index >>> PAGE_SHIFT][index & PAGE_MASK];
    }

    /**
     * Tells whether a handle is live. O(1).
     *
     * @param handle the handle; stale answers {@code false}
     * @return {@code true} if its value is still in the arena
     * @throws NullPointerException if {@code handle} is null
     */
    public boolean contains(Handle<T> handle) {
        return slots.isLive(requireHandle(handle).index(), handle.generation());
    }

    /**
     * Tells whether a slot is live at the given generation. O(1).
     *
     * @param index      the slot index
     * @param generation the generation
     * @return {@code true} if live (any index and generation are accepted)
     */
    public boolean contains(int index, int generation) {
        return slots.isLive(index, generation);
    }

    /**
     * Removes the value of a handle; the handle and every copy of it become stale. O(1), no
     * allocation. Safe during a pass (see the class comment).
     *
     * @param handle the handle
     * @return the removed value, or {@code null} if the handle was already stale (nothing
     *         changes)
     * @throws NullPointerException if {@code handle} is null
     */
    public T remove(Handle<T> handle) {
        return remove(requireHandle(handle).index(), handle.generation());
    }

    /**
     * Removes the value of a slot given in primitive form; see {@link #remove(Handle)}.
     *
     * @param index      the slot index
     * @param generation the generation the caller holds
     * @return the removed value, or {@code null} if that generation was not live
     */
    @SuppressWarnings("unchecked")
    public T remove(int index, int generation) {
        if (!slots.deallocate(index, generation)) {
            return null;
        }
        int page = index >>> PAGE_SHIFT;
        int offset = index & PAGE_MASK;
        T value = (T) valuePages[page][offset];
        valuePages[page][offset] = null;
        handlePages[page][offset] = null;
        livePerPage[page]--;
        return value;
    }

    /**
     * Returns the number of values.
     *
     * @return live values
     */
    public int size() {
        return slots.liveCount();
    }

    /**
     * Tells whether the arena holds no value.
     *
     * @return {@code true} if {@link #size()} is 0
     */
    public boolean isEmpty() {
        return slots.liveCount() == 0;
    }

    /**
     * Returns how many values the arena can hold without allocating storage: the slots of the
     * allocated pages (at most the slot limit) minus retired slots. {@link #insert(Object)}
     * still allocates its handle.
     *
     * @return slots usable without growing, {@code >= size()}
     */
    public int capacity() {
        long pageSlots = Math.min((long) pageCount << PAGE_SHIFT, slots.maxSlots());
        return (int) pageSlots - slots.retiredCount();
    }

    /**
     * Returns the number of slots retired because their generation ran out.
     *
     * @return retired slots
     */
    public int retiredCount() {
        return slots.retiredCount();
    }

    /**
     * Removes every value, so every handle issued so far becomes stale. Keeps the storage
     * (capacity does not shrink except by slots retired now). O(slots used). Safe during a
     * pass: the pass visits nothing more.
     */
    public void clear() {
        slots.clear();
        for (int page = 0; page < pageCount; page++) {
            if (livePerPage[page] != 0) {
                Arrays.fill(valuePages[page], null);
                Arrays.fill(handlePages[page], null);
                livePerPage[page] = 0;
            }
        }
    }

    /**
     * Allocates storage for the first {@code slots} slots now, so that inserting up to that
     * many values never allocates a page.
     *
     * @param slotCount the number of slots to prepare
     * @throws IllegalArgumentException if {@code slotCount} is negative or above the slot limit
     */
    public void reserve(int slotCount) {
        slots.reserve(slotCount);
        if (slotCount > 0) {
            ensurePages((slotCount - 1) >>> PAGE_SHIFT);
        }
    }

    /**
     * Removes every value the predicate rejects. O(slots used), no allocation per element.
     * The predicate may remove values itself but not insert (see the class comment).
     *
     * @param keep answers {@code true} for values to keep
     * @return the number of values removed (by this call and by the predicate)
     * @throws NullPointerException            if {@code keep} is null
     * @throws ConcurrentModificationException if the predicate inserts into this arena
     */
    public int retain(Predicate<? super T> keep) {
        Objects.requireNonNull(keep, "retain(keep): keep predicate is null");
        int before = slots.liveCount();
        forEachSlot((index, generation, value) -> {
            if (!keep.test(value)) {
                remove(index, generation);
            }
        });
        return before - slots.liveCount();
    }

    /**
     * Passes every live value with its canonical handle to {@code action}, in slot order.
     * Allocates nothing per element (the handle is the one {@link #insert(Object)} returned).
     * O(slots used); pages without live values are skipped.
     *
     * @param action receives each handle and value
     * @throws NullPointerException            if {@code action} is null
     * @throws ConcurrentModificationException if {@code action} inserts into this arena
     *                                         (removing is safe)
     */
    public void forEach(BiConsumer<? super Handle<T>, ? super T> action) {
        pass(Objects.requireNonNull(action, "forEach(action): action is null"), null);
    }

    /**
     * Passes every live slot in primitive form (index, generation, value) to {@code action},
     * in slot order. Same rules and costs as {@link #forEach(BiConsumer)}; the action never
     * touches a handle object.
     *
     * @param action receives each slot
     * @throws NullPointerException            if {@code action} is null
     * @throws ConcurrentModificationException if {@code action} inserts into this arena
     *                                         (removing is safe)
     */
    public void forEachSlot(SlotConsumer<? super T> action) {
        pass(null, Objects.requireNonNull(action, "forEachSlot(action): action is null"));
    }

    /** The one loop behind forEach and forEachSlot: exactly one of the two actions is non-null. */
    @SuppressWarnings("unchecked")
    private void pass(BiConsumer<? super Handle<T>, ? super T> byHandle, SlotConsumer<? super T> bySlot) {
        int end = slots.slotCount();
        passDepth++;
        try {
            for (int page = 0, pages = (end + PAGE_MASK) >>> PAGE_SHIFT; page < pages; page++) {
                if (livePerPage[page] == 0) {
                    continue;
                }
                Object[] values = valuePages[page];
                Handle<?>[] handles = handlePages[page];
                int base = page << PAGE_SHIFT;
                int limit = Math.min(PAGE_SIZE, end - base);
                for (int offset = 0; offset < limit; offset++) {
                    // Re-read per slot: the action may have removed it.
                    Object value = values[offset];
                    if (value == null) {
                        continue;
                    }
                    Handle<T> handle = (Handle<T>) handles[offset];
                    if (byHandle != null) {
                        byHandle.accept(handle, (T) value);
                    } else {
                        bySlot.accept(base | offset, handle.generation(), (T) value);
                    }
                }
            }
        } finally {
            passDepth--;
        }
    }

    private static Handle<?> requireHandle(Handle<?> handle) {
        if (handle == null) {
            throw new NullPointerException("Handle is null; pass a handle returned by GenerationalArena.insert");
        }
        return handle;
    }

    /** Allocates pages {@code pageCount .. lastPage}, growing the directories by doubling. */
    private void ensurePages(int lastPage) {
        if (lastPage < pageCount) {
            return;
        }
        if (lastPage >= valuePages.length) {
            int length = Math.max(4, valuePages.length);
            while (length <= lastPage) {
                length <<= 1;
            }
            valuePages = Arrays.copyOf(valuePages, length);
            handlePages = Arrays.copyOf(handlePages, length);
            livePerPage = Arrays.copyOf(livePerPage, length);
        }
        for (int page = pageCount; page <= lastPage; page++) {
            valuePages[page] = new Object[PAGE_SIZE];
            handlePages[page] = new Handle<?>[PAGE_SIZE];
        }
        pageCount = lastPage + 1;
    }
}
