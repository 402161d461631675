package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * Checks the typed queries' optional terms and {@code any} groups, mixed with {@code with},
 * {@code without}, {@code changed}, {@code added} and both walk orders, against a reference: a
 * plain map from each live entity to its components and the ticks they were added and changed.
 * Random spawns, despawns, adds, replaces and removes over five component types; after every
 * few operations a random query is built and each of its walks ({@code forEach} in both forms,
 * {@code forEachUntil}, {@code count}, {@code matches}, {@code collect}) must visit exactly
 * the entities the reference says match, each once, with the components it holds (an optional
 * term {@code null} where it has none).
 */
class QueryTermsModelTest {

    /** 120,000 operations, a query checked after every eight: about 15,000 queries. */
    @Test
    void oneHundredTwentyThousandOperationsAgreeWithTheReference() {
        Run run = new Run(20261126L, 48);
        run.operations(120_000, 8);
        assertTrue(
                run.optionalHanded > 10_000
                        && run.optionalNull > 10_000
                        && run.anyQueries > 3_000
                        && run.changeQueries > 3_000
                        && run.orderedQueries > 3_000,
                run::counts);
    }

    /** More sequences from seeds jqwik picks (and reports on failure), in bigger worlds. */
    @Property(tries = 4)
    void randomSequencesAgreeWithTheReference(@ForAll long seed) {
        new Run(seed, 600).operations(6_000, 50);
    }

    record A(int value) {}

    record B(int value) {}

    record C(int value) {}

    record D(int value) {}

    record E(int value) {}

    private static final List<Class<?>> TYPES = List.of(A.class, B.class, C.class, D.class, E.class);

    /** What the reference keeps of one component: the value and the ticks of its add and last change. */
    private record Held(Object value, int added, int changed) {}

    private static Object make(int type, int value) {
        return switch (type) {
            case 0 -> new A(value);
            case 1 -> new B(value);
            case 2 -> new C(value);
            case 3 -> new D(value);
            default -> new E(value);
        };
    }

    private static final class Run {
        private final Random random;
        private final int maxEntities;
        private final World world = new World();
        private final Map<Entity, Held[]> reference = new LinkedHashMap<>();
        private final List<Entity> live = new ArrayList<>();
        private int tick;
        private int counter;
        int optionalHanded;
        int optionalNull;
        int anyQueries;
        int changeQueries;
        int orderedQueries;

        Run(long seed, int maxEntities) {
            this.random = new Random(seed);
            this.maxEntities = maxEntities;
            for (Class<?> type : TYPES) { // change tracking starts with the first change-filtered query
                world.query(type).changed(type);
            }
            tick = world.advanceTick();
        }

        String counts() {
            return "optional handed " + optionalHanded + ", optional null " + optionalNull + ", any " + anyQueries
                    + ", change " + changeQueries + ", ordered " + orderedQueries;
        }

        void operations(int count, int checkEvery) {
            for (int i = 1; i <= count; i++) {
                operate();
                if (random.nextInt(16) == 0) {
                    tick = world.advanceTick();
                }
                if (i % checkEvery == 0) {
                    check();
                }
            }
        }

        private void operate() {
            int op = random.nextInt(10);
            if (live.isEmpty() || op == 0 && live.size() < maxEntities) {
                Entity e = world.spawn();
                live.add(e);
                reference.put(e, new Held[TYPES.size()]);
                for (int t = 0; t < TYPES.size(); t++) {
                    if (random.nextBoolean()) {
                        put(e, t);
                    }
                }
                return;
            }
            Entity e = live.get(random.nextInt(live.size()));
            if (op == 1) {
                world.despawn(e);
                live.remove(e);
                reference.remove(e);
            } else if (op < 7) {
                put(e, random.nextInt(TYPES.size()));
            } else {
                int t = random.nextInt(TYPES.size());
                world.remove(e, TYPES.get(t));
                reference.get(e)[t] = null;
            }
        }

        private void put(Entity e, int t) {
            Object value = make(t, counter++);
            world.add(e, value);
            Held[] held = reference.get(e);
            held[t] = new Held(value, held[t] == null ? tick : held[t].added, tick);
        }

