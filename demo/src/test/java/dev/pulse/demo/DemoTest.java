package dev.pulse.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DemoTest {

    @TempDir
    Path dir;

    /** The result of one run: exit code and what it printed. */
    record Run(int code, String out, String err) {}

    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Demo.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Nested
    class Headless {

        @Test
        void aShortRunPrintsStatusLinesAndTimingsAndWritesAPngAndAGif() throws IOException {
            Run run = run("--seconds", "3", "--enemies", "80", "--seed", "9", "--out", dir.toString());
            assertEquals(Demo.EXIT_OK, run.code(), run.err());
            assertEquals("", run.err());
            long statusLines = run.out().lines().filter(l -> l.startsWith("[")).count();
            assertEquals(3, statusLines, run.out());
            assertTrue(run.out().contains("stale-handle retargets"), run.out());
            assertTrue(run.out().contains("ticks/s"), run.out());
            for (String system : new String[] {
                "spawn",
                "enemy-steering",
                "turrets",
                "missile-steering",
                "movement",
                "collision",
                "damage",
                "lifetimes",
                "sparks",
                "swarm",
                "cleanup",
                "render"
            }) {
                assertTrue(
                        run.out().lines().anyMatch(l -> l.matches("\\S+\\s+" + system + "\\s+\\d+.*")),
                        "no timing row for " + system + " in\n" + run.out());
            }

            BufferedImage png = ImageIO.read(dir.resolve("demo-output.png").toFile());
            assertEquals(800, png.getWidth());
            assertEquals(600, png.getHeight());
            try (ImageInputStream in = ImageIO.createImageInputStream(
                    dir.resolve("demo-output.gif").toFile())) {
                ImageReader reader = ImageIO.getImageReaders(in).next();
                reader.setInput(in);
                assertEquals(3 * HeadlessRun.FRAMES_PER_SECOND / HeadlessRun.GIF_EVERY, reader.getNumImages(true));
                assertEquals(400, reader.read(0).getWidth());
                reader.dispose();
            }
        }

        @Test
        void theSameSeedPrintsTheSameFinalDigest() {
            String a = digest(run("--seconds", "2", "--enemies", "50", "--seed", "5", "--out", dir.toString()));
            String b = digest(run("--seconds", "2", "--enemies", "50", "--seed", "5", "--out", dir.toString()));
            String c = digest(run("--seconds", "2", "--enemies", "50", "--seed", "6", "--out", dir.toString()));
            assertEquals(a, b);
            assertFalse(a.equals(c), "seeds 5 and 6 gave the same digest " + a);
        }

        @Test
        void aGameSavedMidRunAndLoadedEndsWithTheDigestOfAnUninterruptedRun() {
            String uninterrupted =
                    digest(run("--seconds", "3", "--enemies", "60", "--seed", "11", "--out", dir.toString()));
            for (String name : new String[] {"game.save", "game.json"}) {
                Path save = dir.resolve(name);
                Run first = run(
                        "--seconds",
                        "1.3",
                        "--enemies",
                        "60",
                        "--seed",
                        "11",
                        "--out",
                        dir.toString(),
                        "--save",
                        save.toString());
                assertEquals(Demo.EXIT_OK, first.code(), first.err());
                assertTrue(first.out().contains("saved the game to"), first.out());
                String resumed = digest(run("--load", save.toString(), "--seconds", "1.7", "--out", dir.toString()));
                assertEquals(uninterrupted, resumed, name);
            }
        }

        @Test
        void aDamagedSaveIsRefusedWithAMessageAndExitCode1() throws IOException {
            Path save = dir.resolve("bad.save");
            Files.write(save, new byte[] {'P', 'U', 'L', 'S', 'E', 'S', 'N', 'P', 0, 1, 7});
            Run run = run("--load", save.toString(), "--out", dir.toString());
            assertEquals(Demo.EXIT_FAILURE, run.code());
            assertTrue(run.err().contains("cannot load the saved game"), run.err());
            assertTrue(run.err().contains("at byte"), run.err());
        }

        private String digest(Run run) {
            assertEquals(Demo.EXIT_OK, run.code(), run.err());
            return run.out()
                    .lines()
                    .filter(l -> l.startsWith("final state digest"))
                    .findFirst()
                    .orElseThrow();
        }

        @Test
        void scaleModeReportsTicksPerSecondAndWritesOnlyThePng() {
            Run run = run("--stress", "--enemies", "3000", "--seconds", "1", "--out", dir.toString());
            assertEquals(Demo.EXIT_OK, run.code(), run.err());
            assertTrue(run.out().contains("scale mode"), run.out());
            assertTrue(run.out().contains("3000 enemies, 100000 drones"), run.out());
            assertTrue(
                    run.out().lines().anyMatch(l -> l.startsWith("[") && l.matches(".*drones\\s+100000")), run.out());
            assertTrue(run.out().matches("(?s).*ticks/s\\s+\\d+.*"), run.out());
            assertTrue(Files.exists(dir.resolve("demo-output.png")));
            assertFalse(Files.exists(dir.resolve("demo-output.gif")));
        }

        @Test
        void aRunShorterThanOneGifFrameStillWritesADecodableGif() throws IOException {
            Run run = run("--seconds", "0.02", "--enemies", "10", "--out", dir.toString());
            assertEquals(Demo.EXIT_OK, run.code(), run.err());
            try (ImageInputStream in = ImageIO.createImageInputStream(
                    dir.resolve("demo-output.gif").toFile())) {
                ImageReader reader = ImageIO.getImageReaders(in).next();
                reader.setInput(in);
                assertEquals(1, reader.getNumImages(true));
                reader.dispose();
            }
        }

        @Test
        void anUnwritableOutputDirectoryFailsWithExitCode1() throws IOException {
            Path file = Files.writeString(dir.resolve("plain-file"), "x");
            Run run = run("--seconds", "0.1", "--out", file.resolve("below").toString());
            assertEquals(Demo.EXIT_FAILURE, run.code());
            assertTrue(run.err().contains("could not write the output files"), run.err());
            assertTrue(run.err().contains("--out DIR"), run.err());
        }

        @Test
        void aMissingOutputDirectoryIsCreated() {
            Path nested = dir.resolve("a/b");
            Run run = run("--seconds", "0.2", "--enemies", "10", "--out", nested.toString());
            assertEquals(Demo.EXIT_OK, run.code(), run.err());
            assertTrue(Files.exists(nested.resolve("demo-output.png")));
        }
    }

    @Nested
    class CommandLine {

        @Test
        void helpPrintsTheOptionsAndSucceeds() {
            Run run = run("--help");
            assertEquals(Demo.EXIT_OK, run.code());
            for (String option : new String[] {"--seconds", "--enemies", "--seed", "--out", "--window", "--stress"}) {
                assertTrue(run.out().contains(option), option);
            }
        }

        @ParameterizedTest(name = "{0} -> {1}")
        @CsvSource(
                delimiter = '|',
                value = {
                    "--seconds abc        | --seconds must be a number",
                    "--seconds 0          | --seconds must be more than 0",
                    "--seconds -3         | --seconds must be more than 0",
                    "--seconds 99999      | at most 3600",
                    "--seconds NaN        | --seconds must be more than 0",
                    "--enemies 0          | --enemies must be between 1 and",
                    "--enemies lots       | --enemies must be a whole number",
                    "--enemies 5000000    | --enemies must be between 1 and",
                    "--seed 1.5           | --seed must be a whole number",
                    "--seconds            | --seconds needs a value",
                    "--bogus              | Unknown option '--bogus'",
                    "--window --stress    | cannot be combined",
                    "--seed 1 --seed 2    | --seed is given twice",
                    "--window=yes         | --window takes no value",
                })
        void badArgumentsGiveAClearMessageAndExitCode2(String args, String message) {
            Run run = run(args.trim().split("\\s+"));
            assertEquals(Demo.EXIT_USAGE, run.code());
            assertTrue(run.err().contains(message), "expected '" + message + "' in: " + run.err());
            assertTrue(run.err().contains("--help"), run.err());
            assertEquals("", run.out());
        }

        @Test
        void anOutputPathThatIsAFileIsABadArgument() throws IOException {
            Path file = Files.writeString(dir.resolve("taken"), "x");
            Run run = run("--out", file.toString());
            assertEquals(Demo.EXIT_USAGE, run.code());
            assertTrue(run.err().contains("is a file, not a directory"), run.err());
        }

        @Test
        void valuesMayFollowAnEqualsSign() throws UsageException {
            DemoOptions options = DemoOptions.parse(new String[] {"--seconds=2.5", "--enemies=1_000", "--seed=-4"});
            assertEquals(2.5, options.seconds());
            assertEquals(1000, options.enemies());
            assertEquals(-4, options.seed());
            assertEquals(Mode.HEADLESS, options.mode());
        }

        @Test
        void defaultsAreTwentySecondsTwoHundredEnemiesSeed42() throws UsageException {
            DemoOptions options = DemoOptions.parse(new String[0]);
            assertEquals(20, options.seconds());
            assertEquals(200, options.enemies());
            assertEquals(42, options.seed());
            assertFalse(options.secondsGiven());
        }

        @Test
        void stressDefaultsToTwoThousandEnemiesAndAHundredThousandDrones() throws UsageException {
            DemoOptions options = DemoOptions.parse(new String[] {"--stress"});
            assertEquals(Mode.STRESS, options.mode());
            assertEquals(2_000, options.enemies());
            assertEquals(100_000, options.drones());
            assertEquals(
                    0, DemoOptions.parse(new String[] {"--enemies", "5000"}).drones(), "drones only in scale mode");
            assertEquals(10, options.seconds());
        }

        @Test
        void aWindowWithoutADisplayFailsWithAHint() {
            Assumptions.assumeTrue(GraphicsEnvironment.isHeadless(), "a display is available");
            Run run = run("--window", "--seconds", "1");
            assertEquals(Demo.EXIT_FAILURE, run.code());
            assertTrue(run.err().contains("xvfb-run"), run.err());
        }
    }
}
