package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Shared by the walk tests: components A to H that remember their owner, the query over the
 * first 1 to 8 of them (or over any 1 to 8 classes), and each kind of walk (forEach,
 * parallelForEach, findFirst, forEachUntil, single) for any arity, checking that every visit
 * hands over the entity's own components in query order and visits no entity twice; the
 * filters, the order, and each walk called with a null action, for any arity.
 */
final class QueryWalks {

    private QueryWalks() {}

    /** A component that knows which entity it was given to. */
    interface Owned {
        Entity owner();
    }

    record A(Entity owner) implements Owned {}

    record B(Entity owner) implements Owned {}

    record C(Entity owner) implements Owned {}

    record D(Entity owner) implements Owned {}

    record E(Entity owner) implements Owned {}

    record F(Entity owner) implements Owned {}

    record G(Entity owner) implements Owned {}

    record H(Entity owner) implements Owned {}

    /** A tag for {@code with}. */
    record Mark() {}

    /** A tag for {@code without}. */
    record Skip() {}

    /** What a recorded command spawns: the index of the entity whose visit recorded it. */
    record Visited(int index) {}

    /** A to H, one per arity: the query of arity n fetches the first n. */
    static final List<Class<? extends Owned>> TYPES =
            List.of(A.class, B.class, C.class, D.class, E.class, F.class, G.class, H.class);

    static Owned component(int k, Entity owner) {
        return switch (k) {
            case 0 -> new A(owner);
            case 1 -> new B(owner);
            case 2 -> new C(owner);
            case 3 -> new D(owner);
            case 4 -> new E(owner);
            case 5 -> new F(owner);
            case 6 -> new G(owner);
            default -> new H(owner);
        };
    }

    /** The query over the first {@code arity} of A to H with these filters. */
    static Query query(World world, int arity, Class<?>[] with, Class<?>[] without) {
        return switch (arity) {
            case 1 -> world.query(A.class).with(with).without(without);
            case 2 -> world.query(A.class, B.class).with(with).without(without);
            case 3 -> world.query(A.class, B.class, C.class).with(with).without(without);
            case 4 -> world.query(A.class, B.class, C.class, D.class).with(with).without(without);
            case 5 -> world.query(A.class, B.class, C.class, D.class, E.class)
                    .with(with)
                    .without(without);
            case 6 -> world.query(A.class, B.class, C.class, D.class, E.class, F.class)
                    .with(with)
                    .without(without);
            case 7 -> world.query(A.class, B.class, C.class, D.class, E.class, F.class, G.class)
                    .with(with)
                    .without(without);
            case 8 -> world.query(A.class, B.class, C.class, D.class, E.class, F.class, G.class, H.class)
                    .with(with)
                    .without(without);
            default -> throw new IllegalArgumentException("no typed query of arity " + arity);
        };
    }

    static Query query(World world, int arity) {
        return query(world, arity, new Class<?>[0], new Class<?>[0]);
    }

    /** The query over these 1 to 8 classes, in this order (any classes, tags included). */
    static Query query(World world, List<Class<?>> types) {
        return switch (types.size()) {
            case 1 -> world.query(types.get(0));
            case 2 -> world.query(types.get(0), types.get(1));
            case 3 -> world.query(types.get(0), types.get(1), types.get(2));
            case 4 -> world.query(types.get(0), types.get(1), types.get(2), types.get(3));
            case 5 -> world.query(types.get(0), types.get(1), types.get(2), types.get(3), types.get(4));
            case 6 -> world.query(types.get(0), types.get(1), types.get(2), types.get(3), types.get(4), types.get(5));
            case 7 -> world.query(
                    types.get(0), types.get(1), types.get(2), types.get(3), types.get(4), types.get(5), types.get(6));
            case 8 -> world.query(
                    types.get(0),
                    types.get(1),
                    types.get(2),
                    types.get(3),
                    types.get(4),
                    types.get(5),
                    types.get(6),
                    types.get(7));
            default -> throw new IllegalArgumentException("no typed query of arity " + types.size());
        };
    }

