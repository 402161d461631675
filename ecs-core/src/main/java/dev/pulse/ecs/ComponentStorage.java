package dev.pulse.ecs;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * The storage of one component type in one world: a sparse set. Obtain it with
 * {@link World#storage(Class)} and keep it in a field; it is the fast path for systems that
 * look components up by handle in hot loops (like Artemis's {@code ComponentMapper} or EnTT's
 * storage).
 *
 * <pre>{@code
 * ComponentStorage<Position> positions = world.storage(Position.class);
 * Position p = positions.get(target);   // null if target is stale or has no Position
 * }</pre>
 * Stale and {@code null} handles follow the one rule of {@link World}: reads answer
 * {@code null}/{@code false} for a stale handle, {@link #remove(Entity)} answers {@code null}
 * and changes nothing, {@link #add(Entity, Object)} throws {@link StaleEntityException}, and a
 * {@code null} handle throws {@link NullPointerException} everywhere.
 *
 * <h2>Layout</h2>
 * <ul>
 *   <li><b>Sparse side:</b> pages of 4096 {@code long}s, allocated the first time an entity
 *       index in that page gets this component. Each entry holds the owner's generation (high
 *       32 bits) and its position in the packed side (low 32 bits), or {@code -1}. A lookup
 *       compares the generation before touching the packed side, so a stale handle never reads
 *       the data of the slot's next occupant.</li>
 *   <li><b>Packed side:</b> pages of 4096 entity handles and, unless the type is a tag, 4096
 *       component references, filled from position 0 without holes. Queries walk it in order.
 *       Growth adds a page; no insertion copies storage proportional to the entity count.</li>
 *   <li><b>Tags:</b> a component class with no instance fields keeps no component references;
 *       {@link #get(Entity)} answers the first instance ever added.</li>
 * </ul>
 *
 * <h2>Removal and iteration</h2>
 * Outside iteration, removal is swap-and-pop: the last packed entry moves into the hole
 * (O(1)). While a query walks this storage, removal leaves a tombstone instead, so the walk
 * neither skips nor repeats an entity; the tombstones are compacted (swap-and-pop, highest
 * first) when the outermost walk ends. Entries added during a walk are appended after the
 * position where the walk stops and are not visited by it.
 *
 * <p>Not thread-safe; see {@link World}.
 *
 * @param <T> the component type
 */
public final class ComponentStorage<T> {

    private static final long ABSENT = -1L;
    private static final VarHandle LOCK_DEPTH;

    static {
        try {
            LOCK_DEPTH = MethodHandles.lookup().findVarHandle(ComponentStorage.class, "lockDepth", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }
    /** A position hint that never matches, for lookups outside a walk. */
    static final int NO_HINT = Integer.MAX_VALUE;

    private final World world;
    private final ComponentType componentType;
    private final Class<T> type;
    private final boolean tag;
    private T tagInstance;

    /** Entity index to (generation &lt;&lt; 32 | packed position), paged; {@link #ABSENT} where none. */
    private long[][] sparse = new long[0][];
    /** Packed owners; {@code null} marks a tombstone. Package-private for queries. */
    Entity[][] entityPages = new Entity[0][];
    /** Packed components, parallel to {@link #entityPages}; {@code null} for tags. */
    private Object[][] componentPages;
    /** Packed length, tombstones included. Package-private for queries. */
    int size;
    private int live;

    /** Walks in progress over this storage; updated atomically since parallel systems may read at once. */
    @SuppressWarnings("unused") // updated through LOCK_DEPTH
    private volatile int lockDepth;
    private int[] tombstones = new int[16];
    private int tombstoneCount;

    ComponentStorage(World world, ComponentType componentType) {
        this.world = world;
        this.componentType = componentType;
        @SuppressWarnings("unchecked")
        Class<T> t = (Class<T>) componentType.type;
        this.type = t;
        this.tag = componentType.tag;
        this.componentPages = tag ? null : new Object[0][];
    }

    /**
     * Returns the component class this storage holds.
     *
     * @return the class
     */
    public Class<T> type() {
        return type;
    }

    /**
     * Tells whether this is a tag storage (a class with no instance fields; no data is kept).
     *
     * @return {@code true} for tags
     */
    public boolean isTag() {
        return tag;
    }

    /**
     * Returns the number of entities that have this component. O(1).
     *
     * @return the count
     */
    public int size() {
        return live;
    }

    /**
     * Returns the entity's component. O(1): two page reads and a generation compare.
     *
     * @param entity the handle; stale answers {@code null}
     * @return the component, or {@code null} if the entity is stale or has none
     * @throws NullPointerException if {@code entity} is null
     */
    public T get(Entity entity) {
        if (entity == null) {
            throw World.nullHandle("get " + componentType.name() + " of");
        }
        int pos = positionOf(entity);
        if (pos < 0) {
            return null;
        }
        return tag ? tagInstance : type.cast(componentPages[pos >>> Pages.SHIFT][pos & Pages.MASK]);
    }

    /**
     * Tells whether the entity has this component.
     *
     * @param entity the handle; stale answers {@code false}
     * @return {@code true} if it is alive and has the component
     * @throws NullPointerException if {@code entity} is null
     */
    public boolean has(Entity entity) {
        if (entity == null) {
            throw World.nullHandle("check for " + componentType.name() + " on");
        }
        return positionOf(entity) >= 0;
    }

    /**
     * Adds the component to the entity, or replaces the one it has. Same as
     * {@link World#add(Entity, Object)} for a component of exactly this class.
     *
     * @param entity    a live entity
     * @param component the component, whose class must be exactly {@link #type()}
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the component's class is not exactly {@link #type()}
     * @throws StaleEntityException     if the entity is not alive
     */
    public void add(Entity entity, T component) {
        if (component == null) {
            throw new NullPointerException("Cannot add a null " + componentType.name() + " to " + entity
                    + "; to take the component away use remove(entity)");
        }
        if (component.getClass() != type) {
            throw new IllegalArgumentException("Cannot add a " + component.getClass().getName() + " to the "
                    + type.getName() + " storage of " + entity + "; components are stored under their exact class: "
                    + "use world.add(entity, component)");
        }
        world.requireAliveToAdd(entity, componentType);
        put(entity, component);
    }

    /**
     * Removes the component from the entity.
     *
     * @param entity the handle; stale answers {@code null} and nothing changes
     * @return the removed component, or {@code null} if there was none (or the entity is stale)
     * @throws NullPointerException if {@code entity} is null
     */
    public T remove(Entity entity) {
        if (entity == null) {
            throw World.nullHandle("remove " + componentType.name() + " from");
        }
        return type.cast(removeFrom(entity));
    }

    /** Position in the packed side, or -1. Checks the generation. */
    private int positionOf(Entity entity) {
        int index = entity.index();
        int page = index >>> Pages.SHIFT;
        long[][] sparse = this.sparse;
        if (page >= sparse.length) {
            return -1;
        }
        long[] sparsePage = sparse[page];
        if (sparsePage == null) {
            return -1;
        }
        long entry = sparsePage[index & Pages.MASK];
        // ABSENT's high half is -1, which no generation equals.
        return (int) (entry >>> 32) == entity.generation() ? (int) entry : -1;
    }

    /** Packed handle page {@code page}, or {@code null}; pages never move, so a walk may keep it. */
    Entity[] entityPage(int page) {
        Entity[][] directory = entityPages;
        return page < directory.length ? directory[page] : null;
    }

    /** Packed component page {@code page}, or {@code null} (none yet, or a tag storage). */
    Object[] componentPage(int page) {
        Object[][] directory = componentPages;
        return directory != null && page < directory.length ? directory[page] : null;
    }

    /** The entity's component by the sparse side (tags answer the shared instance), or null. */
    Object lookup(Entity entity) {
        int pos = positionOf(entity);
        if (pos < 0) {
            return null;
        }
        return tag ? tagInstance : componentPages[pos >>> Pages.SHIFT][pos & Pages.MASK];
    }

    /** Whether the entity has this component, for query filters. */
    boolean contains(Entity entity, int hint) {
        if (hint < size && entityPages[hint >>> Pages.SHIFT][hint & Pages.MASK] == entity) {
            return true;
        }
        return positionOf(entity) >= 0;
    }

    /** Adds or replaces without checks: the world has validated entity and component. */
    void put(Entity entity, Object component) {
        int pos = positionOf(entity);
        if (pos >= 0) {
            if (!tag) {
                componentPages[pos >>> Pages.SHIFT][pos & Pages.MASK] = component;
            }
            return;
        }
        append(entity, component);
    }

    /** Appends an entity known to have no component here yet (a fresh spawn). */
    void append(Entity entity, Object component) {
        if (tag && tagInstance == null) {
            tagInstance = type.cast(component);
        }
        int pos = size;
        int page = pos >>> Pages.SHIFT;
        if (page >= entityPages.length || entityPages[page] == null) {
            addPackedPage(page);
        }
        entityPages[page][pos & Pages.MASK] = entity;
        if (!tag) {
            componentPages[page][pos & Pages.MASK] = component;
        }
        setSparse(entity, pos);
        size = pos + 1;
        live++;
    }

    /** Removes the entity's component if it has one; returns it or null. */
    Object removeFrom(Entity entity) {
        int pos = positionOf(entity);
        if (pos < 0) {
            return null;
        }
        int page = pos >>> Pages.SHIFT;
        int offset = pos & Pages.MASK;
        Object old = tag ? tagInstance : componentPages[page][offset];
        clearSparse(entity.index());
        live--;
        if (lockDepth > 0) {
            entityPages[page][offset] = null;
            if (!tag) {
                componentPages[page][offset] = null;
            }
            if (tombstoneCount == tombstones.length) {
                tombstones = Arrays.copyOf(tombstones, tombstoneCount * 2);
            }
            tombstones[tombstoneCount++] = pos;
        } else {
            fillFromLast(pos);
        }
        return old;
    }

    /** Moves the last packed entry into {@code pos} (a hole) and shrinks by one. */
    private void fillFromLast(int pos) {
        int last = size - 1;
        int lastPage = last >>> Pages.SHIFT;
        int lastOffset = last & Pages.MASK;
        if (pos != last) {
            Entity moved = entityPages[lastPage][lastOffset];
            entityPages[pos >>> Pages.SHIFT][pos & Pages.MASK] = moved;
            if (!tag) {
                componentPages[pos >>> Pages.SHIFT][pos & Pages.MASK] = componentPages[lastPage][lastOffset];
            }
            setSparse(moved, pos);
        }
        entityPages[lastPage][lastOffset] = null;
        if (!tag) {
            componentPages[lastPage][lastOffset] = null;
        }
        size = last;
    }

    void lock() {
        LOCK_DEPTH.getAndAdd(this, 1);
        world.enterIteration();
    }

    void unlock() {
        world.exitIteration();
        // Tombstones only come from structural changes, which are single-threaded by contract,
        // so the thread that ends the last walk is the one that may compact.
        if ((int) LOCK_DEPTH.getAndAdd(this, -1) == 1 && tombstoneCount > 0) {
            compact();
        }
    }

    /** Swap-and-pop every tombstone, highest first, so each hole is filled by a live entry. */
    private void compact() {
        int count = tombstoneCount;
        tombstoneCount = 0;
        Arrays.sort(tombstones, 0, count);
        for (int i = count - 1; i >= 0; i--) {
            // Every entry above tombstones[i] is live here: higher holes were already filled or popped.
            fillFromLast(tombstones[i]);
        }
    }

    /** Drops every entry. Called by {@link World#clear()}, never during iteration. */
    void clear() {
        for (long[] page : sparse) {
            if (page != null) {
                Arrays.fill(page, ABSENT);
            }
        }
        for (int page = 0; page < entityPages.length && (page << Pages.SHIFT) < size; page++) {
            Arrays.fill(entityPages[page], null);
            if (!tag) {
                Arrays.fill(componentPages[page], null);
            }
        }
        size = 0;
        live = 0;
    }

    /** Prepares the packed side for {@code count} entries. */
    void reserve(int count) {
        if (count > 0) {
            int lastPage = (count - 1) >>> Pages.SHIFT;
            for (int page = 0; page <= lastPage; page++) {
                if (page >= entityPages.length || entityPages[page] == null) {
                    addPackedPage(page);
                }
            }
        }
    }

    private void addPackedPage(int page) {
        if (page >= entityPages.length) {
            int length = Pages.grownDirectoryLength(entityPages.length, page);
            entityPages = Arrays.copyOf(entityPages, length);
            if (!tag) {
                componentPages = Arrays.copyOf(componentPages, length);
            }
        }
        entityPages[page] = new Entity[Pages.SIZE];
        if (!tag) {
            componentPages[page] = new Object[Pages.SIZE];
        }
    }

    private void setSparse(Entity entity, int pos) {
        int index = entity.index();
        int page = index >>> Pages.SHIFT;
        if (page >= sparse.length) {
            sparse = Arrays.copyOf(sparse, Pages.grownDirectoryLength(sparse.length, page));
        }
        long[] sparsePage = sparse[page];
        if (sparsePage == null) {
            sparsePage = new long[Pages.SIZE];
            Arrays.fill(sparsePage, ABSENT);
            sparse[page] = sparsePage;
        }
        sparsePage[index & Pages.MASK] = ((long) entity.generation() << 32) | (pos & 0xFFFF_FFFFL);
    }

    private void clearSparse(int index) {
        sparse[index >>> Pages.SHIFT][index & Pages.MASK] = ABSENT;
    }

    ComponentType componentType() {
        return componentType;
    }

    /**
     * Returns a short description, e.g. {@code ComponentStorage[Position, 120 entities]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "ComponentStorage[" + componentType.name() + ", " + live + " entities" + (tag ? ", tag" : "") + "]";
    }
}
