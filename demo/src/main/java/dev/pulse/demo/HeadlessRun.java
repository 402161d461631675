package dev.pulse.demo;

import dev.pulse.demo.game.Game;
import dev.pulse.demo.game.GameSave;
import dev.pulse.demo.game.GameSettings;
import dev.pulse.demo.game.GameStats;
import dev.pulse.demo.game.MissileObserver;
import dev.pulse.demo.render.AnimatedGif;
import dev.pulse.demo.render.RenderSystem;
import dev.pulse.demo.render.Renderer;
import dev.pulse.ecs.snapshot.SnapshotFormat;
import dev.pulse.ecs.systems.GameSystem;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Function;
import javax.imageio.ImageIO;

/**
 * The headless run: ticks the game at {@link #FRAMES_PER_SECOND} frames per game second as
 * fast as the machine allows; over the last {@link #GIF_SECONDS} seconds it enables rendering
 * into an off-screen 400 x 300 "screen" and keeps every other frame for an animated GIF. It
 * prints one status line per game second, the scheduler's timing table and a summary, and
 * writes a final 800 x 600 PNG.
 * In scale mode the game gets a swarm of {@link DemoOptions#STRESS_DRONES} drones (column
 * components), rendering is disabled (only the final PNG is drawn) and no GIF is written.
 */
final class HeadlessRun {

    /** Frames (scheduler ticks) per game second. */
    static final int FRAMES_PER_SECOND = 50;
    /** Seconds of game time at the end of the run kept in the GIF. */
    static final int GIF_SECONDS = 5;
    /** Every how many frames a GIF frame is kept (25 GIF frames per second). */
    static final int GIF_EVERY = 2;

    static final String PNG_NAME = "demo-output.png";
    static final String GIF_NAME = "demo-output.gif";

    private final DemoOptions options;
    private final PrintStream out;

    HeadlessRun(DemoOptions options, PrintStream out) {
        this.options = options;
        this.out = out;
    }

