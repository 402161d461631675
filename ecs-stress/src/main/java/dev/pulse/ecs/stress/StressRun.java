package dev.pulse.ecs.stress;

import java.util.SortedSet;
import org.openjdk.jcstress.JCStress;
import org.openjdk.jcstress.Options;

/**
 * Runs this module's jcstress tests with jcstress's own options (see {@code pom.xml} and
 * {@code README.md}), as {@code org.openjdk.jcstress.Main} does, and fails where that would pass
 * without testing anything: on bad options and when no test matches. A forbidden outcome, or a
 * test that errs, ends jcstress with an {@link AssertionError} ("TEST FAILURES"), so the JVM
 * exits with status 1.
 */
public final class StressRun {

    private StressRun() {}

    /**
     * Runs the tests.
     *
     * @param args jcstress's options, e.g. {@code -m quick -t OwnerThread}
     * @throws Exception if jcstress fails to run
     */
    public static void main(String[] args) throws Exception {
        Options options = new Options(args);
        if (!options.parse()) {
            throw new IllegalArgumentException("jcstress refused the options " + String.join(" ", args));
        }
        JCStress jcstress = new JCStress(options);
        SortedSet<String> tests = jcstress.getTests();
        if (tests.isEmpty()) {
            throw new IllegalStateException("No jcstress test matches '" + options.getTestFilter() + "' on the class "
                    + "path: is jcstress's annotation processor configured (it writes META-INF/TestList)?");
        }
        System.out.println("Running " + tests.size() + " jcstress tests: " + tests);
        jcstress.run();
    }
}
