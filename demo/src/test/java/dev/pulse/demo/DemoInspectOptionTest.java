package dev.pulse.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The demo's {@code --inspect[=PORT]} option: parsing, and a run with the inspector attached. */
class DemoInspectOptionTest {

    @TempDir
    Path dir;

    @Nested
    class Parsing {

        @Test
        void isOffUnlessGiven() throws UsageException {
            assertEquals(OptionalInt.empty(), DemoOptions.parse(new String[0]).inspectPort());
        }

        @Test
        void aloneUsesPort7070AndRunsForAnHourUnlessSecondsAreGiven() throws UsageException {
            DemoOptions options = DemoOptions.parse(new String[] {"--inspect"});
            assertEquals(OptionalInt.of(DemoOptions.DEFAULT_INSPECT_PORT), options.inspectPort());
            assertEquals(DemoOptions.MAX_SECONDS, options.seconds());
            assertEquals(
                    5,
                    DemoOptions.parse(new String[] {"--inspect", "--seconds", "5"})
                            .seconds());
        }

        @Test
        void takesAPortAfterAnEqualsSignZeroMeaningAnyFreePort() throws UsageException {
            assertEquals(
                    OptionalInt.of(8080),
                    DemoOptions.parse(new String[] {"--inspect=8080"}).inspectPort());
            assertEquals(
                    OptionalInt.of(0),
                    DemoOptions.parse(new String[] {"--inspect=0", "--stress"}).inspectPort());
        }

        @Test
        void rejectsPortsThatAreNotTcpPorts() {
            for (String bad : new String[] {"--inspect=abc", "--inspect=65536", "--inspect=-1", "--inspect="}) {
                UsageException e = assertThrows(UsageException.class, () -> DemoOptions.parse(new String[] {bad}));
                assertTrue(e.getMessage().contains("--inspect=PORT needs a TCP port in 0..65535"), e.getMessage());
            }
        }

        @Test
        void mayBeGivenOnlyOnce() {
            UsageException e = assertThrows(
                    UsageException.class, () -> DemoOptions.parse(new String[] {"--inspect", "--inspect=9000"}));
            assertTrue(e.getMessage().contains("given twice"), e.getMessage());
        }

        @Test
        void isInTheHelpText() {
            assertTrue(DemoOptions.USAGE.contains("--inspect[=PORT]"));
        }
    }

    @Test
    void aHeadlessRunServesTheInspectorWhileItPlaysInRealTime() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream printOut = new PrintStream(out, true, StandardCharsets.UTF_8);
        long start = System.nanoTime();
        CompletableFuture<Integer> run = CompletableFuture.supplyAsync(() -> Demo.run(
                new String[] {"--inspect=0", "--seconds", "2", "--enemies", "50", "--out", dir.toString()},
                printOut,
                new PrintStream(err, true, StandardCharsets.UTF_8)));

        Pattern address = Pattern.compile("Inspector: open (http://127\\.0\\.0\\.1:\\d+/)");
        Matcher found = address.matcher("");
        while (!found.find()) {
            assertFalse(run.isDone(), "the run ended without printing the inspector's address:\n" + out);
            Thread.sleep(20);
            found = address.matcher(out.toString(StandardCharsets.UTF_8));
        }
        String overview = "";
        for (int i = 0; i < 50 && !overview.contains("\"entities\":"); i++) {
            overview = get(URI.create(found.group(1)).resolve("/api/overview"));
            Thread.sleep(20);
        }
        assertTrue(overview.contains("\"name\":\"missile-steering\""), overview);

        assertEquals(Demo.EXIT_OK, run.get(30, TimeUnit.SECONDS), err.toString(StandardCharsets.UTF_8));
        assertTrue(System.nanoTime() - start >= 1_900_000_000L, "two game seconds were not paced to real time");
    }

    private static String get(URI uri) throws IOException {
        HttpURLConnection c = (HttpURLConnection) uri.toURL().openConnection();
        try {
            InputStream in = c.getResponseCode() == 200 ? c.getInputStream() : c.getErrorStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } finally {
            c.disconnect();
        }
    }
}
