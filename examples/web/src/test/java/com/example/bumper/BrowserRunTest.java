package com.example.bumper;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.checks.PlatformChecks;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The game in a real browser: serves {@code target/web} (what TeaVM wrote, and the pages) over
 * HTTP, opens the JavaScript page and the WebAssembly GC page in headless Chromium, and checks
 * that each prints exactly the line {@link BumperRun#play()} prints on the JVM (the checksum of
 * the whole world after 600 ticks with a save and load halfway). Then it lets the live game play
 * and saves a picture of its canvas ({@code target/web/bumper-js.png} and
 * {@code bumper-wasm.png}; {@code -Dweb.screenshot=PATH} copies the WebAssembly one, which is how
 * {@code docs/images/web-bumper.png} is made), and prints the sizes of what the browser loads, raw
 * and gzipped. It also opens the pages of Pulse's key checks ({@link PlatformChecks}) and checks
 * that every check passes there, printing the same lines as on the JVM.
 *
 * <p>Then the save round trip, JVM &rarr; TeaVM &rarr; JVM: the JVM plays half the run and saves;
 * each page gets that save in its address's fragment, loads it, saves it again at once, plays
 * {@link BumperRun#CONTINUE_TICKS} ticks and saves again; the JVM checks that the page's first save
 * is the bytes it sent, that its second is byte for byte the save the JVM makes by going on from
 * its own save, and that loading the page's save on the JVM and saving it gives the same bytes.
 *
 * <p>Uses the system's Chromium and chromedriver (Debian: {@code apt-get install -y chromium
 * chromium-driver}; override the paths with {@code -Dchromium.binary=} and
 * {@code -Dchromedriver.binary=}); skipped, saying how to install them, where they are missing,
 * unless {@code -Dbrowser.required=true} (Pulse's CI), which makes that a failure.
 */
class BrowserRunTest {

    private static final Duration PAGE_TIMEOUT = Duration.ofSeconds(60);
    /** Frames the live game must have drawn before the picture is taken. */
    private static final int FRAMES_BEFORE_PICTURE = 300;

    /**
     * Selenium's own logger, held so its level sticks: it warns at every start that it has no
     * DevTools protocol classes for this Chromium, which these tests do not use.
     */
    private static final Logger SELENIUM_LOG = Logger.getLogger("org.openqa.selenium");

    private static Path web;
    private static HttpServer server;
    private static WebDriver browser;
    private static Path profile;

    @BeforeAll
    static void serveThePagesAndStartChromium() throws IOException {
        Path chromium = Paths.get(System.getProperty("chromium.binary", "/usr/bin/chromium"));
        Path driver = Paths.get(System.getProperty("chromedriver.binary", "/usr/bin/chromedriver"));
        boolean found = Files.isExecutable(chromium) && Files.isExecutable(driver);
        String missing = "Chromium or chromedriver not found at " + chromium + " and " + driver + "; install them with "
                + "'apt-get install -y chromium chromium-driver' (Debian; Pulse's .ci/run does this) or pass "
                + "-Dchromium.binary=... -Dchromedriver.binary=...";
        // Pulse's CI passes -Dbrowser.required=true: there a missing browser fails the build, as the
        // README's claim that Pulse runs in the browser rests on these runs.
        if (Boolean.getBoolean("browser.required")) {
            assertTrue(found, missing + " (-Dbrowser.required=true: the browser runs may not be skipped)");
        }
        Assumptions.assumeTrue(found, missing + ": the browser runs are skipped");
        web = Paths.get(System.getProperty("web.directory", "target/web"));
        for (String file : List.of("js.html", "wasm.html", "js/classes.js", "wasm/classes.wasm",
                "wasm/classes.wasm-runtime.js", "checks-js.html", "checks-wasm.html", "js/checks.js",
                "wasm/checks.wasm")) {
            assertTrue(Files.isRegularFile(web.resolve(file)), web.resolve(file) + " is missing: run the TeaVM build "
                    + "first (mvn verify does, in process-classes)");
        }
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            Path file = web.resolve(exchange.getRequestURI().getPath().substring(1)).normalize();
            if (!file.startsWith(web) || !Files.isRegularFile(file)) {
                exchange.sendResponseHeaders(404, -1);
                exchange.close();
                return;
            }
            byte[] body = Files.readAllBytes(file);
            exchange.getResponseHeaders().set("Content-Type", contentType(file));
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();

        SELENIUM_LOG.setLevel(Level.SEVERE);
        profile = Files.createTempDirectory("bumper-chromium");
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(driver.toFile())
                .usingAnyFreePort()
                .build();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--user-data-dir=" + profile, "--window-size=800,600");
        browser = new ChromeDriver(service, options);
    }

    @AfterAll
    static void stop() throws IOException {
        if (browser != null) {
            browser.quit();
        }
        if (server != null) {
            server.stop(0);
        }
        if (profile != null) {
            try (var files = Files.walk(profile)) {
                files.sorted((a, b) -> b.getNameCount() - a.getNameCount()).forEach(p -> p.toFile().delete());
            }
        }
    }

    @Test
    void javaScriptPrintsTheJvmsChecksumAndPlays() throws IOException {
        playInTheBrowser("js");
    }

    @Test
    void webAssemblyPrintsTheJvmsChecksumAndPlays() throws IOException {
        playInTheBrowser("wasm");
        String copy = System.getProperty("web.screenshot");
        if (copy != null && !copy.isBlank()) {
            Files.copy(web.resolve("bumper-wasm.png"), Paths.get(copy), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    @Nested
    class JvmToTeaVmToJvm {

        @Test
        void javaScriptGoesOnFromTheJvmsSaveBitForBit() {
            goOnInTheBrowser("js");
        }

        @Test
        void webAssemblyGoesOnFromTheJvmsSaveBitForBit() {
            goOnInTheBrowser("wasm");
        }

        private void goOnInTheBrowser(String kind) {
            Bumper jvm = Bumper.start(BumperRun.SEED);
            for (int i = 0; i < BumperRun.TICKS / 2; i++) {
                jvm.tick();
            }
            String save = jvm.save();
            assertTrue(jvm.sparks().count() > 0, "the save holds no sparks: the column component would go untested");
            String[] own = BumperRun.continueFrom(save);

            // A fragment-only change would not reload the page: leave it first.
            browser.get("about:blank");
            browser.get(page(kind) + "#continue=" + save);
            List<String> lines = waitFor(kind, () -> {
                List<String> printed = text("out").lines().toList();
                boolean failed = printed.stream().anyMatch(line -> line.startsWith("ERROR"));
                return failed || printed.size() >= 2 ? printed : null;
            });
            assertEquals(2, lines.size(), kind + " printed " + lines);
            assertTrue(lines.get(0).startsWith("resaved ") && lines.get(1).startsWith("continued "),
                    kind + " printed " + lines);
            byte[] resaved = decode(lines.get(0).substring("resaved ".length()));
            byte[] continued = decode(lines.get(1).substring("continued ".length()));

            assertArrayEquals(decode(save), resaved, kind + " loaded the JVM's save and saved other bytes");
            assertArrayEquals(decode(own[1]), continued, kind + " went on from the JVM's save to another save than "
                    + "the JVM's after " + BumperRun.CONTINUE_TICKS + " ticks");
            Bumper back = Bumper.load(lines.get(1).substring("continued ".length()));
            assertArrayEquals(continued, decode(back.save()), "the JVM loaded " + kind + "'s save and saved other bytes");
            assertTrue(back.sparks().count() > 0, kind + "'s save holds no sparks");
            System.out.println(kind + ": went on from the JVM's save (" + save.length() + " chars) for "
                    + BumperRun.CONTINUE_TICKS + " ticks to the JVM's save (" + continued.length + " bytes)");
        }
    }

    /**
     * Pulse's key checks ({@link PlatformChecks}) in both pages: every check passes, and the pages
     * print exactly the check lines the JVM prints; the platform line says TeaVM's answers.
     */
    @Nested
    class KeyChecks {

        @Test
        void javaScriptPassesEveryCheckTheJvmPasses() {
            checkInTheBrowser("js");
        }

        @Test
        void webAssemblyPassesEveryCheckTheJvmPasses() {
            checkInTheBrowser("wasm");
        }

        private void checkInTheBrowser(String kind) {
            List<String> jvm = PlatformChecks.run(PlatformChecks.Host.JVM);
            browser.get(page("checks-" + kind));
            List<String> lines = waitFor("checks-" + kind, () -> {
                List<String> printed = text("out").lines().toList();
                boolean done = printed.stream().anyMatch(line -> line.startsWith(PlatformChecks.SUMMARY)
                        || line.startsWith("ERROR"));
                return done ? printed : null;
            });
            lines.forEach(line -> System.out.println("checks-" + kind + ": " + line));
            assertFalse(lines.stream().anyMatch(line -> line.startsWith("ERROR")), kind + " threw: " + lines);
            assertEquals(List.of(), lines.stream().filter(line -> line.startsWith(PlatformChecks.FAIL)).toList(),
                    kind + " failed checks");
            assertEquals(PlatformChecks.PLATFORM + "Platform[TeaVM: portable paths (TeaVM lacks HotSpot's APIs), "
                    + "no threads, no walk copies, declared column records]", lines.get(0), kind + "'s platform");
            assertTrue(jvm.get(jvm.size() - 1).endsWith(" 0 failed"), "the JVM failed checks: " + jvm);
            assertEquals(jvm.subList(1, jvm.size()), lines.subList(1, lines.size()),
                    kind + " printed other check lines than the JVM");
        }
    }

    @Test
    void printsTheSizesTheBrowserLoads() throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add(String.format(Locale.ROOT, "%-30s %10s %10s", "file", "bytes", "gzipped"));
        for (String file : List.of("js/classes.js", "wasm/classes.wasm", "wasm/classes.wasm-runtime.js")) {
            byte[] raw = Files.readAllBytes(web.resolve(file));
            int gzipped = gzip(raw).length;
            assertTrue(raw.length > 0 && gzipped > 0, file + " is empty");
            lines.add(String.format(Locale.ROOT, "%-30s %10d %10d", file, raw.length, gzipped));
        }
        Files.write(web.resolve("sizes.txt"), lines);
        lines.forEach(System.out::println);
    }

    private void playInTheBrowser(String kind) throws IOException {
        String expected = BumperRun.play();
        browser.get(page(kind));
        String printed = waitFor(kind, () -> {
            String out = text("out");
            return out.contains("\n") || out.contains("ERROR") ? out : null;
        });
        assertEquals(expected, printed.strip(), kind + " printed another line than the JVM");
        System.out.println(kind + ": " + printed.strip());

        waitFor(kind, () -> frames() >= FRAMES_BEFORE_PICTURE ? "" : null);
        assertEquals(expected, text("out").strip(), kind + " printed more after the checksum: an error?");
        byte[] png = browser.findElement(By.id("arena")).getScreenshotAs(OutputType.BYTES);
        assertTrue(png.length > 5_000, kind + ": the canvas picture has " + png.length + " bytes: nothing drawn?");
        Files.write(web.resolve("bumper-" + kind + ".png"), png);
    }

    private static String page(String kind) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/" + kind + ".html";
    }

    private static byte[] decode(String save) {
        return Base64.getDecoder().decode(save);
    }

    private String text(String id) {
        return browser.findElement(By.id(id)).getAttribute("textContent");
    }

    private int frames() {
        List<WebElement> arena = browser.findElements(By.id("arena")); // the checks pages have none
        String frames = arena.isEmpty() ? null : arena.get(0).getAttribute("data-frames");
        return frames == null ? 0 : Integer.parseInt(frames);
    }

    private <T> T waitFor(String kind, java.util.function.Supplier<T> condition) {
        try {
            return new WebDriverWait(browser, PAGE_TIMEOUT).until(b -> condition.get());
        } catch (TimeoutException e) {
            throw new AssertionError(kind + ".html did not get there in " + PAGE_TIMEOUT.toSeconds() + " s; it printed '"
                    + text("out") + "' and drew " + frames() + " frames", e);
        }
    }

    private static String contentType(Path file) {
        String name = file.getFileName().toString();
        if (name.endsWith(".html")) {
            return "text/html; charset=utf-8";
        } else if (name.endsWith(".js")) {
            return "text/javascript; charset=utf-8";
        } else if (name.endsWith(".wasm")) {
            return "application/wasm";      // WebAssembly.instantiateStreaming insists on it
        }
        return "application/octet-stream";
    }

    private static byte[] gzip(byte[] raw) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(bytes) {
            {
                def.setLevel(Deflater.BEST_COMPRESSION);
            }
        }) {
            out.write(raw);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }
}
