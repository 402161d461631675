package dev.pulse.tutorial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.Scheduler;
import org.junit.jupiter.api.Test;

/**
 * The tutorial's float systems compute in {@code float}: at every step their positions equal,
 * bit for bit, a plain {@code float} loop that takes {@code dt} as a {@code float} (what a port of
 * a float game must reproduce). The inputs are chosen so that the same step done in
 * {@code double} and rounded per assignment (what {@code p.x += v.dx * dt} without the cast
 * computes) gives another answer in some steps, so the comparison can fail.
 */
class FloatTimeTest {

    private static final int STEPS = 600;

    @Test
    void chapter4MovementMatchesAFloatReferenceBitForBit() {
        World world = new World();
        Entity rock = world.spawn(new Chapter4Systems.Position(0.1f, -3f), new Chapter4Systems.Velocity(1.7f, -0.3f));
        double[] seenDt = new double[1];
        Scheduler scheduler = Scheduler.builder(world)
                .add("clock", (w, dt) -> seenDt[0] = dt, s -> s.noAccess().before("movement"))
                .add("movement", new Chapter4Systems.MovementSystem())
                .build();
        float x = 0.1f;
        float y = -3f;
        int stepsWhereDoubleMathsDiffers = 0;

        for (int i = 0; i < STEPS; i++) {
            scheduler.tick(1.0 / 60);
            float dt = (float) seenDt[0];
            float uncastX = x;
            uncastX += 1.7f * seenDt[0]; // what the system would compute without the cast
            x += 1.7f * dt;
            y += -0.3f * dt;
            Chapter4Systems.Position p = world.get(rock, Chapter4Systems.Position.class);
            assertEquals(Float.floatToIntBits(x), Float.floatToIntBits(p.x), "step " + i + ", x: " + x + " vs " + p.x);
            assertEquals(Float.floatToIntBits(y), Float.floatToIntBits(p.y), "step " + i + ", y: " + y + " vs " + p.y);
            if (uncastX != x) {
                stepsWhereDoubleMathsDiffers++;
            }
        }

        assertNotEquals(
                0,
                stepsWhereDoubleMathsDiffers,
                "the inputs must tell float maths from double maths rounded per assignment");
    }
}
