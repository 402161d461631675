package dev.pulse.ecs.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.World;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The world's class-to-storage index on its own: a miss there is not visible through the
 * world (which falls back to the slower lookup by component type), so only a direct test
 * notices an index that loses or misplaces storages. Identity hashes differ from run to run;
 * with 48 classes in 128 slots, collisions (and so probing) happen in practically every run.
 */
class StorageIndexTest {

    record K00() {}

    record K01() {}

    record K02() {}

    record K03() {}

    record K04() {}

    record K05() {}

    record K06() {}

    record K07() {}

    record K08() {}

    record K09() {}

    record K10() {}

    record K11() {}

    record K12() {}

    record K13() {}

    record K14() {}

    record K15() {}

    record K16() {}

    record K17() {}

    record K18() {}

    record K19() {}

    record K20() {}

    record K21() {}

    record K22() {}

    record K23() {}

    record K24() {}

    record K25() {}

    record K26() {}

    record K27() {}

    record K28() {}

    record K29() {}

    record K30() {}

    record K31() {}

    record K32() {}

    record K33() {}

    record K34() {}

    record K35() {}

    record K36() {}

    record K37() {}

    record K38() {}

    record K39() {}

    record K40() {}

    record K41() {}

    record K42() {}

    record K43() {}

    record K44() {}

    record K45() {}

    record K46() {}

    record K47() {}

    /** A class no storage is made for. */
    record Absent() {}

    private static final List<Class<?>> CLASSES = List.of(
            K00.class, K01.class, K02.class, K03.class, K04.class, K05.class, K06.class, K07.class, K08.class,
            K09.class, K10.class, K11.class, K12.class, K13.class, K14.class, K15.class, K16.class, K17.class,
            K18.class, K19.class, K20.class, K21.class, K22.class, K23.class, K24.class, K25.class, K26.class,
            K27.class, K28.class, K29.class, K30.class, K31.class, K32.class, K33.class, K34.class, K35.class,
            K36.class, K37.class, K38.class, K39.class, K40.class, K41.class, K42.class, K43.class, K44.class,
            K45.class, K46.class, K47.class);

    @Nested
    class Size {
        @Test
        void theTableIsTheSmallestPowerOfTwoAtLeastTwiceTheStoragesSoItIsAtMostHalfFull() {
            World world = new World();
            int[] expected = {4, 4, 4, 8, 8, 16, 16, 16, 16, 32};
            List<ComponentStorage<?>> storages = new ArrayList<>();
            for (int n = 0; n < expected.length; n++) {
                StorageIndex index = new StorageIndex(storages.toArray(new ComponentStorage<?>[0]));
                assertEquals(expected[n], index.capacity(), n + " storages");
                storages.add(world.storage(CLASSES.get(n)));
            }
        }
    }

    @Nested
    class Lookup {
        @Test
        void everyStorageIsFoundUnderItsClassAtEverySize() {
            World world = new World();
            List<ComponentStorage<?>> storages = new ArrayList<>();
            for (Class<?> type : CLASSES) {
                storages.add(world.storage(type));
                StorageIndex index = new StorageIndex(storages.toArray(new ComponentStorage<?>[0]));
                for (ComponentStorage<?> storage : storages) {
                    assertSame(storage, index.find(storage.type()), () -> storages.size() + " storages");
                }
                assertNull(index.find(Absent.class));
                assertNull(index.find(null));
            }
        }

        @Test
        void anEmptyIndexFindsNothing() {
            assertNull(StorageIndex.EMPTY.find(Absent.class));
            assertNull(StorageIndex.EMPTY.find(null));
        }

        @Test
        void theWorldAnswersEveryClassWithItsOwnStorage() {
            World world = new World();
            List<ComponentStorage<?>> storages = new ArrayList<>();
            for (Class<?> type : CLASSES) {
                storages.add(world.storage(type));
            }
            for (int i = 0; i < CLASSES.size(); i++) {
                assertSame(storages.get(i), world.storage(CLASSES.get(i)));
            }
        }
    }
}
