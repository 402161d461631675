package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class QueryEarlyExitTest {

    private final World world = new World();

    @Nested
    class FindFirst {

        @Test
        void returnsTheFirstEntityPassingTheTestAndVisitsNoFurther() {
            List<Entity> spawned = new ArrayList<>();
            for (int i = 0; i < 10; i++) {
                spawned.add(world.spawn(new Position(i, 0)));
            }
            List<Entity> visited = new ArrayList<>();

            Entity found = world.query(Position.class).findFirst((e, p) -> {
                visited.add(e);
                return p.x >= 3;
            });

            assertEquals(spawned.get(3), found);
            assertEquals(spawned.subList(0, 4), visited, "the walk stops at the first entity passing the test");
        }

        @Test
        void returnsNullWhenNoEntityPassesAfterVisitingEveryMatch() {
            for (int i = 0; i < 5; i++) {
                world.spawn(new Position(i, 0));
            }
            int[] visits = {0};

            Entity found = world.query(Position.class).findFirst((e, p) -> {
                visits[0]++;
                return p.x > 100;
            });

            assertNull(found);
            assertEquals(5, visits[0]);
        }

        @Test
        void honoursWithAndWithoutFiltersAndFetchesEveryComponent() {
            world.spawn(new Position(1, 0), new Velocity(1, 0), new Health(10), new Target(null), new Frozen());
            Entity wanted = world.spawn(new Position(2, 0), new Velocity(2, 0), new Health(20), new Target(null));
            world.spawn(new Position(3, 0), new Velocity(3, 0), new Health(30));

            Entity found = world.query(Position.class, Velocity.class, Health.class, Target.class)
                    .without(Frozen.class)
                    .findFirst((e, p, v, h, t) -> p.x == 2 && v.dx == 2 && h.hp() == 20 && t.entity() == null);
            Entity viaTwo = world.query(Position.class, Health.class)
                    .with(Velocity.class)
                    .findFirst((e, p, h) -> h.hp() == 30);
            Entity viaThree = world.query(Position.class, Velocity.class, Health.class)
                    .without(Target.class)
                    .findFirst((e, p, v, h) -> true);

            assertEquals(wanted, found);
            assertEquals(3f, world.get(viaTwo, Position.class).x);
            assertEquals(viaTwo, viaThree);
        }

        @Test
        void componentsAreRightWhenStoragesAreNotInTheSameOrder() {
            List<Entity> entities = new ArrayList<>();
            for (int i = 0; i < 50; i++) {
                entities.add(world.spawn(new Position(i, 0)));
            }
            for (int i = 49; i >= 0; i--) { // Velocity packed in reverse: no offset lines up
                world.add(entities.get(i), new Velocity(i, 0));
            }
            List<String> mismatches = new ArrayList<>();

            Entity found = world.query(Position.class, Velocity.class).findFirst((e, p, v) -> {
                if (p.x != v.dx || world.get(e, Position.class) != p || world.get(e, Velocity.class) != v) {
                    mismatches.add(e.toString());
                }
                return p.x == 30;
            });

            assertEquals(entities.get(30), found);
            assertEquals(List.of(), mismatches);
        }

        @Test
        void aNullPredicateIsRefusedWithAMessage() {
            NullPointerException e = assertThrows(NullPointerException.class, () -> world.query(Position.class)
                    .findFirst(null));
            assertTrue(e.getMessage().contains("findFirst"), e.getMessage());
        }
    }

    @Nested
    class ForEachUntil {

        @Test
        void stopsWhereTheActionSaysStopAndReturnsThatEntity() {
            Entity a = world.spawn(new Position(0, 0), new Velocity(1, 0));
            Entity b = world.spawn(new Position(0, 0), new Velocity(1, 0));
            Entity c = world.spawn(new Position(0, 0), new Velocity(1, 0));

            Entity stoppedAt = world.query(Position.class, Velocity.class).forEachUntil((e, p, v) -> {
                p.x += v.dx;
                return e.equals(b) ? Flow.STOP : Flow.CONTINUE;
            });

            assertEquals(b, stoppedAt);
            assertEquals(1f, world.get(a, Position.class).x);
            assertEquals(1f, world.get(b, Position.class).x);
            assertEquals(0f, world.get(c, Position.class).x, "entities after the stop are not visited");
        }

        @Test
        void returnsNullWhenTheWalkRunsToTheEnd() {
            world.spawn(new Position(0, 0));
            world.spawn(new Position(0, 0));
            int[] visits = {0};

            Entity stoppedAt = world.query(Position.class).forEachUntil((e, p) -> {
                visits[0]++;
                return Flow.CONTINUE;
            });

            assertNull(stoppedAt);
            assertEquals(2, visits[0]);
        }

        @Test
        void aNullAnswerIsRefusedInsteadOfTreatedAsContinue() {
            world.spawn(new Position(0, 0));
            NullPointerException e = assertThrows(NullPointerException.class, () -> world.query(Position.class)
                    .forEachUntil((entity, p) -> null));
            assertTrue(e.getMessage().contains("Flow.CONTINUE or Flow.STOP"), e.getMessage());
        }

        @Test
        void despawningDuringTheWalkSkipsTheRemovedAndKeepsTheStorageConsistent() {
            List<Entity> spawned = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                spawned.add(world.spawn(new Position(i, 0)));
            }
            List<Entity> visited = new ArrayList<>();

            world.query(Position.class).forEachUntil((e, p) -> {
                visited.add(e);
                world.despawn(spawned.get(2)); // a later entity: must not be visited
                world.despawn(e); // the current one: safe
                return p.x >= 4 ? Flow.STOP : Flow.CONTINUE;
            });

            assertEquals(List.of(spawned.get(0), spawned.get(1), spawned.get(3), spawned.get(4)), visited);
            assertEquals(1, world.query(Position.class).count(), "only the entity after the stop is left");
            assertTrue(world.isAlive(spawned.get(5)));
        }

        @Test
        void anExceptionInTheActionUnlocksTheStorageForLaterRemovals() {
            Entity a = world.spawn(new Position(0, 0));
            Entity b = world.spawn(new Position(1, 0));
            assertThrows(IllegalStateException.class, () -> world.query(Position.class)
                    .forEachUntil((e, p) -> {
                        throw new IllegalStateException("boom");
                    }));

            world.despawn(a);

            List<Entity> left = new ArrayList<>();
            world.query(Position.class).forEach((e, p) -> left.add(e));
            assertEquals(List.of(b), left, "a removal after the failed walk swaps normally, leaving no hole");
            assertFalse(world.isAlive(a));
        }
    }
    /** The action despawns its entity and spawns another that reuses the slot (issue 35, item 1). */
    @Nested
    class SlotReusedByTheAction {

        record Coin() {}

        record Popup() {}

        @Test
        void forEachUntilAnswersTheCoinTheActionWasGivenNotThePopupInItsSlot() {
            Entity coin = world.spawn(new Coin());
            Entity[] popup = {null};

            Entity stoppedAt = world.query(Coin.class).forEachUntil((e, c) -> {
                world.despawn(e); // the coin is picked up...
                popup[0] = world.spawn(new Popup()); // ...and the "+10" popup takes its slot
                return Flow.STOP;
            });

            assertEquals(coin.index(), popup[0].index(), "the popup reused the coin's slot");
            assertEquals(coin, stoppedAt, "the walk answers the entity the action stopped at");
            assertFalse(world.isAlive(stoppedAt), "which is gone now");
        }

        @Test
        void findFirstAnswersTheEntityThePredicateAcceptedNotTheOneInItsSlotNow() {
            world.spawn(new Coin());
            Entity second = world.spawn(new Coin());
            Entity[] popup = {null};

            Entity found = world.query(Coin.class).findFirst((e, c) -> {
                if (!e.equals(second)) {
                    return false;
                }
                world.despawn(e);
                popup[0] = world.spawn(new Popup());
                return true;
            });

            assertEquals(second.index(), popup[0].index(), "the popup reused the slot");
            assertEquals(second, found);
        }
    }
}
