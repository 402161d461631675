package dev.pulse.ecs.systems;

/** Test component: a mutable 2D position. */
final class Position {
    double x;
    double y;

    Position(double x, double y) {
        this.x = x;
        this.y = y;
    }
}
