package dev.pulse.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** One contract for every adapter, so the scenarios measure the same work in each library. */
class EcsAdapterContractTest {

    private static EcsAdapter mixedWorld(Contender c) {
        EcsAdapter ecs = c.newAdapter();
        ecs.open(4);
        ecs.spawnMoving(0);
        ecs.spawnStill(1);
        ecs.spawnMoving(2);
        ecs.spawnStill(3);
        ecs.flush();
        return ecs;
    }

    @Nested
    class Spawning {
        @ParameterizedTest
        @EnumSource(Contender.class)
        void spawnedEntitiesReadTheirSerialAsX(Contender c) {
            EcsAdapter ecs = mixedWorld(c);
            for (int slot = 0; slot < 4; slot++) {
                assertEquals(slot + 1f, ecs.readX(slot), c + " slot " + slot);
            }
            ecs.close();
        }

        @ParameterizedTest
        @EnumSource(Contender.class)
        void despawnedEntityReadsNothingUntilItsSlotIsReused(Contender c) {
            EcsAdapter ecs = mixedWorld(c);
            ecs.despawn(2);
            ecs.flush();
            assertTrue(Float.isNaN(ecs.readX(2)), c + " still reads a despawned entity");
            assertEquals(1f + 2f + 4f, ecs.sumX(), 1e-6, c + " sum over the survivors");
            ecs.close();
        }
    }

    @Nested
    class Ticks {
        @ParameterizedTest
        @EnumSource(Contender.class)
        void translateAddsOneToEveryEntityWithPosition(Contender c) {
            EcsAdapter ecs = mixedWorld(c);
            double before = ecs.sumX();
            ecs.tickTranslate();
            assertEquals(before + 4, ecs.sumX(), 1e-6, c.key());
            ecs.close();
        }

        @ParameterizedTest
        @EnumSource(Contender.class)
        void moveAddsVelocityOnlyToMovingEntities(Contender c) {
            EcsAdapter ecs = mixedWorld(c);
            ecs.tickMove();
            assertEquals(2f, ecs.readX(0), c.key());
            assertEquals(2f, ecs.readX(1), c + ": a still entity moved");
            assertEquals(4f, ecs.readX(2), c.key());
            ecs.close();
        }

        @ParameterizedTest
        @EnumSource(Contender.class)
        void addingAndRemovingHealthLeavesPositionsAlone(Contender c) {
            EcsAdapter ecs = mixedWorld(c);
            ecs.addHealth(0);
            ecs.flush();
            ecs.removeHealth(0);
            ecs.flush();
            ecs.tickMove();
            assertEquals(2f, ecs.readX(0), c.key());
            ecs.close();
        }
    }

    @Nested
    class StaleHandles {
        @Test
        void pulseAndDominionRejectEveryStaleHandle() {
            for (Contender c :
                    new Contender[] {Contender.PULSE, Contender.PULSE_WORLD, Contender.PULSE_ID, Contender.DOMINION}) {
                AliasCensus census = AliasCensus.take(c, 200, 50);
                assertEquals(50, census.rejected(), c.key());
            }
        }

        @Test
        void recycledIntIdsAliasTheNewOccupant() {
            for (Contender c :
                    new Contender[] {Contender.ARTEMIS, Contender.OBJECTS, Contender.ARRAYS, Contender.ASHLEY}) {
                AliasCensus census = AliasCensus.take(c, 200, 50);
                assertEquals(50, census.aliased(), c.key());
            }
        }
    }

    @Nested
    class Lookup {
        @Test
        void contenderIsFoundByItsKeyIgnoringCase() {
            assertEquals(Contender.ARTEMIS, Contender.of("Artemis"));
        }

        @Test
        void theWorldGetVariantOfPulseIsKeyedWithAHyphen() {
            assertEquals("pulse-world", Contender.PULSE_WORLD.key());
            assertEquals(Contender.PULSE_WORLD, Contender.of("pulse-world"));
        }

        @Test
        void unknownKeyNamesTheValidOnes() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Contender.of("bevy"));
            assertTrue(e.getMessage().contains("pulse, pulse-world, pulse-id, pulse-par, artemis"), e.getMessage());
        }

        @Test
        void tooManyDistinctSlotsIsRejectedWithAHint() {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> SlotSampler.distinct(10, 11, 1));
            assertTrue(e.getMessage().contains("at least 11"), e.getMessage());
        }
    }
}
