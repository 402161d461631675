package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.pulse.ecs.internal.Pages;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * Random spawns, despawns, adds, removes, marks and tick advances over five component types,
 * with walks of random {@link QuerySpec}s (fetched, optional, with, without, any groups, changed
 * and added filters, either order) in every form, each checked against a reference computed
 * from a plain map: the entities the walk may visit (the driving storage's entities when the
 * walk starts, in the order the walk takes them: entity index for a dense driver, an ordered
 * query or a change-filtered {@code forEach}, else the driver's packed order), each visited
 * if it has stayed in the driving storage since and matches when the walk reaches it, with the
 * components the map holds at that moment. Half the walks change the world from their action
 * (despawn the entity or others, spawn, add, remove, mark), so the rules on changes during a
 * walk are checked too. Where a spec hands over at most four components, the typed query with
 * the same terms is walked as well and must visit the same entities with the same components,
 * in the same order.
 *
 * <p>The worlds stay within one page of entity slots ({@link Pages#SIZE}): a change-filtered
 * {@code forEach} finds a page's changed entities when it reaches the page, which the reference
 * models for the one page only.
 */
class DynamicQueryModelTest {

    /** 120,000 operations in a world of at most 64 entities: sparse drivers, shuffled by churn. */
    @Test
    void oneHundredTwentyThousandOperationsAgreeWithTheReference() {
        Run run = new Run(20261126L, 0, 64, SPARSE_ODDS);
        run.operations(120_000);
        run.assertEveryCaseWasExercised(500);
    }

    /** 2,000 operations over about 1,500 entities: dense drivers too. */
    @Test
    void denseWorldsAgreeWithTheReference() {
        Run run = new Run(33L, 1_500, 1_600, 0.9, 0.85, 0.8, 0.75, 0.3);
        run.operations(2_000);
        assertTrue(run.denseWalks > 100 && run.packedWalks > 50, run::counts);
    }

    /** More sequences from seeds jqwik picks (and reports on failure). */
    @Property(tries = 3)
    void randomSequencesAgreeWithTheReference(@ForAll long seed) {
        new Run(seed, 0, 64, SPARSE_ODDS).operations(4_000);
    }

    /** The chance a spawn gives each type, in the small worlds: T4 is rare, so it often drives. */
    private static final double[] SPARSE_ODDS = {0.7, 0.5, 0.4, 0.3, 0.15};

    record T0(Entity owner, int serial) {}

    record T1(Entity owner, int serial) {}

    record T2(Entity owner, int serial) {}

    record T3(Entity owner, int serial) {}

    record T4(Entity owner, int serial) {}

    private static final List<Class<?>> TYPES = List.of(T0.class, T1.class, T2.class, T3.class, T4.class);
    private static final int TYPE_COUNT = TYPES.size();

    /** What a type is in a random spec. */
    private enum Role {
        NONE,
        FETCHED,
        OPTIONAL,
        /** An optional term also named by with: required, never null. */
        OPTIONAL_WITH,
        WITH,
        WITHOUT,
        ANY,
        /** An optional term that is also in the any group. */
        OPTIONAL_ANY
    }

    /** A change filter of a spec: the type number and whether it is {@code added}. */
    private record Change(int type, boolean ofAdd) {}

    /**
     * A random spec with what the reference needs: the type number at each position, the
     * required and excluded type numbers, the any groups and the change filters.
     */
    private record Shape(
            QuerySpec spec,
            int[] positions,
            boolean[] optional,
            int[] required,
            int[] excluded,
            int[][] groups,
            List<Change> changes,
            WalkOrder order) {}

    private enum Form {
        FOR_EACH,
        FOR_EACH_UNTIL,
        FIND_FIRST,
        COLLECT,
        ANSWERS
    }

    private static final class Run {
        private final long seed;
        private final int populationCap;
        private final int visitsPerChange;
        /** The chance a spawn gives each type. */
        private final double[] odds;

        private final Random random;
        private final World world = new World();
        private final ComponentStorage<?>[] storages = new ComponentStorage<?>[TYPE_COUNT];

        /** The reference, by entity index: the live entity there (null: none), ... */
        private final Entity[] liveAt = new Entity[Pages.SIZE];
        /** ... its components by type number (null: absent) ... */
        private final Object[][] componentsAt = new Object[Pages.SIZE][];
        /** ... and its added and changed stamps by type number. */
        private final int[][][] stampsAt = new int[Pages.SIZE][][];

        private final List<Entity> live = new ArrayList<>();
        private final List<Shape> shapes = new ArrayList<>();
        private final List<DynamicQuery> queries = new ArrayList<>();
        private final List<Query> typedQueries = new ArrayList<>();
        private int serial;
        private int step;

        // The walk in progress (reference side).
        private Shape shape;
        private int since;
        private int driverType = -1;
        private List<Entity> candidates;
        private int next;
        private final Set<Entity> leftDriver = new HashSet<>();
        private final Set<Entity> visitedThisWalk = new HashSet<>();

        // What the run exercised.
        int denseWalks;
        int packedWalks;
        int sortedWalks;
        int changedWalks;
        int typedComparisons;
        int visits;
        int skipsOfLeavers;
        int skipsOfNonMatches;
        int stops;
        int optionalNulls;

        Run(long seed, int prefill, int populationCap, double... odds) {
            this.seed = seed;
            this.odds = odds;
            this.random = new Random(seed);
            this.populationCap = populationCap;
            this.visitsPerChange = Math.max(1, populationCap / 30);
            for (int t = 0; t < TYPE_COUNT; t++) {
                storages[t] = world.storage(TYPES.get(t));
                storages[t].trackChanges(); // stamps from the first add on, as the reference keeps them
            }
            for (int i = 0; i < 48; i++) {
                Shape shape = randomShape();
                shapes.add(shape);
                queries.add(world.query(shape.spec()));
                typedQueries.add(shape.positions().length <= 4 ? typed(shape) : null);
            }
            for (int i = 0; i < prefill; i++) {
                spawn();
            }
        }

        String counts() {
            return "seed " + seed + ": dense " + denseWalks + ", packed " + packedWalks + ", sorted " + sortedWalks
                    + ", change-driven " + changedWalks + ", typed comparisons " + typedComparisons + ", visits "
                    + visits + ", leavers skipped " + skipsOfLeavers + ", non-matches skipped " + skipsOfNonMatches
                    + ", stops " + stops + ", optional nulls " + optionalNulls;
        }

        void assertEveryCaseWasExercised(int least) {
            assertTrue(
                    packedWalks > least
                            && sortedWalks > least
                            && changedWalks > least
                            && typedComparisons > least
                            && skipsOfLeavers > least
                            && skipsOfNonMatches > least
                            && stops > least
                            && optionalNulls > least,
                    this::counts);
        }

        private String where() {
            return "seed " + seed + ", step " + step + (shape == null ? "" : ", " + shape.spec() + " since " + since)
                    + ": ";
        }

        // ---- random specs

        private Shape randomShape() {
            List<Integer> order = new ArrayList<>(List.of(0, 1, 2, 3, 4));
            Collections.shuffle(order, random);
            Role[] roles = new Role[TYPE_COUNT];
            int fetched = 1 + random.nextInt(3);
            for (int k = 0; k < TYPE_COUNT; k++) {
                roles[order.get(k)] = k < fetched ? Role.FETCHED : Role.values()[random.nextInt(Role.values().length)];
            }
            List<Integer> anyMembers = new ArrayList<>();
            for (int t : order) {
                if (roles[t] == Role.ANY || roles[t] == Role.OPTIONAL_ANY) {
                    anyMembers.add(t);
                }
            }
            if (anyMembers.size() == 1) {
                int t = anyMembers.remove(0);
                roles[t] = roles[t] == Role.ANY ? Role.NONE : Role.OPTIONAL;
            }
            List<Integer> fetchedTypes = new ArrayList<>();
            List<Integer> optionalTypes = new ArrayList<>();
            Set<Integer> required = new HashSet<>();
            Set<Integer> excluded = new HashSet<>();
            List<Class<?>> with = new ArrayList<>();
            List<Class<?>> without = new ArrayList<>();
            for (int t : order) {
                switch (roles[t]) {
                    case FETCHED -> {
                        fetchedTypes.add(t);
                        required.add(t);
                    }
                    case OPTIONAL, OPTIONAL_ANY -> optionalTypes.add(t);
                    case OPTIONAL_WITH -> {
                        optionalTypes.add(t);
                        required.add(t);
                        with.add(TYPES.get(t));
                    }
                    case WITH -> {
                        required.add(t);
                        with.add(TYPES.get(t));
                    }
                    case WITHOUT -> {
                        excluded.add(t);
                        without.add(TYPES.get(t));
                    }
                    default -> {}
                }
            }
            List<Set<Integer>> groups = new ArrayList<>();
            if (anyMembers.size() >= 4) {
                groups.add(new HashSet<>(anyMembers.subList(0, 2)));
                groups.add(new HashSet<>(anyMembers.subList(2, anyMembers.size())));
            } else if (anyMembers.size() >= 2) {
                groups.add(new HashSet<>(anyMembers));
            }
            List<Change> changes = new ArrayList<>();
            int r = random.nextInt(10);
            int filters = r < 6 ? 0 : r < 9 ? 1 : 2;
            for (int f = 0; f < filters; f++) {
                int t = random.nextInt(TYPE_COUNT);
                Change change = new Change(t, random.nextBoolean());
                if (roles[t] == Role.WITHOUT
                        || roles[t] == Role.ANY
                        || roles[t] == Role.OPTIONAL_ANY
                        || changes.contains(change)) {
                    continue; // refused by world.query: excluded, or in an any group it would then always satisfy
                }
                changes.add(change);
                required.add(t);
            }
            WalkOrder walkOrder = random.nextInt(10) < 3 ? WalkOrder.ENTITY_INDEX : WalkOrder.STORAGE;

            QuerySpec spec = QuerySpec.of(classes(fetchedTypes));
            spec = spec.optional(classes(optionalTypes).toArray(new Class<?>[0]));
            spec = spec.with(with.toArray(new Class<?>[0])).without(without.toArray(new Class<?>[0]));
            for (Set<Integer> group : groups) {
                spec = spec.any(classes(sorted(group)).toArray(new Class<?>[0]));
            }
            for (Change change : changes) {
                spec = change.ofAdd() ? spec.added(TYPES.get(change.type())) : spec.changed(TYPES.get(change.type()));
            }
            spec = spec.ordered(walkOrder);
            int[] positions = new int[fetchedTypes.size() + optionalTypes.size()];
            boolean[] optional = new boolean[positions.length];
            for (int i = 0; i < positions.length; i++) {
                boolean isOptional = i >= fetchedTypes.size();
                positions[i] = isOptional ? optionalTypes.get(i - fetchedTypes.size()) : fetchedTypes.get(i);
                optional[i] = isOptional && !required.contains(positions[i]);
            }
            int[][] groupArrays = new int[groups.size()][];
            for (int g = 0; g < groupArrays.length; g++) {
                groupArrays[g] = ints(groups.get(g));
            }
            return new Shape(
                    spec, positions, optional, ints(required), ints(excluded), groupArrays, changes, walkOrder);
        }

        private static int[] ints(Set<Integer> types) {
            return sorted(types).stream().mapToInt(Integer::intValue).toArray();
        }

        private static List<Class<?>> classes(List<Integer> types) {
            List<Class<?>> classes = new ArrayList<>();
            for (int t : types) {
                classes.add(TYPES.get(t));
            }
            return classes;
        }

        private static List<Integer> sorted(Set<Integer> types) {
            List<Integer> list = new ArrayList<>(types);
            Collections.sort(list);
            return list;
        }

        // ---- the typed query with the same terms

        /** The typed query of {@code shape} (at most four positions), built with the same calls in the same order. */
        private Query typed(Shape shape) {
            QuerySpec spec = shape.spec();
            List<Class<?>> fetched = spec.fetchedTypes();
            Query query =
                    switch (fetched.size()) {
                        case 1 -> world.query(fetched.get(0));
                        case 2 -> world.query(fetched.get(0), fetched.get(1));
                        case 3 -> world.query(fetched.get(0), fetched.get(1), fetched.get(2));
                        default -> world.query(fetched.get(0), fetched.get(1), fetched.get(2), fetched.get(3));
                    };
            for (Class<?> type : spec.optionalTypes()) {
                query = call(query, "optional", type);
            }
            query = call(query, "with", (Object) spec.withTypes().toArray(new Class<?>[0]));
            query = call(query, "without", (Object) spec.withoutTypes().toArray(new Class<?>[0]));
            for (List<Class<?>> group : spec.anyGroups()) {
                query = call(query, "any", (Object) group.toArray(new Class<?>[0]));
            }
            for (Change change : shape.changes()) {
                query = call(query, change.ofAdd() ? "added" : "changed", TYPES.get(change.type()));
            }
            return call(query, "ordered", spec.order());
        }

        /** {@code query.method(argument)}, for any arity. */
        private static Query call(Query query, String method, Object argument) {
            Class<?> parameter = argument instanceof Class<?>
                    ? Class.class
                    : argument instanceof WalkOrder
                            ? WalkOrder.class
                            : argument instanceof Integer ? int.class : Class[].class;
            try {
                return (Query) query.getClass().getMethod(method, parameter).invoke(query, argument);
            } catch (InvocationTargetException e) {
                throw new AssertionError("the typed " + method + " refused: " + e.getCause(), e.getCause());
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        }

        /** The typed query's forEach: each visit's entity and components, in walk order. */
        @SuppressWarnings("unchecked")
        private static List<List<Object>> typedVisits(Query query) {
            List<List<Object>> visits = new ArrayList<>();
            if (query instanceof Query1<?> q) {
                ((Query1<Object>) q).forEach((e, a) -> visits.add(Arrays.asList(e, a)));
            } else if (query instanceof Query2<?, ?> q) {
                ((Query2<Object, Object>) q).forEach((e, a, b) -> visits.add(Arrays.asList(e, a, b)));
            } else if (query instanceof Query3<?, ?, ?> q) {
                ((Query3<Object, Object, Object>) q).forEach((e, a, b, c) -> visits.add(Arrays.asList(e, a, b, c)));
            } else {
                ((Query4<Object, Object, Object, Object>) query)
                        .forEach((e, a, b, c, d) -> visits.add(Arrays.asList(e, a, b, c, d)));
            }
            return visits;
        }

        // ---- operations on the world and the reference

        void operations(int count) {
            for (int i = 0; i < count; i++) {
                step++;
                int r = random.nextInt(100);
                if (live.size() < 8 || r < 14) {
                    spawn();
                } else if (r < 22 || live.size() > populationCap) {
                    despawn(pick());
                } else if (r < 34) {
                    add(pick(), random.nextInt(TYPE_COUNT));
                } else if (r < 42) {
                    remove(pick(), random.nextInt(TYPE_COUNT));
                } else if (r < 48) {
                    mark(pick(), random.nextInt(TYPE_COUNT));
                } else if (r < 52) {
                    world.advanceTick();
                } else {
                    int s = random.nextInt(shapes.size());
                    walk(s, Form.values()[random.nextInt(Form.values().length)]);
                }
            }
        }

        private boolean isLive(Entity entity) {
            return liveAt[entity.index()] == entity;
        }

        /** The live entity's components in the reference, by type number. */
        private Object[] components(Entity entity) {
            assertTrue(isLive(entity), () -> where() + entity + " is not live in the reference");
            return componentsAt[entity.index()];
        }

        private Entity pick() {
            return live.get(random.nextInt(live.size()));
        }

        private Object component(int type, Entity owner) {
            int n = serial++;
            return switch (type) {
                case 0 -> new T0(owner, n);
                case 1 -> new T1(owner, n);
                case 2 -> new T2(owner, n);
                case 3 -> new T3(owner, n);
                default -> new T4(owner, n);
            };
        }

        private void spawn() {
            Entity entity = world.spawn();
            int index = entity.index();
            assertTrue(index < Pages.SIZE, "the reference keeps one page of slots");
            assertNull(liveAt[index]);
            liveAt[index] = entity;
            componentsAt[index] = new Object[TYPE_COUNT];
            stampsAt[index] = new int[2][TYPE_COUNT];
            live.add(entity);
            for (int type = 0; type < TYPE_COUNT; type++) {
                if (random.nextDouble() < odds[type]) {
                    add(entity, type);
                }
            }
        }

        private void despawn(Entity entity) {
            assertTrue(world.despawn(entity));
            Object[] components = components(entity);
            liveAt[entity.index()] = null;
            live.remove(entity);
            if (candidates != null && components[driverType] != null) {
                leftDriver.add(entity);
            }
        }

        private void add(Entity entity, int type) {
            Object component = component(type, entity);
            int tick = world.changeTick();
            int[][] stamp = stampsAt[entity.index()];
            if (components(entity)[type] == null) {
                stamp[0][type] = tick;
            }
            stamp[1][type] = tick;
            world.add(entity, component);
            components(entity)[type] = component;
        }

        private void remove(Entity entity, int type) {
            Object[] components = components(entity);
            world.remove(entity, TYPES.get(type));
            if (candidates != null && type == driverType && components[type] != null) {
                leftDriver.add(entity);
            }
            components[type] = null;
        }

        private void mark(Entity entity, int type) {
            boolean has = components(entity)[type] != null;
            assertEquals(has, world.markChanged(entity, TYPES.get(type)));
            if (has) {
                stampsAt[entity.index()][1][type] = world.changeTick();
            }
        }

        // ---- the reference

        private boolean passes(Entity entity, Change change) {
            return stampsAt[entity.index()][change.ofAdd() ? 0 : 1][change.type()] - since > 0;
        }

        /** Whether {@code entity} matches the walk's shape now. */
        private boolean matches(Entity entity) {
            Object[] components = components(entity);
            for (int t : shape.required()) {
                if (components[t] == null) {
                    return false;
                }
            }
            for (int t : shape.excluded()) {
                if (components[t] != null) {
                    return false;
                }
            }
            for (int[] group : shape.groups()) {
                boolean one = false;
                for (int t : group) {
                    one |= components[t] != null;
                }
                if (!one) {
                    return false;
                }
            }
            for (Change change : shape.changes()) {
                if (!passes(entity, change)) {
                    return false;
                }
            }
            return true;
        }

        /** The components the walk hands over for {@code entity} now, by position. */
        private Object[] expectedComponents(Entity entity) {
            Object[] components = components(entity);
            Object[] expected = new Object[shape.positions().length];
            for (int i = 0; i < expected.length; i++) {
                expected[i] = components[shape.positions()[i]];
            }
            return expected;
        }

        /**
         * Starts the reference walk: the driving storage as the walk picks it, and the entities
         * in it now, in the order the walk takes them.
         */
        private void begin(DynamicQuery query, boolean changeDriven) {
            ComponentStorage<?> driver =
                    changeDriven ? storages[shape.changes().get(0).type()] : query.driver();
            driverType = Arrays.asList(storages).indexOf(driver);
            List<Entity> members = new ArrayList<>();
            if (changeDriven) {
                changedWalks++;
                for (Entity e : live) {
                    if (components(e)[driverType] != null
                            && passes(e, shape.changes().get(0))) {
                        members.add(e); // a change-driven walk finds its page's changed slots when it starts it
                    }
                }
                members.sort((x, y) -> Integer.compare(x.index(), y.index()));
            } else if (driver.isDense()
                    || shape.order() == WalkOrder.ENTITY_INDEX
                    || !shape.changes().isEmpty()) { // change-filtered queries walk in index order
                if (driver.isDense()) {
                    denseWalks++;
                } else {
                    sortedWalks++;
                }
                for (Entity e : live) {
                    if (components(e)[driverType] != null) {
                        members.add(e);
                    }
                }
                members.sort((x, y) -> Integer.compare(x.index(), y.index()));
            } else {
                packedWalks++;
                for (int pos = 0; pos < driver.size; pos++) {
                    Entity e = liveAt[driver.packed[pos >>> Pages.SHIFT][pos & Pages.MASK]];
                    assertNotNull(e, () -> where() + "a packed entry without a live entity");
                    members.add(e);
                }
            }
            candidates = members;
            next = 0;
            leftDriver.clear();
            visitedThisWalk.clear();
        }

        /** The entity the reference visits next, or null when it has none left. */
        private Entity nextExpected() {
            while (next < candidates.size()) {
                Entity candidate = candidates.get(next++);
                if (leftDriver.contains(candidate)) {
                    skipsOfLeavers++;
                    continue;
                }
                assertTrue(isLive(candidate), () -> where() + "the reference lost " + candidate);
                if (matches(candidate)) {
                    return candidate;
                }
                skipsOfNonMatches++;
            }
            return null;
        }

        /** Checks one visit (the row before the action changes anything) against the reference. */
        private void visited(QueryRow row) {
            Entity entity = row.entity();
            Entity want = nextExpected();
            if (want == null) {
                fail(where() + "visited " + entity + " after the last expected entity");
            }
            assertSame(want, entity, () -> where() + "visited the wrong entity or out of order");
            assertTrue(visitedThisWalk.add(entity), () -> where() + "visited twice: " + entity);
            Object[] expected = expectedComponents(want);
            assertEquals(expected.length, row.size());
            for (int i = 0; i < expected.length; i++) {
                int position = i;
                assertSame(expected[i], row.get(i), () -> where() + "component " + position + " of " + want);
                assertEquals(expected[i] != null, row.has(i));
                if (expected[i] == null) {
                    assertTrue(shape.optional()[i], () -> where() + "a required component is null");
                    optionalNulls++;
                }
            }
            int i = random.nextInt(expected.length);
            assertSame(expected[i], row.get(TYPES.get(shape.positions()[i])), () -> where() + "by class");
            visits++;
        }

        private void finish() {
            Entity extra = nextExpected();
            assertNull(extra, () -> where() + "the walk missed " + extra);
            candidates = null;
            driverType = -1;
        }

        /** What an action does to the world, now and then: a change or two, often to entities ahead of the walk. */
        private void change(Entity current) {
            if (random.nextInt(visitsPerChange) != 0) {
                return;
            }
            int changes = 1 + random.nextInt(2);
            for (int i = 0; i < changes; i++) {
                int r = random.nextInt(10);
                if (r < 2 && live.size() > 1) {
                    despawn(random.nextInt(3) == 0 && isLive(current) ? current : pick());
                } else if (r < 4) {
                    spawn();
                } else if (r < 7 && !live.isEmpty()) {
                    add(pick(), random.nextInt(TYPE_COUNT));
                } else if (r < 9 && !live.isEmpty()) {
                    remove(pick(), random.nextInt(TYPE_COUNT));
                } else if (!live.isEmpty()) {
                    mark(pick(), random.nextInt(TYPE_COUNT));
                }
            }
        }

        // ---- walks

        private void walk(int s, Form form) {
            shape = shapes.get(s);
            DynamicQuery query = queries.get(s);
            boolean changing = random.nextBoolean();
            if (!shape.changes().isEmpty()) {
                int r = random.nextInt(4);
                since = r == 0 ? World.NEVER_RAN : world.changeTick() - 1 - random.nextInt(3);
                query = query.since(since);
            }
            switch (form) {
                case FOR_EACH -> {
                    begin(query, !shape.changes().isEmpty());
                    query.forEach(row -> {
                        visited(row);
                        if (changing) {
                            change(row.entity());
                        }
                    });
                    finish();
                    if (!changing) {
                        compareWithTyped(s, query);
                    }
                }
                case FOR_EACH_UNTIL, FIND_FIRST -> {
                    begin(query, false);
                    int stopAt = random.nextInt(Math.max(1, candidates.size() + 1));
                    int[] count = {0};
                    Entity stopped;
                    if (form == Form.FOR_EACH_UNTIL) {
                        stopped = query.forEachUntil(row -> {
                            visited(row);
                            Entity current = row.entity();
                            if (count[0]++ == stopAt) {
                                return Flow.STOP;
                            }
                            if (changing) {
                                change(current);
                            }
                            return Flow.CONTINUE;
                        });
                    } else {
                        stopped = query.findFirst(row -> {
                            visited(row);
                            if (count[0]++ == stopAt) {
                                return true;
                            }
                            if (changing) {
                                change(row.entity());
                            }
                            return false;
                        });
                    }
                    if (count[0] > stopAt) {
                        assertNotNull(stopped, () -> where() + "did not stop");
                        stops++;
                        candidates = null;
                        driverType = -1;
                    } else {
                        assertNull(stopped, () -> where() + "stopped on its own");
                        finish();
                    }
                }
                case COLLECT -> {
                    begin(query, false);
                    List<Entity> expected = new ArrayList<>();
                    for (Entity e = nextExpected(); e != null; e = nextExpected()) {
                        expected.add(e);
                    }
                    candidates = null;
                    driverType = -1;
                    assertEquals(expected, query.collect(new ArrayList<>()), () -> where() + "collect");
                }
                default -> answers(query);
            }
        }

        /** count, isEmpty, firstOrNull and matches against the reference (no user code runs). */
        private void answers(DynamicQuery query) {
            begin(query, false);
            List<Entity> expected = new ArrayList<>();
            for (Entity e = nextExpected(); e != null; e = nextExpected()) {
                expected.add(e);
            }
            candidates = null;
            driverType = -1;
            assertEquals(expected.size(), query.count(), () -> where() + "count");
            assertEquals(expected.isEmpty(), query.isEmpty(), () -> where() + "isEmpty");
            assertSame(expected.isEmpty() ? null : expected.get(0), query.firstOrNull(), () -> where() + "firstOrNull");
            for (int i = 0; i < 3 && !live.isEmpty(); i++) {
                Entity e = pick();
                assertEquals(expected.contains(e), query.matches(e), () -> where() + "matches " + e);
            }
        }

        /** The typed query with the same terms visits the same entities with the same components, in order. */
        private void compareWithTyped(int s, DynamicQuery query) {
            Query typed = typedQueries.get(s);
            if (typed == null) {
                return;
            }
            if (!shape.changes().isEmpty()) {
                typed = call(typed, "since", since);
            }
            List<List<Object>> dynamicVisits = new ArrayList<>();
            query.forEach(row -> {
                List<Object> visit = new ArrayList<>();
                visit.add(row.entity());
                for (int i = 0; i < row.size(); i++) {
                    visit.add(row.get(i));
                }
                dynamicVisits.add(visit);
            });
            assertEquals(typedVisits(typed), dynamicVisits, () -> where() + "the typed query " + shape.spec());
            assertEquals(typed.toString(), query.toString());
            typedComparisons++;
        }
    }
}
