package dev.pulse.ecs.snapshot;

/**
 * The kinds of saved field, with their codes in the binary format and names in JSON. Values
 * are kept in a {@code long} (raw bits for floats, 0/1 for booleans, the reference code for
 * entities) except strings.
 */
enum FieldKind {
    BOOLEAN(1, "boolean", 1),
    INT(2, "int", 4),
    LONG(3, "long", 8),
    FLOAT(4, "float", 4),
    DOUBLE(5, "double", 8),
    STRING(6, "string", 1),
    ENTITY(7, "entity", 1);

    /** Entity reference code of {@code null}. */
    static final long NULL_REF = -1;
    /** Entity reference code of a stale handle. */
    static final long STALE_REF = -2;

    private static final FieldKind[] BY_CODE = new FieldKind[8];

    static {
        for (FieldKind kind : values()) {
            BY_CODE[kind.code] = kind;
        }
    }

    final int code;
    final String jsonName;
    /** The fewest bytes a value of this kind takes in the binary format. */
    final int minBinaryBytes;

    FieldKind(int code, String jsonName, int minBinaryBytes) {
        this.code = code;
        this.jsonName = jsonName;
        this.minBinaryBytes = minBinaryBytes;
    }

    /** The kind with this binary code, or null. */
    static FieldKind ofCode(int code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    /** The kind with this JSON name, or null. */
    static FieldKind ofJsonName(String name) {
        for (FieldKind kind : values()) {
            if (kind.jsonName.equals(name)) {
                return kind;
            }
        }
        return null;
    }
}
