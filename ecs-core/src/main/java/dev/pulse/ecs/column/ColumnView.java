package dev.pulse.ecs.column;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.ForeignEntityException;
import dev.pulse.ecs.StaleEntityException;
import org.jspecify.annotations.Nullable;

/**
 * A reusable flyweight over one entity's columns of one {@link ColumnStorage} (the founding
 * material's {@code PlayerRef}: store handles, use views). {@link #bind(Entity) Bind} it to an
 * entity (the generation is checked there, always), then read and write columns by key;
 * {@code view.get(X)} is a plain array read. Rebind instead of keeping a view bound across
 * structural changes.
 *
 * <pre>{@code
 * ColumnView<Particle> p = particles.view();   // once, e.g. in a system's field
 * for (Entity e : targets) {
 *     if (p.bind(e)) {
 *         p.set(X, p.get(X) + p.get(DX));
 *     }
 * }
 * }</pre>
 *
 * <h2>Checks</h2>
 * With checks on, every accessor verifies that the bound entity still has the component (one
 * read of the owner column, already in cache) and throws {@link StaleEntityException} naming the
 * entity if it was despawned or lost the component since {@link #bind}, or
 * {@link IllegalStateException} if the view is not bound; a view never reads another entity's
 * data then. With checks off the accessors are bare array accesses, and a view used after its
 * entity is gone reads whatever its slot holds now (possibly a newer entity's values), exactly
 * like the founding material's release build (an accessor of an unbound view then throws
 * {@link ArrayIndexOutOfBoundsException}). Checks are on under {@code -ea} (test runs)
 * and off otherwise; {@code -Dpulse.columnChecks=true|false} overrides
 * ({@link #checksEnabled()}). {@link ColumnStorage#modify} and {@link #bind} always check.
 *
 * <h2>Cost</h2>
 * A view holds the bound entity's index and owner entry, two {@code int}s, and no reference to
 * the page: {@link #bind(Entity)} is the owner compare of the handle, one owner-column load and
 * two {@code int} stores (no collector write barrier), and an accessor finds the page in the
 * storage's directory again, which the JIT shares with the bind's load when both are inlined
 * into one loop. Measured: bind + four reads + two writes, checks off, 1.08x the same work
 * written by hand over the same pages with no check at all.
 *
 * <p>Pages never move, so a bound view is never invalidated by other entities' changes. Not
 * thread-safe: one view per thread.
 *
 * @param <R> the column record
 */
public final class ColumnView<R extends Record & Columnar> {

    private final ColumnStorage<R> storage;
    /**
     * The bound entity's index, or -1 when unbound. The view keeps no page reference: storing
     * one on every bind costs the collector's write barrier (G1: a cross-region and card-table
     * test, ~10 instructions), while the accessors find the page again in the storage's
     * directory with loads the JIT shares with the bind's own.
     */
    private int index = -1;
    /** The bound entity's owner-column entry at bind, its generation + 1 (checked accessors compare it). */
    private int owned;

    ColumnView(ColumnStorage<R> storage) {
        this.storage = storage;
    }

    /**
     * Tells whether the accessors of every view check the generation (see the class comment).
     *
     * @return {@code true} if checks are on in this JVM
     */
    public static boolean checksEnabled() {
        return ColumnChecks.ENABLED;
    }

    /**
     * Points this view at an entity. O(1): one owner-column read answers alive, same
     * generation and has the component (for a handle this world issued, its not being marked
     * despawned already says alive, so the handle's generation is not even read).
     *
     * @param entity the handle; stale answers {@code false}
     * @return {@code true} if the entity has the component; {@code false} leaves the view unbound
     * @throws NullPointerException   if {@code entity} is null
     * @throws ForeignEntityException if another world issued {@code entity}
     */
    public boolean bind(Entity entity) {
        int found = storage.entry(entity, "bind a", " view to"); // first: the clear message for null
        return bindTo(entity.index(), found);
    }

    /**
     * Points this view at the entity whose {@link Entity#id()} is given (for handles kept in a
     * {@code long[]}).
     *
     * @param id a value of {@link Entity#id()}; any other value answers {@code false}
     * @return {@code true} if the entity has the component; {@code false} leaves the view unbound
     */
    public boolean bind(long id) {
        int i = (int) id;
        return bindTo(i, storage.entryOfId(id));
    }

    /** Binds to {@code index} whose owner entry is {@code owned}, or unbinds if that is 0 (no component). */
    boolean bindTo(int index, int owned) {
        this.owned = owned;
        if (owned == 0) {
            this.index = -1;
            return false;
        }
        this.index = index;
        return true;
    }

    void unbind() {
        index = -1;
    }

    boolean isBound() {
        return index >= 0;
    }

