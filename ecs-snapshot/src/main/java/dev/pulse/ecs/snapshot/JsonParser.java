package dev.pulse.ecs.snapshot;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Parses and structurally validates a JSON snapshot ({@link JsonLayout}) into a
 * {@link ParsedSnapshot}, with Jackson's streaming parser. The parser expects one exact shape
 * and stops at the first token that does not fit it, so deep nesting, unknown keys and
 * oversized values are refused without building anything for them.
 */
final class JsonParser {

    /** The most characters of a JSON number (a double needs fewer than 30; 400 leaves room for odd forms). */
    static final int MAX_NUMBER_LENGTH = 400;

    private final byte[] in;
    private final int length;
    private final SnapshotLimits limits;
    private final Map<String, SavedType<?>> registered;
    private final JsonFactory factory;
    private com.fasterxml.jackson.core.JsonParser p;

    /** A Jackson factory whose read constraints match the limits (nesting deeper than the format needs is refused). */
    static JsonFactory factoryFor(SnapshotLimits limits) {
        return JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(8)
                        .maxStringLength(limits.maxStringBytes())
                        .maxNameLength(limits.maxStringBytes())
                        .maxNumberLength(MAX_NUMBER_LENGTH)
                        .build())
                .build();
    }

    JsonParser(
            byte[] in, int length, SnapshotLimits limits, Map<String, SavedType<?>> registered, JsonFactory factory) {
        this.in = in;
        this.length = length;
        this.factory = factory;
        this.limits = limits;
        this.registered = registered;
    }

    /** "line L, column C (byte N)" for a byte offset of the input. */
    private String label(long position) {
        int line = 1;
        int column = 1;
        int upTo = (int) Math.min(position, length);
        for (int i = 0; i < upTo; i++) {
            if (in[i] == '\n') {
                line++;
                column = 1;
            } else if ((in[i] & 0xC0) != 0x80) {
                column++;
            }
        }
        return "line " + line + ", column " + column + " (byte " + position + ")";
    }

    private long here() {
        JsonLocation location = p.currentTokenLocation();
        long offset = location.getByteOffset();
        return offset >= 0 ? offset : Math.max(0, location.getCharOffset());
    }

    private SnapshotFormatException fail(String problem) {
        long at = here();
        return new SnapshotFormatException(at, label(at), problem, null);
    }

    ParsedSnapshot parse() {
        if (length > limits.maxBytes()) {
            throw new SnapshotFormatException(
                    0,
                    label(0),
                    "the input has " + length + " bytes, over the limit of " + limits.maxBytes()
                            + "; raise SnapshotLimits.maxBytes if it is trusted",
                    null);
        }
        // Jackson decodes overlong forms (C0 AF as '/') and encoded surrogates; the binary loader
        // refuses them, so the whole input is checked first, by the same rule.
        int malformed = Strings.malformedAt(in, 0, length);
        if (malformed >= 0) {
            throw new SnapshotFormatException(
                    malformed,
                    label(malformed),
                    "the input is not valid UTF-8 (a malformed,"
                            + " overlong or surrogate sequence starts with byte 0x"
                            + Integer.toHexString(in[malformed] & 0xFF)
                            + ")",
                    null);
        }
        try (com.fasterxml.jackson.core.JsonParser parser = factory.createParser(in, 0, length)) {
            p = parser;
            return document();
        } catch (StreamConstraintsException e) {
            // Jackson's own limits carry no location: report where the offending token starts.
            long at = offsetOf(p.currentTokenLocation());
            throw new SnapshotFormatException(at, label(at), overLimit(e), e);
        } catch (JsonProcessingException e) {
            long at = e.getLocation() == null ? offsetOf(p.currentLocation()) : offsetOf(e.getLocation());
            throw new SnapshotFormatException(at, label(at), "malformed JSON: " + e.getOriginalMessage(), e);
        } catch (IOException e) {
            long at = p == null ? 0 : offsetOf(p.currentLocation());
            throw new SnapshotFormatException(at, label(at), "unreadable JSON: " + e.getMessage(), e);
        }
    }

    private static long offsetOf(JsonLocation location) {
        long offset = location.getByteOffset();
        return offset >= 0 ? offset : Math.max(0, location.getCharOffset());
    }

    /** The problem of a Jackson read constraint, in the snapshot's terms. */
    private String overLimit(StreamConstraintsException e) {
        String message = String.valueOf(e.getOriginalMessage());
        if (message.startsWith("String value length") || message.startsWith("Name length")) {
            return "a string or name is longer than " + limits.maxStringBytes() + " characters, over the limit of "
                    + limits.maxStringBytes() + " UTF-8 bytes; raise SnapshotLimits.maxStringBytes if it is trusted";
        }
        if (message.startsWith("Number value length")) {
            return "a number is longer than " + MAX_NUMBER_LENGTH + " characters";
        }
        return "the JSON is nested deeper than the format allows (" + message + ")";
    }

    /** Checks the UTF-8 length of a string or name read from JSON against the limit. */
    private String checked(String s, String what) throws IOException {
        long bytes = Strings.utf8Length(s);
        if (bytes > limits.maxStringBytes()) {
            throw fail(what + " holds " + bytes + " UTF-8 bytes, over the limit of " + limits.maxStringBytes()
                    + "; raise SnapshotLimits.maxStringBytes if it is trusted");
        }
        return s;
    }

    private void expect(JsonToken token, String what) throws IOException {
        JsonToken actual = p.nextToken();
        if (actual != token) {
            throw fail("expected " + what + ", found " + describe(actual));
        }
    }

    private String describe(JsonToken token) throws IOException {
        if (token == null) {
            return "the end of the input";
        }
        return switch (token) {
            case START_OBJECT -> "an object";
            case START_ARRAY -> "an array";
            case END_OBJECT -> "the end of an object";
            case END_ARRAY -> "the end of an array";
            case FIELD_NAME -> "key \"" + p.currentName() + "\"";
            case VALUE_STRING -> "a string";
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "number " + p.getText();
            case VALUE_TRUE, VALUE_FALSE -> "a boolean";
            case VALUE_NULL -> "null";
            default -> token.toString();
        };
    }

    private void key(String name) throws IOException {
        JsonToken token = p.nextToken();
        if (token != JsonToken.FIELD_NAME || !name.equals(p.currentName())) {
            throw fail("expected key \"" + name + "\", found " + describe(token));
        }
    }

    private long integer(String what, long min, long max) throws IOException {
        JsonToken token = p.nextToken();
        if (token != JsonToken.VALUE_NUMBER_INT) {
            throw fail("expected " + what + " (an integer), found " + describe(token));
        }
        return integerValue(what, min, max);
    }

    private long integerValue(String what, long min, long max) throws IOException {
        long value;
        try {
            value = Long.parseLong(p.getText());
        } catch (NumberFormatException e) {
            throw fail(what + " " + p.getText() + " is out of range " + min + ".." + max);
        }
        if (value < min || value > max) {
            throw fail(what + " " + value + " is out of range " + min + ".." + max);
        }
        return value;
    }

    private String text(String what) throws IOException {
        expect(JsonToken.VALUE_STRING, what);
        return checked(p.getText(), what);
    }

    private ParsedSnapshot document() throws IOException {
        expect(JsonToken.START_OBJECT, "a snapshot object");
        key("format");
        String format = text("the format name");
        if (!JsonLayout.FORMAT.equals(format)) {
            throw fail("format is \"" + format + "\", not \"" + JsonLayout.FORMAT + "\"");
        }
        key("version");
        expect(JsonToken.VALUE_NUMBER_INT, "the format version");
        String version = p.getText();
        if (!String.valueOf(JsonLayout.VERSION).equals(version)) {
            throw fail(
                    "format version " + version + " is not supported; this Pulse reads version " + JsonLayout.VERSION);
        }
        key("entities");
        int entityCount = (int) integer("the entity count", 0, Integer.MAX_VALUE);
        String problem = EntityCount.problem(entityCount, length - offsetOf(p.currentLocation()), limits);
        if (problem != null) {
            throw fail(problem);
        }
        key("types");
        expect(JsonToken.START_ARRAY, "the types array");
        List<ParsedType> types = new ArrayList<>();
        List<SavedType<?>> seen = new ArrayList<>();
        int[] lastTypeOfEntity = new int[entityCount];
        JsonToken token;
        while ((token = p.nextToken()) == JsonToken.START_OBJECT) {
            if (types.size() == limits.maxTypes()) {
                throw fail("more than " + limits.maxTypes() + " types");
            }
            types.add(type(entityCount, seen, lastTypeOfEntity, types.size() + 1));
        }
        if (token != JsonToken.END_ARRAY) {
            throw fail("expected a type object or the end of the types array, found " + describe(token));
        }
        token = p.nextToken();
        if (token != JsonToken.END_OBJECT) {
            throw fail(
                    token == JsonToken.FIELD_NAME
                            ? "unknown key \"" + p.currentName()
                                    + "\" after \"types\"; this Pulse reads format version " + JsonLayout.VERSION
                            : "expected the end of the snapshot object, found " + describe(token));
        }
        token = p.nextToken();
        if (token != null) {
            throw fail("content follows the snapshot object: " + describe(token));
        }
        problem = EntityCount.emptyProblem(lastTypeOfEntity, limits);
        if (problem != null) {
            throw fail(problem);
        }
        return new ParsedSnapshot(entityCount, types, this::label);
    }

    private ParsedType type(int entityCount, List<SavedType<?>> seen, int[] lastTypeOfEntity, int typeMark)
            throws IOException {
        long typeAt = here();
        key("name");
        String name = text("a type name");
        SavedType<?> saved = registered.get(name);
        if (saved == null) {
            throw fail("unknown type '" + name + "'; register it (Snapshots.Builder.register) to load this snapshot");
        }
        if (seen.contains(saved)) {
            throw fail("type '" + name + "' appears twice");
        }
        seen.add(saved);
        key("fields");
        expect(JsonToken.START_OBJECT, "the fields object of " + name);
        List<String> names = new ArrayList<>();
        List<FieldKind> kinds = new ArrayList<>();
        Map<String, Integer> indexOf = new HashMap<>();
        JsonToken token;
        while ((token = p.nextToken()) == JsonToken.FIELD_NAME) {
            String field = checked(p.currentName(), "a field name of " + name);
            String problem = Schema.problemWithName(field);
            if (problem != null) {
                throw fail(name + ": " + problem);
            }
            if (indexOf.containsKey(field)) {
                throw fail(name + " declares field '" + field + "' twice");
            }
            if (names.size() == limits.maxFieldsPerType()) {
                throw fail(name + " has more than " + limits.maxFieldsPerType() + " fields");
            }
            String kindName = text("the kind of field '" + field + "'");
            FieldKind kind = FieldKind.ofJsonName(kindName);
            if (kind == null) {
                throw fail("field '" + field + "' of " + name + " has unknown kind \"" + kindName + "\"");
            }
            indexOf.put(field, names.size());
            names.add(field);
            kinds.add(kind);
        }
        if (token != JsonToken.END_OBJECT) {
            throw fail(
                    "expected a field declaration or the end of the fields of " + name + ", found " + describe(token));
        }
        Schema schema = new Schema(names.toArray(new String[0]), kinds.toArray(new FieldKind[0]));
        ParsedType type = new ParsedType(saved, schema, typeAt, 0);
        key("components");
        expect(JsonToken.START_ARRAY, "the components array of " + name);
        int[] seenInRow = new int[schema.size()];
        int rowMark = 0;
        while ((token = p.nextToken()) == JsonToken.START_OBJECT) {
            row(type, entityCount, indexOf, seenInRow, ++rowMark, true, lastTypeOfEntity, typeMark);
        }
        if (token != JsonToken.END_ARRAY) {
            throw fail("expected a component object or the end of the components of " + name + ", found "
                    + describe(token));
        }
        key("extras");
        expect(JsonToken.START_ARRAY, "the extras array of " + name);
        int extras = 0;
        while ((token = p.nextToken()) == JsonToken.START_OBJECT) {
            if (++extras > limits.maxExtras()) {
                throw fail(name + " has more than " + limits.maxExtras() + " extras");
            }
            row(type, entityCount, indexOf, seenInRow, ++rowMark, false, lastTypeOfEntity, typeMark);
        }
        if (token != JsonToken.END_ARRAY) {
            throw fail("expected an extra object or the end of the extras of " + name + ", found " + describe(token));
        }
        token = p.nextToken();
        if (token != JsonToken.END_OBJECT) {
            throw fail("expected the end of type " + name + ", found " + describe(token));
        }
        return type;
    }

    private void row(
            ParsedType type,
            int entityCount,
            Map<String, Integer> indexOf,
            int[] seenInRow,
            int rowMark,
            boolean component,
            int[] lastTypeOfEntity,
            int typeMark)
            throws IOException {
        long rowAt = here();
        String name = type.saved.name();
        int owner = ParsedType.EXTRA;
        if (component) {
            key(JsonLayout.ENTITY_KEY);
            owner = (int) integer("the owning entity of a " + name, 0, entityCount - 1L);
            if (lastTypeOfEntity[owner] == typeMark) {
                throw fail("entity " + owner + " has two " + name + " components");
            }
            lastTypeOfEntity[owner] = typeMark;
        }
        int row = type.addRow(owner, rowAt);
        int fields = 0;
        JsonToken token;
        while ((token = p.nextToken()) == JsonToken.FIELD_NAME) {
            String field = p.currentName();
            Integer index = indexOf.get(field);
            if (index == null) {
                throw fail(name + " has no field '" + field + "'"
                        + (field.startsWith("@") ? "" : "; declare it in \"fields\""));
            }
            if (seenInRow[index] == rowMark) {
                throw fail("field '" + field + "' appears twice in one " + name);
            }
            seenInRow[index] = rowMark;
            fields++;
            value(type, row, index, entityCount);
        }
        if (token != JsonToken.END_OBJECT) {
            throw fail("expected a field or the end of a " + name + ", found " + describe(token));
        }
        if (fields != type.schema.size()) {
            for (int f = 0; f < seenInRow.length; f++) {
                if (seenInRow[f] != rowMark) {
                    throw fail("a " + name + " lacks field '" + type.schema.names[f] + "'");
                }
            }
        }
    }

    private void value(ParsedType type, int row, int f, int entityCount) throws IOException {
        FieldKind kind = type.schema.kinds[f];
        String field = type.schema.names[f];
        JsonToken token = p.nextToken();
        switch (kind) {
            case BOOLEAN -> {
                if (token != JsonToken.VALUE_TRUE && token != JsonToken.VALUE_FALSE) {
                    throw fail("boolean field '" + field + "' holds " + describe(token));
                }
                type.numbers[f][row] = token == JsonToken.VALUE_TRUE ? 1 : 0;
            }
            case INT, LONG -> {
                if (token != JsonToken.VALUE_NUMBER_INT) {
                    throw fail(kind.jsonName + " field '" + field + "' holds " + describe(token));
                }
                type.numbers[f][row] = kind == FieldKind.INT
                        ? integerValue("field '" + field + "'", Integer.MIN_VALUE, Integer.MAX_VALUE)
                        : integerValue("field '" + field + "'", Long.MIN_VALUE, Long.MAX_VALUE);
            }
            case FLOAT, DOUBLE -> type.numbers[f][row] = floating(token, kind == FieldKind.FLOAT, field);
            case STRING -> {
                if (token == JsonToken.VALUE_NULL) {
                    type.strings[f][row] = null;
                } else if (token == JsonToken.VALUE_STRING) {
                    String s = checked(p.getText(), "string field '" + field + "'");
                    String problem = Strings.surrogateProblem(s);
                    if (problem != null) {
                        throw fail("field '" + field + "': " + problem);
                    }
                    type.strings[f][row] = s;
                } else {
                    throw fail("string field '" + field + "' holds " + describe(token));
                }
            }
            case ENTITY -> {
                if (token == JsonToken.VALUE_NULL) {
                    type.numbers[f][row] = FieldKind.NULL_REF;
                } else if (token == JsonToken.VALUE_STRING && JsonLayout.STALE.equals(p.getText())) {
                    type.numbers[f][row] = FieldKind.STALE_REF;
                } else if (token == JsonToken.VALUE_NUMBER_INT) {
                    type.numbers[f][row] = integerValue(
                            "entity reference '" + field + "' of " + type.saved.name(), 0, entityCount - 1L);
                } else {
                    throw fail("entity field '" + field + "' holds " + describe(token)
                            + "; expected an entity number, null or \"stale\"");
                }
            }
            default -> throw new IllegalStateException(kind.toString());
        }
    }

    private long floating(JsonToken token, boolean isFloat, String field) throws IOException {
        String kind = isFloat ? "float" : "double";
        if (token == JsonToken.VALUE_STRING) {
            Long bits = JsonLayout.nonFiniteBits(p.getText(), isFloat);
            if (bits == null) {
                throw fail(kind + " field '" + field + "' holds string \"" + p.getText()
                        + "\"; only \"NaN\", \"Infinity\", \"-Infinity\" and \"NaN:0x...\" are valid");
            }
            return bits;
        }
        if (token != JsonToken.VALUE_NUMBER_INT && token != JsonToken.VALUE_NUMBER_FLOAT) {
            throw fail(kind + " field '" + field + "' holds " + describe(token));
        }
        String text = p.getText();
        try {
            if (isFloat) {
                float value = Float.parseFloat(text);
                if (Float.isInfinite(value)) {
                    throw fail("float field '" + field + "' holds " + text + ", beyond the float range");
                }
                return Float.floatToRawIntBits(value);
            }
            double value = Double.parseDouble(text);
            if (Double.isInfinite(value)) {
                throw fail("double field '" + field + "' holds " + text + ", beyond the double range");
            }
            return Double.doubleToRawLongBits(value);
        } catch (NumberFormatException e) {
            throw fail(kind + " field '" + field + "' holds " + text + ", not a number");
        }
    }
}
