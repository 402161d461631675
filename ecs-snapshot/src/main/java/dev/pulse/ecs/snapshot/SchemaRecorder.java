package dev.pulse.ecs.snapshot;

import dev.pulse.ecs.Entity;
import java.util.ArrayList;
import java.util.List;

/** A {@link FieldWriter} that only records which fields a codec writes: a type's schema. */
final class SchemaRecorder implements FieldWriter {

    private final String typeName;
    private final List<String> names = new ArrayList<>();
    private final List<FieldKind> kinds = new ArrayList<>();

    SchemaRecorder(String typeName) {
        this.typeName = typeName;
    }

    Schema schema() {
        return new Schema(names.toArray(new String[0]), kinds.toArray(new FieldKind[0]));
    }

    private void add(String name, FieldKind kind) {
        String problem = Schema.problemWithName(name);
        if (problem != null) {
            throw new IllegalStateException("The codec of " + typeName + " writes a bad field: " + problem);
        }
        if (names.contains(name)) {
            throw new IllegalStateException(
                    "The codec of " + typeName + " writes field '" + name + "' twice; write each field once");
        }
        names.add(name);
        kinds.add(kind);
    }

    @Override
    public void writeBoolean(String name, boolean value) {
        add(name, FieldKind.BOOLEAN);
    }

    @Override
    public void writeInt(String name, int value) {
        add(name, FieldKind.INT);
    }

    @Override
    public void writeLong(String name, long value) {
        add(name, FieldKind.LONG);
    }

    @Override
    public void writeFloat(String name, float value) {
        add(name, FieldKind.FLOAT);
    }

    @Override
    public void writeDouble(String name, double value) {
        add(name, FieldKind.DOUBLE);
    }

    @Override
    public void writeString(String name, String value) {
        add(name, FieldKind.STRING);
    }

    @Override
    public void writeEntity(String name, Entity value) {
        add(name, FieldKind.ENTITY);
    }
}
