package dev.pulse.ecs.snapshot;

/** Encodes a snapshot in the binary format ({@link BinaryLayout}). */
final class BinaryEncoder implements SnapshotEncoder {

    private final ByteSink out;
    private int typesSectionLengthAt = -1;
    private int typeCountLeft;

    BinaryEncoder(ByteSink out) {
        this.out = out;
    }

    @Override
    public void begin(int entityCount) {
        out.raw(BinaryLayout.MAGIC);
        out.u16(BinaryLayout.VERSION);
        out.u8(BinaryLayout.ENTITIES);
        int lengthAt = out.size();
        out.i32(0);
        out.varint(entityCount);
        out.i32At(lengthAt, out.size() - lengthAt - 4);
    }

    @Override
    public void beginTypes(int typeCount) {
        out.u8(BinaryLayout.TYPES);
        typesSectionLengthAt = out.size();
        out.i32(0);
        out.varint(typeCount);
        typeCountLeft = typeCount;
    }

    @Override
    public void beginType(String name, Schema schema, int componentRows, int extraRows) {
        typeCountLeft--;
        string(name, "type name");
        out.varint(schema.size());
        for (int i = 0; i < schema.size(); i++) {
            string(schema.names[i], "field name");
            out.u8(schema.kinds[i].code);
        }
        out.varint((long) componentRows + extraRows);
    }

    private void string(String s, String what) {
        byte[] utf8 = Strings.utf8(s, what);
        out.varint(utf8.length);
        out.raw(utf8);
    }

    @Override
    public void beginRow(int owner) {
        out.varint(owner + 1L);
    }

    @Override
    public void value(int field, FieldKind kind, long bits) {
        switch (kind) {
            case BOOLEAN -> out.u8((int) bits);
            case INT, FLOAT -> out.i32((int) bits);
            case LONG, DOUBLE -> out.i64(bits);
            case ENTITY -> out.varint(bits + 2);
            default -> throw new IllegalStateException("not a number kind: " + kind);
        }
    }

    @Override
    public void string(int field, String value) {
        if (value == null) {
            out.u8(0);
            return;
        }
        byte[] utf8 = Strings.utf8(value, "a string field");
        out.varint(utf8.length + 1L);
        out.raw(utf8);
    }

    @Override
    public void endRow() {}

    @Override
    public void endType() {}

    @Override
    public void finish() {
        if (typesSectionLengthAt < 0 || typeCountLeft != 0) {
            throw new IllegalStateException("types section not complete");
        }
        out.i32At(typesSectionLengthAt, out.size() - typesSectionLengthAt - 4);
        out.u8(BinaryLayout.END);
    }
}
