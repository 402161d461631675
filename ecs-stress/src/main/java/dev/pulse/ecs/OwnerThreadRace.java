package dev.pulse.ecs;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.pulse.ecs.internal.OwnerThread;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Mode;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.Signal;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * The race on {@link OwnerThread}'s owner, a field written under a lock and read without one on
 * every structural change. Its documentation: "the owner reads what it wrote itself, and a thread
 * that sees an older value fails the compare and re-reads it under the lock", and "a former
 * owner that goes on changing the world is refused at its next check"; {@link World}'s thread
 * table promises that a second thread making structural changes gets an
 * {@link IllegalStateException} before any change.
 */
public final class OwnerThreadRace {

    private OwnerThreadRace() {}

    /**
     * Two threads make the first structural change of an unowned world at once: exactly one
     * claims it, the other is refused. r1, r2: 1 when that thread's check passed, 0 when it threw.
     */
    @JCStressTest
    @Description("Two threads race for an unowned world: exactly one becomes its owner")
    @Outcome(id = "1, 0", expect = ACCEPTABLE, desc = "the first thread claimed the world, the second was refused")
    @Outcome(id = "0, 1", expect = ACCEPTABLE, desc = "the second thread claimed the world, the first was refused")
    @Outcome(id = "1, 1", expect = FORBIDDEN, desc = "two owners: both would change the world at once")
    @Outcome(id = "0, 0", expect = FORBIDDEN, desc = "nobody may change an unowned world")
    @State
    public static class FirstClaim {

        private final OwnerThread owner = new OwnerThread(new World());

        @Actor
        public void first(II_Result r) {
            r.r1 = passes(owner);
        }

        @Actor
        public void second(II_Result r) {
            r.r2 = passes(owner);
        }
    }

    /**
     * The owner keeps making structural changes while another thread takes the world over with
     * {@code bindToCurrentThread()} (the misuse the check exists for: the former owner has not
     * stopped). Its own, older value passes the compare, so the check must read the new owner
     * eventually: with a plain field, C2 may hoist the read out of the loop and the former owner
     * is never refused (this test saw that before the field was made volatile).
     */
    @JCStressTest(Mode.Termination)
    @Description("A former owner that keeps changing the world after a hand-over is refused eventually")
    @Outcome(id = "TERMINATED", expect = ACCEPTABLE, desc = "the former owner was refused after the hand-over")
    @Outcome(
            id = "STALE",
            expect = FORBIDDEN,
            desc = "the former owner never saw the hand-over and kept changing the world")
    @State
    public static class HandOver {

        private final OwnerThread owner = new OwnerThread(new World());

        @Actor
        public void formerOwner() {
            while (passes(owner) == 1) {
                // a structural change would be made here each time
            }
        }

        @Signal
        public void newOwner() {
            owner.bindToCurrentThread();
        }
    }

    /** 1 when {@link OwnerThread#check()} lets the calling thread change the world, 0 when it throws. */
    static int passes(OwnerThread owner) {
        try {
            owner.check();
            return 1;
        } catch (IllegalStateException refused) {
            return 0;
        }
    }
}
