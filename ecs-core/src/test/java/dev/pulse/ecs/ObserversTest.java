package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
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

class ObserversTest {

    private final World world = new World();
    private final List<String> events = new ArrayList<>();

    @Nested
    class WhenTheyFire {

        @Test
        void onAddFiresForAddAndForEachComponentOfASpawnAfterAllAreIn() {
            world.observers().onAdd(Health.class, (e, h) -> {
                events.add("add " + h.hp());
                assertTrue(world.has(e, Position.class), "a spawn puts every component in before onAdd");
            });
            Entity e = world.spawn(new Health(1), new Position(0, 0));
            world.remove(e, Health.class);
            world.add(e, new Health(2));
            assertEquals(List.of("add 1", "add 2"), events);
        }

        @Test
        void onReplaceGetsOldAndNewAndOnAddDoesNotFire() {
            world.observers().onAdd(Health.class, (e, h) -> events.add("add"));
            world.observers().onReplace(Health.class, (e, old, now) -> {
                events.add("replace " + old.hp() + "->" + now.hp());
                assertSame(now, world.get(e, Health.class));
            });
            Entity e = world.spawn(new Health(1));
            world.add(e, new Health(2));
            world.storage(Health.class).add(e, new Health(3));
            assertEquals(List.of("add", "replace 1->2", "replace 2->3"), events);
        }

        @Test
        void addingATagTwiceIsNoEvent() {
            world.observers().onAdd(Frozen.class, (e, f) -> events.add("add"));
            world.observers().onReplace(Frozen.class, (e, old, now) -> events.add("replace"));
            Entity e = world.spawn();
            world.add(e, new Frozen());
            world.add(e, new Frozen());
            assertEquals(List.of("add"), events);
        }

        @Test
        void onRemoveSeesTheEntityAliveWithTheComponentStillThere() {
            world.observers().onRemove(Health.class, (e, h) -> {
                assertTrue(world.isAlive(e));
                assertSame(h, world.get(e, Health.class));
                events.add("remove " + h.hp() + " pos " + world.has(e, Position.class));
            });
            Entity a = world.spawn(new Health(1), new Position(0, 0));
            Entity b = world.spawn(new Health(2), new Position(0, 0));
            world.remove(a, Health.class);
            world.despawn(b);
            assertEquals(List.of("remove 1 pos true", "remove 2 pos true"), events);
            assertFalse(world.has(a, Health.class));
            assertFalse(world.isAlive(b));
        }

        @Test
        void despawnFiresOnDespawnThenUnmatchThenOnRemovePerComponent() {
            Query1<Health> living = world.query(Health.class);
            world.observers().onDespawn(e -> events.add("despawn " + world.has(e, Health.class)));
            world.observers().onUnmatch(living, e -> events.add("unmatch"));
            world.observers().onRemove(Position.class, (e, p) -> events.add("remove Position"));
            world.observers().onRemove(Health.class, (e, h) -> events.add("remove Health"));
            Entity e = world.spawn(new Health(1), new Position(0, 0));
            assertTrue(world.despawn(e));
            assertEquals(List.of("despawn true", "unmatch", "remove Health", "remove Position"), events);
        }

        @Test
        void commandsAreObservedWhenApplied() {
            world.observers().onAdd(Health.class, (e, h) -> events.add("add"));
            Entity e = world.spawn();
            world.commands().add(e, new Health(1));
            assertTrue(events.isEmpty());
            world.flush();
            assertEquals(List.of("add"), events);
        }

        @Test
        void parentLinksAreObservedLikeComponents() {
            world.observers()
                    .onAdd(
                            Parent.class,
                            (e, p) -> events.add("parent " + p.entity().index()));
            world.observers().onRemove(Parent.class, (e, p) -> events.add("unparent"));
            Entity root = world.spawn();
            Entity child = world.spawn();
            world.setParent(child, root);
            world.clearParent(child);
            assertEquals(List.of("parent " + root.index(), "unparent"), events);
        }
    }

    @Nested
    class QueryMatching {

        @Test
        void matchAndUnmatchFollowRequiredAndExcludedComponents() {
            Query1<Health> active = world.query(Health.class).without(Frozen.class);
            Entity old = world.spawn(new Health(1)); // matches before registration: no event
            world.observers().onMatch(active, e -> events.add("match " + e.index()));
            world.observers().onUnmatch(active, e -> events.add("unmatch " + e.index()));
            Entity e = world.spawn(new Health(2));
            world.add(e, new Frozen());
            world.remove(e, Frozen.class);
            world.add(e, new Health(3)); // replace: still matching, no event
            world.remove(old, Health.class);
            assertEquals(
                    List.of(
                            "match " + e.index(),
                            "unmatch " + e.index(),
                            "match " + e.index(),
                            "unmatch " + old.index()),
                    events);
        }

