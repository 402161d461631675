// snippet:ch7-head
package dev.pulse.tutorial;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.ecs.column.ColumnQuery;
import dev.pulse.ecs.column.ColumnSchema;
import dev.pulse.ecs.column.ColumnStorage;
import dev.pulse.ecs.column.ColumnView;
import dev.pulse.ecs.column.Columnar;
import dev.pulse.ecs.column.FloatColumn;
import dev.pulse.ecs.column.IntColumn;
import java.io.PrintStream;

/** Chapter 7: hot data in columns. */
public final class Chapter7HotColumns {

    private Chapter7HotColumns() {}
    // end:ch7-head

    // snippet:ch7-declare
    /** A particle: every record component becomes one primitive column. */
    record Particle(float x, float y, float dx, float dy, int life) implements Columnar {}

    static final ColumnSchema<Particle> PARTICLE = ColumnSchema.of(Particle.class);
    static final FloatColumn<Particle> X = PARTICLE.floatColumn("x");
    static final FloatColumn<Particle> Y = PARTICLE.floatColumn("y");
    static final FloatColumn<Particle> DX = PARTICLE.floatColumn("dx");
    static final FloatColumn<Particle> DY = PARTICLE.floatColumn("dy");
    static final IntColumn<Particle> LIFE = PARTICLE.intColumn("life");

    /** An ordinary tag: frozen particles do not move. */
    static final class Frozen {}
    // end:ch7-declare

    // snippet:ch7-typo
    static void typo(PrintStream out) {
        try {
            PARTICLE.floatColumn("dz");
        } catch (IllegalArgumentException e) {
            out.println(e.getMessage());
        }
        try {
            PARTICLE.floatColumn("life");
        } catch (IllegalArgumentException e) {
            out.println(e.getMessage());
        }
    }
    // end:ch7-typo

    // snippet:ch7-tick
    /** One tick over every particle that is not frozen: a plain loop over float arrays per chunk. */
    static void tick(ColumnQuery moving) {
        moving.forEachChunk(chunk -> {
            float[] x = chunk.floats(X);
            float[] y = chunk.floats(Y);
            float[] dx = chunk.floats(DX);
            float[] dy = chunk.floats(DY);
            int[] life = chunk.ints(LIFE);
            for (int i = chunk.start(), end = chunk.end(); i < end; i++) {
                x[i] += dx[i];
                y[i] += dy[i];
                life[i]--;
            }
        });
    }
    // end:ch7-tick

    // snippet:ch7-run
    /**
     * Runs the chapter's program.
     *
     * @param out where to print
     * @return the world, for the chapter's test
     */
    public static World run(PrintStream out) {
        World world = new World();
        ColumnStorage<Particle> particles = world.columns(Particle.class);
        Entity first = null;
        for (int i = 0; i < 10_000; i++) {
            Entity e = world.spawn(new Particle(i, 0, 1, 2, 3));
            first = first == null ? e : first;
        }
        world.add(first, new Frozen());
        ColumnQuery moving = world.columnQuery(Particle.class).without(Frozen.class);
        tick(moving);
        out.println("after one tick: " + particles.get(world.entityAt(1)) + "; frozen " + particles.get(first));

        // Tombstones and the free list: a despawned slot keeps its old values until it is reused.
        Entity gone = world.entityAt(42);
        world.despawn(gone);
        Entity reborn = world.spawn(new Particle(-1, -1, 0, 0, 9));
        out.println(gone + " despawned; " + reborn + " reuses its slot; the old handle has it: " + particles.has(gone));

        // Generations: store handles, use views. bind() checks the generation, always.
        ColumnView<Particle> view = particles.view();
        out.println("bind the old handle: " + view.bind(gone) + ", the new one: " + view.bind(reborn) + ", its life: "
                + view.get(LIFE));

        // With -ea (or -Dpulse.columnChecks=true) the accessors check too: a view whose entity is
        // gone throws StaleEntityException naming it. Binding again always checks.
        world.despawn(reborn);
        out.println("after its despawn, binding again: " + view.bind(reborn));

        // modify: the visitor gets a view for the duration of the call, and nothing to keep.
        Entity target = world.entityAt(7);
        particles.modify(target, p -> p.set(LIFE, p.get(LIFE) + 100));
        out.println("modified " + target + ": life " + particles.get(target).life() + "; through the gone handle: "
                + particles.modify(gone, p -> p.set(LIFE, 0)));
        typo(out);
        return world;
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
// end:ch7-run
