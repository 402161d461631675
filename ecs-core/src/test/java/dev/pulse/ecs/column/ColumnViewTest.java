package dev.pulse.ecs.column;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.ForeignEntityException;
import dev.pulse.ecs.StaleEntityException;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Position;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class ColumnViewTest {

    private final World world = new World();
    private final ColumnStorage<Spark> sparks = world.columns(Spark.class);
    private final ColumnView<Spark> view = sparks.view();

    @Nested
    class Binding {
        @Test
        void aBoundViewReadsAndWritesItsEntity() {
            Entity a = world.spawn(Spark.of(1));
            Entity b = world.spawn(Spark.of(2));
            assertTrue(view.bind(b));
            assertEquals(b, view.entity());
            assertEquals(2f, view.get(Spark.X));
            view.set(Spark.NAME, "b");
            assertTrue(view.bind(a.id()));
            assertEquals("s1", view.get(Spark.NAME));
            assertEquals("b", sparks.get(b).name());
        }

        @Test
        void bindingAStaleOrComponentlessEntityAnswersFalseAndUnbinds() {
            Entity a = world.spawn(Spark.of(1));
            Entity plain = world.spawn(new Position(0, 0));
            assertTrue(view.bind(a));
            assertFalse(view.bind(plain));
            assertNull(view.entity());
            world.despawn(a);
            assertFalse(view.bind(a));
            assertFalse(view.bind(-1L));
            NullPointerException npe = assertThrows(NullPointerException.class, () -> view.bind(null));
            assertTrue(npe.getMessage().contains("Spark"), npe.getMessage());
        }

        @Test
        void everyKindOfHandleIsAnsweredByItsOwnRule() {
            Entity a = world.spawn(Spark.of(1));
            Entity rebuilt = Entity.fromId(a.id()); // no owner: checked by generation
            assertTrue(view.bind(rebuilt));
            assertEquals(1f, view.get(Spark.X));
            world.despawn(a); // a is now marked despawned
            Entity successor = world.spawn(Spark.of(2));
            assertEquals(a.index(), successor.index());
            assertFalse(view.bind(a), "a marked handle is stale without a generation read");
            assertFalse(view.bind(rebuilt), "a rebuilt handle of the old generation is stale");
            assertFalse(view.bind(a.id()));
            assertTrue(view.bind(Entity.fromId(successor.id())));
            assertEquals(2f, view.get(Spark.X));
        }

        @Test
        void anotherWorldsHandleIsRefusedNamingTheComponent() {
            Entity foreign = new World().spawn(Spark.of(9));
            world.spawn(Spark.of(1)); // same index here
            ForeignEntityException e = assertThrows(ForeignEntityException.class, () -> view.bind(foreign));
            assertTrue(e.getMessage().contains("Spark"), e.getMessage());
        }

        @Test
        void anIdWhoseGenerationHalfIsMinusOneNeverMatchesAnEmptySlot() {
            Entity a = world.spawn(Spark.of(1));
            Entity b = world.spawn(Spark.of(2));
            world.remove(b, Spark.class); // b's slot: page allocated, owner entry 0 (= -1 + 1)
            long forged = (-1L << 32) | b.index();
            assertFalse(view.bind(forged));
            assertNull(view.entity());
            assertFalse(sparks.modify(forged, v -> {
                throw new AssertionError("must not run");
            }));
            assertTrue(view.bind(a));
        }

        @Test
        void modifyAnswersByTheSameRules() {
            Entity a = world.spawn(Spark.of(1));
            Entity rebuilt = Entity.fromId(a.id());
            assertTrue(sparks.modify(rebuilt, v -> v.set(Spark.X, 5f)));
            assertEquals(5f, sparks.get(a).x());
            assertThrows(NullPointerException.class, () -> sparks.modify(a, null));
            world.despawn(a);
            assertFalse(sparks.modify(a, v -> {
                throw new AssertionError("must not run");
            }));
            assertFalse(sparks.modify(rebuilt, v -> {
                throw new AssertionError("must not run");
            }));
            assertFalse(sparks.has(a));
            assertFalse(sparks.remove(rebuilt));
            Entity foreign = new World().spawn(Spark.of(9));
            assertThrows(ForeignEntityException.class, () -> sparks.modify(foreign, v -> {}));
            assertThrows(ForeignEntityException.class, () -> sparks.has(foreign));
        }
    }

    @Nested
    class ChecksOn {
        @Test
        void aViewWhoseEntityWasDespawnedThrowsNamingItAndNeverReadsTheSuccessor() {
            assumeTrue(ColumnView.checksEnabled(), "tests run with -ea, so checks are on");
            Entity a = world.spawn(Spark.of(1));
            assertTrue(view.bind(a));
            world.despawn(a);
            Entity successor = world.spawn(Spark.of(2));
            assertEquals(a.index(), successor.index());
            StaleEntityException e = assertThrows(StaleEntityException.class, () -> view.get(Spark.X));
            assertTrue(e.getMessage().contains(a.toString()), e.getMessage());
            assertTrue(e.getMessage().contains("despawned"), e.getMessage());
            assertThrows(StaleEntityException.class, () -> view.set(Spark.X, 5f));
            assertEquals(Spark.of(2), sparks.get(successor), "the successor's data is untouched");
        }

        @Test
        void aViewWhoseEntityLostTheComponentThrows() {
            assumeTrue(ColumnView.checksEnabled());
            Entity a = world.spawn(Spark.of(1));
            view.bind(a);
            world.remove(a, Spark.class);
            StaleEntityException e = assertThrows(StaleEntityException.class, () -> view.get(Spark.LIFE));
            assertTrue(e.getMessage().contains("no longer has a Spark"), e.getMessage());
        }

        @Test
        void anUnboundViewThrows() {
            assumeTrue(ColumnView.checksEnabled());
            assertThrows(IllegalStateException.class, () -> view.get(Spark.HEAT));
        }

        @Test
        @SuppressWarnings({"unchecked", "rawtypes"})
        void aKeyOfAnotherSchemaIsRefused() {
            assumeTrue(ColumnView.checksEnabled());
            Entity a = world.spawn(Spark.of(1));
            view.bind(a);
            FloatColumn raw = Motion.DX;
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> view.get(raw));
            assertTrue(e.getMessage().contains("not a column of Spark"), e.getMessage());
        }
    }

    @Test
    void aBoundViewFollowsItsEntityWhenTheDirectoryGrows() {
        Entity a = world.spawn(Spark.of(1));
        assertTrue(view.bind(a));
        world.reserve(5 * 16384); // more column pages: the storage's directory is replaced
        for (int i = 0; i < 3 * 16384; i++) {
            world.spawn(Spark.of(i));
        }
        view.set(Spark.X, 7f);
        assertEquals(7f, view.get(Spark.X));
        assertEquals(7f, sparks.get(a).x());
    }

    @Test
    void otherEntitiesChangesDoNotDisturbABoundView() {
        Entity a = world.spawn(Spark.of(1));
        view.bind(a);
        for (int i = 0; i < 5000; i++) {
            world.despawn(world.spawn(Spark.of(i)));
        }
        assertEquals(1f, view.get(Spark.X));
        assertEquals("ColumnView[Spark of " + a + "]", view.toString());
    }
}
