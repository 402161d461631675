package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.AllocationMeter;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * A world over its life: pre-sizing, clearing, and using many component classes; the promises
 * the class comments make about each.
 */
class WorldLifecycleTest {

    @Nested
    class Reserve {
        private static final int COUNT = 10_000;

        /** Components made up front, so the measured spawns allocate only what the world does. */
        private final Position[] positions = new Position[COUNT];

        private final Velocity[] velocities = new Velocity[COUNT];

        Reserve() {
            for (int i = 0; i < COUNT; i++) {
                positions[i] = new Position(i, 0);
                velocities[i] = new Velocity(0, i);
            }
        }

        /**
         * Adds Position and Velocity to {@code COUNT} entities and answers the bytes that took.
         * The entities exist already, the components are made up front, and each storage has
         * already had (and lost) a component at every sparse page the adds reach, so what is
         * left to allocate is only the packed pages that reserving prepares (16 KiB each; the
         * bound used below, 8 KiB, leaves room for what the JVM allocates on its own).
         */
        private long bytesToFillStorages(World world) {
            List<Entity> entities = new ArrayList<>(COUNT);
            for (int i = 0; i < COUNT; i++) {
                entities.add(world.spawn());
            }
            for (int index = 0; index < COUNT; index += 4096) {
                Entity e = entities.get(index);
                world.add(e, new Position(0, 0));
                world.add(e, new Velocity(0, 0));
                world.remove(e, Position.class);
                world.remove(e, Velocity.class);
            }
            return new AllocationMeter().bytesAllocatedBy(() -> {
                for (int i = 0; i < COUNT; i++) {
                    world.add(entities.get(i), positions[i]);
                    world.add(entities.get(i), velocities[i]);
                }
            });
        }

        @Test
        void reservingBeforeFillingStoragesLeavesNothingToAllocate() {
            World world = new World();
            world.storage(Position.class);
            world.storage(Velocity.class);
            world.reserve(COUNT);
            long bytes = bytesToFillStorages(world);
            assertTrue(bytes < 8_192, "filling reserved storages allocated " + bytes + " bytes");
            assertEquals(COUNT, world.query(Position.class, Velocity.class).count());
        }

        @Test
        void storagesCreatedAfterReservingArePreparedToo() {
            World world = new World();
            world.reserve(COUNT);
            long bytes = bytesToFillStorages(world);
            assertTrue(bytes < 8_192, "filling storages created after reserve allocated " + bytes + " bytes");
        }

        @Test
        void aBuilderCapacityReservesLikeReserve() {
            long bytes =
                    bytesToFillStorages(World.builder().initialCapacity(COUNT).build());
            assertTrue(bytes < 8_192, "filling storages of a pre-sized world allocated " + bytes + " bytes");
        }

        @Test
        void withoutReservingFillingStoragesAllocatesPackedPages() {
            long bytes = bytesToFillStorages(new World());
            assertTrue(bytes > 16_384, "the bound above would not tell reserving apart: " + bytes);
        }

        @Test
        void reservingLeavesOnlyTheHandlesToAllocateWhenSpawning() {
            World reserved = new World();
            reserved.reserve(COUNT);
            World unreserved = new World();
            reserved.despawn(reserved.spawn());
            unreserved.despawn(unreserved.spawn());
            AllocationMeter meter = new AllocationMeter();
            long withReserve = meter.bytesAllocatedBy(() -> {
                for (int i = 1; i < COUNT; i++) {
                    reserved.spawn();
                }
            });
            long without = meter.bytesAllocatedBy(() -> {
                for (int i = 1; i < COUNT; i++) {
                    unreserved.spawn();
                }
            });
            // The same handles either way; without reserving, slot table pages (4096 ints) too.
            assertTrue(withReserve + 16_384 <= without, "reserved " + withReserve + " bytes, unreserved " + without);
        }

        /** What {@link World#reserve(int)} promises: spawning up to that many allocates only the components. */
        @Test
        void spawningIntoAReservedWorldAllocatesOnlyTheHandles() {
            World world = new World();
            world.reserve(COUNT);
            world.spawn(new Position(-1, -1), new Velocity(-1, -1));
            long bytes = new AllocationMeter().bytesAllocatedBy(() -> {
                for (int i = 0; i < COUNT - 1; i++) {
                    world.spawn(positions[i], velocities[i]);
                }
            });
            assertTrue(bytes < COUNT * 24L + 2_048, "spawning into a reserved world allocated " + bytes + " bytes");
        }

        @Test
        void theAllocatorAloneReservesItsSlotTable() {
            GenerationalIndexAllocator allocator = new GenerationalIndexAllocator(COUNT * 2, 7);
            assertEquals(7, allocator.maxGeneration());
            assertEquals(COUNT * 2, allocator.maxSlots());
            allocator.reserve(COUNT);
            long bytes = new AllocationMeter().bytesAllocatedBy(() -> {
                for (int i = 0; i < COUNT; i++) {
                    allocator.allocateIndex();
                }
            });
            assertTrue(bytes < 1_024, "allocating reserved slots allocated " + bytes + " bytes");
            assertEquals(COUNT, allocator.liveCount());
        }

        @Test
        void theAllocatorReservesUpToItsLimitAndAnswersMinusOneBeyondItsSlots() {
            GenerationalIndexAllocator allocator = new GenerationalIndexAllocator(100, 3);
            allocator.reserve(100);
            int index = allocator.allocateIndex();
            assertEquals(0, allocator.generationOf(index));
            assertEquals(-1, allocator.generationOf(allocator.slotCount()), "a slot never handed out");
            assertEquals(-1, allocator.generationOf(99));
            assertThrows(IllegalArgumentException.class, () -> allocator.reserve(101));
        }