        @Test
        void reportingCurrentMatchesCallsTheObserverForEachInWalkOrderThenForNewMatches() {
            Query1<Health> active = world.query(Health.class).without(Frozen.class);
            Entity a = world.spawn(new Health(1));
            world.spawn(new Health(2), new Frozen());
            Entity c = world.spawn(new Health(3));
            List<Entity> walkOrder = active.collect(new ArrayList<>());

            Subscription s =
                    world.observers().onMatch(active, e -> events.add("match " + e.index()), CurrentMatches.REPORT);
            Entity d = world.spawn(new Health(4));

            assertEquals(List.of(a, c), walkOrder);
            assertEquals(List.of("match " + a.index(), "match " + c.index(), "match " + d.index()), events);
            assertTrue(s.isActive());
        }

        @Test
        void skippingCurrentMatchesIsTheTwoArgumentForm() {
            world.spawn(new Health(1));

            world.observers().onMatch(world.query(Health.class), e -> events.add("match"), CurrentMatches.SKIP);

            assertEquals(List.of(), events);
        }

        @Test
        void aCurrentMatchTheObserverUnmatchesBeforeItsTurnIsNotReported() {
            Entity first = world.spawn(new Health(1));
            Entity second = world.spawn(new Health(2));

            world.observers()
                    .onMatch(
                            world.query(Health.class),
                            e -> {
                                events.add("match " + e.index());
                                if (e.equals(first)) {
                                    world.despawn(second);
                                }
                            },
                            CurrentMatches.REPORT);

            assertEquals(List.of("match " + first.index()), events);
        }

        @Test
        void anObserverThatThrowsWhileReportingIsUnsubscribedAndTheFailureRethrown() {
            world.spawn(new Health(1));
            world.spawn(new Health(2));
            Query1<Health> all = world.query(Health.class);

            IllegalStateException e = assertThrows(IllegalStateException.class, () -> world.observers()
                    .onMatch(
                            all,
                            x -> {
                                events.add("match");
                                throw new IllegalStateException("boom");
                            },
                            CurrentMatches.REPORT));
            world.spawn(new Health(3));

            assertEquals("boom", e.getMessage());
            assertEquals(List.of("match"), events, "stopped at the failure, and no longer subscribed");
            assertEquals(0, world.observers().size());
        }

        @Test
        void aNullPolicyIsRefusedNamingTheChoicesAndNothingIsSubscribed() {
            NullPointerException e = assertThrows(NullPointerException.class, () -> world.observers()
                    .onMatch(world.query(Health.class), x -> {}, null));

            assertTrue(e.getMessage().contains("CurrentMatches.SKIP or CurrentMatches.REPORT"), e.getMessage());
            assertEquals(0, world.observers().size());
        }

        @Test
        void aQueryWithChangeFiltersCannotBeObserved() {
            Query1<Health> changed = world.query(Health.class).changed(Health.class);
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class, () -> world.observers().onMatch(changed, x -> {}));
            assertTrue(e.getMessage().contains("change filters"), e.getMessage());
        }

