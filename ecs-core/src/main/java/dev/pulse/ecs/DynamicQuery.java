package dev.pulse.ecs;

import dev.pulse.ecs.internal.Pages;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.jspecify.annotations.Nullable;

/**
 * A query built at run time from a {@link QuerySpec}: component classes read from a file, a
 * script or an editor, for tools (inspectors, save files, consoles) that cannot name the types
 * in their source. Obtain it from {@link World#query(QuerySpec)}; its walks hand each matching
 * entity to the action as a {@link QueryRow}, whose components are read by position or by class.
 *
 * <pre>{@code
 * DynamicQuery query = world.query(QuerySpec.of(Position.class, Velocity.class).optional(Shield.class));
 * query.forEach(row -> {
 *     Position p = row.get(Position.class);         // or (Position) row.get(0)
 *     Velocity v = (Velocity) row.get(1);
 *     Shield shield = row.get(Shield.class);        // null where the entity has no Shield
 *     p.x += v.dx;
 * });
 * }</pre>
 *
 * <p>It matches exactly the entities the typed query with the same terms matches, in the same
 * order, under the same rules (see {@link Query}: iteration order, {@link WalkOrder}, structural
 * changes during a walk, change filters, early exit), and has the same {@link #count()},
 * {@link #matches(Entity)}, {@link #collect(java.util.Collection)}, {@link #single()} and
 * {@link #first()}. A class that was never a component of this world makes no query fail: a
 * query fetching or requiring it answers empty (one excluding it, or naming it as optional,
 * matches as if it were not named), as typed queries do. A query hands at most
 * {@value #MAX_COMPONENTS} components (fetched plus optional); require more with {@code with}.
 * It has no {@code parallelForEach}.
 *
 * <p>Cost: a walk allocates nothing per entity (one {@link QueryRow} serves the walk and the
 * query's next ones). Per entity it loops over the query's storages where a typed walk has one
 * statement each, and the action reads components through the row (by position: an array
 * read; by class: a search among the query's classes, then a cast). Where the types are known
 * when the code is written, use the typed queries: the compiler checks them, and their walks
 * are specialised per arity.
 *
 * <p>Keep it in a field and reuse it, as typed queries: it stays valid for the world's lifetime
 * and, walked often, gets its own copy of the walk code (see {@link Query}). Queries are
 * immutable: {@link #since(int)} returns a new one.
 */
public final class DynamicQuery extends Query {

    /** Most components one dynamic query hands over (fetched plus optional): one bit each in the optional mask. */
    public static final int MAX_COMPONENTS = 32;

    private final QuerySpec spec;
    /** The storages of the spec's components, by position: the base's fetched storages. */
    final ComponentStorage<?>[] storages;
    /** The row of this query's last walk, reused by the next; a nested or concurrent walk makes its own. */
    private final AtomicReference<QueryRow> spareRow = new AtomicReference<>();

    private DynamicQuery(
            World world,
            QuerySpec spec,
            ComponentStorage<?>[] storages,
            int optional,
            ComponentStorage<?>[] required,
            ComponentStorage<?>[] excluded) {
        super(world, storages, optional, required, excluded);
        this.spec = spec;
        this.storages = storages;
    }

    /**
     * The query {@code spec} describes over {@code world}: its storages, then each {@code any}
     * group, change filter and order applied as the typed queries' {@code any}, {@code changed},
     * {@code added} and {@code ordered} apply them, with their checks and messages.
     */
    static DynamicQuery of(World world, QuerySpec spec) {
        if (spec == null) {
            throw new NullPointerException("world.query(QuerySpec) needs a spec, e.g. QuerySpec.of(Position.class)");
        }
        List<Class<?>> components = spec.components();
        if (components.size() > MAX_COMPONENTS) {
            throw new IllegalArgumentException(spec + " hands over " + components.size() + " components, but a query "
                    + "hands at most " + MAX_COMPONENTS + "; require the others with with(...) and read them "
                    + "from their storages");
        }
        int optional = 0;
        for (int i = spec.fetchedTypes().size(); i < components.size(); i++) {
            optional |= 1 << i;
        }
        DynamicQuery query = new DynamicQuery(
                world,
                spec,
                QueryChecks.appendStorages(world, NONE, array(components), "of"),
                optional,
                QueryChecks.appendStorages(world, NONE, array(spec.withTypes()), "with"),
                QueryChecks.appendStorages(world, NONE, array(spec.withoutTypes()), "without"));
        for (List<Class<?>> group : spec.anyGroups()) {
            query = query.withAny(query.copy(query.required), array(group));
        }
        for (int i = 0; i < spec.changeCount(); i++) {
            Class<?> type = spec.changeType(i);
            query = query.withChange(query.copy(query.requiredWith(type)), type, spec.changeOfAdd(i));
        }
        if (spec.order() != WalkOrder.STORAGE) {
            query = withOrder(query.carry(query.copy(query.required)), spec.order());
        }
        return query;
    }

    private static Class<?>[] array(List<Class<?>> types) {
        return types.toArray(new Class<?>[0]);
    }

    /** A query with this one's storages and exclusions and {@code required}; the caller carries the rest. */
    private DynamicQuery copy(ComponentStorage<?>[] required) {
        return new DynamicQuery(world, spec, storages, optional, required, excluded);
    }

    /**
     * Returns the spec this query was built from.
     *
     * @return the spec
     */
    public QuerySpec spec() {
        return spec;
    }

