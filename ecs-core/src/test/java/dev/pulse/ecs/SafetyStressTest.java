package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.pool.ForeignHandleException;
import dev.pulse.ecs.pool.GenerationalArena;
import dev.pulse.ecs.pool.Handle;
import dev.pulse.ecs.pool.ResourcePool;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A randomized stress run of everything issue 16 hardened, checked against plain reference
 * models after every step that answers: spawn, despawn, add, remove (direct and recorded in
 * {@link Commands}), queries with changes during the walk, whole "levels" loaded and unloaded
 * followed by {@link World#trim()}, handles from a second world (refused, nothing changes),
 * and {@link GenerationalArena} and {@link ResourcePool} operations with stale and foreign
 * handles. {@link WorldModelTest} covers the plain world operations at 10<sup>6</sup> a run.
 *
 * <p>CI runs {@value #CI_OPERATIONS} operations. The long run (10<sup>6</sup> operations or
 * more) is one command:
 * <pre>
 * mvn -o -q -pl ecs-core test -Dtest=SafetyStressTest -Dpulse.stress.operations=1000000
 * </pre>
 */
class SafetyStressTest {

    static final int CI_OPERATIONS = 150_000;

    private static final List<Class<?>> TYPES = List.of(Position.class, Velocity.class, Health.class, Frozen.class);

    @Test
    void randomOperationsAgreeWithTheModels() {
        int operations = Integer.getInteger("pulse.stress.operations", CI_OPERATIONS);
        Run run = new Run(16_2026L);
        assertEquals(operations, run.operations(operations));
        assertTrue(run.trimmedPages > 0, "the run gave pages back");
        assertTrue(
                run.foreignRefusals > 0 && run.skippedCommands > 0, "the run exercised foreign handles and commands");
    }

    private static final class Run {
        private final Random random;
        private final World world = World.builder().maxGeneration(1_000).build();
        private final World other = new World();
        private final List<Entity> foreign = new ArrayList<>();
        private final Map<Entity, Map<Class<?>, Object>> model = new HashMap<>();
        private final List<Entity> issued = new ArrayList<>();
        private final List<Entity> live = new ArrayList<>();
        private final GenerationalArena<Long> arena = new GenerationalArena<>();
        private final GenerationalArena<Long> otherArena = new GenerationalArena<>();
        private final Handle<Long> otherHandle = otherArena.insert(-1L);
        private final Map<Handle<Long>, Long> arenaModel = new HashMap<>();
        private final List<Handle<Long>> arenaIssued = new ArrayList<>();
        private final ResourcePool<StringBuilder> pool =
                new ResourcePool<>(StringBuilder::new, 64, ResourcePool.Exhausted.RETURN_NULL);
        private final ResourcePool<StringBuilder> otherPool =
                new ResourcePool<>(StringBuilder::new, 4, ResourcePool.Exhausted.THROW);
        private final StringBuilder otherItem = otherPool.obtain();
        private final Set<StringBuilder> poolActive = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        private final List<StringBuilder> poolSeen = new ArrayList<>();
        private long nextValue;
        int trimmedPages;
        int foreignRefusals;
        int skippedCommands;

        Run(long seed) {
            random = new Random(seed);
            for (int i = 0; i < 50; i++) {
                foreign.add(other.spawn(new Position(i, i), new Health(i)));
            }
        }

        int operations(int count) {
            for (int i = 0; i < count; i++) {
                step();
            }
            checkEverything();
            return count;
        }

        private void step() {
            int op = random.nextInt(1000);
            if (live.size() > 1_500 && op < 500) {
                despawn(live.get(random.nextInt(live.size())));
            } else if (op < 180 || live.size() < 5) {
                spawn();
            } else if (op < 280) {
                despawn(anyHandle());
            } else if (op < 400) {
                add(anyHandle(), randomType());
            } else if (op < 480) {
                remove(anyHandle(), randomType());
            } else if (op < 640) {
                checkEntity(anyHandle());
            } else if (op < 700) {
                commands();
            } else if (op < 760) {
                foreignHandle();
            } else if (op < 880) {
                arena();
            } else if (op < 975) {
                pool();
            } else if (op < 990) {
                checkQuery();
            } else if (op < 998) {
                changesDuringIteration();
            } else {
                levelLoadedAndUnloaded();
            }
        }

        private Class<?> randomType() {
            return TYPES.get(random.nextInt(TYPES.size()));
        }

        private Object newComponent(Class<?> type) {
            if (type == Position.class) {
                return new Position(random.nextInt(100), random.nextInt(100));
            } else if (type == Velocity.class) {
                return new Velocity(random.nextInt(10), random.nextInt(10));
            } else if (type == Health.class) {
                return new Health(random.nextInt(1000));
            }
            return new Frozen();
        }

        private Entity anyHandle() {
            if (!live.isEmpty() && random.nextInt(4) != 0) {
                return live.get(random.nextInt(live.size()));
            }
            return issued.get(random.nextInt(issued.size()));
        }

        private Entity spawn() {
            Map<Class<?>, Object> components = new HashMap<>();
            for (Class<?> type : TYPES) {
                if (random.nextBoolean()) {
                    components.put(type, newComponent(type));
                }
            }
            Entity e = world.spawn(components.values().toArray());
            assertNull(model.put(e, components), "a new handle never equals a live one");
            issued.add(e);
            live.add(e);
            return e;
        }

        private void despawn(Entity e) {
            boolean expected = model.remove(e) != null;
            assertEquals(expected, world.despawn(e), () -> "despawn " + e);
            if (expected) {
                live.remove(e);
            }
        }

        private void add(Entity e, Class<?> type) {
            Object component = newComponent(type);
            if (model.containsKey(e)) {
                world.add(e, component);
                model.get(e).put(type, component);
            } else {
                assertThrows(StaleEntityException.class, () -> world.add(e, component));
            }
        }

        private void remove(Entity e, Class<?> type) {
            Object removed = world.remove(e, type);
            Object expected = model.containsKey(e) ? model.get(e).remove(type) : null;
            assertComponent(expected, removed, type);
        }

        private void checkEntity(Entity e) {
            Map<Class<?>, Object> expected = model.get(e);
            assertEquals(expected != null, world.isAlive(e), () -> "isAlive " + e);
            for (Class<?> type : TYPES) {
                Object want = expected == null ? null : expected.get(type);
                assertComponent(want, world.get(e, type), type);
                assertEquals(want != null, world.has(e, type));
            }
        }

        private void assertComponent(Object expected, Object actual, Class<?> type) {
            if (type == Frozen.class) {
                assertEquals(expected != null, actual != null);
            } else {
                assertSame(expected, actual);
            }
        }

        /** Records a few commands (some for entities that die before apply), applies, compares. */
        private void commands() {
            Commands commands = new Commands();
            List<Runnable> modelChanges = new ArrayList<>();
            int expectSkipped = 0;
            int n = 1 + random.nextInt(6);
            Set<Entity> doomed = new HashSet<>();
            for (int i = 0; i < n; i++) {
                Entity e = anyHandle();
                boolean alive = model.containsKey(e) && !doomed.contains(e);
                int kind = random.nextInt(3);
                if (kind == 0) {
                    commands.despawn(e);
                    if (alive) {
                        doomed.add(e);
                        modelChanges.add(() -> {
                            model.remove(e);
                            live.remove(e);
                        });
                    } else {
                        expectSkipped++;
                    }
                } else if (kind == 1) {
                    Class<?> type = randomType();
                    Object component = newComponent(type);
                    commands.add(e, component);
                    if (alive) {
                        modelChanges.add(() -> model.get(e).put(type, component));
                    } else {
                        expectSkipped++;
                    }
                } else {
                    Class<?> type = randomType();
                    commands.remove(e, type);
                    if (alive) {
                        modelChanges.add(() -> model.get(e).remove(type));
                    } else {
                        expectSkipped++;
                    }
                }
            }
            if (random.nextInt(5) == 0) {
                // A handle from the other world in the buffer: refused up front, nothing applied.
                commands.despawn(foreign.get(random.nextInt(foreign.size())));
                int before = world.entityCount();
                assertThrows(ForeignEntityException.class, () -> commands.apply(world));
                assertEquals(before, world.entityCount());
                foreignRefusals++;
                commands.clear();
                return;
            }
            assertEquals(expectSkipped, commands.apply(world));
            skippedCommands += expectSkipped;
            modelChanges.forEach(Runnable::run);
        }

        /** Every handle-taking call with another world's handle throws and changes neither world. */
        private void foreignHandle() {
            Entity f = foreign.get(random.nextInt(foreign.size()));
            int count = world.entityCount();
            int roll = random.nextInt(7);
            Class<?> type = randomType();
            org.junit.jupiter.api.function.Executable call =
                    switch (roll) {
                        case 0 -> () -> world.get(f, type);
                        case 1 -> () -> world.has(f, type);
                        case 2 -> () -> world.isAlive(f);
                        case 3 -> () -> world.despawn(f);
                        case 4 -> () -> world.add(f, newComponent(type));
                        case 5 -> () -> world.remove(f, type);
                        default -> () -> world.setParent(f, anyHandle());
                    };
            assertThrows(ForeignEntityException.class, call);
            foreignRefusals++;
            assertEquals(count, world.entityCount());
            assertTrue(other.isAlive(f));
            assertEquals(50, other.entityCount());
        }

        private void arena() {
            int roll = random.nextInt(10);
            if (roll < 4 || arenaIssued.isEmpty()) {
                long value = nextValue++;
                Handle<Long> h = arena.insert(value);
                assertNull(arenaModel.put(h, value));
                arenaIssued.add(h);
            } else if (roll < 6) {
                Handle<Long> h = arenaIssued.get(random.nextInt(arenaIssued.size()));
                assertEquals(arenaModel.remove(h), arena.remove(h));
            } else if (roll < 9) {
                Handle<Long> h = arenaIssued.get(random.nextInt(arenaIssued.size()));
                assertEquals(arenaModel.get(h), arena.get(h));
                assertEquals(arenaModel.containsKey(h), arena.contains(h));
            } else {
                assertThrows(ForeignHandleException.class, () -> arena.get(otherHandle));
                assertThrows(ForeignHandleException.class, () -> arena.remove(otherHandle));
                assertEquals(-1L, otherArena.get(otherHandle));
            }
            if (arenaIssued.size() > 4_000) {
                arenaIssued.subList(0, 2_000).clear(); // forget some old handles (stale or not)
            }
            assertEquals(arenaModel.size(), arena.size());
        }

        private void pool() {
            int roll = random.nextInt(10);
            if (roll < 5) {
                StringBuilder item = pool.obtain();
                if (item == null) {
                    assertEquals(pool.capacity(), poolActive.size());
                } else {
                    assertTrue(poolActive.add(item), "handed out twice");
                    poolSeen.add(item);
                }
            } else if (roll < 8 && !poolActive.isEmpty()) {
                StringBuilder item = poolActive.iterator().next();
                pool.release(item);
                poolActive.remove(item);
            } else if (roll == 8 && !poolSeen.isEmpty()) {
                StringBuilder item = poolSeen.get(random.nextInt(poolSeen.size()));
                if (!poolActive.contains(item)) {
                    assertThrows(IllegalArgumentException.class, () -> pool.release(item), "double release");
                }
                assertEquals(poolActive.contains(item), pool.isActive(item));
            } else {
                assertThrows(IllegalArgumentException.class, () -> pool.release(otherItem));
                assertTrue(otherPool.isActive(otherItem));
            }
            assertEquals(poolActive.size(), pool.activeCount());
        }

        private void checkQuery() {
            Class<?> a = randomType();
            Class<?> b = randomType();
            Set<Entity> expected = new HashSet<>();
            model.forEach((e, c) -> {
                if (c.containsKey(a) && c.containsKey(b)) {
                    expected.add(e);
                }
            });
            Set<Entity> seen = new HashSet<>();
            if (a == b) {
                world.query(a).forEach((e, x) -> assertTrue(seen.add(e)));
            } else {
                world.query(a, b).forEach((e, x, y) -> {
                    assertComponent(model.get(e).get(a), x, a);
                    assertTrue(seen.add(e));
                });
            }
            assertEquals(expected, seen);
        }

        /** Despawns, spawns, adds and removes from inside a walk; checks the walk's rules. */
        private void changesDuringIteration() {
            Class<?> a = randomType();
            Set<Entity> matchedAtStart = new HashSet<>();
            model.forEach((e, c) -> {
                if (c.containsKey(a)) {
                    matchedAtStart.add(e);
                }
            });
            Set<Entity> seen = new HashSet<>();
            Set<Entity> touched = new HashSet<>();
            Set<Entity> spawnedDuringWalk = new HashSet<>();
            world.query(a).forEach((e, x) -> {
                assertTrue(seen.add(e), "visited twice");
                assertTrue(model.containsKey(e), "visited a dead entity");
                assertFalse(spawnedDuringWalk.contains(e));
                int roll = random.nextInt(10);
                Entity victim = live.get(random.nextInt(live.size()));
                if (roll == 0) {
                    touched.add(victim);
                    despawn(victim);
                } else if (roll == 1) {
                    spawnedDuringWalk.add(spawn());
                } else if (roll == 2) {
                    touched.add(victim);
                    remove(victim, randomType());
                } else if (roll == 3) {
                    touched.add(victim);
                    add(victim, randomType());
                } else if (roll == 4) {
                    assertThrows(IllegalStateException.class, world::trim);
                }
            });
            matchedAtStart.removeAll(touched);
            matchedAtStart.removeAll(seen);
            assertEquals(Set.of(), matchedAtStart, "untouched matching entities that were not visited");
        }

        /** A level of thousands of entities comes and goes; the world gives its pages back. */
        private void levelLoadedAndUnloaded() {
            int size = 3_000 + random.nextInt(6_000);
            List<Entity> level = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                level.add(spawn());
            }
            checkQuery();
            for (Entity e : level) {
                despawn(e);
            }
            if (random.nextBoolean()) {
                for (Entity e : new ArrayList<>(live)) { // sometimes everything goes
                    despawn(e);
                }
            }
            int before = world.storage(Position.class).components.length;
            world.trim();
            trimmedPages += before - world.storage(Position.class).components.length;
            checkEverything();
        }

        private void checkEverything() {
            for (Entity e : issued) {
                checkEntity(e);
            }
            assertEquals(model.size(), world.entityCount());
            for (Class<?> type : TYPES) {
                long expected =
                        model.values().stream().filter(c -> c.containsKey(type)).count();
                assertEquals(expected, world.count(type));
            }
            arenaModel.forEach((h, v) -> assertEquals(v, arena.get(h)));
            if (issued.size() > 100_000) {
                issued.removeIf(e -> random.nextInt(4) == 0); // bound the cost of long runs
            }
        }
    }
}
