package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Random operations on a world with observers attached must produce exactly the event stream
 * (and the change-filter and removal answers) that a plain reference model predicts.
 */
class ObserverModelTest {

    private static final int SEEDS = 150;
    private static final int STEPS = 400;
    /** Storage creation order, which is the order despawn removes components in. */
    private static final List<Class<?>> TYPES = List.of(Health.class, Position.class, Frozen.class);

    /** The reference: per live entity, its components by class, in a map. */
    private static final class Model {
        final Map<Entity, Map<Class<?>, Object>> entities = new LinkedHashMap<>();
        final Set<Entity> members = new HashSet<>();
        /** Per (entity, class): tick of the last add, replace or mark. */
        final Map<Entity, Map<Class<?>, Integer>> changed = new HashMap<>();

        final Map<Entity, Map<Class<?>, Integer>> added = new HashMap<>();
        final List<String> expected = new ArrayList<>();
        final List<long[]> removedHealth = new ArrayList<>(); // id, tick

        boolean matches(Entity e) {
            Map<Class<?>, Object> c = entities.get(e);
            return c != null && c.containsKey(Health.class) && !c.containsKey(Frozen.class);
        }

        void refresh(Entity e) {
            boolean now = matches(e);
            if (now != members.contains(e)) {
                if (now) {
                    members.add(e);
                    expected.add("match " + e);
                } else {
                    members.remove(e);
                    expected.add("unmatch " + e);
                }
            }
        }

        void stamp(Map<Entity, Map<Class<?>, Integer>> ticks, Entity e, Class<?> type, int tick) {
            ticks.computeIfAbsent(e, x -> new HashMap<>()).put(type, tick);
        }
    }

    @Test
    void randomOperationsProduceTheEventStreamTheModelPredicts() {
        for (int seed = 0; seed < SEEDS; seed++) {
            run(seed);
        }
    }

