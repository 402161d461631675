package dev.pulse.ecs.systems;

/** Test component: a mutable 2D velocity. */
final class Velocity {
    double x;
    double y;

    Velocity(double x, double y) {
        this.x = x;
        this.y = y;
    }
}
