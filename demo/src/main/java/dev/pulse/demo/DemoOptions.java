package dev.pulse.demo;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.OptionalInt;

/**
 * The demo's command line, parsed and checked. Options take their value as the next argument
 * or after {@code =} ({@code --seconds 5}, {@code --seconds=5}).
 */
public final class DemoOptions {

    /** Default game seconds to simulate. */
    public static final double DEFAULT_SECONDS = 20;
    /** Default game seconds in scale mode. */
    public static final double DEFAULT_STRESS_SECONDS = 10;
    /** Default enemy count. */
    public static final int DEFAULT_ENEMIES = 200;
    /** Enemy count in scale mode, unless {@code --enemies} says otherwise. */
    public static final int STRESS_ENEMIES = 2_000;
    /** Drones (column components, see {@link dev.pulse.demo.game.Drone}) flying in scale mode; none otherwise. */
    public static final int STRESS_DRONES = 100_000;
    /** Default seed. */
    public static final long DEFAULT_SEED = 42;
    /** The most game seconds a run may simulate. */
    public static final double MAX_SECONDS = 3600;
    /** The inspector's port when {@code --inspect} gives none. */
    public static final int DEFAULT_INSPECT_PORT = 7070;

    /** The usage text printed by {@code --help}. */
    public static final String USAGE = String.join(
            System.lineSeparator(),
            "Usage: demo [options]",
            "Homing missiles, enemies and explosions on Pulse. Headless by default: simulates the game,",
            "prints one status line per game second and the scheduler's timing table, and writes",
            "demo-output.png and demo-output.gif.",
            "",
            "  --seconds N   game seconds to simulate (default 20, stress 10; 0 < N <= 3600)",
            "  --enemies N   enemies kept alive (default 200, stress 2000; 1..1000000)",
            "  --seed N      random seed, any long (default 42); same seed, same game",
            "  --out DIR     directory for demo-output.png and demo-output.gif (default: current directory)",
            "  --save FILE   save the game at the end of the run (JSON if FILE ends in .json, else binary)",
            "  --load FILE   start from a saved game (its enemy count and seed come from the save)",
            "  --window      play the game live in a Swing window (needs a display, e.g. xvfb-run)",
            "  --stress      scale mode: 2000 enemies and a swarm of 100000 drones (column components),",
            "                prints ticks/s, writes the PNG only",
            "  --inspect[=PORT]  serve the live inspector at http://127.0.0.1:PORT/ (default 7070, 0 = any",
            "                free port); runs for an hour unless --seconds is given, in real time (except --stress)",
            "  --help        print this text");

    private final Mode mode;
    private final double seconds;
    private final boolean secondsGiven;
    private final int enemies;
    private final long seed;
    private final Path out;
    private final boolean help;
    private final Path save;
    private final Path load;
    private final OptionalInt inspectPort;

    private DemoOptions(
            Mode mode,
            double seconds,
            boolean secondsGiven,
            int enemies,
            long seed,
            Path out,
            boolean help,
            Path save,
            Path load,
            OptionalInt inspectPort) {
        this.save = save;
        this.load = load;
        this.mode = mode;
        this.seconds = seconds;
        this.secondsGiven = secondsGiven;
        this.enemies = enemies;
        this.seed = seed;
        this.out = out;
        this.help = help;
        this.inspectPort = inspectPort;
    }