        @Test
        void reservingZeroOrLessThanWhatExistsChangesNothing() {
            World world = new World();
            Entity e = world.spawn(new Position(1, 2));
            world.reserve(0);
            world.reserve(1);
            assertEquals(1f, world.get(e, Position.class).x);
            assertThrows(IllegalArgumentException.class, () -> world.reserve(-1));
        }
    }

    @Nested
    class SpawnCapacity {

        @Test
        void countsDownWithSpawnsAndUpWithDespawns() {
            World world = World.builder().maxEntities(10).build();
            assertEquals(10, world.spawnCapacity());
            Entity first = world.spawn();
            for (int i = 0; i < 5; i++) {
                world.spawn();
            }
            assertEquals(4, world.spawnCapacity());
            world.despawn(first);
            assertEquals(5, world.spawnCapacity());
        }

        @Test
        void retiredSlotsAreNotCapacity() {
            World world = World.builder().maxEntities(4).maxGeneration(0).build();
            world.despawn(world.spawn()); // generation 0 was the last: the slot retires
            assertEquals(3, world.spawnCapacity());
            for (int i = 0; i < 3; i++) {
                world.spawn();
            }
            assertEquals(0, world.spawnCapacity());
            assertThrows(IllegalStateException.class, world::spawn);
        }
    }

    @Nested
    class Clear {
        @Test
        void aHandleFromBeforeClearNeverReadsAComponentAddedAfter() {
            World world = new World();
            Entity noPosition = world.spawn(new Velocity(0, 0));
            Entity before = world.spawn(new Position(1, 1)); // slot 1, packed position 0
            world.clear();
            Entity after = world.spawn(new Position(2, 2)); // packed position 0 again
            assertNull(world.get(before, Position.class), "a handle from before clear read " + after + "'s Position");
            assertFalse(world.has(before, Position.class));
            assertNull(world.get(noPosition, Velocity.class));
            assertEquals(2f, world.get(after, Position.class).x);
            assertEquals(1, world.count(Position.class));
        }

        @Test
        void clearDropsTheWorldsRecordedCommands() {
            World world = new World();
            Entity e = world.spawn();
            world.commands().spawn(new Position(0, 0));
            world.commands().despawn(e);
            world.clear();
            assertTrue(world.commands().isEmpty());
            world.flush();
            assertEquals(0, world.entityCount(), "a command recorded before clear was applied after it");
            assertEquals(0, world.count(Position.class));
        }

        @Test
        void aWorldFilledAgainAfterClearWalksOnlyItsNewEntities() {
            World world = new World();
            for (int i = 0; i < 100; i++) {
                world.spawn(new Position(i, 0), new Velocity(i, 0));
            }
            world.clear();
            List<Entity> fresh = new ArrayList<>();
            for (int i = 0; i < 10; i++) {
                fresh.add(world.spawn(new Position(-i, 0), new Velocity(-i, 0)));
            }
            List<Entity> seen = new ArrayList<>();
            world.query(Position.class, Velocity.class).forEach((entity, p, v) -> {
                assertEquals(p.x, v.dx);
                seen.add(entity);
            });
            assertEquals(fresh, seen);
        }
    }

    @Nested
    class ManyComponentClasses {
        record C0(int v) {}

        record C1(int v) {}

        record C2(int v) {}

        record C3(int v) {}

        record C4(int v) {}

        record C5(int v) {}

        record C6(int v) {}

        record C7(int v) {}

        record C8(int v) {}

        record C9(int v) {}

        record C10(int v) {}

        record C11(int v) {}

        record C12(int v) {}

        record C13(int v) {}

        record C14(int v) {}

        record C15(int v) {}

        record C16(int v) {}

        record C17(int v) {}

        record C18(int v) {}

        record C19(int v) {}

        /**
         * Twenty classes never used elsewhere, first used here in order, take consecutive
         * process-wide ids, so the world's table of storages grows one class at a time past its
         * initial size of 16 whatever ran before.
         */
        @Test
        void aWorldTakesAnyNumberOfComponentClassesOneAtATime() {
            World world = new World();
            Entity e = world.spawn();
            Object[] components = {
                new C0(0),
                new C1(1),
                new C2(2),
                new C3(3),
                new C4(4),
                new C5(5),
                new C6(6),
                new C7(7),
                new C8(8),
                new C9(9),
                new C10(10),
                new C11(11),
                new C12(12),
                new C13(13),
                new C14(14),
                new C15(15),
                new C16(16),
                new C17(17),
                new C18(18),
                new C19(19)
            };
            for (Object component : components) {
                world.add(e, component);
                assertSame(component, world.get(e, component.getClass()));
            }
            for (Object component : components) {
                assertSame(component, world.get(e, component.getClass()));
                assertEquals(1, world.count(component.getClass()));
            }
            world.despawn(e);
            for (Object component : components) {
                assertEquals(0, world.count(component.getClass()), "despawn reaches every storage");
            }
        }
    }

    @Nested
    class Messages {
        @Test
        void addingToANullHandleSaysWhatWasBeingAdded() {
            World world = new World();
            NullPointerException error =
                    assertThrows(NullPointerException.class, () -> world.add(null, new Position(0, 0)));
            assertTrue(error.getMessage().contains("add Position to a null entity handle"), error.getMessage());
            NullPointerException viaStorage = assertThrows(NullPointerException.class, () -> world.storage(Health.class)
                    .add(null, new Health(1)));
            assertTrue(viaStorage.getMessage().contains("add Health to a null entity handle"), viaStorage.getMessage());
        }
    }
}
