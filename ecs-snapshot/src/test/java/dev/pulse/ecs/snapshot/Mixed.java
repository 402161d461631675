package dev.pulse.ecs.snapshot;

import dev.pulse.ecs.Entity;

/** A test component with a field of every kind the default codec saves. */
record Mixed(boolean flag, byte b, short s, char c, int i, long l, float f, double d, String text, Entity other) {}