    /** Sleeps until frame {@code tick} is due in real time, so a person can follow the game live. */
    private static void paceToRealTime(long runStart, int tick) {
        long due = runStart + tick * 1_000_000_000L / FRAMES_PER_SECOND;
        long wait = due - System.nanoTime();
        if (wait > 0) {
            try {
                Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Runs the game; returns the final state digest. */
    long run() throws IOException {
        Path dir = options.out();
        if (!dir.toString().isEmpty()) {
            Files.createDirectories(dir);
        }
        boolean stress = options.mode() == Mode.STRESS;
        RenderSystem[] render = new RenderSystem[1];
        Function<Game, GameSystem> renderer =
                g -> render[0] = new RenderSystem(new Renderer(g), () -> Readout.overlay(g));
        Game game = options.load() == null
                ? new Game(
                        GameSettings.of(options.enemies(), options.drones(), options.seed()),
                        MissileObserver.NONE,
                        renderer)
                : GameSave.load(Files.readAllBytes(options.load()), MissileObserver.NONE, renderer);
        GameSettings settings = game.settings();
        if (options.load() != null) {
            out.println("loaded " + options.load() + ": game time "
                    + game.scheduler().time().elapsed() + " s");
        }
        int ticks = Math.max(1, (int) Math.round(options.seconds() * FRAMES_PER_SECOND));
        out.printf(
                Locale.ROOT,
                "Pulse demo%s: %s; %.1f s of game time, fixed step 1/%d s, %d frames/s%n",
                stress ? " (scale mode)" : "",
                settings,
                ticks / (double) FRAMES_PER_SECOND,
                Math.round(1 / Game.FIXED_STEP),
                FRAMES_PER_SECOND);

        BufferedImage screen = new BufferedImage(400, 300, BufferedImage.TYPE_INT_RGB);
        AnimatedGif gif = null;
        int gifStart = Integer.MAX_VALUE;
        game.scheduler().disable("render");
        if (!stress) {
            render[0].target(screen);
            gif = new AnimatedGif(
                    dir.resolve(GIF_NAME), screen.getWidth(), screen.getHeight(), 100 * GIF_EVERY / FRAMES_PER_SECOND);
            gifStart = Math.max(0, ticks - GIF_SECONDS * FRAMES_PER_SECOND);
        }
        InspectorHook inspector = InspectorHook.attach(options, game, out);
        try (inspector) {
            long runStart = System.nanoTime();
            long secondStart = runStart;
            int ticksThisSecond = 0;
            for (int t = 1; t <= ticks; t++) {
                if (t == gifStart + 1) {
                    game.scheduler().enable("render");
                }
                game.tick(1.0 / FRAMES_PER_SECOND);
                inspector.onFrame();
                if (inspector.active() && !stress) { // scale mode measures throughput: never slowed
                    paceToRealTime(runStart, t);
                }
                ticksThisSecond++;
                // Every other frame of the last seconds, and at least the last frame of a very short run.
                boolean kept = (t - gifStart) % GIF_EVERY == 0 || (t == ticks && gif != null && gif.frames() == 0);
                if (gif != null && t > gifStart && kept) {
                    gif.addFrame(screen);
                }
                if (t % FRAMES_PER_SECOND == 0 || t == ticks) {
                    long now = System.nanoTime();
                    String status = Readout.status(game, ticksThisSecond * 1e9 / Math.max(1, now - secondStart));
                    out.println(gif != null && t > gifStart ? status + "  (rendering + GIF)" : status);
                    secondStart = now;
                    ticksThisSecond = 0;
                }
            }
            long wall = System.nanoTime() - runStart;
            out.println();
            out.print(game.scheduler().statsTable());
            out.println();
            GameStats s = game.stats();
            out.printf(
                    Locale.ROOT,
                    "%d ticks (%d fixed steps) in %.2f s wall time: %.0f ticks/s, %.0f fixed steps/s%n",
                    ticks,
                    game.scheduler().time().fixedSteps(),
                    wall / 1e9,
                    ticks * 1e9 / wall,
                    game.scheduler().time().fixedSteps() * 1e9 / wall);
            out.printf(
                    Locale.ROOT,
                    "launched %d missiles, %d hits, %d kills, %d timeouts; %d stale target handles "
                            + "(%d of them in a slot already reused by a new entity): %d retargets, %d self-destructs%n",
                    s.launched(),
                    s.hits(),
                    s.kills(),
                    s.timeouts(),
                    s.staleTargets(),
                    s.staleSlotReused(),
                    s.retargets(),
                    s.selfDestructs());
        } finally {
            if (gif != null) {
                gif.close();
            }
        }
        BufferedImage picture = new BufferedImage(800, 600, BufferedImage.TYPE_INT_RGB);
        render[0].draw(picture, (float) game.scheduler().time().alpha());
        Path png = dir.resolve(PNG_NAME);
        if (!ImageIO.write(picture, "png", png.toFile())) {
            throw new IOException("This JDK has no ImageIO PNG writer");
        }
        out.println("wrote " + png.toAbsolutePath().normalize()
                + (gif != null
                        ? " and " + dir.resolve(GIF_NAME).toAbsolutePath().normalize() + " (" + gif.frames()
                                + " frames)"
                        : " (no GIF in scale mode)"));
        if (options.save() != null) {
            SnapshotFormat format =
                    options.save().toString().endsWith(".json") ? SnapshotFormat.JSON : SnapshotFormat.BINARY;
            byte[] save = GameSave.save(game, format);
            Files.write(options.save(), save);
            out.println("saved the game to " + options.save().toAbsolutePath().normalize() + " (" + save.length
                    + " bytes, " + format.name().toLowerCase(Locale.ROOT) + ")");
        }
        long digest = game.digest();
        out.printf(Locale.ROOT, "final state digest %016x%n", digest);
        return digest;
    }
}
