package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.ObserverException;
import dev.pulse.ecs.StaleEntityException;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A load that fails after it has started to change the world (an observer fails, a codec decodes
 * differently the second time, an observer despawns a loaded entity) is undone: the world holds
 * exactly what an untouched twin holds (entity count, every storage's size, contents and
 * iteration order, query results, saved bytes); only the slots the load used have moved on, so
 * no handle an observer saw is ever alive again.
 */
class LoadUndoTest {

    private static final Class<?>[] TYPES = {
        PositionRecord.class, Velocity.class, Health.class, Target.class, Frozen.class, Mixed.class, Spark.class
    };

    private final Snapshots snapshots = Snapshots.builder()
            .register(PositionRecord.class)
            .register(Velocity.class, new VelocityCodec())
            .register(Health.class)
            .register(Target.class)
            .register(Frozen.class)
            .register(Mixed.class)
            .register(Spark.class)
            .build();

    /** TestWorlds.small() with column components too: every kind of row, a stale and a null reference. */
    private final byte[] save = snapshots.toBinary(source());

    private static World source() {
        World world = TestWorlds.small();
        world.add(world.entityAt(0), new Spark(1.5f, Double.NaN, 3, -4, true, (byte) -5));
        world.add(world.entityAt(2), new Spark(-0.0f, 2, 0, Long.MAX_VALUE, false, (byte) 0));
        return world;
    }

    /** A target that already holds components of the loaded types, and a despawned slot. */
    private static World target() {
        World world = new World();
        Entity a = world.spawn(new PositionRecord(1, 2), new Health(3));
        Entity b = world.spawn(new Velocity(4, 5), new Spark(6, 7, 8, 9, true, (byte) 10));
        world.add(a, new Target(b));
        world.despawn(world.spawn(new Health(11)));
        world.spawn(new PositionRecord(12, 13), new Frozen());
        return world;
    }

    /** Records every add and remove of the loaded types, as "add Type handle" / "remove Type handle". */
    private static List<String> recordEvents(World world) {
        List<String> events = new ArrayList<>();
        for (Class<?> type : TYPES) {
            world.observers().onAdd(type, (e, c) -> events.add("add " + type.getSimpleName() + " " + e));
            world.observers().onRemove(type, (e, c) -> events.add("remove " + type.getSimpleName() + " " + e));
        }
        return events;
    }

    /** Fails on the {@code k}-th add of any loaded type (1-based), once. */
    private static void failOnAdd(World world, int k, RuntimeException failure) {
        int[] adds = {0};
        for (Class<?> type : TYPES) {
            world.observers().onAdd(type, (e, c) -> {
                if (++adds[0] == k) {
                    throw failure;
                }
            });
        }
    }

    /** The adds a successful load of {@link #save} makes. */
    private int addsOfAFullLoad() {
        World world = target();
        List<String> events = recordEvents(world);
        snapshots.fromBinary(save, world);
        assertTrue(events.stream().allMatch(e -> e.startsWith("add ")), events::toString);
        return events.size();
    }

    /** Same live entities, storages (size, contents, order), query results and saved bytes as the twin. */
    private void assertSameAs(World twin, World world) {
        assertEquals(twin.entityCount(), world.entityCount(), "entity count");
        List<Entity> twinEntities = new ArrayList<>();
        List<Entity> entities = new ArrayList<>();
        twin.forEachEntity(twinEntities::add);
        world.forEachEntity(entities::add);
        assertEquals(twinEntities.toString(), entities.toString(), "live entities");
        Set<Class<?>> types = new LinkedHashSet<>(twin.componentTypes());
        types.addAll(world.componentTypes());
        for (Class<?> type : types) {
            assertEquals(twin.count(type), world.count(type), () -> "size of the storage of " + type.getSimpleName());
            for (int i = 0; i < entities.size(); i++) {
                Entity e = entities.get(i);
                assertEquals(
                        describe(twin.get(twinEntities.get(i), type)),
                        describe(world.get(e, type)),
                        () -> type.getSimpleName() + " of " + e);
            }
        }
        assertEquals(
                walk(twin, PositionRecord.class),
                walk(world, PositionRecord.class),
                "query(PositionRecord) results and order");
        assertEquals(walk(twin, Health.class), walk(world, Health.class), "query(Health) results and order");
        assertEquals(walk(twin, Velocity.class), walk(world, Velocity.class), "query(Velocity) results and order");
        List<String> pairs = new ArrayList<>();
        world.query(PositionRecord.class, Health.class).forEach((e, p, h) -> pairs.add(e + " " + p + " " + h));
        List<String> twinPairs = new ArrayList<>();
        twin.query(PositionRecord.class, Health.class).forEach((e, p, h) -> twinPairs.add(e + " " + p + " " + h));
        assertEquals(twinPairs, pairs, "query(PositionRecord, Health) results and order");
        assertArrayEquals(snapshots.toBinary(twin), snapshots.toBinary(world), "saved bytes");
    }

    private static String describe(Object component) {
        return component instanceof Velocity v ? "Velocity[" + v.dx + ", " + v.dy + "]" : Objects.toString(component);
    }

    private static <T> List<String> walk(World world, Class<T> type) {
        List<String> seen = new ArrayList<>();
        world.query(type).forEach((e, c) -> seen.add(e + " " + describe(c)));
        return seen;
    }

