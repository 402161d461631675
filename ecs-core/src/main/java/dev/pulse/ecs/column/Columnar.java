package dev.pulse.ecs.column;

import dev.pulse.ecs.World;

/**
 * Marks a record as a <em>column component</em>: Pulse stores each of its record components as
 * a primitive column (one {@code float[]}, {@code int[]}, ... per field, paged by entity index)
 * instead of keeping one object per entity. The record is the declaration; nothing is
 * generated.
 *
 * <pre>{@code
 * record Particle(float x, float y, float dx, float dy) implements Columnar {}
 *
 * static final ColumnSchema<Particle> PARTICLE = ColumnSchema.of(Particle.class);
 * static final FloatColumn<Particle> X = PARTICLE.floatColumn("x");   // a typo fails here
 * }</pre>
 * Supported record component types: {@code float}, {@code int}, {@code long}, {@code double},
 * {@code boolean}, {@code byte}, and any reference type (an object column, for cold fields such
 * as a name). {@code short} and {@code char} are refused (use {@code int}). A column record is
 * an ordinary component class to {@code add}, {@code remove}, {@code has}, {@code with},
 * {@code without}, commands and the scheduler's read/write declarations; its data is read and
 * written through {@link ColumnStorage} ({@link World#columns(Class)}) and {@link ColumnQuery}.
 * See {@link ColumnSchema} for the rules checked at declaration.
 */
public interface Columnar {}
