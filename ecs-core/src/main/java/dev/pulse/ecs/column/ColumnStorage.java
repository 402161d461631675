package dev.pulse.ecs.column;

import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.ForeignEntityException;
import dev.pulse.ecs.GenerationalIndexAllocator;
import dev.pulse.ecs.StaleEntityException;
import dev.pulse.ecs.World;
import dev.pulse.ecs.internal.ColumnAccess;
import dev.pulse.ecs.internal.CoreAccess;
import dev.pulse.ecs.internal.Pages;
import java.util.Arrays;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * The storage of one {@link Columnar} component type in one world: every record component is a
 * primitive column, paged by entity index. Obtain it with {@link World#columns(Class)} and keep
 * it in a field.
 *
 * <pre>{@code
 * ColumnStorage<Particle> particles = world.columns(Particle.class);
 * particles.add(entity, new Particle(0, 0, 1, 1));       // or world.add / world.spawn
 * particles.modify(entity, p -> p.set(X, p.get(X) + p.get(DX)));
 * ColumnView<Particle> view = particles.view();          // reusable flyweight
 * if (view.bind(target)) { float x = view.get(X); }
 * }</pre>
 *
 * <h2>Layout</h2>
 * A directory of pages by entity index ({@code index >>> 14}); a page holds, for 16384 entity
 * indexes, one primitive array per column plus an {@code int[]} owner column (generation + 1 of
 * the entity that has the component there, 0 where none) and a count. Pages are allocated the
 * first time an entity of their range gets the component and never move, so a walk or a chunk
 * may hold one (a {@link ColumnView} holds an index, and finds the page again). Removal (remove, despawn, commands) clears the owner entry and leaves
 * the data in place: the slot is a tombstone until the allocator hands the index out again (the
 * allocator's free list is the free list); nothing is swapped, so columns of several components
 * stay aligned by entity index and a multi-component walk reads every column at the same offset.
 * Presence is also kept in an ordinary {@link ComponentStorage} of the record class (a shared
 * marker per entity), which is how {@code has}, {@code with}, {@code without}, commands,
 * despawn and the scheduler's declarations work unchanged.
 *
 * <h2>Stale and null handles</h2>
 * The rule of {@link World}: {@link #get(Entity)} answers {@code null}, {@link #has(Entity)},
 * {@link #modify(Entity, Consumer)} and {@link #remove(Entity)} answer {@code false} for a stale
 * handle (nothing changes), {@link #add(Entity)} and {@link #add(Entity, Record)} throw
 * {@link StaleEntityException}, and a {@code null} handle throws {@link NullPointerException}.
 *
 * <p>Not thread-safe; see {@link World}.
 *
 * @param <R> the column record type
 */
public final class ColumnStorage<R extends Record & Columnar> {

    /** The core's package-private members (pages, owner marks, checks), reached through its bridge. */
    private static final CoreAccess CORE = CoreAccess.core();

    private final World world;
    private final GenerationalIndexAllocator allocator;
    /** The owner number of the world's handles (see {@link Entity#DESPAWNED}), held here to save a load per lookup. */
    private final int owner;

    private final ComponentStorage<R> presence;
    private final ColumnSchema<R> schema;
    private final ColumnView<R> visitorView;
    /** By page index; null where no entity of the page ever had the component. */
    ColumnPage[] pages = new ColumnPage[0];

    @SuppressWarnings({"unchecked", "rawtypes"})
    static ColumnStorage<?> create(
            World world, GenerationalIndexAllocator allocator, ComponentStorage<?> presence, ColumnSchema<?> schema) {
        return new ColumnStorage(world, allocator, presence, schema);
    }

    ColumnStorage(
            World world, GenerationalIndexAllocator allocator, ComponentStorage<R> presence, ColumnSchema<R> schema) {
        this.world = world;
        this.allocator = allocator;
        this.owner = CORE.owner(allocator);
        this.presence = presence;
        this.schema = schema;
        this.visitorView = new ColumnView<>(this);
    }

    /**
     * Returns the schema: the columns and their keys.
     *
     * @return the schema
     */
    public ColumnSchema<R> schema() {
        return schema;
    }

    /**
     * Returns the number of entities that have this component. O(1).
     *
     * @return the count
     */
    public int size() {
        return presence.size();
    }

    /**
     * Throws {@link ForeignEntityException} if another world issued {@code entity}; handles
     * rebuilt from an id belong to no world and pass.
     */
    void requireOwn(Entity entity, String verb, String after) {
        if (CORE.owner(entity) != owner) {
            CORE.requireOwn(allocator, entity, verb + " " + schema.type().getSimpleName() + after);
        }
    }

    /**
     * Tells whether the entity has this component. O(1): one owner-column read.
     *
     * @param entity the handle; stale answers {@code false}
     * @return {@code true} if it is alive and has the component
     * @throws NullPointerException if {@code entity} is null
     */
    public boolean has(Entity entity) {
        return entry(entity, "check for", " on") != 0;
    }

    /**
     * Returns a copy of the entity's columns as a record (allocates; for tools, tests and cold
     * code; hot code uses {@link #modify}, a {@link ColumnView} or a {@link ColumnQuery}).
     *
     * @param entity the handle; stale answers {@code null}
     * @return a new record holding the entity's values, or {@code null} if the entity is stale or has none
     * @throws NullPointerException if {@code entity} is null
     */
    public @Nullable R get(Entity entity) {
        return presence.get(entity);
    }

    /**
     * Gives the entity the component with the record's values, or overwrites the values it has.
     * Same as {@code world.add(entity, record)}.
     *
     * @param entity a live entity
     * @param record the values
     * @throws NullPointerException if an argument is null
     * @throws StaleEntityException if the entity is not alive
     */
    public void add(Entity entity, R record) {
        presence.add(entity, record);
    }

    /**
     * Gives the entity the component with every column at its default (0, {@code false},
     * {@code null}), or resets the values it has; allocates nothing once the page exists (the
     * type's {@code onAdd}/{@code onReplace} observers, if any, are told, with a record built for
     * them). Set the values with {@link #modify} or a {@link ColumnView}.
     *
     * @param entity a live entity
     * @throws NullPointerException if {@code entity} is null
     * @throws StaleEntityException if the entity is not alive
     */
    public void add(Entity entity) {
        CORE.requireAliveToAdd(world, entity, presence); // null, foreign and dead handles: World's messages
        CORE.putDefaults(presence, entity);
    }

    /**
     * Takes the component away from the entity. Same as {@code world.remove(entity, type)}
     * but builds no record (unless an {@code onRemove} observer of the type is told it).
     *
     * @param entity the handle; stale answers {@code false} and nothing changes
     * @return {@code true} if the entity had the component
     * @throws NullPointerException if {@code entity} is null
     */
    public boolean remove(Entity entity) {
        int owned = entry(entity, "remove", " from");
        CORE.checkStructuralChange(world);
        if (owned == 0) {
            return false;
        }
        CORE.removeColumns(presence, entity);
        return true;
    }

    /**
     * Calls {@code visitor} with a view of the entity's columns, valid for the duration of the
     * call: read and write through it there. The view is unbound when the call returns, so
     * keeping it gives nothing that outlives the call (with checks on, using it afterwards
     * throws). No allocation; the generation is always checked once, before the call.
     *
     * <pre>{@code
     * particles.modify(e, p -> p.set(X, p.get(X) + p.get(DX)));
     * }</pre>
     *
     * @param entity  the handle; stale answers {@code false} and the visitor is not called
     * @param visitor reads and writes the entity's columns
     * @return {@code true} if the entity has the component and the visitor ran
     * @throws NullPointerException if an argument is null
     */
    public boolean modify(Entity entity, Consumer<? super ColumnView<R>> visitor) {
        return modify(entity.index(), entry(entity, "modify", " of"), visitor);
    }

    /**
     * Like {@link #modify(Entity, Consumer)} for an entity kept as its {@link Entity#id()}.
     *
     * @param id      a value of {@link Entity#id()}; any other value answers {@code false}
     * @param visitor reads and writes the entity's columns
     * @return {@code true} if the entity has the component and the visitor ran
     * @throws NullPointerException if {@code visitor} is null
     */
    public boolean modify(long id, Consumer<? super ColumnView<R>> visitor) {
        return modify((int) id, entryOfId(id), visitor);
    }

    /** Runs the visitor on the entity at {@code index} whose owner entry is {@code owned} (0: none, answers false). */
    private boolean modify(int index, int owned, Consumer<? super ColumnView<R>> visitor) {
        if (visitor == null) {
            throw new NullPointerException("modify needs a visitor, e.g. p -> p.set(X, p.get(X) + 1)");
        }
        if (owned == 0) {
            return false;
        }
        ColumnView<R> view = visitorView;
        if (view.isBound()) {
            view = new ColumnView<>(this); // modify inside modify: keep the outer view bound
        }
        view.bindTo(index, owned);
        try {
            visitor.accept(view);
        } finally {
            view.unbind();
        }
        return true;
    }

    /**
     * Returns a new reusable view ("store handles, use refs"): {@link ColumnView#bind(Entity)}
     * it to an entity, then read and write its columns. Keep one per system.
     *
     * @return a new unbound view
     */
    public ColumnView<R> view() {
        return new ColumnView<>(this);
    }

    /**
     * Returns a query over the entities that have this component.
     *
     * @return a new query; keep it
     */
    public ColumnQuery query() {
        return world.columnQuery(schema.type());
    }

    // ---------------------------------------------------------------------------------------
    // Internals

    /**
     * The entity's owner-column entry (its generation + 1) if it has this component, else 0;
     * throws the clear exceptions for a null or another world's handle ("{@code verb Type
     * after}"). A handle carrying exactly this world's owner number is alive (the allocator marks
     * a handle {@link Entity#DESPAWNED} when its entity goes), so a non-zero entry at its index
     * is its own (despawn clears the entry) and neither the handle's generation nor the slot's
     * is read: one owner-column load answers "has the component". Other handles take
     * {@link #entryChecked}.
     */
    int entry(Entity entity, String verb, String after) {
        if (entity == null) {
            throw CORE.nullHandle(verb + " " + schema.type().getSimpleName() + after);
        }
        return CORE.owner(entity) == owner ? entryAt(entity.index()) : entryChecked(entity, verb, after);
    }

    /**
     * {@link #entry(Entity, String, String)} for a handle not carrying exactly this world's owner
     * number: a despawned handle of ours answers 0 from its mark; another world's throws
     * {@link ForeignEntityException}; one rebuilt from an id (no owner) is compared by
     * generation. Kept out of the hot method so it stays small enough to inline.
     */
    private int entryChecked(Entity entity, String verb, String after) {
        if (CORE.owner(entity) == CORE.despawned(owner)) {
            return 0;
        }
        requireOwn(entity, verb, after); // returns only for a handle with no owner
        return entry(entity.index(), entity.generation());
    }

    /**
     * The owner entry of the entity {@code index}v{@code generation} if it has this component,
     * else 0 (any index and generation: ids are unchecked input; a generation of -1 must not
     * match an empty entry).
     */
    int entry(int index, int generation) {
        if (index < 0) {
            return 0;
        }
        int owned = entryAt(index);
        return owned == generation + 1 ? owned : 0;
    }

    /** {@link #entry(int, int)} of the entity whose {@link Entity#id()} is {@code id} (any long). */
    int entryOfId(long id) {
        return entry((int) id, CORE.generationOfId(id));
    }

    /** A handle of no world in particular for {@code index}v{@code generation}. */
    static Entity handle(int index, int generation) {
        return CORE.entity(index, generation);
    }

    /** The owner entry at a non-negative index: generation + 1 of the entity that has the component there, or 0. */
    int entryAt(int index) {
        ColumnPage[] directory = pages;
        int p = index >>> ColumnPage.SHIFT;
        if (p < directory.length) {
            ColumnPage page = directory[p];
            if (page != null) {
                return page.owners[index & ColumnPage.MASK];
            }
        }
        return 0;
    }

    /** Page {@code p} or null. */
    ColumnPage page(int p) {
        ColumnPage[] directory = pages;
        return p < directory.length ? directory[p] : null;
    }

    /** Hook of the presence storage: the live entity at {@code index} got the component. */
    void added(int index, Object value) {
        int p = index >>> ColumnPage.SHIFT;
        ColumnPage page = page(p);
        if (page == null) {
            page = addPage(p);
        }
        int offset = index & ColumnPage.MASK;
        page.owners[offset] = CORE.generationUnchecked(allocator, index) + 1;
        page.count++;
        store(page, offset, value);
    }

    /** Hook of the presence storage: new values for an entity that has the component. */
    void replaced(int index, Object value) {
        store(pages[index >>> ColumnPage.SHIFT], index & ColumnPage.MASK, value);
    }

    private void store(ColumnPage page, int offset, Object value) {
        if (value == ColumnAccess.PRESENT) {
            page.zero(offset);
        } else {
            schema.write(page, offset, value);
        }
    }

    /** Hook of the presence storage: the entity at {@code index} lost the component. */
    void removed(int index) {
        ColumnPage page = pages[index >>> ColumnPage.SHIFT];
        int offset = index & ColumnPage.MASK;
        page.owners[offset] = 0;
        page.count--;
        for (Object[] column : page.objects) {
            column[offset] = null; // let go of cold objects; primitives stay as a tombstone
        }
    }

    /** The values at {@code index} as a new record. */
    R read(int index) {
        return schema.read(pages[index >>> ColumnPage.SHIFT], index & ColumnPage.MASK);
    }

    void clear() {
        for (ColumnPage page : pages) {
            if (page != null) {
                page.clear();
            }
        }
    }

    void reserve(int count) {
        if (count > 0) {
            for (int p = 0; p <= (count - 1) >>> ColumnPage.SHIFT; p++) {
                if (page(p) == null) {
                    addPage(p);
                }
            }
        }
    }

    private ColumnPage addPage(int p) {
        if (p >= pages.length) {
            pages = Arrays.copyOf(pages, Pages.grownDirectoryLength(pages.length, p));
        }
        ColumnPage page = new ColumnPage(schema.kindCounts);
        pages[p] = page;
        return page;
    }

    ComponentStorage<R> presence() {
        return presence;
    }

    /** Builds the message for a view used after its entity lost the component. */
    StaleEntityException stale(Entity entity, String attempted) {
        int current = allocator.generationOf(entity.index());
        String why = current == entity.generation()
                ? "it no longer has a " + schema.type().getSimpleName()
                : current >= 0
                        ? "it was despawned; its slot now holds Entity[" + entity.index() + "v" + current + "]"
                        : "it was despawned";
        return CORE.stale(
                entity,
                "Cannot " + attempted + " " + entity + " through a "
                        + schema.type().getSimpleName() + " view: " + why + ". Bind the view again (view.bind(entity) "
                        + "answers false for a gone entity) before using it");
    }

    /**
     * Returns e.g. {@code ColumnStorage[Particle: x:float, y:float, 120 entities]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "ColumnStorage[" + schema.type().getSimpleName() + ": " + schema.describeColumns() + ", " + size()
                + " entities]";
    }
}
