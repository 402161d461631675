package com.example.bumper;

/**
 * A ball's radius: an immutable record, which the snapshot saves with its default record codec.
 *
 * @param radius the radius in arena units
 */
record Size(double radius) {
}
