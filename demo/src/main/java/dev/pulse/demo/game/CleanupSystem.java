package dev.pulse.demo.game;

import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.GameSystem;

/**
 * The end of a fixed step: applies the despawns recorded in the graveyard's command buffer.
 * From here on every handle to the dead is stale, and their slots are free for the next step's
 * spawns.
 */
final class CleanupSystem implements GameSystem {

    private final Game game;

    CleanupSystem(Game game) {
        this.game = game;
    }

    @Override
    public void update(World world, double dt) {
        game.graveyard.applyTo(world, game.stats);
    }
}