    /** {@code query.with(types)} for any arity. */
    static Query with(Query query, Class<?>... types) {
        if (query instanceof Query1<?> q) {
            return q.with(types);
        } else if (query instanceof Query2<?, ?> q) {
            return q.with(types);
        } else if (query instanceof Query3<?, ?, ?> q) {
            return q.with(types);
        } else if (query instanceof Query4<?, ?, ?, ?> q) {
            return q.with(types);
        } else if (query instanceof Query5<?, ?, ?, ?, ?> q) {
            return q.with(types);
        } else if (query instanceof Query6<?, ?, ?, ?, ?, ?> q) {
            return q.with(types);
        } else if (query instanceof Query7<?, ?, ?, ?, ?, ?, ?> q) {
            return q.with(types);
        }
        return ((Query8<?, ?, ?, ?, ?, ?, ?, ?>) query).with(types);
    }

    /** {@code query.without(types)} for any arity. */
    static Query without(Query query, Class<?>... types) {
        if (query instanceof Query1<?> q) {
            return q.without(types);
        } else if (query instanceof Query2<?, ?> q) {
            return q.without(types);
        } else if (query instanceof Query3<?, ?, ?> q) {
            return q.without(types);
        } else if (query instanceof Query4<?, ?, ?, ?> q) {
            return q.without(types);
        } else if (query instanceof Query5<?, ?, ?, ?, ?> q) {
            return q.without(types);
        } else if (query instanceof Query6<?, ?, ?, ?, ?, ?> q) {
            return q.without(types);
        } else if (query instanceof Query7<?, ?, ?, ?, ?, ?, ?> q) {
            return q.without(types);
        }
        return ((Query8<?, ?, ?, ?, ?, ?, ?, ?>) query).without(types);
    }

    /** {@code query.ordered(order)} for any arity. */
    static Query ordered(Query query, WalkOrder order) {
        if (query instanceof Query1<?> q) {
            return q.ordered(order);
        } else if (query instanceof Query2<?, ?> q) {
            return q.ordered(order);
        } else if (query instanceof Query3<?, ?, ?> q) {
            return q.ordered(order);
        } else if (query instanceof Query4<?, ?, ?, ?> q) {
            return q.ordered(order);
        } else if (query instanceof Query5<?, ?, ?, ?, ?> q) {
            return q.ordered(order);
        } else if (query instanceof Query6<?, ?, ?, ?, ?, ?> q) {
            return q.ordered(order);
        } else if (query instanceof Query7<?, ?, ?, ?, ?, ?, ?> q) {
            return q.ordered(order);
        }
        return ((Query8<?, ?, ?, ?, ?, ?, ?, ?>) query).ordered(order);
    }

    /** Checks that the components are the entity's own, in query order. */
    static void checkComponents(Entity entity, Object... components) {
        for (int k = 0; k < components.length; k++) {
            assertInstanceOf(TYPES.get(k), components[k], "component " + k + " of " + entity);
            assertSame(entity, ((Owned) components[k]).owner(), "a component of another entity");
        }
    }

    /** forEach with the component checks, calling {@code change} at each visit; the visits in order. */
    @SuppressWarnings("unchecked")
    static List<Entity> forEach(Query query, Consumer<Entity> change) {
        List<Entity> seen = new ArrayList<>();
        Set<Entity> once = new HashSet<>();
        Consumer<Entity> visit = e -> {
            assertTrue(once.add(e), () -> "visited twice: " + e);
            seen.add(e);
            change.accept(e);
        };
        if (query instanceof Query1<?> q) {
            ((Query1<A>) q).forEach((entity, a) -> {
                checkComponents(entity, a);
                visit.accept(entity);
            });
        } else if (query instanceof Query2<?, ?> q) {
            ((Query2<A, B>) q).forEach((entity, a, b) -> {
                checkComponents(entity, a, b);
                visit.accept(entity);
            });
        } else if (query instanceof Query3<?, ?, ?> q) {
            ((Query3<A, B, C>) q).forEach((entity, a, b, c) -> {
                checkComponents(entity, a, b, c);
                visit.accept(entity);
            });
        } else if (query instanceof Query4<?, ?, ?, ?> q) {
            ((Query4<A, B, C, D>) q).forEach((entity, a, b, c, d) -> {
                checkComponents(entity, a, b, c, d);
                visit.accept(entity);
            });
        } else if (query instanceof Query5<?, ?, ?, ?, ?> q) {
            ((Query5<A, B, C, D, E>) q).forEach((entity, a, b, c, d, e) -> {
                checkComponents(entity, a, b, c, d, e);
                visit.accept(entity);
            });
        } else if (query instanceof Query6<?, ?, ?, ?, ?, ?> q) {
            ((Query6<A, B, C, D, E, F>) q).forEach((entity, a, b, c, d, e, f) -> {
                checkComponents(entity, a, b, c, d, e, f);
                visit.accept(entity);
            });
        } else if (query instanceof Query7<?, ?, ?, ?, ?, ?, ?> q) {
            ((Query7<A, B, C, D, E, F, G>) q).forEach((entity, a, b, c, d, e, f, g) -> {
                checkComponents(entity, a, b, c, d, e, f, g);
                visit.accept(entity);
            });
        } else {
            ((Query8<A, B, C, D, E, F, G, H>) query).forEach((entity, a, b, c, d, e, f, g, h) -> {
                checkComponents(entity, a, b, c, d, e, f, g, h);
                visit.accept(entity);
            });
        }
        return seen;
    }

