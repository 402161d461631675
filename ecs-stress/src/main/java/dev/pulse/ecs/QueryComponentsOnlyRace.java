package dev.pulse.ecs;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * The race on the {@code componentsOnly} field of {@link Query1} to {@link Query8}: a
 * change-filtered {@code forEach(ForEachComponents)} wraps its action in an immutable adapter
 * and keeps it in a plain field for the next walk. Their comment: "a racy cache of an immutable
 * object: any thread's copy will do". Tested here at arities 1 to 4; 5 to 8 are the same
 * template's code (tools/ArityTemplates.java).
 *
 * <p>Two threads walk one query at once (walks are reads, allowed on any thread), each with an
 * action of its own, so each replaces the other's cached adapter. Each walk must run its own
 * action, once for each of the two changed entities, never the other thread's. r1, r2: how often
 * the first and the second thread's action ran.
 */
public final class QueryComponentsOnlyRace {

    private QueryComponentsOnlyRace() {}

    /** A component of the queries. */
    static final class Alpha {
        int value;
    }

    /** A component of the queries. */
    static final class Beta {
        int value;
    }

    /** A component of the queries. */
    static final class Gamma {
        int value;
    }

    /** A component of the queries. */
    static final class Delta {
        int value;
    }

    /** {@link Query1}: two threads walk one change-filtered query with their own actions. */
    @JCStressTest
    @Description("Query1.componentsOnly is a racy cache; each walk runs its own action")
    @Outcome(id = "2, 2", expect = ACCEPTABLE, desc = "each walk ran its own action once per changed entity")
    @Outcome(expect = FORBIDDEN, desc = "a walk ran the other thread's action, or missed or repeated an entity")
    @State
    public static class OfQuery1 {

        private final Query1<Alpha> changed;
        private int firstCalls;
        private int secondCalls;

        public OfQuery1() {
            World world = new World();
            changed = world.query(Alpha.class).changed(Alpha.class).since(0);
            world.spawn(new Alpha());
            world.spawn(new Alpha());
        }

        @Actor
        public void first(II_Result r) {
            changed.forEach((a) -> firstCalls++);
            r.r1 = firstCalls;
        }

        @Actor
        public void second(II_Result r) {
            changed.forEach((a) -> secondCalls++);
            r.r2 = secondCalls;
        }
    }

    /** {@link Query2}: two threads walk one change-filtered query with their own actions. */
    @JCStressTest
    @Description("Query2.componentsOnly is a racy cache; each walk runs its own action")
    @Outcome(id = "2, 2", expect = ACCEPTABLE, desc = "each walk ran its own action once per changed entity")
    @Outcome(expect = FORBIDDEN, desc = "a walk ran the other thread's action, or missed or repeated an entity")
    @State
    public static class OfQuery2 {

        private final Query2<Alpha, Beta> changed;
        private int firstCalls;
        private int secondCalls;

        public OfQuery2() {
            World world = new World();
            changed = world.query(Alpha.class, Beta.class).changed(Alpha.class).since(0);
            world.spawn(new Alpha(), new Beta());
            world.spawn(new Alpha(), new Beta());
        }

        @Actor
        public void first(II_Result r) {
            changed.forEach((a, b) -> firstCalls++);
            r.r1 = firstCalls;
        }

        @Actor
        public void second(II_Result r) {
            changed.forEach((a, b) -> secondCalls++);
            r.r2 = secondCalls;
        }
    }

    /** {@link Query3}: two threads walk one change-filtered query with their own actions. */
    @JCStressTest
    @Description("Query3.componentsOnly is a racy cache; each walk runs its own action")
    @Outcome(id = "2, 2", expect = ACCEPTABLE, desc = "each walk ran its own action once per changed entity")
    @Outcome(expect = FORBIDDEN, desc = "a walk ran the other thread's action, or missed or repeated an entity")
    @State
    public static class OfQuery3 {

        private final Query3<Alpha, Beta, Gamma> changed;
        private int firstCalls;
        private int secondCalls;

        public OfQuery3() {
            World world = new World();
            changed = world.query(Alpha.class, Beta.class, Gamma.class)
                    .changed(Alpha.class)
                    .since(0);
            world.spawn(new Alpha(), new Beta(), new Gamma());
            world.spawn(new Alpha(), new Beta(), new Gamma());
        }

        @Actor
        public void first(II_Result r) {
            changed.forEach((a, b, g) -> firstCalls++);
            r.r1 = firstCalls;
        }

        @Actor
        public void second(II_Result r) {
            changed.forEach((a, b, g) -> secondCalls++);
            r.r2 = secondCalls;
        }
    }

    /** {@link Query4}: two threads walk one change-filtered query with their own actions. */
    @JCStressTest
    @Description("Query4.componentsOnly is a racy cache; each walk runs its own action")
    @Outcome(id = "2, 2", expect = ACCEPTABLE, desc = "each walk ran its own action once per changed entity")
    @Outcome(expect = FORBIDDEN, desc = "a walk ran the other thread's action, or missed or repeated an entity")
    @State
    public static class OfQuery4 {

        private final Query4<Alpha, Beta, Gamma, Delta> changed;
        private int firstCalls;
        private int secondCalls;

        public OfQuery4() {
            World world = new World();
            changed = world.query(Alpha.class, Beta.class, Gamma.class, Delta.class)
                    .changed(Alpha.class)
                    .since(0);
            world.spawn(new Alpha(), new Beta(), new Gamma(), new Delta());
            world.spawn(new Alpha(), new Beta(), new Gamma(), new Delta());
        }

        @Actor
        public void first(II_Result r) {
            changed.forEach((a, b, g, d) -> firstCalls++);
            r.r1 = firstCalls;
        }

        @Actor
        public void second(II_Result r) {
            changed.forEach((a, b, g, d) -> secondCalls++);
            r.r2 = secondCalls;
        }
    }
}