        @Test
        void observersOfTwoQueriesAreEachToldOfTheirOwnQueryOnly() {
            Query1<Health> healthy = world.query(Health.class);
            Query1<Position> placed = world.query(Position.class);
            world.observers().onMatch(healthy, e -> events.add("healthy " + e.index()));
            world.observers().onMatch(placed, e -> events.add("placed " + e.index()));
            world.observers().onUnmatch(healthy, e -> events.add("unhealthy " + e.index()));
            Entity a = world.spawn(new Health(1));
            Entity b = world.spawn(new Position(0, 0));
            world.remove(a, Health.class);
            assertEquals(List.of("healthy " + a.index(), "placed " + b.index(), "unhealthy " + a.index()), events);
        }
    }

    @Nested
    class ChangesInsideObservers {

        @Test
        void anObserverMayDespawnTheEntityItIsToldAbout() {
            world.observers().onRemove(Health.class, (e, h) -> events.add("despawned " + world.despawn(e)));
            world.observers().onRemove(Position.class, (e, p) -> events.add("remove Position"));
            Entity e = world.spawn(new Health(1), new Position(0, 0));
            assertEquals(Health.class, world.remove(e, Health.class).getClass());
            assertFalse(world.isAlive(e));
            assertEquals(List.of("remove Position", "despawned true"), events, "Health's onRemove is not told twice");
            assertEquals(0, world.count(Health.class));
            assertEquals(0, world.count(Position.class));
            Entity next = world.spawn(new Health(5));
            assertEquals(5, world.get(next, Health.class).hp(), "the slot is reusable and clean");
        }

        @Test
        void anObserverThatDespawnsAndRespawnsIntoTheSameSlotLeavesTheNewcomerItsTag() {
            // One observer alone and two observers take different paths; both must tell the
            // slot's new entity from the one being removed, although the tag instance is shared.
            for (int observers = 1; observers <= 2; observers++) {
                World w = new World();
                Entity[] newcomer = new Entity[1];
                w.observers().onRemove(Frozen.class, (e, f) -> {
                    if (newcomer[0] == null) {
                        w.despawn(e);
                        newcomer[0] = w.spawn(new Frozen());
                    }
                });
                if (observers == 2) {
                    w.observers().onRemove(Frozen.class, (e, f) -> {});
                }
                Entity e = w.spawn(new Frozen());
                w.remove(e, Frozen.class);
                assertEquals(e.index(), newcomer[0].index(), "the newcomer took the freed slot");
                assertTrue(w.has(newcomer[0], Frozen.class), observers + " observer(s): the newcomer keeps its tag");
                assertEquals(1, w.count(Frozen.class));
            }
        }

        @Test
        void anObserverThatRespawnsWithTheSameInstanceLeavesTheNewcomerItsComponent() {
            Entity[] newcomer = new Entity[1];
            world.observers().onRemove(Health.class, (e, h) -> {
                if (newcomer[0] == null) {
                    world.despawn(e);
                    newcomer[0] = world.spawn(h);
                }
            });
            Health health = new Health(7);
            Entity e = world.spawn(health);
            assertSame(health, world.remove(e, Health.class));
            assertSame(health, world.get(newcomer[0], Health.class), "the newcomer keeps the instance it was given");
        }

        @Test
        void despawningAnEntityInsideItsOwnDespawnIsCompletedByTheRunningOne() {
            world.observers().onDespawn(e -> events.add("inner " + world.despawn(e)));
            Entity e = world.spawn(new Health(1));
            assertTrue(world.despawn(e));
            assertEquals(List.of("inner false"), events);
            assertEquals(0, world.entityCount());
        }

        @Test
        void addingTheComponentBeingRemovedIsRefusedButWorksThroughCommands() {
            Subscription inline = world.observers().onRemove(Health.class, (e, h) -> world.add(e, new Health(9)));
            Entity e = world.spawn(new Health(1));
            ObserverException failure = assertThrows(ObserverException.class, () -> world.remove(e, Health.class));
            assertTrue(failure.getCause() instanceof IllegalStateException);
            assertTrue(
                    failure.getCause().getMessage().contains("world.commands()"),
                    failure.getCause().getMessage());
            assertFalse(world.has(e, Health.class), "the removal completed");
            inline.unsubscribe();
            world.add(e, new Health(1));
            world.observers().onRemove(Health.class, (x, h) -> world.commands().add(x, new Health(9)));
            world.remove(e, Health.class);
            assertFalse(world.has(e, Health.class));
            world.flush();
            assertEquals(9, world.get(e, Health.class).hp());
        }

        @Test
        void addingToAnEntityBeingDespawnedIsRefusedAndTheDespawnCompletes() {
            world.observers().onDespawn(e -> world.add(e, new Position(0, 0)));
            Entity e = world.spawn(new Health(1));
            ObserverException failure = assertThrows(ObserverException.class, () -> world.despawn(e));
            assertTrue(failure.getCause().getMessage().contains("despawn is running"), failure.getMessage());
            assertFalse(world.isAlive(e));
            assertEquals(0, world.count(Position.class));
            assertEquals(0, world.count(Health.class));
        }

        @Test
        void observersThatTriggerEachOtherAreCutWithAClearErrorNotAStackOverflow() {
            world.observers().onAdd(Health.class, (e, h) -> world.remove(e, Health.class));
            world.observers().onRemove(Health.class, (e, h) -> world.commands().add(e, h)); // harmless
            world.observers().onAdd(Position.class, (e, p) -> world.remove(e, Position.class));
            world.observers().onRemove(Position.class, (e, p) -> world.spawn(new Position(0, 0)));
            ObserverException failure = assertThrows(ObserverException.class, () -> world.spawn(new Position(0, 0)));
            assertTrue(failure.getMessage().contains(Observers.MAX_DEPTH + " events deep"), failure.getMessage());
            assertTrue(failure.getMessage().contains("onAdd(Position)"), failure.getMessage());
            world.commands().clear();
        }

        @Test
        void registeringDuringAWalkOrAnEventIsAllowedAndTakesEffectForLaterEvents() {
            for (int i = 0; i < 3; i++) {
                world.spawn(new Health(i));
            }
            world.query(Health.class)
                    .forEach((e, h) -> world.observers().onRemove(Health.class, (x, y) -> events.add("late")));
            world.observers().onAdd(Position.class, (e, p) -> {
                world.observers().onAdd(Position.class, (x, q) -> events.add("nested"));
                events.add("first");
            });
            world.spawn(new Position(0, 0));
            assertEquals(List.of("first"), events, "an event keeps the observers it started with");
            events.clear();
            world.remove(world.query(Health.class).first(), Health.class);
            assertEquals(List.of("late", "late", "late"), events);
        }
    }

    @Nested
    class OrderAndFailures {

        @Test
        void observersRunInRegistrationOrder() {
            for (int i = 0; i < 4; i++) {
                int n = i;
                world.observers().onAdd(Health.class, (e, h) -> events.add("o" + n));
            }
            world.spawn(new Health(1));
            assertEquals(List.of("o0", "o1", "o2", "o3"), events);
        }

        @Test
        void aFailingObserverNamesItselfAndTheEventAndTheOthersStillRun() {
            world.observers().onRemove(Health.class, (e, h) -> {
                throw new IllegalArgumentException("boom");
            });
            world.observers().onRemove(Health.class, (e, h) -> events.add("second"));
            Entity e = world.spawn(new Health(1));
            ObserverException failure = assertThrows(ObserverException.class, () -> world.despawn(e));
            assertTrue(
                    failure.getMessage().contains("onRemove(Health) observer registered at ObserversTest.java"),
                    failure.getMessage());
            assertTrue(failure.getMessage().contains("of " + e), failure.getMessage());
            assertTrue(failure.getMessage().contains("boom"), failure.getMessage());
            assertEquals(List.of("second"), events);
            assertFalse(world.isAlive(e), "the despawn completed");
            assertEquals(0, world.count(Health.class));
        }

        @Test
        void aFailingObserverOfAChildStillLetsTheWholeSubtreeGo() {
            Entity parent = world.spawn(new Health(1));
            Entity child = world.spawn(new Health(2));
            Entity grandchild = world.spawn(new Health(3));
            world.setParent(child, parent);
            world.setParent(grandchild, child);
            world.observers().onDespawn(e -> {
                if (e.equals(grandchild)) {
                    throw new IllegalStateException("grandchild");
                }
                events.add("despawn " + e.index());
            });
            ObserverException failure = assertThrows(ObserverException.class, () -> world.despawn(parent));
            assertTrue(failure.getMessage().contains("grandchild"), failure.getMessage());
            assertEquals(List.of("despawn " + parent.index(), "despawn " + child.index()), events);
            assertEquals(0, world.entityCount());
            assertEquals(0, world.count(Health.class));
            assertEquals(0, world.count(Parent.class));
            Entity next = world.spawn(new Health(4));
            assertEquals(0, world.childCount(next));
            assertNull(world.parent(next));
        }

        @Test
        void unsubscribeStopsTheObserverAndTheWorldStopsPayingForIt() {
            Subscription s = world.observers().onAdd(Health.class, (e, h) -> events.add("add"));
            assertSame(world.observers(), world.observing);
            assertTrue(s.unsubscribe());
            assertFalse(s.unsubscribe());
            assertFalse(s.isActive());
            assertNull(world.observing, "no subscription left: the hooks are off");
            world.spawn(new Health(1));
            assertTrue(events.isEmpty());
            assertEquals(0, world.observers().size());
        }

        @Test
        void nullArgumentsAreRefusedWithAHint() {
            assertThrows(NullPointerException.class, () -> world.observers().onAdd(null, (e, h) -> {}));
            assertThrows(NullPointerException.class, () -> world.observers().onAdd(Health.class, null));
            assertThrows(NullPointerException.class, () -> world.observers().onDespawn(null));
            assertThrows(NullPointerException.class, () -> world.observers().onMatch(null, e -> {}));
        }

        @Test
        void clearFiresNothingAndForgetsMatches() {
            Query1<Health> q = world.query(Health.class);
            world.observers().onMatch(q, e -> events.add("match"));
            world.observers().onUnmatch(q, e -> events.add("unmatch"));
            world.spawn(new Health(1));
            world.clear();
            world.spawn(new Health(2));
            assertEquals(List.of("match", "match"), events);
        }
    }

    /** The one-observer paths (a type with exactly one onAdd / onRemove and no query naming it). */
    @Nested
    class SingleObserver {

        @Test
        void aSoleFailingOnAddStillAddsAndNamesItselfTheEventAndTheEntity() {
            world.observers().onAdd(Health.class, (e, h) -> {
                throw new IllegalStateException("boom");
            });
            Entity e = world.spawn(new Position(0, 0));
            ObserverException failure = assertThrows(ObserverException.class, () -> world.add(e, new Health(3)));
            assertTrue(failure.getMessage().contains("onAdd(Health)"), failure.getMessage());
            assertTrue(failure.getMessage().contains(e.toString()), failure.getMessage());
            assertTrue(failure.getCause() instanceof IllegalStateException);
            assertEquals(new Health(3), world.get(e, Health.class), "the add completed");
            world.add(e, new Health(4)); // a replace: no onAdd, no failure
            assertEquals(new Health(4), world.get(e, Health.class));
        }

        @Test
        void aSoleFailingOnRemoveStillRemovesAndTheNextRemovalIsObservedAgain() {
            world.observers().onRemove(Health.class, (e, h) -> {
                events.add("remove " + h.hp());
                throw new IllegalStateException("boom");
            });
            Entity a = world.spawn(new Health(1));
            Entity b = world.spawn(new Health(2));
            ObserverException failure = assertThrows(ObserverException.class, () -> world.remove(a, Health.class));
            assertTrue(failure.getMessage().contains("onRemove(Health)"), failure.getMessage());
            assertFalse(world.has(a, Health.class), "the removal completed");
            assertThrows(ObserverException.class, () -> world.remove(b, Health.class));
            assertEquals(List.of("remove 1", "remove 2"), events, "nothing was left marked as being removed");
            assertEquals(0, world.storage(Health.class).size());
        }

        @Test
        void aSoleOnRemoveThatRemovesTheComponentItselfIsToldOnce() {
            world.observers().onRemove(Health.class, (e, h) -> {
                events.add("remove " + h.hp());
                assertEquals(h, world.remove(e, Health.class));
            });
            Entity a = world.spawn(new Health(1), new Position(0, 0));
            assertEquals(new Health(1), world.remove(a, Health.class));
            assertEquals(List.of("remove 1"), events);
            assertEquals(0, world.storage(Health.class).size());
            assertTrue(world.has(a, Position.class));
        }

        @Test
        void aSoleOnRemoveMayRemoveAnotherEntitysComponentWhichIsObservedNested() {
            Entity[] other = new Entity[1];
            world.observers().onRemove(Health.class, (e, h) -> {
                events.add("remove " + h.hp());
                if (other[0] != null && !e.equals(other[0])) {
                    world.remove(other[0], Health.class);
                }
            });
            Entity a = world.spawn(new Health(1));
            other[0] = world.spawn(new Health(2));
            world.remove(a, Health.class);
            assertEquals(List.of("remove 1", "remove 2"), events);
            assertEquals(0, world.storage(Health.class).size());
        }

        @Test
        void addingTheComponentBackInsideASoleOnRemoveIsRefused() {
            world.observers().onRemove(Health.class, (e, h) -> world.add(e, new Health(9)));
            Entity a = world.spawn(new Health(1));
            ObserverException failure = assertThrows(ObserverException.class, () -> world.remove(a, Health.class));
            assertTrue(failure.getCause() instanceof IllegalStateException);
            assertFalse(world.has(a, Health.class));
            world.add(a, new Health(2)); // nothing is left marked as being removed
            assertTrue(world.has(a, Health.class));
        }

        @Test
        void goingFromOneObserverToTwoAndBackCallsExactlyTheSubscribedOnes() {
            Subscription first = world.observers().onAdd(Health.class, (e, h) -> events.add("first"));
            Entity e = world.spawn(new Position(0, 0));
            world.add(e, new Health(1));
            Subscription second = world.observers().onAdd(Health.class, (x, h) -> events.add("second"));
            world.remove(e, Health.class);
            world.add(e, new Health(1));
            first.unsubscribe();
            world.remove(e, Health.class);
            world.add(e, new Health(1));
            second.unsubscribe();
            world.remove(e, Health.class);
            world.add(e, new Health(1));
            assertEquals(List.of("first", "first", "second", "second"), events);
            assertEquals(0, world.observers().size());
        }

        @Test
        void oneObserverAndAQueryOnTheSameTypeAreBothTold() {
            world.observers().onAdd(Health.class, (e, h) -> events.add("add"));
            world.observers().onRemove(Health.class, (e, h) -> events.add("remove"));
            world.observers().onMatch(world.query(Health.class), e -> events.add("match"));
            world.observers().onUnmatch(world.query(Health.class), e -> events.add("unmatch"));
            Entity e = world.spawn(new Position(0, 0));
            world.add(e, new Health(1));
            world.remove(e, Health.class);
            assertEquals(List.of("add", "match", "remove", "unmatch"), events);
        }

        @Test
        void anotherTypesObserverLeavesRemovalsOfAQuietTypeUntold() {
            world.observers().onAdd(Health.class, (e, h) -> events.add("add"));
            Entity e = world.spawn(new Health(1));
            assertEquals(new Health(1), world.remove(e, Health.class));
            assertFalse(world.has(e, Health.class));
            assertEquals(List.of("add"), events);
        }

        @Test
        void anAddUndoingTheOuterRemovalIsStillRefusedAfterANestedRemovalReturns() {
            Entity a = world.spawn(new Health(1));
            Entity b = world.spawn(new Health(2));
            world.observers().onRemove(Health.class, (e, h) -> {
                events.add("remove " + h.hp());
                if (e.equals(a)) {
                    world.remove(b, Health.class); // nested: told, then back in a's removal
                    try {
                        world.add(a, new Health(9));
                        events.add("added back");
                    } catch (IllegalStateException refused) {
                        events.add("refused");
                    }
                }
            });
            world.remove(a, Health.class);
            assertEquals(List.of("remove 1", "remove 2", "refused"), events);
            assertFalse(world.has(a, Health.class));
            world.add(a, new Health(3)); // nothing is left marked as being removed
            world.add(b, new Health(4));
            assertEquals(2, world.storage(Health.class).size());
        }

        @Test
        void addsUndoingEitherOfTwoNestedRemovalsAreRefused() {
            Entity e = world.spawn(new Health(1), new Position(0, 0));
            world.observers().onRemove(Health.class, (x, h) -> world.remove(x, Position.class));
            world.observers().onRemove(Position.class, (x, p) -> {
                for (Object back : List.of(new Position(1, 1), new Health(2))) {
                    try {
                        world.add(x, back);
                        events.add("added " + back.getClass().getSimpleName());
                    } catch (IllegalStateException refused) {
                        events.add("refused " + back.getClass().getSimpleName());
                    }
                }
                world.add(world.spawn(), new Position(2, 2)); // another entity: allowed
            });
            world.remove(e, Health.class);
            assertEquals(List.of("refused Position", "refused Health"), events);
            assertFalse(world.has(e, Health.class));
            assertFalse(world.has(e, Position.class));
            world.add(e, new Health(3)); // both records are gone
            world.add(e, new Position(3, 3));
            assertEquals(2, world.storage(Position.class).size());
        }

        @Test
        void aSoleOnRemoveReachedAtMaxDepthIsCutAndTheRemovalCompletes() {
            Entity target = world.spawn(new Health(1));
            int[] adds = {0};
            world.observers().onAdd(Position.class, (e, p) -> {
                adds[0]++;
                if (adds[0] < Observers.MAX_DEPTH) {
                    world.add(world.spawn(), new Position(0, 0));
                } else {
                    world.remove(target, Health.class); // at depth MAX_DEPTH: no room for onRemove
                }
            });
            world.observers().onRemove(Health.class, (e, h) -> events.add("remove"));
            ObserverException cut =
                    assertThrows(ObserverException.class, () -> world.add(world.spawn(), new Position(0, 0)));
            assertTrue(cut.getMessage().contains(Observers.MAX_DEPTH + " events deep"), cut.getMessage());
            assertEquals(Observers.MAX_DEPTH, adds[0]);
            assertEquals(List.of(), events, "the cut removal is not told");
            assertFalse(world.has(target, Health.class), "the cut removal completes");
            world.add(target, new Health(2));
            world.remove(target, Health.class); // the depth is back to 0: told again
            assertEquals(List.of("remove"), events);
        }
    }

    @Nested
    class OnlyTheObservedDirectionIsOffered {

        @Test
        void aReplaceObserverAloneHearsReplacementsAndStopsWhenUnsubscribed() {
            Entity e = world.spawn(new Health(1));
            Subscription s = world.observers()
                    .onReplace(Health.class, (entity, old, now) -> events.add("replace " + old.hp() + "->" + now.hp()));
            world.add(e, new Health(2));
            s.unsubscribe();
            world.add(e, new Health(3));
            assertEquals(List.of("replace 1->2"), events);
            assertEquals(3, world.get(e, Health.class).hp());
        }

        @Test
        void removalsOfATypeWhoseAddsAreObservedAreStillRemovals() {
            world.observers().onAdd(Health.class, (entity, h) -> events.add("add " + h.hp()));
            Entity e = world.spawn(new Position(0, 0));
            world.add(e, new Health(1));
            assertEquals(new Health(1), world.storage(Health.class).remove(e));
            assertFalse(world.has(e, Health.class));
            assertEquals(0, world.storage(Health.class).size());
            world.add(e, new Health(2));
            assertEquals(List.of("add 1", "add 2"), events);
        }

        @Test
        void addsOfATypeWhoseRemovalsAreObservedAreNotReportedAndRemovalsAre() {
            world.observers().onRemove(Health.class, (entity, h) -> events.add("remove " + h.hp()));
            Entity e = world.spawn(new Position(0, 0));
            world.add(e, new Health(1));
            world.add(e, new Health(2));
            world.remove(e, Health.class);
            assertEquals(List.of("remove 2"), events);
        }

        @Test
        void anObservedTypeDoesNotMakeAnotherTypeHeard() {
            world.observers().onAdd(Health.class, (entity, h) -> events.add("health"));
            world.observers().onRemove(Health.class, (entity, h) -> events.add("health gone"));
            Entity e = world.spawn(new Position(0, 0));
            world.add(e, new Position(1, 1));
            world.remove(e, Position.class);
            assertEquals(List.of(), events);
            assertFalse(world.has(e, Position.class));
        }

        @Test
        void aQueryMembershipHearsBothDirectionsOfItsTypes() {
            Query1<Health> q = world.query(Health.class);
            world.observers().onMatch(q, entity -> events.add("match"));
            world.observers().onUnmatch(q, entity -> events.add("unmatch"));
            Entity e = world.spawn(new Position(0, 0));
            world.add(e, new Health(1));
            world.remove(e, Health.class);
            assertEquals(List.of("match", "unmatch"), events);
        }

        @Test
        void anAddDuringItsOwnRemovalIsStillRefusedWhenOnlyRemovalsAreObserved() {
            Entity e = world.spawn(new Health(1));
            world.observers().onRemove(Health.class, (entity, h) -> world.add(entity, new Health(9)));
            assertThrows(ObserverException.class, () -> world.remove(e, Health.class));
            assertFalse(world.has(e, Health.class), "the removal completes; the add inside it is refused");
        }
    }

    @Nested
    class SubscriptionsAndLimits {

        @Test
        void everyKindOfSubscriptionCountsUntilUnsubscribedAndThenIsNotCalled() {
            Query1<Health> q = world.query(Health.class);
            List<Subscription> subs = List.of(
                    world.observers().onAdd(Health.class, (e, h) -> events.add("add")),
                    world.observers().onReplace(Health.class, (e, o, n) -> events.add("replace")),
                    world.observers().onRemove(Health.class, (e, h) -> events.add("remove")),
                    world.observers().onDespawn(e -> events.add("despawn")),
                    world.observers().onMatch(q, e -> events.add("match")),
                    world.observers().onUnmatch(q, e -> events.add("unmatch")));
            assertEquals(6, world.observers().size());
            Entity e = world.spawn(new Health(1));
            world.add(e, new Health(2));
            world.despawn(e);
            assertEquals(List.of("add", "match", "replace", "despawn", "unmatch", "remove"), events);
            for (int i = 0; i < subs.size(); i++) {
                assertTrue(subs.get(i).isActive());
                assertTrue(subs.get(i).unsubscribe());
                assertFalse(subs.get(i).unsubscribe(), "only once");
                assertEquals(5 - i, world.observers().size());
            }
            events.clear();
            Entity f = world.spawn(new Health(1));
            world.add(f, new Health(2));
            world.remove(f, Health.class);
            world.despawn(f);
            assertEquals(List.of(), events);
        }

        @Test
        void unsubscribingTheOnlyObserverOfATypeStopsItWhileAnotherTypeIsStillObserved() {
            Subscription add = world.observers().onAdd(Health.class, (e, h) -> events.add("add"));
            Subscription remove = world.observers().onRemove(Health.class, (e, h) -> events.add("remove"));
            world.observers().onAdd(Position.class, (e, p) -> events.add("position"));
            add.unsubscribe();
            remove.unsubscribe();
            Entity e = world.spawn(new Health(1));
            world.remove(e, Health.class);
            world.add(e, new Health(2));
            world.remove(e, Health.class);
            world.add(e, new Position(0, 0));
            assertEquals(List.of("position"), events);
        }

        @Test
        void removingAMiddleObserverKeepsTheOthersInOrder() {
            world.observers().onAdd(Health.class, (e, h) -> events.add("a"));
            Subscription b = world.observers().onAdd(Health.class, (e, h) -> events.add("b"));
            world.observers().onAdd(Health.class, (e, h) -> events.add("c"));
            b.unsubscribe();
            world.spawn(new Health(1));
            assertEquals(List.of("a", "c"), events);
        }

        @Test
        void manyEventsInARowAreAllDelivered() {
            int[] calls = {0};
            world.observers().onReplace(Health.class, (e, o, n) -> calls[0]++);
            world.observers().onAdd(Health.class, (e, h) -> calls[0]++);
            world.observers().onAdd(Health.class, (e, h) -> calls[0]++);
            Entity e = world.spawn(new Health(0));
            for (int i = 0; i < 3 * Observers.MAX_DEPTH; i++) {
                world.add(e, new Health(i + 1));
            }
            assertEquals(2 + 3 * Observers.MAX_DEPTH, calls[0]);
        }

        @Test
        void aChainThroughOneOnAddObserverIsCutAtExactlyMaxDepth() {
            int[] calls = {0};
            world.observers().onAdd(Health.class, (e, h) -> {
                calls[0]++;
                world.add(world.spawn(), new Health(h.hp() + 1));
            });
            ObserverException cut =
                    assertThrows(ObserverException.class, () -> world.add(world.spawn(), new Health(0)));
            assertEquals(Observers.MAX_DEPTH, calls[0]);
            String message = cut.getMessage();
            assertTrue(message.contains(Observers.MAX_DEPTH + " events deep"), message);
            assertTrue(message.contains("Chain, innermost first: cut <- onAdd(Health) of"), message);
            assertEquals(
                    ObserverException.CHAIN_EVENTS,
                    message.split(" <- ", -1).length - 1,
                    "the chain names the innermost events only: " + message);
            calls[0] = 0;
            world.add(world.spawn(), new Position(0, 0)); // the depth is back to 0: later events are delivered
            assertThrows(ObserverException.class, () -> world.add(world.spawn(), new Health(0)));
            assertEquals(Observers.MAX_DEPTH, calls[0], "the same depth again");
        }

        @Test
        void aChainThroughOneOnRemoveObserverIsCutAtExactlyMaxDepthAndEveryRemovalCompletes() {
            List<Entity> chain = new ArrayList<>();
            for (int i = 0; i < 2 * Observers.MAX_DEPTH; i++) {
                chain.add(world.spawn(new Health(i)));
            }
            world.observers().onRemove(Health.class, (e, h) -> {
                events.add("remove " + h.hp());
                world.remove(chain.get(h.hp() + 1), Health.class);
            });
            assertThrows(ObserverException.class, () -> world.remove(chain.get(0), Health.class));
            assertEquals(Observers.MAX_DEPTH, events.size());
            assertEquals(
                    2 * Observers.MAX_DEPTH - Observers.MAX_DEPTH - 1,
                    world.storage(Health.class).size(),
                    "the cut removal completes too, untold");
            Entity later = world.spawn(new Position(0, 0));
            world.add(later, new Health(500)); // nothing is left marked as being removed
            assertTrue(world.has(later, Health.class));
        }

        @Test
        void aFailureOfAPlainObserverHasNoChainAndSeveralFailuresAreKeptAsSuppressed() {
            world.observers().onAdd(Health.class, (e, h) -> {
                throw new IllegalStateException("first");
            });
            world.observers().onAdd(Health.class, (e, h) -> {
                throw new IllegalArgumentException("second");
            });
            world.observers().onAdd(Health.class, (e, h) -> events.add("third"));
            ObserverException failure = assertThrows(ObserverException.class, () -> world.spawn(new Health(1)));
            assertFalse(failure.getMessage().contains("Chain"), failure.getMessage());
            assertTrue(failure.getCause() instanceof IllegalStateException);
            assertEquals(1, failure.getSuppressed().length);
            assertTrue(failure.getSuppressed()[0].getCause() instanceof IllegalArgumentException);
            assertEquals(List.of("third"), events);
        }

        @Test
        void oneObserverIsToldOfManyAddsAndRemovalsInARowFailingOrNot() {
            int[] calls = {0};
            world.observers().onAdd(Health.class, (e, h) -> {
                calls[0]++;
                if (h.hp() < 0) {
                    throw new IllegalStateException("negative");
                }
            });
            world.observers().onRemove(Health.class, (e, h) -> calls[0]++);
            Entity e = world.spawn(new Position(0, 0));
            int rounds = 3 * Observers.MAX_DEPTH;
            for (int i = 0; i < rounds; i++) {
                world.add(e, new Health(i));
                world.remove(e, Health.class);
            }
            for (int i = 0; i < rounds; i++) {
                ObserverException failure = assertThrows(ObserverException.class, () -> world.add(e, new Health(-1)));
                assertFalse(failure.getMessage().contains("deep"), "no recursion: " + failure.getMessage());
                world.remove(e, Health.class);
            }
            assertEquals(4 * rounds, calls[0]);
        }

        @Test
        void aFailingObserverAmongSeveralFailsTheAdd() {
            world.observers().onAdd(Health.class, (e, h) -> {
                throw new IllegalStateException("boom");
            });
            world.observers().onAdd(Health.class, (e, h) -> events.add("second"));
            Entity e = world.spawn(new Position(0, 0));
            assertThrows(ObserverException.class, () -> world.add(e, new Health(1)));
            assertEquals(List.of("second"), events);
            assertTrue(world.has(e, Health.class));
        }

        @Test
        void aFailureOnOneComponentOfASpawnIsNotLostBehindAnotherObservedType() {
            world.observers().onAdd(Health.class, (e, h) -> {
                throw new IllegalStateException("boom");
            });
            world.observers().onRemove(Position.class, (e, p) -> events.add("remove"));
            assertThrows(ObserverException.class, () -> world.spawn(new Health(1), new Position(0, 0)));
        }

        @Test
        void aFailingOnReplaceIsReported() {
            world.observers().onReplace(Health.class, (e, o, n) -> {
                throw new IllegalStateException("boom");
            });
            Entity e = world.spawn(new Health(1));
            assertThrows(ObserverException.class, () -> world.add(e, new Health(2)));
            assertEquals(new Health(2), world.get(e, Health.class));
        }

        @Test
        void addingToAnotherEntityInsideAnOnRemoveIsAllowedEvenAtIndexZero() {
            Entity first = world.spawn(new Position(0, 0));
            assertEquals(0, first.index());
            world.observers().onRemove(Health.class, (e, h) -> world.add(first, new Velocity(1, 1)));
            Entity other = world.spawn(new Health(1));
            world.remove(other, Health.class);
            assertTrue(world.has(first, Velocity.class));
        }

        @Test
        void aDespawnedSlotIsReusedAsIfNew() {
            world.observers().onRemove(Health.class, (e, h) -> events.add("remove"));
            world.observers().onMatch(world.query(Health.class), e -> events.add("match"));
            Entity e = world.spawn(new Health(1));
            world.despawn(e);
            Entity again = world.spawn();
            assertEquals(e.index(), again.index());
            world.add(again, new Health(2)); // neither refused as despawning nor as removing
            assertEquals(List.of("match", "remove", "match"), events);
        }
    }
}
