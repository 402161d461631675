package dev.pulse.ecs;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * The race on {@code World.lastLookedUp}, the plain field that {@link World#storage(Class)} checks
 * first and writes when the class asked for changes. Its documentation: "a thread that sees
 * another thread's value compares its class like any other (storages never go away), so the
 * race is benign".
 *
 * <p>Two threads read at once (reads may run on any thread): each asks for a class registered
 * before the race, so each overwrites the other's cached storage, then both ask for a class
 * nobody has asked for yet, whose storage one of them creates and either may then find in the
 * other's cache. Each must get its own class's storage, complete (its class, and the page the
 * world's reserved capacity makes the registry allocate before publishing it), and both must
 * get the same storage for the new class.
 *
 * <p>r1, r2: 1 when the first and the second thread got the right, complete storages for both
 * classes. r3: 1 when both got the same storage for the new class.
 */
@JCStressTest
@Description(
        "World.lastLookedUp is a plain cache; a thread that sees another thread's entry still gets its own class's storage")
@Outcome(
        id = "1, 1, 1",
        expect = ACCEPTABLE,
        desc = "each thread got its own classes' storages, complete, and one storage for the new class")
@Outcome(
        expect = FORBIDDEN,
        desc = "a thread got another class's storage, an incomplete one, or a second storage for one class")
@State
public class WorldStorageCacheRace {

    /** Registered before the race, asked for by the first thread. */
    static final class First {
        int value;
    }

    /** Registered before the race, asked for by the second thread. */
    static final class Second {
        int value;
    }

    /** Registered during the race, by either thread. */
    static final class Shared {
        int value;
    }

    private final World world =
            World.builder().maxEntities(1).initialCapacity(1).build();
    private final ComponentStorage<First> first = world.storage(First.class);
    private final ComponentStorage<Second> second = world.storage(Second.class);
    private ComponentStorage<Shared> sharedOfFirst;
    private ComponentStorage<Shared> sharedOfSecond;

    @Actor
    public void firstThread(III_Result r) {
        ComponentStorage<First> own = world.storage(First.class);
        ComponentStorage<Shared> shared = world.storage(Shared.class);
        sharedOfFirst = shared;
        r.r1 = own == first
                        && StorageIndexPublicationRace.complete(own, First.class)
                        && StorageIndexPublicationRace.complete(shared, Shared.class)
                ? 1
                : 0;
    }

    @Actor
    public void secondThread(III_Result r) {
        ComponentStorage<Second> own = world.storage(Second.class);
        ComponentStorage<Shared> shared = world.storage(Shared.class);
        sharedOfSecond = shared;
        r.r2 = own == second
                        && StorageIndexPublicationRace.complete(own, Second.class)
                        && StorageIndexPublicationRace.complete(shared, Shared.class)
                ? 1
                : 0;
    }

    @Arbiter
    public void sameStorage(III_Result r) {
        r.r3 = sharedOfFirst == sharedOfSecond ? 1 : 0;
    }
}