    /** forEach without checks, for queries over any classes: each visit's entity and components, in query order. */
    @SuppressWarnings("unchecked")
    static void forEachRaw(Query query, BiConsumer<Entity, List<Object>> visit) {
        if (query instanceof Query1<?> q) {
            ((Query1<Object>) q).forEach((entity, a) -> visit.accept(entity, Arrays.asList(a)));
        } else if (query instanceof Query2<?, ?> q) {
            ((Query2<Object, Object>) q).forEach((entity, a, b) -> visit.accept(entity, Arrays.asList(a, b)));
        } else if (query instanceof Query3<?, ?, ?> q) {
            ((Query3<Object, Object, Object>) q)
                    .forEach((entity, a, b, c) -> visit.accept(entity, Arrays.asList(a, b, c)));
        } else if (query instanceof Query4<?, ?, ?, ?> q) {
            ((Query4<Object, Object, Object, Object>) q)
                    .forEach((entity, a, b, c, d) -> visit.accept(entity, Arrays.asList(a, b, c, d)));
        } else if (query instanceof Query5<?, ?, ?, ?, ?> q) {
            ((Query5<Object, Object, Object, Object, Object>) q)
                    .forEach((entity, a, b, c, d, e) -> visit.accept(entity, Arrays.asList(a, b, c, d, e)));
        } else if (query instanceof Query6<?, ?, ?, ?, ?, ?> q) {
            ((Query6<Object, Object, Object, Object, Object, Object>) q)
                    .forEach((entity, a, b, c, d, e, f) -> visit.accept(entity, Arrays.asList(a, b, c, d, e, f)));
        } else if (query instanceof Query7<?, ?, ?, ?, ?, ?, ?> q) {
            ((Query7<Object, Object, Object, Object, Object, Object, Object>) q)
                    .forEach((entity, a, b, c, d, e, f, g) -> visit.accept(entity, Arrays.asList(a, b, c, d, e, f, g)));
        } else {
            ((Query8<Object, Object, Object, Object, Object, Object, Object, Object>) query)
                    .forEach((entity, a, b, c, d, e, f, g, h) ->
                            visit.accept(entity, Arrays.asList(a, b, c, d, e, f, g, h)));
        }
    }

    /**
     * forEach with the component checks, cross-checked against the walk without the entity
     * ({@code forEach((a, b) -> ...)}), which must visit the same entities in the same order.
     */
    static List<Entity> forEach(Query query) {
        List<Entity> withoutEntity = forEachComponents(query);
        List<Entity> seen = forEach(query, e -> {});
        assertEquals(seen, withoutEntity, "the walk without the entity visits the same entities, in the same order");
        return seen;
    }

