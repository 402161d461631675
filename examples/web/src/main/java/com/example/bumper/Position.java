package com.example.bumper;

/** Where a ball is, in arena units (the arena is {@link Bumper#WIDTH} by {@link Bumper#HEIGHT}). */
final class Position {
    double x;
    double y;

    Position(double x, double y) {
        this.x = x;
        this.y = y;
    }
}
