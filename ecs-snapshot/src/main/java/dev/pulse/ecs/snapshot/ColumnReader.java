package dev.pulse.ecs.snapshot;

import dev.pulse.ecs.Entity;

/**
 * The {@link FieldReader} codecs read one parsed row through. In validation mode (no handles
 * yet) entity fields read as placeholder handles, so codecs can run before the world is
 * touched; in apply mode they read as the loaded handles.
 */
final class ColumnReader implements FieldReader {

    private final ParsedSnapshot snapshot;
    private ParsedType type;
    private int row;
    private Entity[] handles;
    private Entity stale;
    private int hint;

    ColumnReader(ParsedSnapshot snapshot) {
        this.snapshot = snapshot;
    }

    /** Selects a row; {@code handles == null} means validation mode. */
    void select(ParsedType type, int row, Entity[] handles, Entity stale) {
        this.type = type;
        this.row = row;
        this.handles = handles;
        this.stale = stale;
        this.hint = 0;
    }

    SnapshotFormatException fail(String problem, Throwable cause) {
        long at = type.rowPositions[row];
        int owner = type.owners[row];
        String what = owner == ParsedType.EXTRA
                ? "an extra " + type.saved.name()
                : "the " + type.saved.name() + " of entity " + owner;
        return new SnapshotFormatException(at, snapshot.labels.label(at), what + ": " + problem, cause);
    }

    /** The index of a field, -1 if absent and {@code optional}; checks the kind. */
    private int field(String name, boolean optional, FieldKind kind, FieldKind alsoAccepted) {
        int f = type.schema.indexOf(name, hint);
        if (f < 0) {
            if (optional) {
                return -1;
            }
            throw fail(
                    "the snapshot has no field '" + name + "' (its fields are " + type.schema
                            + "); read it with a default if older snapshots lack it",
                    null);
        }
        FieldKind actual = type.schema.kinds[f];
        if (actual != kind && actual != alsoAccepted) {
            throw fail(
                    "field '" + name + "' is saved as " + actual.jsonName + ", not " + kind.jsonName
                            + "; convert it in the codec (read it as " + actual.jsonName + ")",
                    null);
        }
        hint = f + 1;
        return f;
    }

    private long bits(int f) {
        return type.numbers[f][row];
    }

    @Override
    public boolean has(String name) {
        return type.schema.indexOf(name, hint) >= 0;
    }

    @Override
    public boolean readBoolean(String name) {
        return bits(field(name, false, FieldKind.BOOLEAN, null)) != 0;
    }

    @Override
    public boolean readBoolean(String name, boolean defaultValue) {
        int f = field(name, true, FieldKind.BOOLEAN, null);
        return f < 0 ? defaultValue : bits(f) != 0;
    }

    @Override
    public int readInt(String name) {
        return (int) bits(field(name, false, FieldKind.INT, null));
    }

    @Override
    public int readInt(String name, int defaultValue) {
        int f = field(name, true, FieldKind.INT, null);
        return f < 0 ? defaultValue : (int) bits(f);
    }

    @Override
    public long readLong(String name) {
        return bits(field(name, false, FieldKind.LONG, FieldKind.INT));
    }

    @Override
    public long readLong(String name, long defaultValue) {
        int f = field(name, true, FieldKind.LONG, FieldKind.INT);
        return f < 0 ? defaultValue : bits(f);
    }

    @Override
    public float readFloat(String name) {
        return Float.intBitsToFloat((int) bits(field(name, false, FieldKind.FLOAT, null)));
    }

    @Override
    public float readFloat(String name, float defaultValue) {
        int f = field(name, true, FieldKind.FLOAT, null);
        return f < 0 ? defaultValue : Float.intBitsToFloat((int) bits(f));
    }

    private double doubleAt(int f) {
        return type.schema.kinds[f] == FieldKind.FLOAT
                ? Float.intBitsToFloat((int) bits(f))
                : Double.longBitsToDouble(bits(f));
    }

    @Override
    public double readDouble(String name) {
        return doubleAt(field(name, false, FieldKind.DOUBLE, FieldKind.FLOAT));
    }

    @Override
    public double readDouble(String name, double defaultValue) {
        int f = field(name, true, FieldKind.DOUBLE, FieldKind.FLOAT);
        return f < 0 ? defaultValue : doubleAt(f);
    }

    @Override
    public String readString(String name) {
        return type.strings[field(name, false, FieldKind.STRING, null)][row];
    }

    @Override
    public String readString(String name, String defaultValue) {
        int f = field(name, true, FieldKind.STRING, null);
        return f < 0 ? defaultValue : type.strings[f][row];
    }

    private Entity entityAt(int f) {
        long code = bits(f);
        if (code == FieldKind.NULL_REF) {
            return null;
        }
        if (handles == null) {
            // Validation mode: a stand-in, so codecs that insist on non-null handles still run.
            return Entity.fromId(code == FieldKind.STALE_REF ? Integer.MAX_VALUE : code);
        }
        return code == FieldKind.STALE_REF ? stale : handles[(int) code];
    }

    @Override
    public Entity readEntity(String name) {
        return entityAt(field(name, false, FieldKind.ENTITY, null));
    }

    @Override
    public Entity readEntity(String name, Entity defaultValue) {
        int f = field(name, true, FieldKind.ENTITY, null);
        return f < 0 ? defaultValue : entityAt(f);
    }
}