    /** The walk without the entity; the visited entities, told by their components' owners, in order. */
    @SuppressWarnings("unchecked")
    static List<Entity> forEachComponents(Query query) {
        List<Entity> seen = new ArrayList<>();
        if (query instanceof Query1<?> q) {
            ((Query1<A>) q).forEach(a -> {
                checkComponents(a.owner(), a);
                seen.add(a.owner());
            });
        } else if (query instanceof Query2<?, ?> q) {
            ((Query2<A, B>) q).forEach((a, b) -> {
                checkComponents(a.owner(), a, b);
                seen.add(a.owner());
            });
        } else if (query instanceof Query3<?, ?, ?> q) {
            ((Query3<A, B, C>) q).forEach((a, b, c) -> {
                checkComponents(a.owner(), a, b, c);
                seen.add(a.owner());
            });
        } else if (query instanceof Query4<?, ?, ?, ?> q) {
            ((Query4<A, B, C, D>) q).forEach((a, b, c, d) -> {
                checkComponents(a.owner(), a, b, c, d);
                seen.add(a.owner());
            });
        } else if (query instanceof Query5<?, ?, ?, ?, ?> q) {
            ((Query5<A, B, C, D, E>) q).forEach((a, b, c, d, e) -> {
                checkComponents(a.owner(), a, b, c, d, e);
                seen.add(a.owner());
            });
        } else if (query instanceof Query6<?, ?, ?, ?, ?, ?> q) {
            ((Query6<A, B, C, D, E, F>) q).forEach((a, b, c, d, e, f) -> {
                checkComponents(a.owner(), a, b, c, d, e, f);
                seen.add(a.owner());
            });
        } else if (query instanceof Query7<?, ?, ?, ?, ?, ?, ?> q) {
            ((Query7<A, B, C, D, E, F, G>) q).forEach((a, b, c, d, e, f, g) -> {
                checkComponents(a.owner(), a, b, c, d, e, f, g);
                seen.add(a.owner());
            });
        } else {
            ((Query8<A, B, C, D, E, F, G, H>) query).forEach((a, b, c, d, e, f, g, h) -> {
                checkComponents(a.owner(), a, b, c, d, e, f, g, h);
                seen.add(a.owner());
            });
        }
        return seen;
    }

    /**
     * parallelForEach with the component checks; each visit records the spawn of a
     * {@link Visited} naming it, so the spawn order after the walk is the command order.
     * Answers the visited entities (in no particular order).
     */
    @SuppressWarnings("unchecked")
    static Set<Entity> parallelForEach(Query query) {
        Set<Entity> seen = ConcurrentHashMap.newKeySet();
        AtomicInteger visits = new AtomicInteger();
        if (query instanceof Query1<?> q) {
            ((Query1<A>) q).parallelForEach((entity, a, commands) -> {
                checkComponents(entity, a);
                seen.add(entity);
                visits.incrementAndGet();
                commands.spawn(new Visited(entity.index()));
            });
        } else if (query instanceof Query2<?, ?> q) {
            ((Query2<A, B>) q).parallelForEach((entity, a, b, commands) -> {
                checkComponents(entity, a, b);
                seen.add(entity);
                visits.incrementAndGet();
                commands.spawn(new Visited(entity.index()));
            });
        } else if (query instanceof Query3<?, ?, ?> q) {
            ((Query3<A, B, C>) q).parallelForEach((entity, a, b, c, commands) -> {
                checkComponents(entity, a, b, c);
                seen.add(entity);
                visits.incrementAndGet();
                commands.spawn(new Visited(entity.index()));
            });
        } else if (query instanceof Query4<?, ?, ?, ?> q) {
            ((Query4<A, B, C, D>) q).parallelForEach((entity, a, b, c, d, commands) -> {
                checkComponents(entity, a, b, c, d);
                seen.add(entity);
                visits.incrementAndGet();
                commands.spawn(new Visited(entity.index()));
            });
        } else if (query instanceof Query5<?, ?, ?, ?, ?> q) {
            ((Query5<A, B, C, D, E>) q).parallelForEach((entity, a, b, c, d, e, commands) -> {
                checkComponents(entity, a, b, c, d, e);
                seen.add(entity);
                visits.incrementAndGet();
                commands.spawn(new Visited(entity.index()));
            });
        } else if (query instanceof Query6<?, ?, ?, ?, ?, ?> q) {
            ((Query6<A, B, C, D, E, F>) q).parallelForEach((entity, a, b, c, d, e, f, commands) -> {
                checkComponents(entity, a, b, c, d, e, f);
                seen.add(entity);
                visits.incrementAndGet();
                commands.spawn(new Visited(entity.index()));
            });
        } else if (query instanceof Query7<?, ?, ?, ?, ?, ?, ?> q) {
            ((Query7<A, B, C, D, E, F, G>) q).parallelForEach((entity, a, b, c, d, e, f, g, commands) -> {
                checkComponents(entity, a, b, c, d, e, f, g);
                seen.add(entity);
                visits.incrementAndGet();
                commands.spawn(new Visited(entity.index()));
            });
        } else {
            ((Query8<A, B, C, D, E, F, G, H>) query).parallelForEach((entity, a, b, c, d, e, f, g, h, commands) -> {
                checkComponents(entity, a, b, c, d, e, f, g, h);
                seen.add(entity);
                visits.incrementAndGet();
                commands.spawn(new Visited(entity.index()));
            });
        }
        assertEquals(seen.size(), visits.get(), "some entity was visited twice");
        return seen;
    }

