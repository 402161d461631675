package dev.pulse.ecs.snapshot;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.UncheckedIOException;

/** Encodes a snapshot as JSON ({@link JsonLayout}) through Jackson's streaming generator. */
final class JsonEncoder implements SnapshotEncoder {

    private final JsonGenerator out;
    private Schema schema;
    private boolean inExtras;

    JsonEncoder(JsonGenerator out) {
        this.out = out;
    }

    @Override
    public void begin(int entityCount) {
        try {
            out.writeStartObject();
            out.writeStringField("format", JsonLayout.FORMAT);
            out.writeNumberField("version", JsonLayout.VERSION);
            out.writeNumberField("entities", entityCount);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void beginTypes(int typeCount) {
        try {
            out.writeArrayFieldStart("types");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void beginType(String name, Schema schema, int componentRows, int extraRows) {
        this.schema = schema;
        this.inExtras = false;
        try {
            out.writeStartObject();
            out.writeStringField("name", checked(name, "type name"));
            out.writeObjectFieldStart("fields");
            for (int i = 0; i < schema.size(); i++) {
                out.writeStringField(checked(schema.names[i], "field name"), schema.kinds[i].jsonName);
            }
            out.writeEndObject();
            out.writeArrayFieldStart("components");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String checked(String s, String what) {
        Strings.utf8(s, what);
        return s;
    }

    @Override
    public void beginRow(int owner) {
        try {
            if (owner == ParsedType.EXTRA && !inExtras) {
                out.writeEndArray();
                out.writeArrayFieldStart("extras");
                inExtras = true;
            }
            out.writeStartObject();
            if (owner != ParsedType.EXTRA) {
                out.writeNumberField(JsonLayout.ENTITY_KEY, owner);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void value(int field, FieldKind kind, long bits) {
        try {
            out.writeFieldName(schema.names[field]);
            switch (kind) {
                case BOOLEAN -> out.writeBoolean(bits != 0);
                case INT, LONG -> out.writeNumber(bits);
                case FLOAT -> writeFloating(JsonLayout.floatText((int) bits));
                case DOUBLE -> writeFloating(JsonLayout.doubleText(bits));
                case ENTITY -> {
                    if (bits == FieldKind.NULL_REF) {
                        out.writeNull();
                    } else if (bits == FieldKind.STALE_REF) {
                        out.writeString(JsonLayout.STALE);
                    } else {
                        out.writeNumber(bits);
                    }
                }
                default -> throw new IllegalStateException("not a number kind: " + kind);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void writeFloating(String text) throws IOException {
        char first = text.charAt(0);
        if (first == 'N' || first == 'I' || (first == '-' && text.charAt(1) == 'I')) {
            out.writeString(text);
        } else {
            out.writeNumber(text);
        }
    }

    @Override
    public void string(int field, String value) {
        try {
            out.writeFieldName(schema.names[field]);
            if (value == null) {
                out.writeNull();
            } else {
                out.writeString(checked(value, "a string field"));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void endRow() {
        try {
            out.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void endType() {
        try {
            out.writeEndArray();
            if (!inExtras) {
                out.writeArrayFieldStart("extras");
                out.writeEndArray();
            }
            out.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void finish() {
        try {
            out.writeEndArray();
            out.writeEndObject();
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
