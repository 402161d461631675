package dev.pulse.demo;

import dev.pulse.demo.game.Game;
import dev.pulse.ecs.inspector.FrameCost;
import dev.pulse.ecs.inspector.Inspector;
import java.io.PrintStream;
import java.util.Locale;

/**
 * The live inspector of {@code --inspect}, or nothing: {@link #onFrame()} after every tick
 * either way, so the run loops need no branch.
 */
final class InspectorHook implements AutoCloseable {

    private final Inspector inspector;
    private final PrintStream out;

    private InspectorHook(Inspector inspector, PrintStream out) {
        this.inspector = inspector;
        this.out = out;
    }

    /** Starts the inspector if the options ask for it and prints its address. */
    static InspectorHook attach(DemoOptions options, Game game, PrintStream out) {
        if (options.inspectPort().isEmpty()) {
            return new InspectorHook(null, out);
        }
        Inspector inspector = Inspector.start(
                game.world(), game.scheduler(), options.inspectPort().getAsInt());
        out.println("Inspector: open " + inspector.uri() + " in a browser (Ctrl-C stops the game)");
        return new InspectorHook(inspector, out);
    }

    /** Whether the inspector runs (a headless game is then paced to real time). */
    boolean active() {
        return inspector != null;
    }

    /** Gives the inspector its turn on the game thread; call after each tick. */
    void onFrame() {
        if (inspector != null) {
            inspector.onFrame();
        }
    }

    /** Stops the inspector and prints what it cost the game thread. */
    @Override
    public void close() {
        if (inspector != null) {
            inspector.close();
            FrameCost cost = inspector.frameCost();
            out.printf(
                    Locale.ROOT,
                    "inspector: %d frames, its own time per frame on the game thread: avg %.1f µs, " + "max %.1f µs%n",
                    cost.frames(),
                    cost.averageNanos() / 1000,
                    cost.maxNanos() / 1000.0);
        }
    }
}
