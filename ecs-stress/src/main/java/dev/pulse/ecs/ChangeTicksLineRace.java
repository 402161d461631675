package dev.pulse.ecs;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE_INTERESTING;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.pulse.ecs.internal.ChangeTicks;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.III_Result;

/**
 * The race on a {@link ChangeTicks} line maximum and on {@link ChangeTicks#newestChange}, both
 * raised with a plain compare-and-write when several threads mark changes at once (parallel
 * walks, parallel systems). Its documentation: "each writes its own slot; the line maximum is
 * raised with a plain compare-and-write, and racing writers store ticks of the same phase, so a
 * line is never hidden from a walk whose baseline is older than both".
 *
 * <p>Two threads stamp two entities of one line with ticks 5 and 6; afterwards the line maximum
 * and the newest change must be 5 or 6 (newer than any baseline older than both, so the line is
 * read), and each entity's own stamp must be its writer's. r1: the line maximum; r2: the newest
 * change; r3: 1 when both entities' stamps are their writers'.
 */
@JCStressTest
@Description("Racing change marks raise a line maximum with a plain compare-and-write; the line stays visible")
@Outcome(id = "6, 6, 1", expect = ACCEPTABLE, desc = "the later tick won both maxima")
@Outcome(
        id = {"5, 6, 1", "6, 5, 1", "5, 5, 1"},
        expect = ACCEPTABLE_INTERESTING,
        desc = "a maximum lost the later tick to the earlier: still newer than every baseline older than both ticks")
@Outcome(expect = FORBIDDEN, desc = "a maximum kept its old value (the line hidden from the walk) or a stamp was lost")
@State
public class ChangeTicksLineRace {

    private final ChangeTicks ticks = new ChangeTicks();

    public ChangeTicksLineRace() {
        ticks.addPage(0);
    }

    @Actor
    public void markFirst() {
        ticks.stampChanged(0, 5);
    }

    @Actor
    public void markSecond() {
        ticks.stampChanged(1, 6);
    }

    @Arbiter
    public void walk(III_Result r) {
        r.r1 = ticks.changedLines[0][0];
        r.r2 = ticks.newestChange;
        r.r3 = ticks.changed[0][0] == 5 && ticks.changed[0][1] == 6 ? 1 : 0;
    }
}