    /**
     * Returns this query with a fixed baseline for its change filters, for use outside a
     * scheduler: changes stamped after {@code tick} pass (see {@link Query1#since(int)}).
     *
     * @param tick a tick from {@link World#advanceTick()} (or {@link World#NEVER_RAN}: everything)
     * @return a new query
     * @throws IllegalStateException if the spec has no {@code changed} or {@code added} filter
     */
    public DynamicQuery since(int tick) {
        return withSince(copy(required), tick);
    }

    /**
     * Calls {@code action} once for each matching entity, with the row pointed at it. Allocates
     * nothing per entity. Structural changes inside the action are allowed (see {@link Query}).
     *
     * @param action what to do with each entity's row
     * @throws NullPointerException if {@code action} is null
     */
    public void forEach(ForEach action) {
        requireRowAction(action, "forEach");
        final QueryRow row = takeRow(action);
        try {
            if (changes.length > 0) {
                walkChanged(row);
            } else {
                walkSequential(DynamicQueryLoops.SHARED, row, QueryLoops.WITH_ENTITY);
            }
        } finally {
            giveBack(row);
        }
    }

    /**
     * Calls {@code action} for each matching entity until it answers {@link Flow#STOP}, in
     * {@link #forEach}'s order and under its rules.
     *
     * @param action what to do with each entity's row; answers {@link Flow#CONTINUE} or {@link Flow#STOP}
     * @return the entity the action stopped at (the handle it was given, even if it despawned
     *         that entity), or {@code null} if the walk ran to the end
     * @throws NullPointerException if {@code action} is null, or answers {@code null}
     */
    public @Nullable Entity forEachUntil(Until action) {
        requireRowAction(action, "forEachUntil");
        return walkUntil(action, QueryLoops.UNTIL);
    }

    /**
     * Returns the first matching entity (in walk order) whose row satisfies {@code predicate},
     * and stops walking there; {@code null} if none does.
     *
     * @param predicate the test; it may change the world like a {@code forEach} action
     * @return the first entity passing the test (the handle the predicate was given), or {@code null}
     * @throws NullPointerException if {@code predicate} is null
     */
    public @Nullable Entity findFirst(Match predicate) {
        requireRowAction(predicate, "findFirst");
        return walkUntil(predicate, QueryLoops.MATCH);
    }

    private Entity walkUntil(Object action, int form) {
        final QueryRow row = takeRow(action);
        try {
            return walkSequentialUntil(DynamicQueryLoops.SHARED, row, form);
        } finally {
            giveBack(row);
        }
    }

    private static void requireRowAction(Object action, String method) {
        if (action == null) {
            throw new NullPointerException(method + " needs an action, e.g. row -> ...");
        }
    }

    /** This query's spare row pointed at {@code action}, or a new one if a walk in progress holds it. */
    private QueryRow takeRow(Object action) {
        QueryRow row = spareRow.getAndSet(null);
        if (row == null) {
            row = new QueryRow(this);
        }
        row.action = action;
        return row;
    }

    private void giveBack(QueryRow row) {
        row.close();
        spareRow.set(row);
    }

    /**
     * The change-filtered walk of {@link #forEach}, as the typed queries' (see
     * {@code Query1.walkChanged}): the offsets {@link ChangedOffsets} finds, page by page, each
     * storage's page held for the page and each slot read at the visit.
     */
    private void walkChanged(QueryRow row) {
        final ChangedOffsets changed = changedOffsets();
        try {
            final ComponentStorage<?> driver = changed.storage;
            final int since = changed.since;
            final boolean others = hasFiltersAfterFirst();
            final ForEach action = (ForEach) row.action;
            while (changed.nextPage()) {
                final int page = changed.page;
                final Object[] driverPage = driver.componentPage(page);
                if (driverPage == null) {
                    continue; // trimmed away
                }
                DynamicQueryLoops.holdPages(row, page);
                final Entity[] handles = world.handlePages()[page];
                final int[] offsets = changed.offsets;
                final int[] stamps = changed.stamps;
                final int base = page << Pages.SHIFT;
                for (int k = 0, count = changed.count; k < count; k++) {
                    final int offset = offsets[k];
                    if (driverPage[offset] == null) {
                        continue; // removed during this walk
                    }
                    final int index = base + offset;
                    if (!DynamicQueryLoops.read(row, offset, index) || stamps[offset] - since <= 0) {
                        continue; // the driving filter is re-checked at the visit like every filter
                    }
                    if (changed.addedDuringWalk(index) || others && !passesFiltersAfterFirst(index, since)) {
                        continue;
                    }
                    row.entity = handles[offset];
                    action.accept(row);
                    row.entity = null;
                }
            }
        } finally {
            closeChanged(changed);
        }
    }

    /** The action of {@link #forEach(ForEach)}. */
    @FunctionalInterface
    public interface ForEach {
        /**
         * Handles one matching entity.
         *
         * @param row the entity and its components; valid only during this call
         */
        void accept(QueryRow row);
    }

    /** The test of {@link #findFirst(Match)}. */
    @FunctionalInterface
    public interface Match {
        /**
         * Tests one matching entity.
         *
         * @param row the entity and its components; valid only during this call
         * @return {@code true} to stop the walk and return this entity
         */
        boolean test(QueryRow row);
    }

    /** The action of {@link #forEachUntil(Until)}. */
    @FunctionalInterface
    public interface Until {
        /**
         * Handles one matching entity.
         *
         * @param row the entity and its components; valid only during this call
         * @return {@link Flow#CONTINUE} to go on, {@link Flow#STOP} to stop here
         */
        Flow accept(QueryRow row);
    }
}