    /** findFirst with the component checks; {@code visited} gets every entity tested, in order. */
    @SuppressWarnings("unchecked")
    static Entity findFirst(Query query, Predicate<Entity> test, List<Entity> visited) {
        Predicate<Entity> record = e -> {
            visited.add(e);
            return test.test(e);
        };
        if (query instanceof Query1<?> q) {
            return ((Query1<A>) q).findFirst((entity, a) -> {
                checkComponents(entity, a);
                return record.test(entity);
            });
        } else if (query instanceof Query2<?, ?> q) {
            return ((Query2<A, B>) q).findFirst((entity, a, b) -> {
                checkComponents(entity, a, b);
                return record.test(entity);
            });
        } else if (query instanceof Query3<?, ?, ?> q) {
            return ((Query3<A, B, C>) q).findFirst((entity, a, b, c) -> {
                checkComponents(entity, a, b, c);
                return record.test(entity);
            });
        } else if (query instanceof Query4<?, ?, ?, ?> q) {
            return ((Query4<A, B, C, D>) q).findFirst((entity, a, b, c, d) -> {
                checkComponents(entity, a, b, c, d);
                return record.test(entity);
            });
        } else if (query instanceof Query5<?, ?, ?, ?, ?> q) {
            return ((Query5<A, B, C, D, E>) q).findFirst((entity, a, b, c, d, e) -> {
                checkComponents(entity, a, b, c, d, e);
                return record.test(entity);
            });
        } else if (query instanceof Query6<?, ?, ?, ?, ?, ?> q) {
            return ((Query6<A, B, C, D, E, F>) q).findFirst((entity, a, b, c, d, e, f) -> {
                checkComponents(entity, a, b, c, d, e, f);
                return record.test(entity);
            });
        } else if (query instanceof Query7<?, ?, ?, ?, ?, ?, ?> q) {
            return ((Query7<A, B, C, D, E, F, G>) q).findFirst((entity, a, b, c, d, e, f, g) -> {
                checkComponents(entity, a, b, c, d, e, f, g);
                return record.test(entity);
            });
        }
        return ((Query8<A, B, C, D, E, F, G, H>) query).findFirst((entity, a, b, c, d, e, f, g, h) -> {
            checkComponents(entity, a, b, c, d, e, f, g, h);
            return record.test(entity);
        });
    }