    /**
     * Returns the entity this view is bound to.
     *
     * @return the handle, or {@code null} if unbound
     */
    public @Nullable Entity entity() {
        return index < 0 ? null : storage.handle(index, owned - 1);
    }

    /**
     * Returns the storage this view reads.
     *
     * @return the storage
     */
    public ColumnStorage<R> storage() {
        return storage;
    }

    /**
     * Reads a {@code float} column of the bound entity.
     *
     * @param column the key
     * @return the value
     * @throws StaleEntityException  (checks on) if the entity lost the component since {@link #bind}
     * @throws IllegalStateException (checks on) if the view is not bound
     */
    public float get(FloatColumn<R> column) {
        if (ColumnChecks.ENABLED) {
            check(column, READ);
        }
        return page().floats[column.slot][index & ColumnPage.MASK];
    }

    /**
     * Writes a {@code float} column of the bound entity.
     *
     * @param column the key
     * @param value  the new value
     * @throws StaleEntityException  (checks on) if the entity lost the component since {@link #bind}
     * @throws IllegalStateException (checks on) if the view is not bound
     */
    public void set(FloatColumn<R> column, float value) {
        if (ColumnChecks.ENABLED) {
            check(column, WRITE);
        }
        page().floats[column.slot][index & ColumnPage.MASK] = value;
    }

    /**
     * Reads a {@code int} column of the bound entity.
     *
     * @param column the key
     * @return the value
     * @throws StaleEntityException  (checks on) if the entity lost the component since {@link #bind}
     * @throws IllegalStateException (checks on) if the view is not bound
     */
    public int get(IntColumn<R> column) {
        if (ColumnChecks.ENABLED) {
            check(column, READ);
        }
        return page().ints[column.slot][index & ColumnPage.MASK];
    }

    /**
     * Writes a {@code int} column of the bound entity.
     *
     * @param column the key
     * @param value  the new value
     * @throws StaleEntityException  (checks on) if the entity lost the component since {@link #bind}
     * @throws IllegalStateException (checks on) if the view is not bound
     */
    public void set(IntColumn<R> column, int value) {
        if (ColumnChecks.ENABLED) {
            check(column, WRITE);
        }
        page().ints[column.slot][index & ColumnPage.MASK] = value;
    }

    /**
     * Reads a {@code long} column of the bound entity.
     *
     * @param column the key
     * @return the value
     * @throws StaleEntityException  (checks on) if the entity lost the component since {@link #bind}
     * @throws IllegalStateException (checks on) if the view is not bound
     */
    public long get(LongColumn<R> column) {
        if (ColumnChecks.ENABLED) {
            check(column, READ);
        }
        return page().longs[column.slot][index & ColumnPage.MASK];
    }

    /**
     * Writes a {@code long} column of the bound entity.
     *
     * @param column the key
     * @param value  the new value
     * @throws StaleEntityException  (checks on) if the entity lost the component since {@link #bind}
     * @throws IllegalStateException (checks on) if the view is not bound
     */
    public void set(LongColumn<R> column, long value) {
        if (ColumnChecks.ENABLED) {
            check(column, WRITE);
        }
        page().longs[column.slot][index & ColumnPage.MASK] = value;
    }

    /**
     * Reads a {@code double} column of the bound entity.
     *
     * @param column the key
     * @return the value
     * @throws StaleEntityException  (checks on) if the entity lost the component since {@link #bind}
     * @throws IllegalStateException (checks on) if the view is not bound
     */
    public double get(DoubleColumn<R> column) {
        if (ColumnChecks.ENABLED) {
            check(column, READ);
        }
        return page().doubles[column.slot][index & ColumnPage.MASK];
    }

    /**
     * Writes a {@code double} column of the bound entity.
     *
     * @param column the key
     * @param value  the new value
     * @throws StaleEntityException  (checks on) if the entity lost the component since {@link #bind}
     * @throws IllegalStateException (checks on) if the view is not bound
     */
    public void set(DoubleColumn<R> column, double value) {
        if (ColumnChecks.ENABLED) {
            check(column, WRITE);
        }
        page().doubles[column.slot][index & ColumnPage.MASK] = value;
    }

    /**
     * Reads a {@code boolean} column of the bound entity.
     *
     * @param column the key
     * @return the value
     * @throws StaleEntityException  (checks on) if the entity lost the component since {@link #bind}
     * @throws IllegalStateException (checks on) if the view is not bound
     */
    public boolean get(BooleanColumn<R> column) {
        if (ColumnChecks.ENABLED) {
            check(column, READ);
        }
        return page().booleans[column.slot][index & ColumnPage.MASK];
    }