        /** A random query: its terms, the typed query built from them, and its checks. */
        private void check() {
            List<Integer> order = new ArrayList<>(List.of(0, 1, 2, 3, 4));
            java.util.Collections.shuffle(order, random);
            int fetched = 1 + random.nextInt(2);
            int optional = random.nextInt(Math.min(3, 5 - fetched));
            int next = fetched + optional;
            List<Integer> terms = order.subList(0, next); // fetched, then optional
            List<Integer> with = new ArrayList<>();
            List<Integer> without = new ArrayList<>();
            List<Integer> any = new ArrayList<>();
            // The rest go to with, without or an any group (which may also take optional terms).
            for (int t : order.subList(next, 5)) {
                switch (random.nextInt(4)) {
                    case 0 -> with.add(t);
                    case 1 -> without.add(t);
                    case 2 -> any.add(t);
                    default -> {}
                }
            }
            for (int k = fetched; k < next; k++) {
                if (random.nextInt(3) == 0) {
                    any.add(terms.get(k));
                }
            }
            if (any.size() < 2) {
                any.clear();
            }
            int changeType = -1;
            boolean ofAdd = random.nextBoolean();
            int since = tick - random.nextInt(3);
            if (random.nextInt(3) == 0) {
                changeType = terms.get(random.nextInt(fetched)); // a required term
            }
            boolean ordered = random.nextInt(3) == 0;

            Query query = fetched == 1
                    ? world.query(TYPES.get(terms.get(0)))
                    : world.query(TYPES.get(terms.get(0)), TYPES.get(terms.get(1)));
            for (int k = fetched; k < next; k++) {
                query = optional(query, TYPES.get(terms.get(k)));
            }
            if (!with.isEmpty()) {
                query = QueryWalks.with(query, classes(with));
            }
            if (!without.isEmpty()) {
                query = QueryWalks.without(query, classes(without));
            }
            if (!any.isEmpty()) {
                query = any(query, classes(any));
                anyQueries++;
            }
            if (changeType >= 0) {
                Class<?> type = TYPES.get(changeType);
                query = QueryWalks.since(
                        ofAdd ? QueryWalks.added(query, type) : QueryWalks.changed(query, type), since);
                changeQueries++;
            }
            if (ordered) {
                query = ordered(query);
                orderedQueries++;
            }

            // The reference: live entities that match, in entity index order.
            Map<Entity, Object[]> expected = new LinkedHashMap<>();
            for (Map.Entry<Entity, Held[]> entry : reference.entrySet()) {
                Held[] held = entry.getValue();
                boolean match = true;
                for (int k = 0; k < fetched; k++) {
                    match &= held[terms.get(k)] != null;
                }
                for (int t : with) {
                    match &= held[t] != null;
                }
                for (int t : without) {
                    match &= held[t] == null;
                }
                if (!any.isEmpty()) {
                    boolean one = false;
                    for (int t : any) {
                        one |= held[t] != null;
                    }
                    match &= one;
                }
                if (changeType >= 0 && held[changeType] != null) {
                    match &= (ofAdd ? held[changeType].added : held[changeType].changed) >= since;
                }
                if (match) {
                    Object[] components = new Object[next];
                    for (int k = 0; k < next; k++) {
                        Held h = held[terms.get(k)];
                        components[k] = h == null ? null : h.value;
                    }
                    expected.put(entry.getKey(), components);
                }
            }

            Map<Entity, Object[]> seen = new HashMap<>();
            List<Entity> walkOrder = new ArrayList<>();
            QueryWalks.forEachRaw(query, (entity, components) -> {
                Object[] previous = seen.put(entity, components.toArray());
                assertNull(previous, () -> entity + " visited twice by " + describe());
                walkOrder.add(entity);
            });
            assertEquals(expected.keySet(), seen.keySet(), this::describe);
            for (Map.Entry<Entity, Object[]> entry : expected.entrySet()) {
                Object[] got = seen.get(entry.getKey());
                for (int k = 0; k < next; k++) {
                    assertSame(entry.getValue()[k], got[k], this::describe);
                    if (k >= fetched) {
                        if (got[k] == null) {
                            optionalNull++;
                        } else {
                            optionalHanded++;
                        }
                    }
                }
            }
            if (ordered) {
                for (int i = 1; i < walkOrder.size(); i++) {
                    assertTrue(walkOrder.get(i - 1).index() < walkOrder.get(i).index(), this::describe);
                }
            }
            assertEquals(expected.size(), countComponentsWalk(query), this::describe);
            assertEquals(expected.size(), query.count(), this::describe);
            assertEquals(walkOrder, query.collect(new ArrayList<>()), this::describe);
            if (!walkOrder.isEmpty()) {
                Entity stop = walkOrder.get(random.nextInt(walkOrder.size()));
                assertSame(stop, untilReached(query, stop), this::describe);
            }
            if (!live.isEmpty()) {
                Entity probe = live.get(random.nextInt(live.size()));
                assertEquals(expected.containsKey(probe), query.matches(probe), this::describe);
            }
        }

