package dev.pulse.ecs;

/** Test component: mutable hot data. */
final class Velocity {
    float dx;
    float dy;

    Velocity(float dx, float dy) {
        this.dx = dx;
        this.dy = dy;
    }
}
