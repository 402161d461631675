package dev.pulse.ecs.snapshot;

import dev.pulse.ecs.column.Columnar;

/** A test column component: one column of every primitive kind columns and the default codec share. */
public record Spark(float x, double heat, int ttl, long seed, boolean lit, byte shade) implements Columnar {}