    private void run(long seed) {
        Random random = new Random(seed);
        World world = new World();
        for (Class<?> type : TYPES) {
            world.storage(type);
        }
        List<String> events = new ArrayList<>();
        Query1<Health> active = world.query(Health.class).without(Frozen.class);
        Query1<Health> changedHealth = world.query(Health.class).changed(Health.class);
        Query1<Health> addedHealth = world.query(Health.class).added(Health.class);
        RemovedComponents<Health> removed = world.removed(Health.class);
        world.observers().onAdd(Health.class, (e, h) -> events.add("add Health " + e + " " + h.hp()));
        world.observers()
                .onReplace(Health.class, (e, o, n) -> events.add("replace Health " + e + " " + o.hp() + "->" + n.hp()));
        world.observers().onRemove(Health.class, (e, h) -> events.add("remove Health " + e + " " + h.hp()));
        world.observers().onAdd(Frozen.class, (e, f) -> events.add("add Frozen " + e));
        world.observers().onRemove(Frozen.class, (e, f) -> events.add("remove Frozen " + e));
        world.observers().onRemove(Position.class, (e, p) -> events.add("remove Position " + e));
        world.observers().onDespawn(e -> events.add("despawn " + e));
        world.observers().onMatch(active, e -> events.add("match " + e));
        world.observers().onUnmatch(active, e -> events.add("unmatch " + e));

        Model model = new Model();
        List<Entity> known = new ArrayList<>();
        int hp = 0;
        for (int step = 0; step < STEPS; step++) {
            int op = random.nextInt(100);
            Entity target = known.isEmpty() ? null : known.get(random.nextInt(known.size()));
            int tick = world.changeTick();
            if (op < 20 || target == null) {
                Health h = new Health(++hp);
                boolean frozen = random.nextBoolean();
                Entity e = frozen ? world.spawn(h, new Frozen()) : world.spawn(h, new Position(0, 0));
                known.add(e);
                Map<Class<?>, Object> c = new LinkedHashMap<>();
                c.put(Health.class, h);
                model.expected.add("add Health " + e + " " + h.hp());
                model.stamp(model.added, e, Health.class, tick);
                model.stamp(model.changed, e, Health.class, tick);
                if (frozen) {
                    c.put(Frozen.class, new Frozen());
                    model.expected.add("add Frozen " + e);
                } else {
                    c.put(Position.class, new Position(0, 0));
                }
                model.entities.put(e, c);
                model.refresh(e);
            } else if (op < 40) {
                Health h = new Health(++hp);
                Map<Class<?>, Object> c = model.entities.get(target);
                if (c == null) {
                    assertThrowsStale(world, target, h);
                    continue;
                }
                world.add(target, h);
                Object old = c.put(Health.class, h);
                if (old == null) {
                    model.expected.add("add Health " + target + " " + h.hp());
                    model.stamp(model.added, target, Health.class, tick);
                } else {
                    model.expected.add("replace Health " + target + " " + ((Health) old).hp() + "->" + h.hp());
                }
                model.stamp(model.changed, target, Health.class, tick);
                model.refresh(target);
            } else if (op < 50) {
                Map<Class<?>, Object> c = model.entities.get(target);
                if (c == null) {
                    org.junit.jupiter.api.Assertions.assertThrows(
                            StaleEntityException.class, () -> world.add(target, new Frozen()));
                    continue;
                }
                world.add(target, new Frozen());
                if (!c.containsKey(Frozen.class)) {
                    c.put(Frozen.class, new Frozen());
                    model.expected.add("add Frozen " + target);
                }
                model.refresh(target);
            } else if (op < 60) {
                Class<?> type = random.nextBoolean() ? Frozen.class : Health.class;
                world.remove(target, type);
                Map<Class<?>, Object> c = model.entities.get(target);
                if (c != null && c.containsKey(type)) {
                    Object gone = c.remove(type);
                    model.expected.add(
                            type == Health.class
                                    ? "remove Health " + target + " " + ((Health) gone).hp()
                                    : "remove Frozen " + target);
                    if (type == Health.class) {
                        model.removedHealth.add(new long[] {target.id(), tick});
                    }
                    model.refresh(target);
                }
            } else if (op < 75) {
                boolean marked = world.markChanged(target, Health.class);
                Map<Class<?>, Object> c = model.entities.get(target);
                boolean has = c != null && c.containsKey(Health.class);
                assertEquals(has, marked, "seed " + seed + " step " + step);
                if (has) {
                    model.stamp(model.changed, target, Health.class, tick);
                }
            } else if (op < 90) {
                boolean was = world.despawn(target);
                Map<Class<?>, Object> c = model.entities.remove(target);
                assertEquals(c != null, was, "seed " + seed + " step " + step);
                if (c != null) {
                    model.expected.add("despawn " + target);
                    if (model.members.remove(target)) {
                        model.expected.add("unmatch " + target);
                    }
                    for (Class<?> type : TYPES) {
                        if (c.containsKey(type)) {
                            model.expected.add(
                                    type == Health.class
                                            ? "remove Health " + target + " " + ((Health) c.get(type)).hp()
                                            : "remove " + type.getSimpleName() + " " + target);
                            if (type == Health.class) {
                                model.removedHealth.add(new long[] {target.id(), tick});
                            }
                        }
                    }
                }
            } else {
                world.advanceTick();
                int since = tick - random.nextInt(5);
                assertEquals(
                        expectedSince(model, model.changed, since),
                        visited(changedHealth.since(since)),
                        "changed since " + since + ", seed " + seed + " step " + step);
                assertEquals(
                        expectedSince(model, model.added, since),
                        visited(addedHealth.since(since)),
                        "added since " + since + ", seed " + seed + " step " + step);
                List<Long> lost = new ArrayList<>();
                removed.forEachSince(since, e -> lost.add(e.id()));
                List<Long> lostExpected = new ArrayList<>();
                for (long[] r : model.removedHealth) {
                    if (r[1] > since) {
                        lostExpected.add(r[0]);
                    }
                }
                assertEquals(lostExpected, lost, "removed since " + since + ", seed " + seed + " step " + step);
            }
            assertEquals(model.expected, events, "seed " + seed + " step " + step);
        }
    }

    private static void assertThrowsStale(World world, Entity target, Health h) {
        org.junit.jupiter.api.Assertions.assertThrows(StaleEntityException.class, () -> world.add(target, h));
    }

    private static Set<Integer> visited(Query1<Health> query) {
        Set<Integer> indexes = new TreeSet<>();
        query.forEach((e, h) -> indexes.add(e.index()));
        return indexes;
    }

    private static Set<Integer> expectedSince(Model model, Map<Entity, Map<Class<?>, Integer>> ticks, int since) {
        Set<Integer> indexes = new TreeSet<>();
        for (Map.Entry<Entity, Map<Class<?>, Object>> entry : model.entities.entrySet()) {
            Integer stamp = ticks.getOrDefault(entry.getKey(), Map.of()).get(Health.class);
            if (entry.getValue().containsKey(Health.class) && stamp != null && stamp > since) {
                indexes.add(entry.getKey().index());
            }
        }
        return indexes;
    }
}
