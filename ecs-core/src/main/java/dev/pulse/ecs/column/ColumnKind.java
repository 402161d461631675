package dev.pulse.ecs.column;

/** The element type of one column; each kind has its own array per page. */
enum ColumnKind {
    FLOAT(float.class),
    INT(int.class),
    LONG(long.class),
    DOUBLE(double.class),
    BOOLEAN(boolean.class),
    BYTE(byte.class),
    OBJECT(Object.class);

    final Class<?> javaType;

    ColumnKind(Class<?> javaType) {
        this.javaType = javaType;
    }

    /** The kind of a record component type, or {@code null} for {@code short} and {@code char}. */
    static ColumnKind of(Class<?> type) {
        if (!type.isPrimitive()) {
            return OBJECT;
        }
        for (ColumnKind kind : values()) {
            if (kind.javaType == type) {
                return kind;
            }
        }
        return null;
    }

    /** The name used in messages and in the key method, e.g. {@code "float"}. */
    String typeName() {
        return this == OBJECT ? "object" : javaType.getName();
    }
}