        private String describe() {
            return "seed-driven run, tick " + tick + ", " + reference.size() + " live entities";
        }

        private static Class<?>[] classes(List<Integer> types) {
            Class<?>[] classes = new Class<?>[types.size()];
            for (int i = 0; i < classes.length; i++) {
                classes[i] = TYPES.get(types.get(i));
            }
            return classes;
        }
    }

    private static Query optional(Query query, Class<?> type) {
        if (query instanceof Query1<?> q) {
            return q.optional(type);
        } else if (query instanceof Query2<?, ?> q) {
            return q.optional(type);
        }
        return ((Query3<?, ?, ?>) query).optional(type);
    }

    private static Query any(Query query, Class<?>[] types) {
        if (query instanceof Query1<?> q) {
            return q.any(types);
        } else if (query instanceof Query2<?, ?> q) {
            return q.any(types);
        } else if (query instanceof Query3<?, ?, ?> q) {
            return q.any(types);
        }
        return ((Query4<?, ?, ?, ?>) query).any(types);
    }

    private static Query ordered(Query query) {
        if (query instanceof Query1<?> q) {
            return q.ordered(WalkOrder.ENTITY_INDEX);
        } else if (query instanceof Query2<?, ?> q) {
            return q.ordered(WalkOrder.ENTITY_INDEX);
        } else if (query instanceof Query3<?, ?, ?> q) {
            return q.ordered(WalkOrder.ENTITY_INDEX);
        }
        return ((Query4<?, ?, ?, ?>) query).ordered(WalkOrder.ENTITY_INDEX);
    }

    /** The number of visits of {@code forEach} without the entity. */
    @SuppressWarnings("unchecked")
    private static int countComponentsWalk(Query query) {
        int[] visits = new int[1];
        if (query instanceof Query1<?> q) {
            ((Query1<Object>) q).forEach(a -> visits[0]++);
        } else if (query instanceof Query2<?, ?> q) {
            ((Query2<Object, Object>) q).forEach((a, b) -> visits[0]++);
        } else if (query instanceof Query3<?, ?, ?> q) {
            ((Query3<Object, Object, Object>) q).forEach((a, b, c) -> visits[0]++);
        } else {
            ((Query4<Object, Object, Object, Object>) query).forEach((a, b, c, d) -> visits[0]++);
        }
        return visits[0];
    }

    /** {@code forEachUntil} stopping at {@code stop}: the entity it answers. */
    @SuppressWarnings("unchecked")
    private static Entity untilReached(Query query, Entity stop) {
        if (query instanceof Query1<?> q) {
            return ((Query1<Object>) q).forEachUntil((e, a) -> e == stop ? Flow.STOP : Flow.CONTINUE);
        } else if (query instanceof Query2<?, ?> q) {
            return ((Query2<Object, Object>) q).forEachUntil((e, a, b) -> e == stop ? Flow.STOP : Flow.CONTINUE);
        } else if (query instanceof Query3<?, ?, ?> q) {
            return ((Query3<Object, Object, Object>) q)
                    .forEachUntil((e, a, b, c) -> e == stop ? Flow.STOP : Flow.CONTINUE);
        }
        return ((Query4<Object, Object, Object, Object>) query)
                .forEachUntil((e, a, b, c, d) -> e == stop ? Flow.STOP : Flow.CONTINUE);
    }
}