    /**
     * Writes a {@code boolean} column of the bound entity.
     *
     * @param column the key
     * @param value  the new value
     * @throws StaleEntityException  (checks on) if the entity lost the component since {@link #bind}
     * @throws IllegalStateException (checks on) if the view is not bound
     */
    public void set(BooleanColumn<R> column, boolean value) {
        if (ColumnChecks.ENABLED) {
            check(column, WRITE);
        }
        page().booleans[column.slot][index & ColumnPage.MASK] = value;
    }

    /**
     * Reads a {@code byte} column of the bound entity.
     *
     * @param column the key
     * @return the value
     * @throws StaleEntityException  (checks on) if the entity lost the component since {@link #bind}
     * @throws IllegalStateException (checks on) if the view is not bound
     */
    public byte get(ByteColumn<R> column) {
        if (ColumnChecks.ENABLED) {
            check(column, READ);
        }
        return page().bytes[column.slot][index & ColumnPage.MASK];
    }

    /**
     * Writes a {@code byte} column of the bound entity.
     *
     * @param column the key
     * @param value  the new value
     * @throws StaleEntityException  (checks on) if the entity lost the component since {@link #bind}
     * @throws IllegalStateException (checks on) if the view is not bound
     */
    public void set(ByteColumn<R> column, byte value) {
        if (ColumnChecks.ENABLED) {
            check(column, WRITE);
        }
        page().bytes[column.slot][index & ColumnPage.MASK] = value;
    }

    /**
     * Reads an object column of the bound entity.
     *
     * @param column the key
     * @param <V>    the column's type
     * @return the value
     * @throws StaleEntityException  (checks on) if the entity lost the component since {@link #bind}
     * @throws IllegalStateException (checks on) if the view is not bound
     */
    @SuppressWarnings("unchecked")
    public <V> @Nullable V get(ObjectColumn<R, V> column) {
        if (ColumnChecks.ENABLED) {
            check(column, READ);
        }
        return (V) page().objects[column.slot][index & ColumnPage.MASK];
    }

    /**
     * Writes an object column of the bound entity.
     *
     * @param column the key
     * @param value  the new value, may be {@code null}
     * @param <V>    the column's type
     * @throws StaleEntityException  (checks on) if the entity lost the component since {@link #bind}
     * @throws IllegalStateException (checks on) if the view is not bound
     * @throws ClassCastException    if {@code value} is not of the column's type
     */
    public <V> void set(ObjectColumn<R, V> column, @Nullable V value) {
        if (ColumnChecks.ENABLED) {
            check(column, WRITE);
        }
        page().objects[column.slot][index & ColumnPage.MASK] = column.valueType.cast(value);
    }

    /** {@link #check}: an accessor that reads. */
    private static final boolean READ = false;
    /** {@link #check}: an accessor that writes. */
    private static final boolean WRITE = true;

    /**
     * The bound entity's page: the same shift and directory load as the bind's, so the JIT
     * shares them when a bind and its accessors are inlined together. With checks off an unbound
     * view (index -1: page 2^18 - 1, past any directory, which holds at most 2^17 pages) fails
     * here with {@link ArrayIndexOutOfBoundsException}; with checks on, {@link #check} has thrown
     * the clear exception before.
     */
    private ColumnPage page() {
        return storage.pages[index >>> ColumnPage.SHIFT];
    }

    /**
     * The accessor check (checks on): the key belongs to this view's schema, the view is bound,
     * and the bound entity still owns its slot. Small enough to inline; messages are built only
     * on failure.
     */
    private void check(Column<R> column, boolean write) {
        int i = index;
        if (i < 0 || column.schema != storage.schema() || storage.entryAt(i) != owned) {
            throw checkFailed(column, write);
        }
    }

    private RuntimeException checkFailed(Column<R> column, boolean write) {
        String attempted = (write ? "write " : "read ") + column.name + " of";
        if (column.schema != storage.schema()) {
            return new IllegalArgumentException("Column " + column + " is not a column of "
                    + storage.schema().type().getSimpleName() + "; use a key from ColumnSchema.of("
                    + storage.schema().type().getSimpleName() + ".class)");
        }
        if (index < 0) {
            return new IllegalStateException("Cannot " + attempted + " an unbound "
                    + storage.schema().type().getSimpleName() + " view: call view.bind(entity) first and use the"
                    + " view only when it answers true (a modify visitor's view is unbound when the visitor returns)");
        }
        return storage.stale(storage.handle(index, owned - 1), attempted);
    }

    /**
     * Returns e.g. {@code ColumnView[Particle of Entity[3v0]]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "ColumnView[" + storage.schema().type().getSimpleName() + (index < 0 ? ", unbound" : " of " + entity())
                + "]";
    }
}
