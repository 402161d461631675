/**
 * World snapshots: {@link dev.pulse.ecs.snapshot.Snapshots} saves a world to a compact binary
 * format or JSON and loads it back. Users register the types to save, each with a
 * {@link dev.pulse.ecs.snapshot.ComponentCodec} that writes named fields
 * ({@link dev.pulse.ecs.snapshot.FieldWriter}) and reads them back
 * ({@link dev.pulse.ecs.snapshot.FieldReader}); records of primitives, strings and entity
 * handles need none. One codec serves both formats.
 *
 * <p>A load parses and validates the whole input first, within
 * {@link dev.pulse.ecs.snapshot.SnapshotLimits}, and only then spawns entities, so a refused
 * snapshot ({@link dev.pulse.ecs.snapshot.SnapshotFormatException}) leaves the world
 * unchanged. A load that an observer makes fail is undone: the world keeps its content, and
 * only the slots the load used move on to a new generation. Entity references are remapped to
 * the loaded entities.
 *
 * <p>Nullness: the package is {@code @NullMarked}, so every type in its API is non-null unless
 * marked {@code @Nullable} (JSpecify; Kotlin reads these as {@code T} and {@code T?}).
 */
@NullMarked
package dev.pulse.ecs.snapshot;

import org.jspecify.annotations.NullMarked;
