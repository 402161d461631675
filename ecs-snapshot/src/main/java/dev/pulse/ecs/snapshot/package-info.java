/**
 * Save files: a world written to a compact binary format or to JSON and loaded back, with the
 * references between entities intact. Reach for it to save a game and load it later, to send a
 * level over the network, or to keep a known state for a test or a replay.
 *
 * <pre>{@code
 * World world = new World();
 * Entity leader = world.spawn(new Position(1, 2));
 * world.spawn(new Position(3, 4), new Follows(leader));     // a reference to another entity
 * Snapshots snapshots = Snapshots.builder()
 *         .register(Position.class)                        // records need no codec
 *         .register(Follows.class)
 *         .build();                                        // keep it for every save and load
 * byte[] save = snapshots.toBinary(world);                 // or toJson(world)
 * World restored = new World();
 * LoadedSnapshot loaded = snapshots.fromBinary(save, restored);   // all or nothing
 * Entity follower = loaded.entities().get(1);              // in the saved world's slot order
 * restored.get(follower, Follows.class).leader();          // the loaded leader, not the old handle
 * }</pre>
 *
 * <h2>The parts, in the order you meet them</h2>
 * <ul>
 *   <li><b>What to save.</b> {@link dev.pulse.ecs.snapshot.Snapshots#builder()} registers the
 *       types to save. A record of primitives, strings and entity handles, or a tag, needs no
 *       code; any other class gets a {@link dev.pulse.ecs.snapshot.ComponentCodec} that writes
 *       named fields to a {@link dev.pulse.ecs.snapshot.FieldWriter} and reads them back from a
 *       {@link dev.pulse.ecs.snapshot.FieldReader}. One codec serves both formats. Components
 *       of unregistered types are not saved.</li>
 *   <li><b>Formats.</b> {@link dev.pulse.ecs.snapshot.SnapshotFormat}: binary or JSON, the same
 *       content either way, as bytes, text or a stream; floats and doubles keep their exact
 *       bits. Objects of registered types can be saved beside the world (extras, such as a
 *       game clock) and come back in the {@link dev.pulse.ecs.snapshot.LoadedSnapshot}.</li>
 *   <li><b>Handles.</b> A snapshot numbers the entities in slot order and stores references as
 *       those numbers; a load spawns fresh entities, into an empty world or not, and points
 *       every reference at the loaded counterpart. A reference that was stale when saved loads
 *       as a handle that is not alive, never as another entity.</li>
 *   <li><b>Refusals.</b> A load parses and checks the whole input, within
 *       {@link dev.pulse.ecs.snapshot.SnapshotLimits}, and runs every codec before it spawns
 *       anything, so a refused snapshot ({@link dev.pulse.ecs.snapshot.SnapshotFormatException},
 *       naming the position and the problem) leaves the world unchanged. A load that a failing
 *       observer stops is undone: the world keeps its content, and only the slots the load used
 *       move on to a new generation.</li>
 *   <li><b>Versions.</b> Fields are saved by name, so a newer codec reads an older save (with a
 *       default for a field it lacks), and a type registered under an explicit name keeps
 *       loading after its class is renamed or moved.</li>
 * </ul>
 *
 * <h2>Where to read next</h2>
 * {@link dev.pulse.ecs.snapshot.Snapshots} for what a snapshot holds, exact round trips and
 * hostile input in full. The tutorial ({@code docs/tutorial}) chapter "Saving a game" saves and
 * loads a running game; {@code docs/DESIGN.md}, "Snapshots", gives the formats and why loads
 * are checked the way they are. The world being saved is in package {@code dev.pulse.ecs}.
 *
 * <p>Nullness: the package is {@code @NullMarked}, so every type in its API is non-null unless
 * marked {@code @Nullable} (JSpecify; Kotlin reads these as {@code T} and {@code T?}).
 */
@NullMarked
package dev.pulse.ecs.snapshot;

import org.jspecify.annotations.NullMarked;
