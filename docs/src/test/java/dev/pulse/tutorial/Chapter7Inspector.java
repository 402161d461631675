package dev.pulse.tutorial;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.ecs.inspector.Inspector;
import dev.pulse.ecs.systems.Phase;
import dev.pulse.ecs.systems.Scheduler;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Chapter 7: the inspector. A small game runs with the inspector attached, and the program
 * asks it what a browser would ask, printing what the page would show.
 */
public final class Chapter7Inspector {

    private Chapter7Inspector() {
    }

    /**
     * Runs the chapter's program.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        run(System.out);
    }

    static void run(PrintStream out) {
        World world = new World();
        Entity ship = world.spawn(new Position(0, 0), new Velocity(2, 0), new Health(100));
        for (int i = 0; i < 40; i++) {
            world.spawn(new Position(i, 10), new Velocity(0, -1), new Rock());
        }
        Scheduler scheduler = Scheduler.builder(world)
                .add("movement", (w, dt) -> w.query(Position.class, Velocity.class).forEach((e, p, v) -> {
                    p.x += v.dx * (float) dt;
                    p.y += v.dy * (float) dt;
                }), s -> s.in(Phase.UPDATE))
                .build();

        Browser browser = new Browser(ship);
        // snippet:ch7-start
        try (Inspector inspector = Inspector.start(world, scheduler, 0)) {  // 0: any free port
            browser.open(inspector.uri());                                  // what you do in a browser
            while (browser.waiting()) {
                scheduler.tick(1.0 / 60);
                inspector.onFrame();  // the page's reads of the world run here, once per frame
            }
            browser.report(out, inspector);
        }
        // end:ch7-start
    }

    /**
     * Stands in for a browser: asks on its own threads what the page asks, as the page would,
     * while the game loop keeps running.
     */
    private static final class Browser {
        private final Entity ship;
        private URI uri;
        private CompletableFuture<String> healthy;
        private CompletableFuture<String> shipPage;
        private int frames;

        Browser(Entity ship) {
            this.ship = ship;
        }

        void open(URI address) {
            uri = address;
            healthy = ask("/api/entities?q=health");
            shipPage = ask("/api/entity?id=" + ship.id());
        }

        boolean waiting() {
            pause();
            return !(healthy.isDone() && shipPage.isDone()) && frames++ < 500;
        }

        void report(PrintStream out, Inspector inspector) {
            out.println("the page's HTML: " + status("/") + ", an unknown path: " + status("/no/such/page"));
            out.println("entities with a Health: " + field(join(healthy), "\"total\":(\\d+)"));
            out.println("the ship's Health as the page shows it: hp = "
                    + field(join(shipPage), "\"name\":\"hp\",\"type\":\"int\",\"value\":\"(\\d+)\""));
            out.println("the inspector's own time per frame is measured: " + (inspector.frameCost().frames() > 0));
        }

        private CompletableFuture<String> ask(String path) {
            return CompletableFuture.supplyAsync(() -> body(uri.resolve(path)), command -> {
                Thread thread = new Thread(command, "browser");
                thread.setDaemon(true);
                thread.start();
            });
        }

        private int status(String path) {
            try {
                HttpURLConnection c = (HttpURLConnection) uri.resolve(path).toURL().openConnection();
                int status = c.getResponseCode();
                c.disconnect();
                return status;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static String body(URI uri) {
        try {
            HttpURLConnection c = (HttpURLConnection) uri.toURL().openConnection();
            try (InputStream in = c.getResponseCode() < 400 ? c.getInputStream() : c.getErrorStream()) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } finally {
                c.disconnect();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String join(CompletableFuture<String> answer) {
        try {
            return answer.get(10, TimeUnit.SECONDS);
        } catch (InterruptedException | ExecutionException | TimeoutException e) {
            throw new IllegalStateException("the inspector did not answer: " + e, e);
        }
    }

    private static String field(String json, String regex) {
        Matcher m = Pattern.compile(regex).matcher(json);
        return m.find() ? m.group(1) : "(not found in " + json + ")";
    }

    private static void pause() {
        try {
            Thread.sleep(10);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
