package dev.pulse.ecs.snapshot;

/** A test component: a mutable class, saved with {@link VelocityCodec}. */
final class Velocity {
    float dx;
    float dy;

    Velocity(float dx, float dy) {
        this.dx = dx;
        this.dy = dy;
    }
}
