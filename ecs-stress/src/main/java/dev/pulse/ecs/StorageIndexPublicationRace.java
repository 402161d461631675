package dev.pulse.ecs;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.pulse.ecs.internal.StorageIndex;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * The race on {@link World#storageIndex}, a plain field: {@link StorageRegistry} replaces the
 * whole {@link StorageIndex} there when it creates a storage, and {@link World#storage(Class)}
 * reads it without a lock. {@link StorageIndex}'s documentation: "readers on other threads see
 * either the old index or the new one, both complete"; {@link StorageRegistry}'s: "a thread that
 * sees an older one misses and falls back to {@link StorageRegistry#of(ComponentType)}".
 *
 * <p>One actor creates the storage of a new class; the other reads the index once and looks up
 * a class registered before and the new one. A storage found must be complete: its class, and
 * the page that the world's reserved capacity makes the registry allocate before it publishes
 * the index. Then the reader asks the world for the new class: having seen its storage in the
 * index, it must get that same storage, never another or none.
 *
 * <p>r1: the old class in the index (1: its storage, complete; 0: missing; 2: incomplete or
 * another). r2: the new class (0: not in this index yet; 1: complete; 2: incomplete).
 * r3: 1 when {@code world.storage} then answers the storage seen in the index (or r2 is 0).
 */
@JCStressTest
@Description("World.storageIndex is published in a plain field; readers see the old or the new index, both complete")
@Outcome(
        id = "1, 0, 1",
        expect = ACCEPTABLE,
        desc = "the old index: the new class is missing, the reader falls back to the registry")
@Outcome(
        id = "1, 1, 1",
        expect = ACCEPTABLE,
        desc = "the new index: both storages complete, and the world keeps answering the one seen")
@Outcome(
        expect = FORBIDDEN,
        desc = "a torn or half-built index or storage, or a storage seen in the index and then lost")
@State
public class StorageIndexPublicationRace {

    /** Registered before the race. */
    static final class Known {
        int value;
    }

    /** Registered during the race. */
    static final class Created {
        int value;
    }

    /** One entity slot and one reserved page: the registry allocates that page in every new storage. */
    private final World world =
            World.builder().maxEntities(1).initialCapacity(1).build();

    private final ComponentStorage<Known> known = world.storage(Known.class);

    @Actor
    public void create() {
        world.storage(Created.class);
    }

    @Actor
    public void read(III_Result r) {
        StorageIndex index = world.storageIndex;
        ComponentStorage<?> old = index.find(Known.class);
        r.r1 = old == null ? 0 : old == known && complete(old, Known.class) ? 1 : 2;
        ComponentStorage<?> created = index.find(Created.class);
        r.r2 = created == null ? 0 : complete(created, Created.class) ? 1 : 2;
        r.r3 = created == null || world.storage(Created.class) == created ? 1 : 0;
    }

    /** Its class, and the reserved page the registry allocated before publishing it. */
    static boolean complete(ComponentStorage<?> storage, Class<?> type) {
        Object[][] pages = storage.components;
        return storage.type() == type && pages != null && pages.length > 0 && pages[0] != null;
    }
}
