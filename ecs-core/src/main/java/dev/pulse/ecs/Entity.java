package dev.pulse.ecs;

import org.jspecify.annotations.Nullable;

/**
 * A handle to an entity: a slot index plus the generation of that slot at the time the entity
 * was spawned.
 *
 * <h2>Layout</h2>
 * <pre>
 *  63                             32 31                              0
 * +---------------------------------+---------------------------------+
 * |  generation (31 bits, &ge; 0)      |  index (31 bits, &ge; 0)           |
 * +---------------------------------+---------------------------------+
 *                               id() as a long
 * </pre>
 * Both halves are non-negative {@code int}s; the sign bit of each half is always zero. The
 * {@link #id()} packing is stable within one version of Pulse (use it to store handles in
 * primitive arrays or to serialise them), but the layout is not a compatibility promise across
 * versions.
 *
 * <h2>Reuse and aliasing</h2>
 * When an entity is despawned its slot's generation is incremented and the slot may be handed
 * to a new entity. Every handle to the old entity still carries the old generation, so it is
 * <em>stale</em>: {@link World#isAlive(Entity)} answers {@code false}, reads answer
 * {@code null}/{@code false}, despawn and remove do nothing, and add throws
 * {@link StaleEntityException} (the one rule, tabled in {@link World}). A stale handle never
 * reaches the slot's new occupant (the "ABA" problem of plain recycled ids).
 *
 * <h2>When a generation runs out</h2>
 * A slot whose generation has reached the allocator's maximum ({@link Integer#MAX_VALUE} by
 * default) is <em>retired</em> when its entity is despawned: it is never reused, so the
 * generation never wraps into a false match. See {@link GenerationalIndexAllocator}.
 *
 * <h2>Which world a handle belongs to</h2>
 * A handle also remembers, invisibly, the world (the {@link GenerationalIndexAllocator}) that
 * issued it: a small owner number kept in what would otherwise be the object's alignment
 * padding, so it costs no memory. Every {@link World} method that takes a handle throws
 * {@link ForeignEntityException}, naming both worlds, when given a handle another world
 * issued, instead of reading or changing whatever lives in the same slot here. A handle rebuilt
 * with {@link #fromId(long)} carries no owner (the id has no room for one): it is accepted by
 * every world and checked by index and generation only, like {@code ComponentStorage.get(long)}.
 *
 * <p>Handles are immutable, compare by value ({@link #equals(Object)} and {@link #hashCode()}
 * use index and generation, not the owner, so a handle equals the one rebuilt from its id), and
 * can be stored in components, fields and collections.
 */
public final class Entity {

    /** Number of bits of the index half of {@link #id()}. */
    static final int INDEX_BITS = 32;
    /** Mask of the index half of {@link #id()}. */
    static final long INDEX_MASK = 0xFFFF_FFFFL;

    /** Owner number of a handle that belongs to no world in particular ({@link #fromId(long)}). */
    static final int NO_OWNER = 0;
    /**
     * The bit of {@link #owner} that the issuing allocator sets when this handle's entity is
     * despawned (owner numbers never use it). The allocator makes exactly one handle object per
     * slot and generation (its canonical handle) and marks it when that generation is freed, so
     * a handle whose owner field equals an allocator's owner number is alive in that allocator,
     * and one with the bit is stale: both are told by the owner compare that every lookup makes
     * anyway, without reading the slot's generation. A handle rebuilt from an id carries no
     * owner, never gets the bit, and is checked by generation. The bit is a plain write by the
     * owner thread; other threads read handles only after a hand-off from it (the world's
     * threading rule: no reads during structural changes), which publishes the bit with the
     * change.
     */
    static final int DESPAWNED = 1 << 31;

    private final int index;
    private final int generation;
    /**
     * The {@link GenerationalIndexAllocator#owner} number of the allocator that issued this
     * handle, or {@link #NO_OWNER}; plus {@link #DESPAWNED} once its entity is gone. With a
     * 12-byte header and two {@code int}s the object is padded to 24 bytes anyway: this field
     * fills the padding. Written only by the owner thread of the issuing world (the bit); not
     * part of equality.
     */
    int owner;

    /** A handle of no world in particular, as {@link #fromId(long)} makes. */
    Entity(int index, int generation) {
        this(index, generation, NO_OWNER);
    }

    Entity(int index, int generation, int owner) {
        this.index = index;
        this.generation = generation;
        this.owner = owner;
    }

    /**
     * Rebuilds a handle from its packed {@link #id()}. The result is equal to the handle the id
     * was taken from; whether it is alive is for a world or allocator to say.
     *
     * @param id a value returned by {@link #id()}
     * @return the handle
     * @throws IllegalArgumentException if either half of {@code id} is negative, which no handle
     *                                  produces
     */
    public static Entity fromId(long id) {
        int index = (int) (id & INDEX_MASK);
        int generation = (int) (id >>> INDEX_BITS);
        if (index < 0 || generation < 0) {
            throw new IllegalArgumentException("Not an entity id: 0x" + Long.toHexString(id)
                    + " (index and generation halves must both be non-negative); pass a value from Entity.id()");
        }
        return new Entity(index, generation, NO_OWNER);
    }

    /** Packs an index and a generation into the {@link #id()} layout. */
    static long pack(int index, int generation) {
        return ((long) generation << INDEX_BITS) | (index & INDEX_MASK);
    }

    /**
     * Returns the slot index. Several entities share an index over time; only index plus
     * generation identify one.
     *
     * @return the slot index, {@code >= 0}
     */
    public int index() {
        return index;
    }

    /**
     * Returns the slot generation this handle was issued with.
     *
     * @return the generation, {@code >= 0}
     */
    public int generation() {
        return generation;
    }

    /**
     * Returns index and generation packed into one {@code long} (see the class comment for the
     * layout). Two handles are equal exactly when their ids are equal.
     *
     * @return the packed id
     */
    public long id() {
        return pack(index, generation);
    }

    /**
     * Compares index and generation.
     *
     * @param other the object to compare with
     * @return {@code true} if {@code other} is a handle with the same index and generation
     */
    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof Entity e && e.index == index && e.generation == generation;
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
     * Returns a short form such as {@code Entity[7v3]}: index 7, generation 3.
     *
     * @return the readable form
     */
    @Override
    public String toString() {
        return "Entity[" + index + "v" + generation + "]";
    }
}
