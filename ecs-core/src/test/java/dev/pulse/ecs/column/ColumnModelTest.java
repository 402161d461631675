package dev.pulse.ecs.column;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.StaleEntityException;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Position;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * Drives column storages (two column components and an object component on the same entities)
 * with random operations and checks every answer against a plain {@code HashMap} model of
 * records: spawn, despawn, add, add with defaults, remove, modify, view writes, commands, chunk
 * walks and per-entity walks with filters, and stale handles after slot reuse.
 */
class ColumnModelTest {

    /** 150,000 operations from one fixed seed. */
    @Test
    void oneHundredFiftyThousandRandomOperationsAgreeWithTheModel() {
        assertEquals(150_000, new Run(20261124L).operations(150_000));
    }

    /** More sequences from seeds jqwik picks (and reports on failure). */
    @Property(tries = 5)
    void randomSequencesAgreeWithTheModel(@ForAll long seed) {
        new Run(seed).operations(20_000);
    }

    private static final class Run {
        private final Random random;
        private final World world = World.builder().maxGeneration(40).build();
        private final ColumnStorage<Motion> motions = world.columns(Motion.class);
        private final ColumnStorage<Spark> sparks = world.columns(Spark.class);
        private final ColumnView<Motion> view = motions.view();
        private final ColumnQuery moving = world.columnQuery(Motion.class).without(Frozen.class);
        private final ColumnQuery both = world.columnQuery(Motion.class, Spark.class, Position.class);
        private final Map<Entity, Map<Class<?>, Object>> model = new HashMap<>();
        private final List<Entity> issued = new ArrayList<>();
        private final List<Entity> live = new ArrayList<>();

        Run(long seed) {
            random = new Random(seed);
        }

        int operations(int count) {
            for (int i = 0; i < count; i++) {
                step();
                if (i % 5_000 == 4_999) {
                    checkEverything();
                }
            }
            checkEverything();
            return count;
        }

        private Motion randomMotion() {
            return new Motion(random.nextInt(100), random.nextInt(100), random.nextInt(5) - 2, random.nextInt(5) - 2);
        }

        private Entity pickIssued() {
            return issued.get(random.nextInt(issued.size()));
        }

        private void step() {
            int op = random.nextInt(100);
            if (live.isEmpty() || op < 18 && live.size() < 3_000) {
                spawn();
            } else if (op < 26) {
                Entity e = pickIssued();
                boolean alive = model.containsKey(e);
                assertEquals(alive, world.despawn(e));
                if (alive) {
                    model.remove(e);
                    live.remove(e);
                }
            } else if (op < 36) {
                Entity e = pickIssued();
                Motion m = randomMotion();
                if (model.containsKey(e)) {
                    if (random.nextBoolean()) {
                        world.add(e, m);
                    } else {
                        motions.add(e, m);
                    }
                    model.get(e).put(Motion.class, m);
                } else {
                    assertThrows(StaleEntityException.class, () -> motions.add(e, m));
                }
            } else if (op < 40) {
                Entity e = pickIssued();
                if (model.containsKey(e)) {
                    sparks.add(e);
                    model.get(e).put(Spark.class, new Spark(0, 0, 0, 0, 0, false, (byte) 0, null));
                } else {
                    assertThrows(StaleEntityException.class, () -> sparks.add(e));
                }
            } else if (op < 48) {
                Entity e = pickIssued();
                Object expected = model.containsKey(e) ? model.get(e).remove(Motion.class) : null;
                if (random.nextBoolean()) {
                    assertEquals(expected, world.remove(e, Motion.class));
                } else {
                    assertEquals(expected != null, motions.remove(e));
                }
            } else if (op < 52) {
                Entity e = pickIssued();
                boolean has = model.containsKey(e) && model.get(e).containsKey(Spark.class);
                world.commands().remove(e, Spark.class);
                world.flush();
                if (has) {
                    model.get(e).remove(Spark.class);
                }
                assertFalse(sparks.has(e));
            } else if (op < 62) {
                Entity e = pickIssued();
                Motion before = model.containsKey(e) ? (Motion) model.get(e).get(Motion.class) : null;
                float delta = random.nextInt(7);
                boolean ran = motions.modify(e, v -> v.set(Motion.X, v.get(Motion.X) + delta));
                assertEquals(before != null, ran);
                if (ran) {
                    model.get(e)
                            .put(Motion.class, new Motion(before.x() + delta, before.y(), before.dx(), before.dy()));
                }
            } else if (op < 70) {
                Entity e = pickIssued();
                Spark before = model.containsKey(e) ? (Spark) model.get(e).get(Spark.class) : null;
                assertEquals(before != null, sparks.modify(e.id(), v -> {
                    v.set(Spark.LIFE, v.get(Spark.LIFE) + 1);
                    v.set(Spark.NAME, "n" + v.get(Spark.LIFE));
                }));
                if (before != null) {
                    model.get(e)
                            .put(
                                    Spark.class,
                                    new Spark(
                                            before.x(),
                                            before.y(),
                                            before.life() + 1,
                                            before.id(),
                                            before.heat(),
                                            before.lit(),
                                            before.colour(),
                                            "n" + (before.life() + 1)));
                }
            } else if (op < 76) {
                Entity e = pickIssued();
                Motion before = model.containsKey(e) ? (Motion) model.get(e).get(Motion.class) : null;
                assertEquals(before != null, view.bind(e));
                if (before != null) {
                    view.set(Motion.DY, view.get(Motion.DY) - 1);
                    model.get(e).put(Motion.class, new Motion(before.x(), before.y(), before.dx(), before.dy() - 1));
                }
            } else if (op < 82) {
                Entity e = pickIssued();
                if (model.containsKey(e)) {
                    if (model.get(e).containsKey(Frozen.class)) {
                        world.remove(e, Frozen.class);
                        model.get(e).remove(Frozen.class);
                    } else {
                        world.add(e, new Frozen());
                        model.get(e).put(Frozen.class, new Frozen());
                    }
                }
            } else if (op < 86) {
                Entity e = pickIssued();
                if (model.containsKey(e)) {
                    Position p = new Position(random.nextInt(9), 0);
                    world.add(e, p);
                    model.get(e).put(Position.class, p);
                }
            } else if (op < 88) {
                tick();
            } else {
                Entity e = pickIssued();
                Map<Class<?>, Object> components = model.get(e);
                assertEquals(components == null ? null : components.get(Motion.class), motions.get(e));
                assertEquals(components == null ? null : components.get(Spark.class), world.get(e, Spark.class));
                assertEquals(components != null && components.containsKey(Motion.class), world.has(e, Motion.class));
            }
        }