    /**
     * Parses a command line.
     *
     * @param args the arguments
     * @return the options
     * @throws UsageException if an option is unknown, repeated, lacks its value, or a value is
     *                        malformed or out of range; the message says which and why
     */
    public static DemoOptions parse(String[] args) throws UsageException {
        Double seconds = null;
        Integer enemies = null;
        Long seed = null;
        Path out = null;
        Path save = null;
        Path load = null;
        boolean window = false;
        boolean stress = false;
        boolean help = false;
        Integer inspect = null;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            String name = arg;
            String value = null;
            int equals = arg.indexOf('=');
            if (arg.startsWith("--") && equals > 0) {
                name = arg.substring(0, equals);
                value = arg.substring(equals + 1);
            }
            switch (name) {
                case "--help", "-h" -> help = true;
                case "--window" -> window = flag(name, value, window);
                case "--stress" -> stress = flag(name, value, stress);
                case "--inspect" -> inspect =
                        once(name, inspect, value == null ? DEFAULT_INSPECT_PORT : parsePort(value));
                case "--seconds", "--enemies", "--seed", "--out", "--save", "--load" -> {
                    if (value == null) {
                        if (i + 1 >= args.length) {
                            throw new UsageException(name + " needs a value, e.g. " + example(name));
                        }
                        value = args[++i];
                    }
                    switch (name) {
                        case "--seconds" -> seconds = once(name, seconds, parseSeconds(value));
                        case "--enemies" -> enemies = once(name, enemies, parseEnemies(value));
                        case "--seed" -> seed = once(name, seed, parseSeed(value));
                        case "--save" -> save = once(name, save, parseSave(value));
                        case "--load" -> load = once(name, load, parseLoad(value));
                        default -> out = once(name, out, parseOut(value));
                    }
                }
                default -> throw new UsageException("Unknown option '" + arg + "'; run with --help for the options");
            }
        }
        if (window && stress) {
            throw new UsageException("--window and --stress cannot be combined; pick one");
        }
        if (load != null && (enemies != null || seed != null || stress)) {
            throw new UsageException("--load takes the enemy count and seed from the save; drop "
                    + (stress ? "--stress" : enemies != null ? "--enemies" : "--seed"));
        }
        if (window && (save != null || load != null)) {
            throw new UsageException("--save and --load work in the headless run only; drop --window");
        }
        Mode mode = window ? Mode.WINDOW : (stress ? Mode.STRESS : Mode.HEADLESS);
        double defaultSeconds = mode == Mode.STRESS ? DEFAULT_STRESS_SECONDS : DEFAULT_SECONDS;
        int defaultEnemies = mode == Mode.STRESS ? STRESS_ENEMIES : DEFAULT_ENEMIES;
        if (inspect != null && seconds == null) {
            defaultSeconds = MAX_SECONDS; // a live page to look at: run until stopped, up to the limit
        }
        return new DemoOptions(
                mode,
                seconds == null ? defaultSeconds : seconds,
                seconds != null,
                enemies == null ? defaultEnemies : enemies,
                seed == null ? DEFAULT_SEED : seed,
                out == null ? Paths.get("") : out,
                help,
                save,
                load,
                inspect == null ? OptionalInt.empty() : OptionalInt.of(inspect));
    }

    private static boolean flag(String name, String value, boolean already) throws UsageException {
        if (value != null) {
            throw new UsageException(name + " takes no value; pass just " + name);
        }
        if (already) {
            throw new UsageException(name + " is given twice; pass it once");
        }
        return true;
    }

    private static <T> T once(String name, T previous, T value) throws UsageException {
        if (previous != null) {
            throw new UsageException(name + " is given twice; pass it once");
        }
        return value;
    }

    private static String example(String name) {
        return switch (name) {
            case "--seconds" -> "--seconds 20";
            case "--enemies" -> "--enemies 200";
            case "--seed" -> "--seed 42";
            case "--save" -> "--save target/game.save";
            case "--load" -> "--load target/game.save";
            default -> "--out target/demo";
        };
    }

    private static double parseSeconds(String value) throws UsageException {
        double seconds;
        try {
            seconds = Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw new UsageException(
                    "--seconds must be a number of game seconds, e.g. --seconds 20; got '" + value + "'");
        }
        if (!(seconds > 0) || seconds > MAX_SECONDS) {
            throw new UsageException(
                    "--seconds must be more than 0 and at most " + (int) MAX_SECONDS + "; got " + value);
        }
        return seconds;
    }

    private static int parseEnemies(String value) throws UsageException {
        int enemies;
        try {
            enemies = Integer.parseInt(value.replace("_", ""));
        } catch (NumberFormatException e) {
            throw new UsageException("--enemies must be a whole number, e.g. --enemies 200; got '" + value + "'");
        }
        if (enemies < 1 || enemies > dev.pulse.demo.game.GameSettings.MAX_ENEMIES) {
            throw new UsageException("--enemies must be between 1 and " + dev.pulse.demo.game.GameSettings.MAX_ENEMIES
                    + "; got " + value);
        }
        return enemies;
    }

    private static int parsePort(String value) throws UsageException {
        try {
            int port = Integer.parseInt(value);
            if (port >= 0 && port <= 65535) {
                return port;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException(
                "--inspect=PORT needs a TCP port in 0..65535 (0 = any free port), e.g. --inspect=7070; " + "got '"
                        + value + "'");
    }

    private static long parseSeed(String value) throws UsageException {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new UsageException(
                    "--seed must be a whole number (a Java long), e.g. --seed 42; got '" + value + "'");
        }
    }

    private static Path parseOut(String value) throws UsageException {
        if (value.isBlank()) {
            throw new UsageException("--out needs a directory name, e.g. --out target/demo");
        }
        Path path;
        try {
            path = Paths.get(value);
        } catch (java.nio.file.InvalidPathException e) {
            throw new UsageException("--out '" + value + "' is not a valid path: " + e.getReason());
        }
        if (Files.exists(path) && !Files.isDirectory(path)) {
            throw new UsageException("--out '" + value + "' is a file, not a directory; pass a directory "
                    + "(it is created if missing)");
        }
        return path;
    }

    private static Path parseSave(String value) throws UsageException {
        Path path = path("--save", value);
        if (Files.isDirectory(path)) {
            throw new UsageException(
                    "--save '" + value + "' is a directory; pass a file name, e.g. --save target/game.save");
        }
        return path;
    }

    private static Path parseLoad(String value) throws UsageException {
        Path path = path("--load", value);
        if (!Files.isRegularFile(path)) {
            throw new UsageException("--load '" + value + "' is not a file; pass a save written with --save");
        }
        return path;
    }

    private static Path path(String name, String value) throws UsageException {
        if (value.isBlank()) {
            throw new UsageException(name + " needs a file name, e.g. " + example(name));
        }
        try {
            return Paths.get(value);
        } catch (java.nio.file.InvalidPathException e) {
            throw new UsageException(name + " '" + value + "' is not a valid path: " + e.getReason());
        }
    }

    /**
     * Returns the file to save the game to at the end of the run.
     *
     * @return the file, or {@code null} for no save
     */
    public Path save() {
        return save;
    }

    /**
     * Returns the saved game to start from.
     *
     * @return the file, or {@code null} to start a new game
     */
    public Path load() {
        return load;
    }

    /**
     * Returns how to run.
     *
     * @return the mode
     */
    public Mode mode() {
        return mode;
    }

    /**
     * Returns the game seconds to simulate.
     *
     * @return seconds, {@code > 0}
     */
    public double seconds() {
        return seconds;
    }

    /**
     * Tells whether {@code --seconds} was given (a window then closes after that long).
     *
     * @return {@code true} if given
     */
    public boolean secondsGiven() {
        return secondsGiven;
    }

    /**
     * Returns the number of enemies to keep alive.
     *
     * @return the enemy count
     */
    public int enemies() {
        return enemies;
    }

    /**
     * Returns the number of drones the swarm keeps flying.
     *
     * @return {@link #STRESS_DRONES} in scale mode, else 0
     */
    public int drones() {
        return mode == Mode.STRESS ? STRESS_DRONES : 0;
    }

    /**
     * Returns the random seed.
     *
     * @return the seed
     */
    public long seed() {
        return seed;
    }

    /**
     * Returns the output directory.
     *
     * @return the directory (the empty path means the current directory)
     */
    public Path out() {
        return out;
    }

    /**
     * Returns the inspector's port if {@code --inspect} was given.
     *
     * @return the port (0 = any free port), or empty when the inspector is off
     */
    public OptionalInt inspectPort() {
        return inspectPort;
    }

    /**
     * Tells whether {@code --help} was given.
     *
     * @return {@code true} to print the usage and stop
     */
    public boolean help() {
        return help;
    }
}
