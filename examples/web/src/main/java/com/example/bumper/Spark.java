package com.example.bumper;

import dev.pulse.ecs.Columnar;

/**
 * A spark thrown off by a collision or a pop: a column component, so each of its fields is one
 * primitive array per chunk of entities, walked with plain loops.
 *
 * @param x    where it is
 * @param y    where it is
 * @param dx   its speed per tick
 * @param dy   its speed per tick
 * @param life ticks left before it goes out
 */
record Spark(float x, float y, float dx, float dy, int life) implements Columnar {
}