        private void spawn() {
            Map<Class<?>, Object> components = new HashMap<>();
            Entity e;
            int kind = random.nextInt(4);
            Motion m = randomMotion();
            if (kind == 0) {
                e = world.spawn(m);
                components.put(Motion.class, m);
            } else if (kind == 1) {
                Spark s = Spark.of(random.nextInt(50));
                Position p = new Position(1, 1);
                e = world.spawn(m, s, p);
                components.put(Motion.class, m);
                components.put(Spark.class, s);
                components.put(Position.class, p);
            } else if (kind == 2) {
                e = world.spawn(new Position(2, 2));
                components.put(Position.class, e == null ? null : world.get(e, Position.class));
            } else {
                e = world.spawn();
                world.commands().add(e, m);
                world.flush();
                components.put(Motion.class, m);
            }
            model.put(e, components);
            issued.add(e);
            live.add(e);
        }

        /** Moves every Motion without Frozen through chunks, or one entity at a time, in the world and the model. */
        private void tick() {
            if (random.nextBoolean()) {
                moving.forEachChunk(c -> {
                    float[] x = c.floats(Motion.X);
                    float[] y = c.floats(Motion.Y);
                    float[] dx = c.floats(Motion.DX);
                    float[] dy = c.floats(Motion.DY);
                    for (int i = c.start(); i < c.end(); i++) {
                        x[i] += dx[i];
                        y[i] += dy[i];
                    }
                });
            } else {
                moving.forEach((e, row) -> {
                    row.set(Motion.X, row.get(Motion.X) + row.get(Motion.DX));
                    row.set(Motion.Y, row.get(Motion.Y) + row.get(Motion.DY));
                });
            }
            for (Map<Class<?>, Object> components : model.values()) {
                Motion m = (Motion) components.get(Motion.class);
                if (m != null && !components.containsKey(Frozen.class)) {
                    components.put(Motion.class, new Motion(m.x() + m.dx(), m.y() + m.dy(), m.dx(), m.dy()));
                }
            }
        }

        private void checkEverything() {
            Set<Entity> expectedMoving = new HashSet<>();
            Set<Entity> expectedBoth = new HashSet<>();
            for (Map.Entry<Entity, Map<Class<?>, Object>> entry : model.entrySet()) {
                Map<Class<?>, Object> c = entry.getValue();
                assertEquals(c.get(Motion.class), motions.get(entry.getKey()));
                assertEquals(c.get(Spark.class), sparks.get(entry.getKey()));
                if (c.containsKey(Motion.class) && !c.containsKey(Frozen.class)) {
                    expectedMoving.add(entry.getKey());
                }
                if (c.containsKey(Motion.class) && c.containsKey(Spark.class) && c.containsKey(Position.class)) {
                    expectedBoth.add(entry.getKey());
                }
            }
            Set<Entity> seen = new HashSet<>();
            moving.forEachChunk(c -> {
                for (int i = c.start(); i < c.end(); i++) {
                    assertTrue(seen.add(c.entity(i)), "visited once");
                }
            });
            assertEquals(expectedMoving, seen);
            Set<Entity> seenBoth = new HashSet<>();
            both.forEach((e, row) -> {
                assertTrue(seenBoth.add(e));
                assertEquals(model.get(e).get(Position.class), row.component(Position.class));
                assertEquals(((Spark) model.get(e).get(Spark.class)).life(), row.get(Spark.LIFE));
            });
            assertEquals(expectedBoth, seenBoth);
            long withMotion = model.values().stream()
                    .filter(c -> c.containsKey(Motion.class))
                    .count();
            assertEquals(withMotion, motions.size());
            for (Entity e : issued) {
                if (!model.containsKey(e)) {
                    assertNull(motions.get(e));
                    assertFalse(sparks.has(e));
                }
            }
        }
    }
}
