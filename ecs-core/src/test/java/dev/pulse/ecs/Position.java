package dev.pulse.ecs;

/** Test component: mutable hot data. */
final class Position {
    float x;
    float y;

    Position(float x, float y) {
        this.x = x;
        this.y = y;
    }
}
