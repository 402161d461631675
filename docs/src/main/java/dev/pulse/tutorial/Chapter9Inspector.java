// snippet:ch8-top
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
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Chapter 9: the inspector, asked what a browser would ask. Needs the ecs-inspector module. */
public final class Chapter9Inspector {

    static final class Position {
        float x;
        float y;

        Position(float x, float y) {
            this.x = x;
            this.y = y;
        }
    }

    record Health(int hp) {}

    private Chapter9Inspector() {}
    // end:ch8-top

    // snippet:ch8-run
    static World run(PrintStream out) {
        World world = new World();
        Entity ship = world.spawn(new Position(0, 0), new Health(100));
        for (int i = 0; i < 40; i++) {
            world.spawn(new Position(i, 10)); // rocks
        }
        Scheduler scheduler = Scheduler.builder(world)
                .add(
                        "fall",
                        (w, dt) -> w.query(Position.class).forEach((e, p) -> p.y -= (float) dt),
                        s -> s.inPhase(Phase.UPDATE))
                .build();
        try (Inspector inspector = Inspector.start(world, scheduler, 0)) { // 0: any free port
            // What the page asks, from the browser's threads, while the game runs:
            CompletableFuture<String> healthy = ask(inspector.uri().resolve("/api/entities?q=health"));
            CompletableFuture<String> shipPage = ask(inspector.uri().resolve("/api/entity?id=" + ship.id()));
            while (!(healthy.isDone() && shipPage.isDone())) { // the game loop
                scheduler.tick(1.0 / 60);
                inspector.onFrame(); // the answers are read here, on the game thread
            }
            out.println("entities with a Health: " + find(healthy.join(), "\"total\":(\\d+)"));
            out.println("the ship's hp as the page shows it: "
                    + find(shipPage.join(), "\"name\":\"hp\",\"type\":\"int\",\"value\":\"(\\d+)\""));
            out.println("the inspector measured its own time: "
                    + (inspector.frameCost().frames() > 0));
        }
        return world;
    }
    // end:ch8-run

    // snippet:ch8-browser
    /** What a browser does: a GET, on a thread of its own. */
    static CompletableFuture<String> ask(URI uri) {
        return CompletableFuture.supplyAsync(() -> {
            try (InputStream in = uri.toURL().openStream()) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    static String find(String json, String regex) {
        Matcher m = Pattern.compile(regex).matcher(json);
        return m.find() ? m.group(1) : "(not in " + json + ")";
    }

    /**
     * Runs the chapter's program, printing to the console.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        run(System.out);
    }
}
// end:ch8-browser
