/**
 * The worlds of the snapshot scenarios ({@code saveBinary}, {@code loadBinary},
 * {@code saveJson}, {@code loadJson}): the same entities (Position, Velocity, Health) in Pulse,
 * saved with {@code ecs-snapshot}, and in Artemis-odb, saved with its
 * {@code WorldSerializationManager} and {@code JsonArtemisSerializer} (libGDX Json).
 */
package dev.pulse.bench.snapshot;
