package dev.pulse.ecs.pool;

import org.jspecify.annotations.Nullable;

/**
 * A typed handle to a value in a {@link GenerationalArena}: a slot index plus the generation
 * the slot had when the value was inserted.
 *
 * <p>The type parameter exists only at compile time: a {@code Handle<Enemy>} cannot be passed
 * to a {@code GenerationalArena<Missile>}. Which arena issued a handle is remembered at run time
 * in a small owner number that fills the object's alignment padding (no extra memory): every
 * arena method that takes a {@code Handle} throws {@link ForeignHandleException}, naming both
 * arenas, when given another arena's handle. A handle rebuilt with {@link #fromId(long)} has no
 * owner and is checked by index and generation only, as are the {@code (index, generation)}
 * overloads.
 *
 * <pre>{@code
 * GenerationalArena<String> names = new GenerationalArena<>();
 * Handle<String> ada = names.insert("Ada");   // Handle[0v0]
 * names.remove(ada);                         // slot 0 is free, its generation is now 1
 * Handle<String> bob = names.insert("Bob");   // Handle[0v1]: same slot, new generation
 * names.get(ada);                            // null: ada is stale for ever, it never sees "Bob"
 * }</pre>
 *
 * <h2>Layout</h2>
 * {@link #id()} packs the handle exactly like {@link dev.pulse.ecs.Entity#id()}: the generation
 * in the high 32 bits, the index in the low 32 bits, both non-negative. Use it to keep handles
 * in primitive arrays ({@code long[]}) and rebuild them with {@link #fromId(long)}. The packing
 * is stable within one version of Pulse, not a compatibility promise across versions.
 *
 * <p>A handle's index and generation never change, and handles compare by value: two handles
 * with the same index and generation are equal whatever their type parameter (and whatever arena
 * issued them), like two {@code List}s with the same elements.
 *
 * @param <T> the type of the value the handle refers to
 */
public final class Handle<T> {

    private static final int INDEX_BITS = 32;
    private static final long INDEX_MASK = 0xFFFF_FFFFL;

    /** Owner number of a handle that belongs to no arena in particular ({@link #fromId(long)}). */
    static final int NO_OWNER = 0;

    private final int index;
    private final int generation;
    /** Bit set in {@link #owner} once the arena removed this handle's value (see below). */
    static final int REMOVED = Integer.MIN_VALUE;

    /**
     * The owner number of the arena that issued this handle, or {@link #NO_OWNER}; the arena sets
     * {@link #REMOVED} on the handle it handed out for a value when it removes that value. So a
     * handle whose owner equals an arena's number exactly is live there, and the arena reads its
     * value without comparing generations. Written only by the arena, on its owner thread.
     */
    int owner;

    /** A handle of no arena in particular. */
    Handle(int index, int generation) {
        this(index, generation, NO_OWNER);
    }

    Handle(int index, int generation, int owner) {
        this.index = index;
        this.generation = generation;
        this.owner = owner;
    }

    /**
     * Rebuilds a handle from its packed {@link #id()}. The result equals the handle the id was
     * taken from; whether it is live is for the arena to say.
     *
     * @param id  a value returned by {@link #id()}
     * @param <T> the value type the caller expects
     * @return the handle
     * @throws IllegalArgumentException if either half of {@code id} is negative, which no handle
     *                                  produces
     */
    public static <T> Handle<T> fromId(long id) {
        int index = (int) (id & INDEX_MASK);
        int generation = (int) (id >>> INDEX_BITS);
        if (index < 0 || generation < 0) {
            throw new IllegalArgumentException("Not a handle id: 0x" + Long.toHexString(id)
                    + " (index and generation halves must both be non-negative); pass a value from Handle.id()");
        }
        return new Handle<>(index, generation);
    }

    /**
     * Returns the slot index. Several values share an index over time; only index plus
     * generation identify one.
     *
     * @return the slot index, {@code >= 0}
     */
    public int index() {
        return index;
    }

    /**
     * Returns the generation of the slot when this handle was issued.
     *
     * @return the generation, {@code >= 0}
     */
    public int generation() {
        return generation;
    }

    /**
     * Returns index and generation packed into one {@code long}, with the same layout as
     * {@link dev.pulse.ecs.Entity#id()}. Two handles are equal exactly when their ids are equal.
     *
     * @return the packed id
     */
    public long id() {
        return ((long) generation << INDEX_BITS) | (index & INDEX_MASK);
    }

    /**
     * Compares index and generation.
     *
     * @param other the object to compare with
     * @return {@code true} if {@code other} is a handle with the same index and generation
     */
    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof Handle<?> h && h.index == index && h.generation == generation;
    }

    /**
     * Hashes index and generation.
     *
     * @return a hash consistent with {@link #equals(Object)}
     */
    @Override
    public int hashCode() {
        return index * 31 + generation * 0x9E3779B9;
    }

    /**
     * Returns a short form such as {@code Handle[3v1]}: index 3, generation 1.
     *
     * @return the readable form
     */
    @Override
    public String toString() {
        return "Handle[" + index + "v" + generation + "]";
    }
}
