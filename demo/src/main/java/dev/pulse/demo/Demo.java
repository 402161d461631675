package dev.pulse.demo;

import dev.pulse.ecs.snapshot.SnapshotFormatException;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;

/**
 * The demo's entry point. {@link #main(String[])} for the command line; {@link #run} for
 * callers (and tests) that want the exit code without the JVM exiting.
 *
 * <pre>
 * mvn -B -q -pl demo -am package -Prun -DskipTests                  # headless, 20 s of game time
 * java -cp ... dev.pulse.demo.Demo --seconds 5 --seed 7 --out target/demo
 * java -cp ... dev.pulse.demo.Demo --window                        # live, in a Swing window
 * java -cp ... dev.pulse.demo.Demo --stress                        # 2,000 enemies + 100,000 column drones, ticks/s
 * java -cp ... dev.pulse.demo.Demo --inspect                       # live inspector at http://127.0.0.1:7070/
 * </pre>
 */
public final class Demo {

    /** Exit code of a successful run. */
    public static final int EXIT_OK = 0;
    /** Exit code when the run failed (files could not be written, no display for a window). */
    public static final int EXIT_FAILURE = 1;
    /** Exit code for a bad command line. */
    public static final int EXIT_USAGE = 2;

    private Demo() {}

    /**
     * Runs the demo and exits the JVM with a non-zero code on failure.
     *
     * @param args the command line (see {@link DemoOptions#USAGE})
     */
    public static void main(String[] args) {
        int code = run(args, System.out, System.err);
        if (code != EXIT_OK) {
            System.exit(code);
        }
    }

    /**
     * Runs the demo.
     *
     * @param args the command line (see {@link DemoOptions#USAGE})
     * @param out  where status lines, tables and {@code --help} go
     * @param err  where error messages go
     * @return {@link #EXIT_OK}, {@link #EXIT_USAGE} for a bad command line, or
     *         {@link #EXIT_FAILURE} if the run failed
     */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        DemoOptions options;
        try {
            options = DemoOptions.parse(args);
        } catch (UsageException e) {
            err.println("demo: " + e.getMessage());
            err.println("Run with --help to see the options.");
            return EXIT_USAGE;
        }
        if (options.help()) {
            out.println(DemoOptions.USAGE);
            return EXIT_OK;
        }
        try {
            if (options.mode() == Mode.WINDOW) {
                return new WindowRun(options, out, err).run();
            }
            System.setProperty("java.awt.headless", "true");
            new HeadlessRun(options, out).run();
            return EXIT_OK;
        } catch (SnapshotFormatException e) {
            err.println("demo: cannot load the saved game '" + options.load() + "': " + e.getMessage());
            return EXIT_FAILURE;
        } catch (IOException | UncheckedIOException e) {
            err.println("demo: could not write the output files to '"
                    + options.out().toAbsolutePath() + "': " + e + "; pass a writable directory with --out DIR");
            return EXIT_FAILURE;
        }
    }
}
