package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Get-or-create ({@code getOrAdd} on storages and the world, {@code addIfAbsent} on commands):
 * an existing component is kept as it is, with no onReplace; a missing one is created and added.
 */
class GetOrAddTest {

    private final World world = new World();
    private final List<String> events = new ArrayList<>();

    GetOrAddTest() {
        world.observers().onAdd(Position.class, (e, p) -> events.add("add " + p.x));
        world.observers().onReplace(Position.class, (e, old, now) -> events.add("replace"));
    }

    @Nested
    class OnStoragesAndTheWorld {

        @Test
        void anExistingComponentIsReturnedWithItsStateAndNothingIsReplaced() {
            Position had = new Position(7, 0);
            Entity ship = world.spawn(had);
            events.clear();
            int[] created = {0};

            Position got = world.storage(Position.class).getOrAdd(ship, () -> {
                created[0]++;
                return new Position(0, 0);
            });
            Position again = world.getOrAdd(ship, Position.class, () -> new Position(1, 1));

            assertSame(had, got);
            assertSame(had, again);
            assertEquals(7, got.x);
            assertEquals(0, created[0], "nothing is created for an entity that has one");
            assertEquals(List.of(), events, "no onReplace, no onAdd");
        }

        @Test
        void aMissingComponentIsCreatedAddedOnceAndReturned() {
            Entity ship = world.spawn(new Velocity(1, 1));

            Position made = world.getOrAdd(ship, Position.class, () -> new Position(3, 0));
            Position later = world.storage(Position.class).getOrAdd(ship, () -> new Position(9, 9));

            assertSame(made, world.get(ship, Position.class));
            assertSame(made, later);
            assertEquals(List.of("add 3.0"), events);
        }

        @Test
        void aStaleEntityIsRefusedByNameBeforeTheSupplierRuns() {
            Entity gone = world.spawn(new Velocity(0, 0));
            world.despawn(gone);
            int[] created = {0};

            StaleEntityException e = assertThrows(
                    StaleEntityException.class,
                    () -> world.getOrAdd(gone, Position.class, () -> {
                        created[0]++;
                        return new Position(0, 0);
                    }));

            assertTrue(
                    e.getMessage().contains(gone.toString()) && e.getMessage().contains("Position"), e.getMessage());
            assertEquals(0, created[0]);
        }

        @Test
        void aNullSupplierNamesTheTypeAndAConstructorToPass() {
            Entity ship = world.spawn(new Velocity(0, 0));

            NullPointerException e =
                    assertThrows(NullPointerException.class, () -> world.getOrAdd(ship, Position.class, null));

            assertTrue(
                    e.getMessage().contains("Position::new") && e.getMessage().contains(ship.toString()),
                    e.getMessage());
        }

        @Test
        void aSupplierAnsweringNullIsRefusedNamingTheEntityAndNothingIsAdded() {
            Entity ship = world.spawn(new Velocity(0, 0));

            NullPointerException e =
                    assertThrows(NullPointerException.class, () -> world.getOrAdd(ship, Position.class, () -> null));

            assertTrue(e.getMessage().contains("answered null for " + ship), e.getMessage());
            assertTrue(!world.has(ship, Position.class));
        }

        @Test
        void aSupplierAnsweringAnotherClassIsRefusedAndNothingIsAdded() {
            Entity ship = world.spawn(new Velocity(0, 0));
            @SuppressWarnings({"unchecked", "rawtypes"})
            ComponentStorage<Object> raw = (ComponentStorage) world.storage(Position.class);

            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> raw.getOrAdd(ship, () -> new Health(1)));

            assertTrue(e.getMessage().contains("Health") && e.getMessage().contains(ship.toString()), e.getMessage());
            assertTrue(!world.has(ship, Position.class) && !world.has(ship, Health.class));
        }

        @Test
        void anotherWorldsEntityIsRefused() {
            Entity foreign = new World().spawn(new Velocity(0, 0));

            assertThrows(
                    ForeignEntityException.class,
                    () -> world.getOrAdd(foreign, Position.class, () -> new Position(0, 0)));
        }
    }

    @Nested
    class OnCommands {

        @Test
        void addIfAbsentKeepsAComponentTheEntityHasWhenApplied() {
            Position had = new Position(5, 0);
            Entity ship = world.spawn(had);
            events.clear();
            Commands commands = new Commands();

            commands.addIfAbsent(ship, new Position(1, 1));
            int skipped = commands.apply(world);

            assertEquals(0, skipped);
            assertSame(had, world.get(ship, Position.class));
            assertEquals(List.of(), events, "no onReplace");
        }

        @Test
        void addIfAbsentAddsWhenTheEntityHasNoneWhenAppliedEvenIfItHadOneWhenRecorded() {
            Entity ship = world.spawn(new Position(5, 0));
            Commands commands = new Commands();
            Position fresh = new Position(1, 1);

            commands.addIfAbsent(ship, fresh);
            world.remove(ship, Position.class);
            events.clear();
            commands.apply(world);

            assertSame(fresh, world.get(ship, Position.class));
            assertEquals(List.of("add 1.0"), events);
        }

        @Test
        void twoRecordedAddIfAbsentAddOnlyTheFirst() {
            Entity ship = world.spawn(new Velocity(0, 0));
            Commands commands = new Commands();
            Position first = new Position(1, 0);

            commands.addIfAbsent(ship, first);
            commands.addIfAbsent(ship, new Position(2, 0));
            commands.apply(world);

            assertSame(first, world.get(ship, Position.class));
        }

        @Test
        void addIfAbsentForAnEntityGoneWhenAppliedIsSkippedAndCounted() {
            Entity ship = world.spawn(new Velocity(0, 0));
            Commands commands = new Commands();
            commands.addIfAbsent(ship, new Position(1, 0));
            world.despawn(ship);

            assertEquals(1, commands.apply(world));
        }

        @Test
        void aNullComponentOrEntityIsRefusedWhenRecorded() {
            Entity ship = world.spawn(new Velocity(0, 0));
            Commands commands = new Commands();

            NullPointerException component =
                    assertThrows(NullPointerException.class, () -> commands.addIfAbsent(ship, null));
            NullPointerException entity =
                    assertThrows(NullPointerException.class, () -> commands.addIfAbsent(null, new Position(0, 0)));

            assertTrue(component.getMessage().contains(ship.toString()), component.getMessage());
            assertTrue(entity.getMessage().contains("null entity"), entity.getMessage());
            assertEquals(0, commands.size());
        }
    }
}
