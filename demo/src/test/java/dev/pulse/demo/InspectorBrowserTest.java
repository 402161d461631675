package dev.pulse.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.demo.game.Game;
import dev.pulse.demo.game.GameSettings;
import dev.pulse.demo.game.Graffiti;
import dev.pulse.demo.game.Position;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.inspector.Inspector;
import java.io.File;
import java.io.IOException;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The inspector in a real browser: the demo game runs on its own thread with the inspector
 * attached, headless Chromium opens the page, waits for live data, searches, clicks into
 * entities and checks what the page shows (also while a flood of stalled connections is
 * open, and for a component whose {@code toString()} throws an Error), then saves a screenshot to
 * {@code target/inspector.png} (and to {@code -Dinspector.screenshot=PATH} if given, which is
 * how {@code docs/images/inspector.png} is made).
 *
 * <p>Uses the system's Chromium and chromedriver (Debian: {@code apt-get install -y chromium
 * chromium-driver}); paths can be overridden with {@code -Dchromium.binary=} and
 * {@code -Dchromedriver.binary=}. Selenium is given the driver's path, so it never looks for
 * or downloads one. Skipped, saying how to install them, where they are missing.
 */
class InspectorBrowserTest {

    /** A component whose toString() throws an Error, as a broken game class might. */
    record Jinx(int level) {
        @Override
        public String toString() {
            throw new AssertionError("jinxed toString");
        }
    }

    private static final String GRAFFITI =
            "<script>document.title='pwned'</script><img src=x onerror=\"window.pwned=1\">";

    private Game game;
    private Inspector inspector;
    private Thread gameThread;
    private volatile boolean running = true;
    private final AtomicReference<Entity> graffiti = new AtomicReference<>();
    private final AtomicReference<Throwable> gameFailure = new AtomicReference<>();
    private WebDriver browser;

