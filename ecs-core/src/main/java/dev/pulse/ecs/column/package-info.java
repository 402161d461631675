/**
 * Column components: hot data stored as one primitive array per field, walked in plain indexed
 * loops at near {@code float[]} speed. Reach for it when a few fields of many entities (particle
 * positions, velocities) are read and written every frame; keep everything else an ordinary
 * object component of {@code dev.pulse.ecs}, and mix the two in one query.
 *
 * <pre>{@code
 * record Particle(float x, float dx) implements Columnar {}
 * FloatColumn<Particle> x = ColumnSchema.of(Particle.class).floatColumn("x");
 * FloatColumn<Particle> dx = ColumnSchema.of(Particle.class).floatColumn("dx");
 * World world = new World();
 * Entity spark = world.spawn(new Particle(0, 2));
 * ColumnQuery moving = world.columnQuery(Particle.class);       // keep it
 * moving.forEachChunk(chunk -> {
 *     float[] xs = chunk.floats(x), dxs = chunk.floats(dx);
 *     for (int i = chunk.start(); i < chunk.end(); i++) xs[i] += dxs[i];
 * });
 * float now = world.columns(Particle.class).get(spark, x);     // 2.0
 * }</pre>
 *
 * <h2>The parts</h2>
 * <ul>
 *   <li><b>Declaring.</b> A record that implements {@link dev.pulse.ecs.column.Columnar} is a
 *       column component. {@link dev.pulse.ecs.column.ColumnSchema} reads its fields (by
 *       reflection on HotSpot; {@link dev.pulse.ecs.column.ColumnSchema#declare} lists them by
 *       hand on Android and TeaVM, with {@link dev.pulse.ecs.column.ColumnDeclaration}) and
 *       hands out typed keys, one per field: {@link dev.pulse.ecs.column.FloatColumn},
 *       {@link dev.pulse.ecs.column.IntColumn}, {@link dev.pulse.ecs.column.LongColumn},
 *       {@link dev.pulse.ecs.column.DoubleColumn}, {@link dev.pulse.ecs.column.BooleanColumn},
 *       {@link dev.pulse.ecs.column.ByteColumn} and {@link dev.pulse.ecs.column.ObjectColumn}
 *       (all {@link dev.pulse.ecs.column.Column}s).</li>
 *   <li><b>Walking.</b> {@link dev.pulse.ecs.column.ColumnQuery} hands out
 *       {@link dev.pulse.ecs.column.ColumnChunk}s (the arrays and a {@code [start, end)} range)
 *       or, one entity at a time, a {@link dev.pulse.ecs.column.ColumnRow}.</li>
 *   <li><b>One entity.</b> {@link dev.pulse.ecs.column.ColumnStorage}
 *       ({@code world.columns(type)}) reads and writes by handle, checks handles as the world
 *       does, and binds a reusable {@link dev.pulse.ecs.column.ColumnView}.</li>
 * </ul>
 * Adding, replacing and removing go through the world as for any component
 * ({@code world.add(entity, new Particle(...))}); observers and change detection see them.
 *
 * <h2>Where to read next</h2>
 * Tutorial chapter 7, "Hot data in columns" ({@code docs/tutorial}); {@code docs/DESIGN.md},
 * "Column components" (the layout by entity index with tombstones, and why not packed with
 * swap-and-pop) and "Packages: the API and its edge" (how this package reaches the core's
 * storages).
 *
 * <p>Nullness: the package is {@code @NullMarked}, so every type in its API is non-null unless
 * marked {@code @Nullable}.
 */
@NullMarked
package dev.pulse.ecs.column;

import org.jspecify.annotations.NullMarked;
