package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

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
            assertThrows(NullPointerException.class, () -> view.bind(null));
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