    /** Every add the observers saw was matched by a remove of the same component of the same entity. */
    private static void assertEveryAddWasRemoved(List<String> events) {
        List<String> adds = new ArrayList<>();
        List<String> removes = new ArrayList<>();
        for (String event : events) {
            (event.startsWith("add ") ? adds : removes).add(event.substring(event.indexOf(' ') + 1));
        }
        assertFalse(adds.isEmpty(), "the observers saw no add");
        assertEquals(new HashSet<>(adds), new HashSet<>(removes), () -> "adds and removes differ: " + events);
        assertEquals(adds.size(), removes.size(), events::toString);
        assertTrue(
                events.indexOf("remove " + adds.get(adds.size() - 1))
                        > events.indexOf("add " + adds.get(adds.size() - 1)),
                events::toString);
    }

    @Nested
    class ObserverFailures {

        @ParameterizedTest(name = "fails on the {0} add")
        @ValueSource(strings = {"first", "middle", "last"})
        void aFailingObserverRefusesTheLoadAndTheLoadIsUndone(String which) {
            int adds = addsOfAFullLoad();
            assertTrue(adds > 10, "the snapshot makes only " + adds + " adds");
            int k =
                    switch (which) {
                        case "first" -> 1;
                        case "middle" -> adds / 2;
                        default -> adds;
                    };
            World world = target();
            World twin = target();
            List<String> events = recordEvents(world);
            RuntimeException boom = new IllegalArgumentException("observer fails");
            failOnAdd(world, k, boom);
            int slotsBefore = world.slotCount();

            IllegalStateException e =
                    assertThrows(IllegalStateException.class, () -> snapshots.fromBinary(save, world));

            assertSame(IllegalStateException.class, e.getClass());
            assertTrue(e.getMessage().contains("the load was undone"), e.getMessage());
            assertTrue(e.getMessage().contains("observer fails"), e.getMessage());
            ObserverException cause = (ObserverException) e.getCause();
            assertSame(boom, cause.getCause());
            assertEquals(0, e.getSuppressed().length, "nothing failed while undoing");
            assertSameAs(twin, world);
            assertEquals(k, events.stream().filter(x -> x.startsWith("add ")).count(), "the load stops at the failure");
            assertEveryAddWasRemoved(events);
            assertTrue(world.slotCount() > slotsBefore, "the load used fresh slots");
        }

        @Test
        void noHandleTheObserversSawIsEverAliveAgain() {
            World world = target();
            List<Entity> seen = new ArrayList<>();
            world.observers().onAdd(Health.class, (e, h) -> seen.add(e));
            failOnAdd(world, addsOfAFullLoad(), new IllegalArgumentException("observer fails"));
            assertThrows(IllegalStateException.class, () -> snapshots.fromJson(snapshots.toJson(source()), world));
            assertFalse(seen.isEmpty());
            List<Entity> next = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                next.add(world.spawn());
            }
            for (Entity e : seen) {
                assertFalse(world.isAlive(e), e + " was reissued");
                assertFalse(next.contains(e), e + " was reissued");
            }
            assertNotEquals(
                    target().spawn().toString(), next.get(0).toString(), "the undone slots' generations moved on");
        }

        @Test
        void aFailureWhileUndoingIsSuppressedAndTheUndoGoesOn() {
            World world = target();
            World twin = target();
            List<String> events = recordEvents(world);
            RuntimeException boom = new IllegalArgumentException("add fails");
            RuntimeException again = new IllegalArgumentException("remove fails");
            failOnAdd(world, addsOfAFullLoad(), boom);
            world.observers().onRemove(PositionRecord.class, (e, p) -> {
                throw again;
            });

            IllegalStateException e =
                    assertThrows(IllegalStateException.class, () -> snapshots.fromBinary(save, world));

            assertSame(boom, e.getCause().getCause());
            assertTrue(e.getSuppressed().length >= 2, "one suppressed failure per loaded PositionRecord");
            for (Throwable suppressed : e.getSuppressed()) {
                assertTrue(suppressed instanceof ObserverException, suppressed::toString);
                assertSame(again, suppressed.getCause());
            }
            assertSameAs(twin, world);
            assertEveryAddWasRemoved(events);
        }
    }

    @Nested
    class OtherFailuresAfterTheFirstSpawn {

        @Test
        void aCodecThatRefusesOnlyWithRealHandlesLeavesTheWorldAsItWas() {
            int[] reads = {0};
            Snapshots fickle = Snapshots.builder()
                    .register(Health.class)
                    .register(Target.class, new ComponentCodec<Target>() {
                        @Override
                        public void write(Target value, FieldWriter out) {
                            out.writeEntity("entity", value.entity());
                        }

                        @Override
                        public Target read(FieldReader in) {
                            if (++reads[0] > 2) {
                                throw new IllegalArgumentException("decodes differently the second time");
                            }
                            return new Target(in.readEntity("entity"));
                        }
                    })
                    .build();
            World source = new World();
            Entity a = source.spawn(new Health(1));
            source.spawn(new Health(2), new Target(a));
            source.spawn(new Target(a));
            byte[] bytes = fickle.toBinary(source);
            World world = target();
            World twin = target();
            List<String> events = recordEvents(world);

            SnapshotFormatException e =
                    assertThrows(SnapshotFormatException.class, () -> fickle.fromBinary(bytes, world));

            assertTrue(e.getMessage().contains("decodes differently"), e.getMessage());
            assertEquals(3, reads[0], "refused on the first decode with real handles");
            assertSameAs(twin, world);
            assertEquals(List.of(), events, "no component was added before the refusal");
        }

        @Test
        void anObserverThatDespawnsALoadedEntityMakesTheLoadUndoItself() {
            World world = target();
            World twin = target();
            List<String> events = recordEvents(world);
            world.observers().onAdd(PositionRecord.class, (e, p) -> {
                world.despawn(e);
            });

            assertThrows(StaleEntityException.class, () -> snapshots.fromBinary(save, world));

            assertSameAs(twin, world);
            assertEveryAddWasRemoved(events);
        }
    }
}
