package dev.pulse.ecs.snapshot;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.ForeignEntityException;
import dev.pulse.ecs.World;
import dev.pulse.ecs.column.ColumnStorage;
import dev.pulse.ecs.column.Columnar;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Walks a world and feeds its content to a {@link SnapshotEncoder}: the live entities in slot
 * order (snapshot ids {@code 0..n-1}), then each registered type with its components in
 * storage order (so a load reproduces every storage's iteration order) and its extras.
 * Also the {@link FieldWriter} that codecs write into: it checks every row against the
 * type's schema and turns handles into snapshot ids.
 */
final class WorldWriter implements FieldWriter {

    private final World world;
    private final SnapshotEncoder encoder;
    private int[] idByIndex = new int[0];
    private SavedType<?> type;
    private Schema schema;
    private int field;
    /** The entity whose component is being written, or null for an extra. */
    private Entity rowEntity;

    WorldWriter(World world, SnapshotEncoder encoder) {
        this.world = world;
        this.encoder = encoder;
    }

    void write(List<SavedType<?>> types, List<?> extras) {
        List<List<Object>> extrasByType = groupExtras(types, extras);
        int[] count = {0};
        world.forEachEntity(e -> {
            int index = e.index();
            if (index >= idByIndex.length) {
                int old = idByIndex.length;
                idByIndex = Arrays.copyOf(idByIndex, Math.max(index + 1, old * 2));
                Arrays.fill(idByIndex, old, idByIndex.length, -1);
            }
            idByIndex[index] = count[0]++;
        });
        encoder.begin(count[0]);
        encoder.beginTypes(types.size());
        List<Entity> owners = new ArrayList<>();
        List<Object> components = new ArrayList<>();
        for (int t = 0; t < types.size(); t++) {
            SavedType<?> saved = types.get(t);
            owners.clear();
            components.clear();
            collect(saved.type(), owners, components);
            List<Object> typeExtras = extrasByType.get(t);
            Object first =
                    !components.isEmpty() ? components.get(0) : (!typeExtras.isEmpty() ? typeExtras.get(0) : null);
            SchemaRecorder recorder = new SchemaRecorder(saved.name());
            if (first != null) {
                saved.write(first, recorder);
            }
            type = saved;
            schema = recorder.schema();
            encoder.beginType(saved.name(), schema, components.size(), typeExtras.size());
            for (int i = 0; i < components.size(); i++) {
                row(owners.get(i), idOf(owners.get(i)), components.get(i));
            }
            for (Object extra : typeExtras) {
                row(null, ParsedType.EXTRA, extra);
            }
            encoder.endType();
        }
        encoder.finish();
    }

    /**
     * The components of a type with their entities, in storage order. A column component
     * ({@link Columnar} record) keeps no objects: its values are read back as records from its
     * {@link ColumnStorage}, in entity index order (the order its columns keep). The world stores
     * a type as columns when it is {@link Columnar}, so that is the test here too (not
     * {@code Class.isRecord}, which TeaVM lacks: the world refuses a non-record {@code Columnar}).
     */
    private void collect(Class<?> type, List<Entity> owners, List<Object> components) {
        if (Columnar.class.isAssignableFrom(type)) {
            ColumnStorage<?> columns = columnsOf(type);
            world.forEachEntity(e -> {
                Object values = columns.get(e);
                if (values != null) {
                    owners.add(e);
                    components.add(values);
                }
            });
            return;
        }
        world.query(type).forEach((e, c) -> {
            owners.add(e);
            components.add(c);
        });
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private ColumnStorage<?> columnsOf(Class<?> columnRecord) {
        return world.columns((Class) columnRecord);
    }

    private static List<List<Object>> groupExtras(List<SavedType<?>> types, List<?> extras) {
        List<List<Object>> byType = new ArrayList<>(types.size());
        for (int t = 0; t < types.size(); t++) {
            byType.add(new ArrayList<>());
        }
        for (Object extra : extras) {
            if (extra == null) {
                throw new NullPointerException("An extra is null; pass only objects of registered types");
            }
            int t = 0;
            while (t < types.size() && types.get(t).type() != extra.getClass()) {
                t++;
            }
            if (t == types.size()) {
                throw new IllegalArgumentException(
                        "Extra of class " + extra.getClass().getName()
                                + " is not a registered type; register it with Snapshots.Builder.register");
            }
            byType.get(t).add(extra);
        }
        return byType;
    }

    private void row(Entity entity, int owner, Object value) {
        rowEntity = entity;
        encoder.beginRow(owner);
        field = 0;
        type.write(value, this);
        if (field != schema.size()) {
            throw new IllegalStateException("The codec of " + type.name() + " wrote " + field + " fields for one "
                    + (owner == ParsedType.EXTRA ? "extra" : "component") + " but " + schema.size()
                    + " for the first; a codec must write the same fields every time: " + schema);
        }
        encoder.endRow();
    }

    private int idOf(Entity e) {
        return idByIndex[e.index()];
    }

    private long refOf(String name, Entity e) {
        if (e == null) {
            return FieldKind.NULL_REF;
        }
        boolean alive;
        try {
            alive = world.isAlive(e);
        } catch (ForeignEntityException foreign) {
            ForeignEntityException named = new ForeignEntityException(
                    e,
                    "Cannot save field '" + name + "' of "
                            + (rowEntity == null
                                    ? "an extra " + type.name()
                                    : "the " + type.name() + " of " + rowEntity)
                            + ": it holds " + e + ", an entity of another world, which a snapshot of " + world
                            + " cannot refer to (" + foreign.getMessage()
                            + "). Clear the field, or point it at an entity of"
                            + " the saved world");
            named.initCause(foreign);
            throw named;
        }
        return alive ? idOf(e) : FieldKind.STALE_REF;
    }

    /** Checks that the next field of the row is {@code name} of {@code kind}; returns its index. */
    private int next(String name, FieldKind kind) {
        int f = field;
        if (f >= schema.size() || schema.kinds[f] != kind || !schema.names[f].equals(name)) {
            throw new IllegalStateException("The codec of " + type.name() + " wrote field '" + name + "' ("
                    + kind.jsonName + ") as field " + f + ", but the first instance's fields were " + schema
                    + "; a codec must write the same fields, in the same order, every time");
        }
        field = f + 1;
        return f;
    }

    @Override
    public void writeBoolean(String name, boolean value) {
        encoder.value(next(name, FieldKind.BOOLEAN), FieldKind.BOOLEAN, value ? 1 : 0);
    }

    @Override
    public void writeInt(String name, int value) {
        encoder.value(next(name, FieldKind.INT), FieldKind.INT, value);
    }

    @Override
    public void writeLong(String name, long value) {
        encoder.value(next(name, FieldKind.LONG), FieldKind.LONG, value);
    }

    @Override
    public void writeFloat(String name, float value) {
        encoder.value(next(name, FieldKind.FLOAT), FieldKind.FLOAT, Float.floatToRawIntBits(value));
    }

    @Override
    public void writeDouble(String name, double value) {
        encoder.value(next(name, FieldKind.DOUBLE), FieldKind.DOUBLE, Double.doubleToRawLongBits(value));
    }

    @Override
    public void writeString(String name, String value) {
        encoder.string(next(name, FieldKind.STRING), value);
    }

    @Override
    public void writeEntity(String name, Entity value) {
        encoder.value(next(name, FieldKind.ENTITY), FieldKind.ENTITY, refOf(name, value));
    }
}