    @BeforeEach
    void startGameInspectorAndBrowser() throws InterruptedException {
        Path chromium = Paths.get(System.getProperty("chromium.binary", "/usr/bin/chromium"));
        Path driver = Paths.get(System.getProperty("chromedriver.binary", "/usr/bin/chromedriver"));
        Assumptions.assumeTrue(
                Files.isExecutable(chromium) && Files.isExecutable(driver),
                "Chromium or chromedriver not found at " + chromium + " and " + driver + "; install them with "
                        + "'apt-get install -y chromium chromium-driver' (Debian; .ci/run does this) or pass "
                        + "-Dchromium.binary=... -Dchromedriver.binary=...");

        game = new Game(GameSettings.of(200, 42));
        inspector = Inspector.start(game.world(), game.scheduler(), 0);
        CountDownLatch spawned = new CountDownLatch(1);
        gameThread = new Thread(
                () -> {
                    game.world().bindToCurrentThread(); // built on the test thread: hand it over to the game thread
                    graffiti.set(game.world().spawn(new Graffiti(GRAFFITI), new Position(1, 2)));
                    game.world().spawn(new Jinx(13), new Position(3, 4));
                    spawned.countDown();
                    while (running) {
                        game.tick(1.0 / 50);
                        try {
                            inspector.onFrame();
                        } catch (Throwable t) { // a game without a catch of its own would die here
                            gameFailure.compareAndSet(null, t);
                        }
                        try {
                            Thread.sleep(20);
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                },
                "game");
        gameThread.start();
        assertTrue(spawned.await(10, TimeUnit.SECONDS));

        System.setProperty("webdriver.chrome.driver", driver.toString());
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(driver.toFile())
                .usingAnyFreePort()
                .build();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.toFile());
        options.addArguments(
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--window-size=1400,1500",
                "--hide-scrollbars");
        browser = new ChromeDriver(service, options);
    }

    @AfterEach
    void stop() throws InterruptedException {
        if (browser != null) {
            browser.quit();
        }
        running = false;
        if (gameThread != null) {
            gameThread.join(5_000);
        }
        if (inspector != null) {
            inspector.close();
        }
    }

    @Test
    void showsTheLiveWorldAndOneEntitysFieldsAsText() throws IOException {
        browser.get(inspector.uri().toString());
        PageWait wait = new PageWait();

        // Live data: the status turns live, counts and the system table fill in.
        wait.until(b -> text("status").equals("live"));
        wait.until(b -> Integer.parseInt(text("entity-count").replaceAll("\\D", "0")) > 200);
        wait.until(b -> !b.findElements(By.cssSelector("#system-rows tr")).isEmpty());
        String systems = text("system-rows");
        for (String name : List.of("spawn", "missile-steering", "collision", "cleanup")) {
            assertTrue(systems.contains(name), systems);
        }
        assertTrue(text("phases").contains("FIXED_UPDATE (fixed step)"), text("phases"));
        assertTrue(text("type-rows").contains("Enemy"), text("type-rows"));
        wait.until(b -> text("page-info").contains("entities"));

        // Search for the graffiti, open it: its markup is shown as text and nothing of it runs.
        search("graffiti");
        wait.until(b -> rows().size() == 1 && rows().get(0).getText().contains("Graffiti"));
        click(By.cssSelector("#entity-rows tr[data-id]"));
        wait.until(b -> text("detail-title").equalsIgnoreCase("Entity " + label(graffiti.get())));
        By graffitiText =
                By.xpath("//div[@id='detail-body']//div[h3[.='Graffiti']]//td[contains(@class,'field-value')]");
        wait.until(b -> !b.findElements(graffitiText).isEmpty());
        assertEquals(GRAFFITI, read(graffitiText));
        assertTrue(browser.findElements(By.cssSelector("#detail-body script, #detail-body img"))
                .isEmpty());
        assertEquals("Pulse inspector", browser.getTitle());
        assertEquals(null, ((JavascriptExecutor) browser).executeScript("return window.pwned;"));

        // A missile: its components with live field values, and its target a link to the enemy.
        search("target");
        wait.until(b -> !rows().isEmpty() && rows().get(0).getText().contains("Missile"));
        // Missiles live a few seconds: one may die between the list's refresh and the click, and
        // the page then says its handle is stale; take the next one.
        String detail = "";
        for (int attempt = 0; attempt < 10 && !detail.contains("Target"); attempt++) {
            click(By.cssSelector("#entity-rows tr[data-id]"));
            wait.until(b -> text("detail-body").contains("Target")
                    || text("detail-body").contains("stale"));
            detail = text("detail-body");
        }
        for (String component : List.of("Position", "Velocity", "Missile", "Target", "Lifetime")) {
            assertTrue(detail.contains(component), detail);
        }
        assertTrue(detail.matches("(?s).*\\bx\\s+float\\s+-?\\d+(\\.\\d+)?.*"), detail);
        String targetLabel = click(By.cssSelector("#detail-body button.link")).replace(" (stale)", "");
        wait.until(b -> text("detail-title").equalsIgnoreCase("Entity " + targetLabel));

        // Let the chart gather a few seconds of history, then keep a picture of the page with a
        // live missile open.
        sleep(3_000);
        search("missile");
        wait.until(b -> !rows().isEmpty() && rows().get(0).getText().contains("Missile"));
        String shown = "";
        for (int attempt = 0; attempt < 10 && !shown.contains("Target"); attempt++) {
            click(By.cssSelector("#entity-rows tr[data-id]"));
            wait.until(b -> text("detail-body").contains("Target")
                    || text("detail-body").contains("stale"));
            shown = text("detail-body");
        }
        Path shot = Paths.get("target", "inspector.png");
        Files.createDirectories(shot.getParent());
        File file = ((TakesScreenshot) browser).getScreenshotAs(OutputType.FILE);
        Files.copy(file.toPath(), shot, StandardCopyOption.REPLACE_EXISTING);
        assertTrue(Files.size(shot) > 10_000, "screenshot too small to show the page");
        String copy = System.getProperty("inspector.screenshot");
        if (copy != null && !copy.isBlank()) {
            Files.copy(shot, Paths.get(copy), StandardCopyOption.REPLACE_EXISTING);
        }
        assertNotNull(inspector.frameCost());
    }

    @Test
    void staysLiveThroughAFloodOfStalledConnectionsAndShowsAnErrorFromToStringAsAnErrorRow() throws IOException {
        List<Socket> stalled = new ArrayList<>();
        try {
            // Far more connections than the server keeps, each one byte into its request, then silent.
            for (int i = 0; i < 200; i++) {
                Socket socket = new Socket("127.0.0.1", inspector.port());
                stalled.add(socket);
                socket.getOutputStream().write('G');
                socket.getOutputStream().flush();
            }
            browser.get(inspector.uri().toString());
            PageWait wait = new PageWait();
            wait.until(b -> text("status").equals("live"));
            wait.until(b -> Integer.parseInt(text("entity-count").replaceAll("\\D", "0")) > 200);

            search("jinx");
            wait.until(b -> rows().size() == 1 && rows().get(0).getText().contains("Jinx"));
            click(By.cssSelector("#entity-rows tr[data-id]"));
            By error = By.cssSelector("#detail-body .error");
            wait.until(b -> !b.findElements(error).isEmpty());
            assertEquals("toString() threw java.lang.AssertionError: jinxed toString", read(error));
            assertTrue(text("detail-body").contains("Position"), text("detail-body"));
            sleep(1_000); // the page reads the entity twice a second: let it do so a few more times
            assertEquals(null, gameFailure.get(), "onFrame() threw into the game loop");
            assertEquals("live", text("status"));
        } finally {
            for (Socket socket : stalled) {
                socket.close();
            }
        }
    }

    /** Waits for a condition of the page; on timeout, fails with what the page shows. */
    private final class PageWait {
        private final WebDriverWait wait = (WebDriverWait)
                new WebDriverWait(browser, Duration.ofSeconds(30)).ignoring(StaleElementReferenceException.class);

        void until(java.util.function.Function<WebDriver, Boolean> condition) {
            try {
                wait.until(condition::apply);
            } catch (org.openqa.selenium.TimeoutException e) {
                throw new AssertionError(
                        "The page did not get there in 30 s; it shows: status '" + text("status")
                                + "', entities '" + text("entity-count") + "', list '" + text("entity-rows")
                                + "', detail '"
                                + text("detail-title") + ": " + text("detail-body") + "'",
                        e);
            }
        }
    }

    /** The text of an element the page may re-render at any moment (it is live). */
    private String read(By by) {
        for (int attempt = 0; ; attempt++) {
            try {
                return browser.findElement(by).getText();
            } catch (StaleElementReferenceException e) {
                if (attempt == 10) {
                    throw e;
                }
            }
        }
    }

    /** Clicks an element the page may re-render at any moment; answers its text. */
    private String click(By by) {
        for (int attempt = 0; ; attempt++) {
            try {
                WebElement element = browser.findElement(by);
                String text = element.getText();
                element.click();
                return text;
            } catch (StaleElementReferenceException e) {
                if (attempt == 10) {
                    throw e;
                }
            }
        }
    }

    private String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }

    private List<WebElement> rows() {
        return browser.findElements(By.cssSelector("#entity-rows tr[data-id]"));
    }

    private void search(String text) {
        WebElement box = browser.findElement(By.id("search"));
        box.clear();
        if (text.isEmpty()) {
            box.sendKeys(" ");
            box.sendKeys(org.openqa.selenium.Keys.BACK_SPACE);
        } else {
            box.sendKeys(text);
        }
    }

    private static String label(Entity entity) {
        return entity.index() + "v" + entity.generation();
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
