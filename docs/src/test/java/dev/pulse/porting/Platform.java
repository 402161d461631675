package dev.pulse.porting;

/**
 * A platform Bob can land on: the segment from {@code Position.x} to {@code Position.x + width}
 * at height {@code Position.y}.
 *
 * @param width the platform's width in metres
 */
public record Platform(float width) {}
