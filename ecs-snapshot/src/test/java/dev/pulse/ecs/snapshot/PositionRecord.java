package dev.pulse.ecs.snapshot;

/**
 * A test component: a position as a record of floats, saved by the default codec (records compare
 * by value, so a loaded one equals the saved one). The shared {@code Position} fixture is a mutable
 * class, which would need a codec of its own. Saved as {@code dev.pulse.ecs.snapshot.Position} in
 * the golden files (see {@link TestWorlds#version1Snapshots()}).
 */
record PositionRecord(float x, float y) {}
