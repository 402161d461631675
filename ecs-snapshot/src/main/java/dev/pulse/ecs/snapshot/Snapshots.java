package dev.pulse.ecs.snapshot;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.pulse.ecs.World;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Saves worlds and loads them back: the entry point of snapshots. Build one with the types to
 * save, keep it, and use it for every save and load.
 *
 * <pre>{@code
 * Snapshots snapshots = Snapshots.builder()
 *         .register(Health.class)                        // a record: the default codec
 *         .register(Velocity.class, new VelocityCodec()) // any class: your codec
 *         .build();
 * byte[] save = snapshots.toBinary(world);
 * World restored = new World();
 * snapshots.fromBinary(save, restored);                  // SnapshotFormatException if refused
 * }</pre>
 *
 * <h2>What a snapshot holds</h2>
 * Every live entity of the world (also those without saved components), the components of the
 * registered types, and optional <em>extras</em>: objects of registered types saved beside the
 * world (a game clock, a random generator's state). Components of unregistered types are not
 * saved. Format version 1 has no resources or relations yet; its section mechanism (binary
 * section tags, JSON top-level keys) is where later versions add them.
 *
 * <h2>Handles</h2>
 * Snapshots do not keep handles: entities are numbered in slot order and references are
 * stored as those numbers. A load spawns fresh entities (into any world, empty or not) and
 * every saved reference points at the loaded counterpart. A reference that was stale when
 * saved (its entity was despawned) loads as a handle that is not alive in the target world,
 * never as another entity. Loading into an empty world reproduces the saved entities' order
 * and every storage's iteration order, so a deterministic game continues the same way.
 *
 * <h2>Exact round trip</h2>
 * Save, load into an empty world, save again: the binary bytes are identical and the JSON text
 * is equal. Floats and doubles keep their bits in both formats, {@code -0.0} and every NaN
 * included.
 *
 * <h2>Hostile input</h2>
 * A load first parses and validates the whole input (declared sizes against
 * {@link SnapshotLimits} and the bytes present, references, owners, types) and runs every
 * codec; it changes the world only when all of that succeeded. Every refusal is a
 * {@link SnapshotFormatException} with the position and the problem; the world is unchanged.
 *
 * <h2>Observers</h2>
 * A load adds its components through the world, so the world's observers see them. If one fails
 * ({@link dev.pulse.ecs.ObserverException}), the load is refused and undone: it stops, despawns
 * every entity it spawned (last first; the observers see the matching removes) and throws an
 * {@link IllegalStateException} whose cause is the observer's failure. Afterwards the world
 * holds what it held before: the same entities, and in every storage the same components in the
 * same order. Only the slots the load used have moved on to a new generation, so the handles the
 * observers saw stay stale and the next spawn may return another handle than it would have.
 * What the observers changed themselves stays changed.
 *
 * <h2>Versions and migrations</h2>
 * Each type's fields are saved by name with their kinds. A codec reads by name and may give a
 * default for a field older snapshots lack ({@link FieldReader#readInt(String, int)}); the
 * default record codec gives the Java default ({@code 0}, {@code false}, {@code null}) to a
 * record component the snapshot lacks and ignores saved fields the record no longer has.
 * Register a type under an explicit name ({@link Builder#register(String, Class, ComponentCodec)})
 * to keep loading old snapshots after renaming or moving its class.
 *
 * <p>Thread-safe once built (it holds no mutable state); a save or load must not run while
 * another thread changes the same world.
 */
public final class Snapshots {

    private final List<SavedType<?>> types;
    private final Map<String, SavedType<?>> byName;
    private final SnapshotLimits limits;
    private final JsonFactory jsonFactory = new JsonFactory();
    private final JsonFactory jsonReadFactory;

    private Snapshots(List<SavedType<?>> types, SnapshotLimits limits) {
        this.types = List.copyOf(types);
        Map<String, SavedType<?>> names = new LinkedHashMap<>();
        for (SavedType<?> type : types) {
            names.put(type.name(), type);
        }
        this.byName = Collections.unmodifiableMap(names);
        this.limits = limits;
        this.jsonReadFactory = JsonParser.factoryFor(limits);
    }

    /**
     * Returns a builder.
     *
     * @return a new builder with no types and the default limits
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Returns the limits loads enforce.
     *
     * @return the limits
     */
    public SnapshotLimits limits() {
        return limits;
    }

    // -------------------------------------------------------------------------------------
    // Saving

    /**
     * Saves a world in the binary format.
     *
     * @param world the world; its entities and components are not changed
     * @return the snapshot
     * @throws IllegalStateException    if a codec breaks its schema (see {@link ComponentCodec})
     * @throws IllegalArgumentException if a string holds an unpaired surrogate
     */
    public byte[] toBinary(World world) {
        return toBinary(world, List.of());
    }

    /**
     * Saves a world and extras in the binary format.
     *
     * @param world  the world; its entities and components are not changed
     * @param extras objects of registered types saved beside the world, read back with
     *               {@link LoadedSnapshot#extras(Class)}
     * @return the snapshot
     * @throws IllegalArgumentException if an extra is not of a registered type, or a string
     *                                  holds an unpaired surrogate
     * @throws IllegalStateException    if a codec breaks its schema
     */
    public byte[] toBinary(World world, List<?> extras) {
        ByteSink sink = new ByteSink(4096);
        new WorldWriter(world, new BinaryEncoder(sink)).write(types, extras);
        return sink.toByteArray();
    }

    /**
     * Saves a world as JSON.
     *
     * @param world the world; its entities and components are not changed
     * @return the JSON text
     * @throws IllegalStateException    if a codec breaks its schema
     * @throws IllegalArgumentException if a string holds an unpaired surrogate
     */
    public String toJson(World world) {
        return toJson(world, List.of());
    }

    /**
     * Saves a world and extras as JSON.
     *
     * @param world  the world; its entities and components are not changed
     * @param extras objects of registered types saved beside the world
     * @return the JSON text
     * @throws IllegalArgumentException if an extra is not of a registered type, or a string
     *                                  holds an unpaired surrogate
     * @throws IllegalStateException    if a codec breaks its schema
     */
    public String toJson(World world, List<?> extras) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(4096);
        try {
            write(world, extras, SnapshotFormat.JSON, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new String(out.toByteArray(), StandardCharsets.UTF_8); // toString(Charset) is Android API 33
    }

    /**
     * Saves a world and extras to a stream (which is not closed).
     *
     * @param world  the world; its entities and components are not changed
     * @param extras objects of registered types saved beside the world
     * @param format the encoding
     * @param out    where to write
     * @throws IOException              if writing fails
     * @throws IllegalArgumentException if an extra is not of a registered type, or a string
     *                                  holds an unpaired surrogate
     * @throws IllegalStateException    if a codec breaks its schema
     */
    public void write(World world, List<?> extras, SnapshotFormat format, OutputStream out) throws IOException {
        if (format == SnapshotFormat.BINARY) {
            out.write(toBinary(world, extras));
            return;
        }
        try (JsonGenerator generator = jsonFactory.createGenerator(out, JsonEncoding.UTF8)) {
            generator.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            generator.setPrettyPrinter(new JsonLines());
            new WorldWriter(world, new JsonEncoder(generator)).write(types, extras);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    // -------------------------------------------------------------------------------------
    // Loading

    /**
     * Loads a binary snapshot into a world, spawning fresh entities.
     *
     * @param snapshot the bytes
     * @param world    the target world; unchanged if the snapshot is refused
     * @return the loaded entities and extras
     * @throws SnapshotFormatException if the snapshot is refused
     * @throws IllegalStateException   if the world's entity limit is reached (world unchanged),
     *                                 or an observer failed (the load was undone, its cause is
     *                                 the {@code ObserverException}: see the class description)
     */
    public LoadedSnapshot fromBinary(byte[] snapshot, World world) {
        return load(new BinaryParser(snapshot, snapshot.length, limits, byName).parse(), world);
    }

    /**
     * Loads a JSON snapshot into a world, spawning fresh entities.
     *
     * @param json  the JSON text
     * @param world the target world; unchanged if the snapshot is refused
     * @return the loaded entities and extras
     * @throws SnapshotFormatException if the snapshot is refused
     * @throws IllegalStateException   if the world's entity limit is reached (world unchanged),
     *                                 or an observer failed (the load was undone, its cause is
     *                                 the {@code ObserverException}: see the class description)
     */
    public LoadedSnapshot fromJson(String json, World world) {
        return fromJson(json.getBytes(StandardCharsets.UTF_8), world);
    }

    /**
     * Loads a JSON snapshot given as UTF-8 bytes.
     *
     * @param json  the UTF-8 JSON
     * @param world the target world; unchanged if the snapshot is refused
     * @return the loaded entities and extras
     * @throws SnapshotFormatException if the snapshot is refused
     * @throws IllegalStateException   if the world's entity limit is reached (world unchanged),
     *                                 or an observer failed (the load was undone, its cause is
     *                                 the {@code ObserverException}: see the class description)
     */
    public LoadedSnapshot fromJson(byte[] json, World world) {
        return load(new JsonParser(json, json.length, limits, byName, jsonReadFactory).parse(), world);
    }

    /**
     * Loads a snapshot in either format, told apart by its first bytes (the binary magic
     * number, or JSON).
     *
     * @param snapshot the bytes
     * @param world    the target world; unchanged if the snapshot is refused
     * @return the loaded entities and extras
     * @throws SnapshotFormatException if the snapshot is refused
     * @throws IllegalStateException   if the world's entity limit is reached (world unchanged),
     *                                 or an observer failed (the load was undone, its cause is
     *                                 the {@code ObserverException}: see the class description)
     */
    public LoadedSnapshot load(byte[] snapshot, World world) {
        return load(snapshot, snapshot.length, world);
    }

    private LoadedSnapshot load(byte[] snapshot, int length, World world) {
        ParsedSnapshot parsed = length > 0 && snapshot[0] == BinaryLayout.MAGIC[0]
                ? new BinaryParser(snapshot, length, limits, byName).parse()
                : new JsonParser(snapshot, length, limits, byName, jsonReadFactory).parse();
        return load(parsed, world);
    }

    /**
     * Reads a whole stream (it is not closed) and loads it with {@link #load(byte[], World)}.
     * Reading stops at {@link SnapshotLimits#maxBytes()}: a longer stream is refused after one
     * byte more has been read, and no more than the limit is ever buffered (the stream is read
     * in chunks that together never exceed it; see {@link SnapshotLimits} for what a load
     * costs).
     *
     * @param in    the stream
     * @param world the target world; unchanged if the snapshot is refused
     * @return the loaded entities and extras
     * @throws IOException             if reading fails
     * @throws SnapshotFormatException if the snapshot is refused, or the stream is longer than
     *                                 the limit
     * @throws IllegalStateException   if the world's entity limit is reached (world unchanged),
     *                                 or an observer failed (the load was undone, its cause is
     *                                 the {@code ObserverException}: see the class description)
     */
    public LoadedSnapshot read(InputStream in, World world) throws IOException {
        if (in == null) {
            throw new NullPointerException("Cannot read a snapshot from a null stream");
        }
        byte[] input = BoundedInput.read(in, (int) limits.maxBytes());
        if (input == null) {
            throw new SnapshotFormatException(
                    limits.maxBytes(),
                    "byte " + limits.maxBytes(),
                    "the input is longer " + "than the limit of " + limits.maxBytes()
                            + " bytes; raise SnapshotLimits.maxBytes if it is trusted",
                    null);
        }
        return load(input, world);
    }

    /**
     * Tells which format a snapshot is in, by its first bytes.
     *
     * @param snapshot the bytes
     * @return {@link SnapshotFormat#BINARY} if it starts with the binary magic number, else
     *         {@link SnapshotFormat#JSON}
     */
    public static SnapshotFormat formatOf(byte[] snapshot) {
        return snapshot.length > 0 && snapshot[0] == BinaryLayout.MAGIC[0]
                ? SnapshotFormat.BINARY
                : SnapshotFormat.JSON;
    }

    private static LoadedSnapshot load(ParsedSnapshot parsed, World world) {
        if (world == null) {
            throw new NullPointerException(
                    "Cannot load a snapshot into a null world; pass new World() for a fresh one");
        }
        return new WorldLoader(parsed).apply(world);
    }

    /**
     * Configures {@link Snapshots}: which types are saved, how, and the load limits.
     */
    public static final class Builder {
        private final List<SavedType<?>> types = new ArrayList<>();
        private SnapshotLimits limits = SnapshotLimits.defaults();

        private Builder() {}

        /**
         * Registers a record type or a tag with the default codec, saved under its class name.
         * A record saves one field per record component (components may be primitives,
         * {@code String} or {@link dev.pulse.ecs.Entity}). A tag that is not a record (a class
         * with no instance fields, as the world decides: Kotlin's {@code class Frozen} or
         * {@code object Frozen}, which cannot be empty records) saves no fields and loads as
         * its {@code INSTANCE} or an instance of its no-argument constructor.
         *
         * @param recordType the record or tag class
         * @param <R>        the type
         * @return this builder
         * @throws IllegalArgumentException if it is neither such a record nor a tag, cannot be
         *                                  reflected on or constructed, or is already registered
         */
        public <R> Builder register(Class<R> recordType) {
            return register(nameOf(recordType), recordType);
        }

        /**
         * Registers a record type or a tag with the default codec under an explicit name (see
         * {@link #register(Class)}).
         *
         * @param name       the name written into snapshots; keep it when the class moves
         * @param recordType the record or tag class
         * @param <R>        the type
         * @return this builder
         * @throws IllegalArgumentException if it is neither such a record nor a tag, cannot be
         *                                  reflected on or constructed, or the name or class is
         *                                  already registered
         */
        public <R> Builder register(String name, Class<R> recordType) {
            return register(name, recordType, defaultCodec(recordType));
        }

        /** A record's codec, or a tag's when the class is a tag but not a record. */
        private static <R> ComponentCodec<R> defaultCodec(Class<R> type) {
            if (!Record.class.isAssignableFrom(type) && TagCodec.isTag(type)) {
                return TagCodec.of(type);
            }
            return RecordCodec.of(type);
        }

        /**
         * Registers a type with a codec, saved under its class name.
         *
         * @param type  the exact class
         * @param codec its codec
         * @param <T>   the type
         * @return this builder
         * @throws IllegalArgumentException if the class is already registered
         */
        public <T> Builder register(Class<T> type, ComponentCodec<T> codec) {
            return register(nameOf(type), type, codec);
        }

        /**
         * Registers a type with a codec under an explicit name.
         *
         * @param name  the name written into snapshots; keep it when the class moves
         * @param type  the exact class
         * @param codec its codec
         * @param <T>   the type
         * @return this builder
         * @throws IllegalArgumentException if the name or class is already registered, or the
         *                                  name is empty
         */
        public <T> Builder register(String name, Class<T> type, ComponentCodec<T> codec) {
            if (name == null || type == null || codec == null) {
                throw new NullPointerException("register needs a name, a class and a codec");
            }
            if (name.isEmpty()) {
                throw new IllegalArgumentException("A saved type's name must not be empty");
            }
            Strings.utf8(name, "Type name '" + name + "'");
            for (SavedType<?> saved : types) {
                if (saved.type() == type) {
                    throw new IllegalArgumentException(type.getName() + " is already registered (as '" + saved.name()
                            + "'); register each class once");
                }
                if (saved.name().equals(name)) {
                    throw new IllegalArgumentException("Name '" + name + "' is already registered for "
                            + saved.type().getName() + "; give each type its own name");
                }
            }
            types.add(new SavedType<>(name, type, codec));
            return this;
        }

        /**
         * Sets the limits loads enforce.
         *
         * @param limits the limits
         * @return this builder
         */
        public Builder limits(SnapshotLimits limits) {
            if (limits == null) {
                throw new NullPointerException("limits is null; pass SnapshotLimits.defaults()");
            }
            this.limits = limits;
            return this;
        }

        /**
         * Builds the snapshot configuration.
         *
         * @return a new {@link Snapshots}
         */
        public Snapshots build() {
            return new Snapshots(types, limits);
        }

        private static String nameOf(Class<?> type) {
            if (type == null) {
                throw new NullPointerException("register needs a class");
            }
            return type.getName();
        }
    }
}