    /** forEachUntil with the component checks, stopping where {@code stop} says so. */
    @SuppressWarnings("unchecked")
    static Entity forEachUntil(Query query, Predicate<Entity> stop, List<Entity> visited) {
        Predicate<Entity> record = e -> {
            visited.add(e);
            return stop.test(e);
        };
        if (query instanceof Query1<?> q) {
            return ((Query1<A>) q).forEachUntil((entity, a) -> {
                checkComponents(entity, a);
                return record.test(entity) ? Flow.STOP : Flow.CONTINUE;
            });
        } else if (query instanceof Query2<?, ?> q) {
            return ((Query2<A, B>) q).forEachUntil((entity, a, b) -> {
                checkComponents(entity, a, b);
                return record.test(entity) ? Flow.STOP : Flow.CONTINUE;
            });
        } else if (query instanceof Query3<?, ?, ?> q) {
            return ((Query3<A, B, C>) q).forEachUntil((entity, a, b, c) -> {
                checkComponents(entity, a, b, c);
                return record.test(entity) ? Flow.STOP : Flow.CONTINUE;
            });
        } else if (query instanceof Query4<?, ?, ?, ?> q) {
            return ((Query4<A, B, C, D>) q).forEachUntil((entity, a, b, c, d) -> {
                checkComponents(entity, a, b, c, d);
                return record.test(entity) ? Flow.STOP : Flow.CONTINUE;
            });
        } else if (query instanceof Query5<?, ?, ?, ?, ?> q) {
            return ((Query5<A, B, C, D, E>) q).forEachUntil((entity, a, b, c, d, e) -> {
                checkComponents(entity, a, b, c, d, e);
                return record.test(entity) ? Flow.STOP : Flow.CONTINUE;
            });
        } else if (query instanceof Query6<?, ?, ?, ?, ?, ?> q) {
            return ((Query6<A, B, C, D, E, F>) q).forEachUntil((entity, a, b, c, d, e, f) -> {
                checkComponents(entity, a, b, c, d, e, f);
                return record.test(entity) ? Flow.STOP : Flow.CONTINUE;
            });
        } else if (query instanceof Query7<?, ?, ?, ?, ?, ?, ?> q) {
            return ((Query7<A, B, C, D, E, F, G>) q).forEachUntil((entity, a, b, c, d, e, f, g) -> {
                checkComponents(entity, a, b, c, d, e, f, g);
                return record.test(entity) ? Flow.STOP : Flow.CONTINUE;
            });
        }
        return ((Query8<A, B, C, D, E, F, G, H>) query).forEachUntil((entity, a, b, c, d, e, f, g, h) -> {
            checkComponents(entity, a, b, c, d, e, f, g, h);
            return record.test(entity) ? Flow.STOP : Flow.CONTINUE;
        });
    }

    /** {@code single(action)} with the component checks; {@code visited} gets the entity the action got. */
    @SuppressWarnings("unchecked")
    static Entity single(Query query, List<Entity> visited) {
        if (query instanceof Query1<?> q) {
            return ((Query1<A>) q).single((entity, a) -> {
                checkComponents(entity, a);
                visited.add(entity);
            });
        } else if (query instanceof Query2<?, ?> q) {
            return ((Query2<A, B>) q).single((entity, a, b) -> {
                checkComponents(entity, a, b);
                visited.add(entity);
            });
        } else if (query instanceof Query3<?, ?, ?> q) {
            return ((Query3<A, B, C>) q).single((entity, a, b, c) -> {
                checkComponents(entity, a, b, c);
                visited.add(entity);
            });
        } else if (query instanceof Query4<?, ?, ?, ?> q) {
            return ((Query4<A, B, C, D>) q).single((entity, a, b, c, d) -> {
                checkComponents(entity, a, b, c, d);
                visited.add(entity);
            });
        } else if (query instanceof Query5<?, ?, ?, ?, ?> q) {
            return ((Query5<A, B, C, D, E>) q).single((entity, a, b, c, d, e) -> {
                checkComponents(entity, a, b, c, d, e);
                visited.add(entity);
            });
        } else if (query instanceof Query6<?, ?, ?, ?, ?, ?> q) {
            return ((Query6<A, B, C, D, E, F>) q).single((entity, a, b, c, d, e, f) -> {
                checkComponents(entity, a, b, c, d, e, f);
                visited.add(entity);
            });
        } else if (query instanceof Query7<?, ?, ?, ?, ?, ?, ?> q) {
            return ((Query7<A, B, C, D, E, F, G>) q).single((entity, a, b, c, d, e, f, g) -> {
                checkComponents(entity, a, b, c, d, e, f, g);
                visited.add(entity);
            });
        }
        return ((Query8<A, B, C, D, E, F, G, H>) query).single((entity, a, b, c, d, e, f, g, h) -> {
            checkComponents(entity, a, b, c, d, e, f, g, h);
            visited.add(entity);
        });
    }

