package dev.pulse.ecs.pool;

import dev.pulse.ecs.GenerationalIndexAllocator;
import java.util.Arrays;
import java.util.ConcurrentModificationException;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;

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
 * Slots follow the rules of the {@link GenerationalIndexAllocator} of {@code dev.pulse.ecs} (the
 * same limits; free slots are reused most recently freed first), kept in the arena's own pages
 * of 4096 slots: one reference page holds, side by side, each slot's canonical {@link Handle}
 * (the one {@link #insert(Object)} returned for its value, kept after removal for its
 * generation) and its value. Removing a value marks its canonical handle, so a handle this arena
 * issued and has not marked is live: {@link #get(Handle)} and {@link #remove(Handle)} read the
 * value and nothing else, with no generation to load or compare (a handle rebuilt with
 * {@link Handle#fromId(long)} carries no mark: then the canonical handle's generation is
 * compared). Free slots wait on a stack of slot indexes. Growing allocates one page and never
 * copies storage proportional to the size. Memory: 8 bytes per slot (two references with
 * compressed oops) plus one 24-byte {@code Handle} per slot used, and 4 bytes per free slot on
 * the stack.
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
public final class GenerationalArena<T> extends ArenaSlots {

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

    /** Source of owner numbers; 0 ({@link Handle#NO_OWNER}) is never handed out. */
    private static final AtomicInteger OWNERS = new AtomicInteger();

    /** This arena's owner number, stored in every handle it issues. */
    private final int owner = nextOwner();
    /**
     * Per slot {@code s}, at {@code 2s} the slot's canonical handle: the one handed out for its
     * current value, or for its last value (marked {@link Handle#REMOVED}) when the slot is free
     * or retired; never {@code null} below {@link #highWater}. At {@code 2s + 1} the value when
     * live, {@code null} otherwise (a non-null value is what "live" means). Side by side: a
     * lookup reads one line, and an insert stores both young objects into one card of the old
     * page (G1's concurrent refinement cleans every card of an old page that a young object is
     * stored into, so each extra card an insert dirties makes remove + insert slower).
     */
    private Object[][] entryPages = new Object[0][];
    /** Creates an arena with the allocator's default limits (about 2<sup>31</sup> slots and generations). */
    public GenerationalArena() {
        this(GenerationalIndexAllocator.DEFAULT_MAX_SLOTS, Integer.MAX_VALUE);
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
        super(maxSlots, maxGeneration);
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
        checkInsert(value, "GenerationalArena", "forEach/forEachSlot/retain");
        int index;
        Handle<T> handle;
        Object[] entries;
        int at;
        if (free.size() > 0) {
            index = free.pop();
            entries = entryPages[index >>> PAGE_SHIFT];
            at = (index & PAGE_MASK) << 1;
            Handle<?> last = (Handle<?>) entries[at]; // the slot's last, marked handle
            handle = new Handle<>(index, last.generation() + 1, owner);
            entries[at] = handle;
        } else {
            index = freshSlot();
            entries = entryPages[index >>> PAGE_SHIFT];
            at = (index & PAGE_MASK) << 1;
            handle = new Handle<>(index, 0, owner);
            entries[at] = handle;
        }
        entries[at + 1] = value;
        occupied(index);
        return handle;
    }

    /**
     * Returns the value of a handle. O(1), no allocation.
     *
     * @param handle the handle
     * @return the value, or {@code null} if the handle is stale (its value was removed)
     * @throws NullPointerException   if {@code handle} is null
     * @throws ForeignHandleException if another arena issued {@code handle}
     */
    public @Nullable T get(Handle<T> handle) {
        // This arena's unmarked handle is live, so its value is at its index (one line read).
        return requireHandle(handle).owner == owner || isLive(handle, "get the value of")
                ? valueAt(handle.index())
                : null;
    }

    /**
     * The answer for a handle that is not this arena's unmarked handle: {@code false} for this
     * arena's removed (marked) handle, the generation check for a handle rebuilt from an id, and
     * {@link ForeignHandleException} for another arena's handle.
     */
    private boolean isLive(Handle<?> handle, String attempted) {
        int mark = handle.owner;
        if (mark == Handle.NO_OWNER) {
            return isLive(handle.index(), handle.generation());
        }
        if ((mark & ~Handle.REMOVED) != owner) {
            throw foreign(handle, attempted);
        }
        return false;
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
    public @Nullable T get(int index, int generation) {
        return isLive(index, generation) ? valueAt(index) : null;
    }

    /** Whether slot {@code index} is live at {@code generation}; any arguments are accepted. */
    private boolean isLive(int index, int generation) {
        if (index < 0 || index >= highWater || generation < 0) {
            return false;
        }
        return valueAt(index) != null && canonicalAt(index).generation() == generation;
    }

    /** The value of a slot below {@link #highWater}, {@code null} when it is free or retired. */
    @SuppressWarnings("unchecked")
    private T valueAt(int index) {
        return (T) entryPages[index >>> PAGE_SHIFT][((index & PAGE_MASK) << 1) + 1];
    }

    /** The canonical handle of a slot below {@link #highWater} (never {@code null}, marked when the slot is not live). */
    private Handle<?> canonicalAt(int index) {
        return (Handle<?>) entryPages[index >>> PAGE_SHIFT][(index & PAGE_MASK) << 1];
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
    public @Nullable T getUnchecked(int index) {
        return valueAt(index);
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
    public @Nullable Handle<T> handleAt(int index) {
        if (index < 0 || index >= highWater) {
            return null;
        }
        return valueAt(index) != null ? (Handle<T>) canonicalAt(index) : null;
    }

    /**
     * Tells whether a handle is live. O(1).
     *
     * @param handle the handle; stale answers {@code false}
     * @return {@code true} if its value is still in the arena
     * @throws NullPointerException   if {@code handle} is null
     * @throws ForeignHandleException if another arena issued {@code handle}
     */
    public boolean contains(Handle<T> handle) {
        return requireHandle(handle).owner == owner || isLive(handle, "check");
    }

    /**
     * Tells whether a slot is live at the given generation. O(1).
     *
     * @param index      the slot index
     * @param generation the generation
     * @return {@code true} if live (any index and generation are accepted)
     */
    public boolean contains(int index, int generation) {
        return isLive(index, generation);
    }

    /**
     * Removes the value of a handle; the handle and every copy of it become stale. O(1), no
     * allocation. Safe during a pass (see the class comment).
     *
     * @param handle the handle
     * @return the removed value, or {@code null} if the handle was already stale (nothing
     *         changes)
     * @throws NullPointerException   if {@code handle} is null
     * @throws ForeignHandleException if another arena issued {@code handle}
     */
    public @Nullable T remove(Handle<T> handle) {
        if (requireHandle(handle).owner == owner) {
            return removeLive(handle.index(), handle); // unmarked: live, and the canonical handle
        }
        return isLive(handle, "remove the value of") ? remove(handle.index(), handle.generation()) : null;
    }

    /**
     * Removes the value of a slot given in primitive form; see {@link #remove(Handle)}.
     *
     * @param index      the slot index
     * @param generation the generation the caller holds
     * @return the removed value, or {@code null} if that generation was not live
     */
    public @Nullable T remove(int index, int generation) {
        if (!isLive(index, generation)) {
            return null;
        }
        return removeLive(index, canonicalAt(index));
    }

    /**
     * Frees live slot {@code index}, whose canonical handle is {@code canonical}, and answers its
     * value. The handle stays in the slot, marked: its generation tells the next value's.
     */
    @SuppressWarnings("unchecked")
    private T removeLive(int index, Handle<?> canonical) {
        int page = index >>> PAGE_SHIFT;
        Object[] entries = entryPages[page];
        int at = ((index & PAGE_MASK) << 1) + 1;
        T value = (T) entries[at];
        entries[at] = null;
        canonical.owner = owner | Handle.REMOVED;
        vacated(index, canonical.generation());
        return value;
    }

    /**
     * Removes every value, so every handle issued so far becomes stale. Keeps the storage
     * (capacity does not shrink except by slots retired now). O(slots used). Safe during a
     * pass: the pass visits nothing more.
     */
    public void clear() {
        // Highest slot first, so the free-slot stack hands out slot 0 first again.
        for (int page = (highWater - 1) >>> PAGE_SHIFT; page >= 0 && highWater > 0; page--) {
            if (livePerPage[page] == 0) {
                continue;
            }
            Object[] entries = entryPages[page];
            int base = page << PAGE_SHIFT;
            for (int offset = Math.min(PAGE_SIZE, highWater - base) - 1; offset >= 0; offset--) {
                if (entries[(offset << 1) + 1] != null) {
                    removeLive(base | offset, (Handle<?>) entries[offset << 1]);
                }
            }
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
        int before = live;
        forEachSlot((index, generation, value) -> {
            if (!keep.test(value)) {
                remove(index, generation);
            }
        });
        return before - live;
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
        int end = highWater;
        passDepth++;
        try {
            for (int page = 0, pages = (end + PAGE_MASK) >>> PAGE_SHIFT; page < pages; page++) {
                if (livePerPage[page] == 0) {
                    continue;
                }
                Object[] entries = entryPages[page];
                int base = page << PAGE_SHIFT;
                int limit = Math.min(PAGE_SIZE, end - base);
                for (int offset = 0; offset < limit; offset++) {
                    // Re-read per slot: the action may have removed it.
                    Object value = entries[(offset << 1) + 1];
                    if (value == null) {
                        continue;
                    }
                    Handle<T> handle = (Handle<T>) entries[offset << 1];
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

    /**
     * Returns a short name, {@code GenerationalArena#n} ({@code n} unique in the JVM), followed by
     * the number of live values; the name is what {@link ForeignHandleException} messages use.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return name(owner) + "[" + live + " values]";
    }

    private static String name(int owner) {
        return "GenerationalArena#" + owner;
    }

    /** The next owner number: positive (the sign bit is {@link Handle#REMOVED}), never 0. */
    private static int nextOwner() {
        int next;
        do {
            next = OWNERS.incrementAndGet() & ~Handle.REMOVED;
        } while (next == Handle.NO_OWNER);
        return next;
    }

    /** The exception for another arena's handle (built only when thrown). */
    private ForeignHandleException foreign(Handle<?> handle, String attempted) {
        return new ForeignHandleException(
                handle,
                "Cannot " + attempted + " " + handle + " in " + name(owner)
                        + ": that handle was issued by " + name(handle.owner & ~Handle.REMOVED)
                        + ", another arena, and here"
                        + " it would reach a stranger in the same slot. Use each handle only with the arena that issued it");
    }

    private static Handle<?> requireHandle(Handle<?> handle) {
        if (handle == null) {
            throw new NullPointerException("Handle is null; pass a handle returned by GenerationalArena.insert");
        }
        return handle;
    }

    @Override
    void growDirectories(int length) {
        entryPages = Arrays.copyOf(entryPages, length);
    }

    @Override
    void allocatePage(int page) {
        entryPages[page] = new Object[2 * PAGE_SIZE];
    }
}
