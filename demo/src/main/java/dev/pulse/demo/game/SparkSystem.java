package dev.pulse.demo.game;

import dev.pulse.ecs.World;
import dev.pulse.ecs.column.ColumnChunk;
import dev.pulse.ecs.column.ColumnQuery;
import dev.pulse.ecs.systems.GameSystem;
import java.util.function.Consumer;

/**
 * Moves explosion sparks, slows them down, ages them and despawns the burnt-out ones. Sparks are
 * column components in the game's particle world, so one step is a plain loop over
 * {@code float[]} columns per chunk.
 */
final class SparkSystem implements GameSystem {

    private final World particles;
    private final ColumnQuery sparks;
    // snippet:demo-sparks
    private final Consumer<ColumnChunk> update = this::update;
    private float dt;

    SparkSystem(Game game) {
        this.particles = game.particles;
        this.sparks = game.sparkQuery;
    }

    @Override
    public void update(World world, double dt) {
        this.dt = (float) dt;
        sparks.forEachChunk(update);
    }

    private void update(ColumnChunk chunk) {
        float[] x = chunk.floats(Spark.X);
        float[] y = chunk.floats(Spark.Y);
        float[] px = chunk.floats(Spark.PREVIOUS_X);
        float[] py = chunk.floats(Spark.PREVIOUS_Y);
        float[] vx = chunk.floats(Spark.VX);
        float[] vy = chunk.floats(Spark.VY);
        float[] age = chunk.floats(Spark.AGE);
        float[] life = chunk.floats(Spark.LIFE);
        float step = dt;
        float drag = 1f - 2.5f * step;
        for (int i = chunk.start(), end = chunk.end(); i < end; i++) {
            px[i] = x[i];
            py[i] = y[i];
            x[i] += vx[i] * step;
            y[i] += vy[i] * step;
            vx[i] *= drag;
            vy[i] *= drag;
            age[i] += step;
        }
        for (int i = chunk.start(), end = chunk.end(); i < end; i++) {
            if (age[i] >= life[i]) {
                particles.despawn(chunk.entity(i)); // allowed mid-walk; its slot is reused later
            }
        }
    }
    // end:demo-sparks
}