    /** {@code query.changed(type)} for any arity. */
    static Query changed(Query query, Class<?> type) {
        if (query instanceof Query1<?> q) {
            return q.changed(type);
        } else if (query instanceof Query2<?, ?> q) {
            return q.changed(type);
        } else if (query instanceof Query3<?, ?, ?> q) {
            return q.changed(type);
        } else if (query instanceof Query4<?, ?, ?, ?> q) {
            return q.changed(type);
        } else if (query instanceof Query5<?, ?, ?, ?, ?> q) {
            return q.changed(type);
        } else if (query instanceof Query6<?, ?, ?, ?, ?, ?> q) {
            return q.changed(type);
        } else if (query instanceof Query7<?, ?, ?, ?, ?, ?, ?> q) {
            return q.changed(type);
        }
        return ((Query8<?, ?, ?, ?, ?, ?, ?, ?>) query).changed(type);
    }

    /** {@code query.added(type)} for any arity. */
    static Query added(Query query, Class<?> type) {
        if (query instanceof Query1<?> q) {
            return q.added(type);
        } else if (query instanceof Query2<?, ?> q) {
            return q.added(type);
        } else if (query instanceof Query3<?, ?, ?> q) {
            return q.added(type);
        } else if (query instanceof Query4<?, ?, ?, ?> q) {
            return q.added(type);
        } else if (query instanceof Query5<?, ?, ?, ?, ?> q) {
            return q.added(type);
        } else if (query instanceof Query6<?, ?, ?, ?, ?, ?> q) {
            return q.added(type);
        } else if (query instanceof Query7<?, ?, ?, ?, ?, ?, ?> q) {
            return q.added(type);
        }
        return ((Query8<?, ?, ?, ?, ?, ?, ?, ?>) query).added(type);
    }

    /** {@code query.since(tick)} for any arity. */
    static Query since(Query query, int tick) {
        if (query instanceof Query1<?> q) {
            return q.since(tick);
        } else if (query instanceof Query2<?, ?> q) {
            return q.since(tick);
        } else if (query instanceof Query3<?, ?, ?> q) {
            return q.since(tick);
        } else if (query instanceof Query4<?, ?, ?, ?> q) {
            return q.since(tick);
        } else if (query instanceof Query5<?, ?, ?, ?, ?> q) {
            return q.since(tick);
        } else if (query instanceof Query6<?, ?, ?, ?, ?, ?> q) {
            return q.since(tick);
        } else if (query instanceof Query7<?, ?, ?, ?, ?, ?, ?> q) {
            return q.since(tick);
        }
        return ((Query8<?, ?, ?, ?, ?, ?, ?, ?>) query).since(tick);
    }

    /** {@code forEach((ForEachComponents) null)} for any arity. */
    @SuppressWarnings({"rawtypes", "unchecked"})
    static void componentsNull(Query query) {
        if (query instanceof Query1<?> q) {
            q.forEach((Query1.ForEachComponents) null);
        } else if (query instanceof Query2<?, ?> q) {
            q.forEach((Query2.ForEachComponents) null);
        } else if (query instanceof Query3<?, ?, ?> q) {
            q.forEach((Query3.ForEachComponents) null);
        } else if (query instanceof Query4<?, ?, ?, ?> q) {
            q.forEach((Query4.ForEachComponents) null);
        } else if (query instanceof Query5<?, ?, ?, ?, ?> q) {
            q.forEach((Query5.ForEachComponents) null);
        } else if (query instanceof Query6<?, ?, ?, ?, ?, ?> q) {
            q.forEach((Query6.ForEachComponents) null);
        } else if (query instanceof Query7<?, ?, ?, ?, ?, ?, ?> q) {
            q.forEach((Query7.ForEachComponents) null);
        } else {
            ((Query8<?, ?, ?, ?, ?, ?, ?, ?>) query).forEach((Query8.ForEachComponents) null);
        }
    }

    /** {@code forEach((ForEach) null)} for any arity. */
    @SuppressWarnings({"rawtypes", "unchecked"})
    static void forEachNull(Query query) {
        if (query instanceof Query1<?> q) {
            q.forEach((Query1.ForEach) null);
        } else if (query instanceof Query2<?, ?> q) {
            q.forEach((Query2.ForEach) null);
        } else if (query instanceof Query3<?, ?, ?> q) {
            q.forEach((Query3.ForEach) null);
        } else if (query instanceof Query4<?, ?, ?, ?> q) {
            q.forEach((Query4.ForEach) null);
        } else if (query instanceof Query5<?, ?, ?, ?, ?> q) {
            q.forEach((Query5.ForEach) null);
        } else if (query instanceof Query6<?, ?, ?, ?, ?, ?> q) {
            q.forEach((Query6.ForEach) null);
        } else if (query instanceof Query7<?, ?, ?, ?, ?, ?, ?> q) {
            q.forEach((Query7.ForEach) null);
        } else {
            ((Query8<?, ?, ?, ?, ?, ?, ?, ?>) query).forEach((Query8.ForEach) null);
        }
    }

