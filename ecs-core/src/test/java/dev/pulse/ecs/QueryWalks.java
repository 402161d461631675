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
 * Shared by the walk tests: components A, B, C, D that remember their owner, the query over
 * the first 1 to 4 of them (or over any 1 to 4 classes), and each kind of walk (forEach,
 * parallelForEach, findFirst, forEachUntil) for any arity, checking that every visit hands over
 * the entity's own components in query order and visits no entity twice; the filters, and each
 * walk called with a null action, for any arity.
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

    /** A tag for {@code with}. */
    record Mark() {}

    /** A tag for {@code without}. */
    record Skip() {}

    /** What a recorded command spawns: the index of the entity whose visit recorded it. */
    record Visited(int index) {}

    static final List<Class<? extends Owned>> TYPES = List.of(A.class, B.class, C.class, D.class);

    static Owned component(int k, Entity owner) {
        return switch (k) {
            case 0 -> new A(owner);
            case 1 -> new B(owner);
            case 2 -> new C(owner);
            default -> new D(owner);
        };
    }

    /** The query over the first {@code arity} of A, B, C, D with these filters. */
    static Query query(World world, int arity, Class<?>[] with, Class<?>[] without) {
        return switch (arity) {
            case 1 -> world.query(A.class).with(with).without(without);
            case 2 -> world.query(A.class, B.class).with(with).without(without);
            case 3 -> world.query(A.class, B.class, C.class).with(with).without(without);
            default -> world.query(A.class, B.class, C.class, D.class)
                    .with(with)
                    .without(without);
        };
    }

    static Query query(World world, int arity) {
        return query(world, arity, new Class<?>[0], new Class<?>[0]);
    }

    /** The query over these 1 to 4 classes, in this order (any classes, tags included). */
    static Query query(World world, List<Class<?>> types) {
        return switch (types.size()) {
            case 1 -> world.query(types.get(0));
            case 2 -> world.query(types.get(0), types.get(1));
            case 3 -> world.query(types.get(0), types.get(1), types.get(2));
            default -> world.query(types.get(0), types.get(1), types.get(2), types.get(3));
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
        }
        return ((Query4<?, ?, ?, ?>) query).with(types);
    }

    /** {@code query.without(types)} for any arity. */
    static Query without(Query query, Class<?>... types) {
        if (query instanceof Query1<?> q) {
            return q.without(types);
        } else if (query instanceof Query2<?, ?> q) {
            return q.without(types);
        } else if (query instanceof Query3<?, ?, ?> q) {
            return q.without(types);
        }
        return ((Query4<?, ?, ?, ?>) query).without(types);
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
            ((Query1<A>) q).forEach((e, a) -> {
                checkComponents(e, a);
                visit.accept(e);
            });
        } else if (query instanceof Query2<?, ?> q) {
            ((Query2<A, B>) q).forEach((e, a, b) -> {
                checkComponents(e, a, b);
                visit.accept(e);
            });
        } else if (query instanceof Query3<?, ?, ?> q) {
            ((Query3<A, B, C>) q).forEach((e, a, b, c) -> {
                checkComponents(e, a, b, c);
                visit.accept(e);
            });
        } else {
            ((Query4<A, B, C, D>) query).forEach((e, a, b, c, d) -> {
                checkComponents(e, a, b, c, d);
                visit.accept(e);
            });
        }
        return seen;
    }

    /** forEach without checks, for queries over any classes: each visit's entity and components, in query order. */
    @SuppressWarnings("unchecked")
    static void forEachRaw(Query query, BiConsumer<Entity, List<Object>> visit) {
        if (query instanceof Query1<?> q) {
            ((Query1<Object>) q).forEach((e, a) -> visit.accept(e, Arrays.asList(a)));
        } else if (query instanceof Query2<?, ?> q) {
            ((Query2<Object, Object>) q).forEach((e, a, b) -> visit.accept(e, Arrays.asList(a, b)));
        } else if (query instanceof Query3<?, ?, ?> q) {
            ((Query3<Object, Object, Object>) q).forEach((e, a, b, c) -> visit.accept(e, Arrays.asList(a, b, c)));
        } else {
            ((Query4<Object, Object, Object, Object>) query)
                    .forEach((e, a, b, c, d) -> visit.accept(e, Arrays.asList(a, b, c, d)));
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
        } else {
            ((Query4<A, B, C, D>) query).forEach((a, b, c, d) -> {
                checkComponents(a.owner(), a, b, c, d);
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
            ((Query1<A>) q).parallelForEach((e, a, commands) -> {
                checkComponents(e, a);
                seen.add(e);
                visits.incrementAndGet();
                commands.spawn(new Visited(e.index()));
            });
        } else if (query instanceof Query2<?, ?> q) {
            ((Query2<A, B>) q).parallelForEach((e, a, b, commands) -> {
                checkComponents(e, a, b);
                seen.add(e);
                visits.incrementAndGet();
                commands.spawn(new Visited(e.index()));
            });
        } else if (query instanceof Query3<?, ?, ?> q) {
            ((Query3<A, B, C>) q).parallelForEach((e, a, b, c, commands) -> {
                checkComponents(e, a, b, c);
                seen.add(e);
                visits.incrementAndGet();
                commands.spawn(new Visited(e.index()));
            });
        } else {
            ((Query4<A, B, C, D>) query).parallelForEach((e, a, b, c, d, commands) -> {
                checkComponents(e, a, b, c, d);
                seen.add(e);
                visits.incrementAndGet();
                commands.spawn(new Visited(e.index()));
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
            return ((Query1<A>) q).findFirst((e, a) -> {
                checkComponents(e, a);
                return record.test(e);
            });
        } else if (query instanceof Query2<?, ?> q) {
            return ((Query2<A, B>) q).findFirst((e, a, b) -> {
                checkComponents(e, a, b);
                return record.test(e);
            });
        } else if (query instanceof Query3<?, ?, ?> q) {
            return ((Query3<A, B, C>) q).findFirst((e, a, b, c) -> {
                checkComponents(e, a, b, c);
                return record.test(e);
            });
        }
        return ((Query4<A, B, C, D>) query).findFirst((e, a, b, c, d) -> {
            checkComponents(e, a, b, c, d);
            return record.test(e);
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
            return ((Query1<A>) q).forEachUntil((e, a) -> {
                checkComponents(e, a);
                return record.test(e) ? Flow.STOP : Flow.CONTINUE;
            });
        } else if (query instanceof Query2<?, ?> q) {
            return ((Query2<A, B>) q).forEachUntil((e, a, b) -> {
                checkComponents(e, a, b);
                return record.test(e) ? Flow.STOP : Flow.CONTINUE;
            });
        } else if (query instanceof Query3<?, ?, ?> q) {
            return ((Query3<A, B, C>) q).forEachUntil((e, a, b, c) -> {
                checkComponents(e, a, b, c);
                return record.test(e) ? Flow.STOP : Flow.CONTINUE;
            });
        }
        return ((Query4<A, B, C, D>) query).forEachUntil((e, a, b, c, d) -> {
            checkComponents(e, a, b, c, d);
            return record.test(e) ? Flow.STOP : Flow.CONTINUE;
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
        }
        return ((Query4<?, ?, ?, ?>) query).changed(type);
    }

    /** {@code query.added(type)} for any arity. */
    static Query added(Query query, Class<?> type) {
        if (query instanceof Query1<?> q) {
            return q.added(type);
        } else if (query instanceof Query2<?, ?> q) {
            return q.added(type);
        } else if (query instanceof Query3<?, ?, ?> q) {
            return q.added(type);
        }
        return ((Query4<?, ?, ?, ?>) query).added(type);
    }

    /** {@code query.since(tick)} for any arity. */
    static Query since(Query query, int tick) {
        if (query instanceof Query1<?> q) {
            return q.since(tick);
        } else if (query instanceof Query2<?, ?> q) {
            return q.since(tick);
        } else if (query instanceof Query3<?, ?, ?> q) {
            return q.since(tick);
        }
        return ((Query4<?, ?, ?, ?>) query).since(tick);
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
        } else {
            ((Query4<?, ?, ?, ?>) query).forEach((Query4.ForEachComponents) null);
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
        } else {
            ((Query4<?, ?, ?, ?>) query).forEach((Query4.ForEach) null);
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
        } else {
            ((Query4<?, ?, ?, ?>) query).parallelForEach(null);
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
        } else {
            ((Query4<?, ?, ?, ?>) query).findFirst(null);
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
        } else {
            ((Query4<?, ?, ?, ?>) query).forEachUntil(null);
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
        } else {
            ((Query4<?, ?, ?, ?>) query).single(null);
        }
    }
}
