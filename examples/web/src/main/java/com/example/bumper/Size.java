package com.example.bumper;

/**
 * A ball's radius: an immutable record.
 *
 * @param radius the radius in arena units
 */
record Size(double radius) {
}
