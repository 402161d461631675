package com.example.bumper;

/** How fast a ball moves, in arena units per tick. */
final class Velocity {
    double dx;
    double dy;

    Velocity(double dx, double dy) {
        this.dx = dx;
        this.dy = dy;
    }
}
