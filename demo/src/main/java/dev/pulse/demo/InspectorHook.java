package dev.pulse.demo;

import dev.pulse.demo.game.Game;
import dev.pulse.ecs.inspector.Inspector;
import java.io.PrintStream;

/**
 * The live inspector of {@code --inspect}, or nothing: {@link #onFrame()} after every tick
 * either way, so the run loops need no branch.
 */
final class InspectorHook implements AutoCloseable {

    private final Inspector inspector;

    private InspectorHook(Inspector inspector) {
        this.inspector = inspector;
    }

    /** Starts the inspector if the options ask for it and prints its address. */
    static InspectorHook attach(DemoOptions options, Game game, PrintStream out) {
        if (options.inspectPort().isEmpty()) {
            return new InspectorHook(null);
        }
        Inspector inspector = Inspector.start(game.world(), game.scheduler(), options.inspectPort().getAsInt());
        out.println("Inspector: open " + inspector.uri() + " in a browser (the game runs in real time; Ctrl-C stops)");
        return new InspectorHook(inspector);
    }

    /** Whether the inspector runs (the game is then paced to real time). */
    boolean active() {
        return inspector != null;
    }

    /** Gives the inspector its turn on the game thread; call after each tick. */
    void onFrame() {
        if (inspector != null) {
            inspector.onFrame();
        }
    }

    @Override
    public void close() {
        if (inspector != null) {
            inspector.close();
        }
    }
}
