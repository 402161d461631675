package dev.pulse.ecs.inspector.server;

/**
 * A read of the world that must run on the game thread, between two frames, and answers JSON.
 */
@FunctionalInterface
public interface GameThreadRead {

    /**
     * Reads the world and writes the answer.
     *
     * @return the JSON text
     */
    String run();
}