    /** {@code parallelForEach(null)} for any arity. */
    static void parallelNull(Query query) {
        if (query instanceof Query1<?> q) {
            q.parallelForEach(null);
        } else if (query instanceof Query2<?, ?> q) {
            q.parallelForEach(null);
        } else if (query instanceof Query3<?, ?, ?> q) {
            q.parallelForEach(null);
        } else if (query instanceof Query4<?, ?, ?, ?> q) {
            q.parallelForEach(null);
        } else if (query instanceof Query5<?, ?, ?, ?, ?> q) {
            q.parallelForEach(null);
        } else if (query instanceof Query6<?, ?, ?, ?, ?, ?> q) {
            q.parallelForEach(null);
        } else if (query instanceof Query7<?, ?, ?, ?, ?, ?, ?> q) {
            q.parallelForEach(null);
        } else {
            ((Query8<?, ?, ?, ?, ?, ?, ?, ?>) query).parallelForEach(null);
        }
    }

    /** {@code findFirst(null)} for any arity. */
    static void findFirstNull(Query query) {
        if (query instanceof Query1<?> q) {
            q.findFirst(null);
        } else if (query instanceof Query2<?, ?> q) {
            q.findFirst(null);
        } else if (query instanceof Query3<?, ?, ?> q) {
            q.findFirst(null);
        } else if (query instanceof Query4<?, ?, ?, ?> q) {
            q.findFirst(null);
        } else if (query instanceof Query5<?, ?, ?, ?, ?> q) {
            q.findFirst(null);
        } else if (query instanceof Query6<?, ?, ?, ?, ?, ?> q) {
            q.findFirst(null);
        } else if (query instanceof Query7<?, ?, ?, ?, ?, ?, ?> q) {
            q.findFirst(null);
        } else {
            ((Query8<?, ?, ?, ?, ?, ?, ?, ?>) query).findFirst(null);
        }
    }

    /** {@code forEachUntil(null)} for any arity. */
    static void untilNull(Query query) {
        if (query instanceof Query1<?> q) {
            q.forEachUntil(null);
        } else if (query instanceof Query2<?, ?> q) {
            q.forEachUntil(null);
        } else if (query instanceof Query3<?, ?, ?> q) {
            q.forEachUntil(null);
        } else if (query instanceof Query4<?, ?, ?, ?> q) {
            q.forEachUntil(null);
        } else if (query instanceof Query5<?, ?, ?, ?, ?> q) {
            q.forEachUntil(null);
        } else if (query instanceof Query6<?, ?, ?, ?, ?, ?> q) {
            q.forEachUntil(null);
        } else if (query instanceof Query7<?, ?, ?, ?, ?, ?, ?> q) {
            q.forEachUntil(null);
        } else {
            ((Query8<?, ?, ?, ?, ?, ?, ?, ?>) query).forEachUntil(null);
        }
    }

    /** {@code single(null)} (the form taking an action) for any arity. */
    static void singleNull(Query query) {
        if (query instanceof Query1<?> q) {
            q.single(null);
        } else if (query instanceof Query2<?, ?> q) {
            q.single(null);
        } else if (query instanceof Query3<?, ?, ?> q) {
            q.single(null);
        } else if (query instanceof Query4<?, ?, ?, ?> q) {
            q.single(null);
        } else if (query instanceof Query5<?, ?, ?, ?, ?> q) {
            q.single(null);
        } else if (query instanceof Query6<?, ?, ?, ?, ?, ?> q) {
            q.single(null);
        } else if (query instanceof Query7<?, ?, ?, ?, ?, ?, ?> q) {
            q.single(null);
        } else {
            ((Query8<?, ?, ?, ?, ?, ?, ?, ?>) query).single(null);
        }
    }
}
