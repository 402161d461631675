package dev.pulse.demo.game;

import dev.pulse.ecs.World;
import dev.pulse.ecs.column.ColumnChunk;
import dev.pulse.ecs.column.ColumnQuery;
import dev.pulse.ecs.systems.GameSystem;
import java.util.function.Consumer;

/**
 * Flies the swarm of {@link Drone drones} (the stress mode's hundred thousand bodies): moves
 * them, bounces them off the arena walls, ages them and despawns the burnt-out ones, all in one
 * walk of plain loops over {@code float[]} columns per chunk; then launches as many new drones
 * as burnt out, into the slots they left. Without drones ({@link GameSettings#drones()} 0) a
 * step costs one empty walk.
 */
final class SwarmSystem implements GameSystem {

    private final Game game;
    private final World particles;
    private final ColumnQuery drones;
    private final float width;
    private final float height;
    // snippet:demo-swarm
    private final Consumer<ColumnChunk> fly = this::fly;
    private float dt;

    SwarmSystem(Game game) {
        this.game = game;
        this.particles = game.particles;
        this.drones = game.droneQuery;
        this.width = game.settings.width();
        this.height = game.settings.height();
    }

    @Override
    public void update(World world, double dt) {
        this.dt = (float) dt;
        drones.forEachChunk(fly);
        game.launchDrones(game.settings.drones() - game.drones.size()); // replace the burnt-out
    }

    private void fly(ColumnChunk chunk) {
        float[] x = chunk.floats(Drone.X);
        float[] y = chunk.floats(Drone.Y);
        float[] px = chunk.floats(Drone.PREVIOUS_X);
        float[] py = chunk.floats(Drone.PREVIOUS_Y);
        float[] vx = chunk.floats(Drone.VX);
        float[] vy = chunk.floats(Drone.VY);
        float[] age = chunk.floats(Drone.AGE);
        float[] life = chunk.floats(Drone.LIFE);
        float step = dt;
        float w = width;
        float h = height;
        for (int i = chunk.start(), end = chunk.end(); i < end; i++) {
            px[i] = x[i];
            py[i] = y[i];
            float nx = x[i] + vx[i] * step;
            float ny = y[i] + vy[i] * step;
            if (nx < 0) { // bounce off the walls, as MovementSystem does for objects
                nx = -nx;
                vx[i] = -vx[i];
            } else if (nx > w) {
                nx = 2 * w - nx;
                vx[i] = -vx[i];
            }
            if (ny < 0) {
                ny = -ny;
                vy[i] = -vy[i];
            } else if (ny > h) {
                ny = 2 * h - ny;
                vy[i] = -vy[i];
            }
            x[i] = nx;
            y[i] = ny;
            age[i] += step;
        }
        for (int i = chunk.start(), end = chunk.end(); i < end; i++) {
            if (age[i] >= life[i]) {
                particles.despawn(chunk.entity(i)); // allowed mid-walk; its slot is reused later
            }
        }
    }
    // end:demo-swarm
}
