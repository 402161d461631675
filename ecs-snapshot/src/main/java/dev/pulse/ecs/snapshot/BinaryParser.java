package dev.pulse.ecs.snapshot;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Parses and structurally validates a binary snapshot ({@link BinaryLayout}) into a
 * {@link ParsedSnapshot}. Every declared count and length is checked against the limits and
 * against the bytes left before anything is allocated for it.
 */
final class BinaryParser {

    private final byte[] in;
    private final int end;
    private final SnapshotLimits limits;
    private final Map<String, SavedType<?>> registered;
    private int pos;

    BinaryParser(byte[] in, int length, SnapshotLimits limits, Map<String, SavedType<?>> registered) {
        this.in = in;
        this.end = length;
        this.limits = limits;
        this.registered = registered;
    }

    static String label(long position) {
        return "byte " + position;
    }

    private SnapshotFormatException fail(long at, String problem) {
        return new SnapshotFormatException(at, label(at), problem, null);
    }

    ParsedSnapshot parse() {
        if (end > limits.maxBytes()) {
            throw fail(
                    0,
                    "the input has " + end + " bytes, over the limit of " + limits.maxBytes()
                            + "; raise SnapshotLimits.maxBytes if it is trusted");
        }
        for (int i = 0; i < BinaryLayout.MAGIC.length; i++) {
            if (pos >= end || in[pos] != BinaryLayout.MAGIC[i]) {
                throw fail(
                        pos,
                        pos >= end
                                ? "the input ends inside the header (" + end + " bytes)"
                                : "not a Pulse binary snapshot (it must start with \"PULSESNP\")");
            }
            pos++;
        }
        int version = u16("the format version");
        if (version != BinaryLayout.VERSION) {
            throw fail(
                    pos - 2,
                    "format version " + version + " is not supported; this Pulse reads version " + BinaryLayout.VERSION
                            + (version > BinaryLayout.VERSION ? " (the snapshot is from a newer Pulse)" : ""));
        }
        int entityCount = -1;
        List<ParsedType> types = null;
        while (true) {
            int tagAt = pos;
            int tag = u8("a section tag");
            if (tag == BinaryLayout.END) {
                break;
            }
            int length = i32("a section length");
            if (length < 0 || length > end - pos) {
                throw fail(
                        tagAt + 1,
                        "section " + tag + " declares " + Long.toString(length & 0xFFFF_FFFFL) + " bytes but only "
                                + (end - pos) + " remain");
            }
            int sectionEnd = pos + length;
            if (tag == BinaryLayout.ENTITIES) {
                if (entityCount >= 0) {
                    throw fail(tagAt, "a second entities section");
                }
                int countAt = pos;
                entityCount = count("the entity count", sectionEnd);
                String problem = EntityCount.problem(entityCount, end - sectionEnd, limits);
                if (problem != null) {
                    throw fail(countAt, problem);
                }
            } else if (tag == BinaryLayout.TYPES) {
                if (entityCount < 0) {
                    throw fail(tagAt, "the types section comes before the entities section");
                }
                if (types != null) {
                    throw fail(tagAt, "a second types section");
                }
                types = types(entityCount, sectionEnd);
            } else {
                throw fail(
                        tagAt,
                        "unknown section " + tag + "; this Pulse reads sections 1 (entities) and 2 (types)"
                                + " of format version " + BinaryLayout.VERSION);
            }
            if (pos != sectionEnd) {
                throw fail(
                        pos,
                        "section " + tag + " declares " + length + " bytes but its content ends " + (sectionEnd - pos)
                                + " bytes earlier");
            }
        }
        if (pos != end) {
            throw fail(pos, (end - pos) + " bytes follow the end marker");
        }
        if (entityCount < 0 || types == null) {
            throw fail(
                    pos - 1, "the snapshot ends without " + (entityCount < 0 ? "an entities" : "a types") + " section");
        }
        return new ParsedSnapshot(entityCount, types, BinaryParser::label);
    }

    private List<ParsedType> types(int entityCount, int sectionEnd) {
        int countAt = pos;
        int typeCount = count("the type count", sectionEnd);
        if (typeCount > limits.maxTypes()) {
            throw fail(countAt, typeCount + " types, over the limit of " + limits.maxTypes());
        }
        List<ParsedType> types = new ArrayList<>(typeCount);
        List<SavedType<?>> seen = new ArrayList<>(typeCount);
        int[] lastRowOfEntity = new int[entityCount];
        for (int t = 0; t < typeCount; t++) {
            int typeAt = pos;
            String name = string("a type name", sectionEnd);
            SavedType<?> saved = registered.get(name);
            if (saved == null) {
                throw fail(
                        typeAt,
                        "unknown type '" + name + "'; register it (Snapshots.Builder.register) to load "
                                + "this snapshot");
            }
            if (seen.contains(saved)) {
                throw fail(typeAt, "type '" + name + "' appears twice");
            }
            seen.add(saved);
            int fieldsAt = pos;
            int fieldCount = count("the field count of " + name, sectionEnd);
            if (fieldCount > limits.maxFieldsPerType()) {
                throw fail(
                        fieldsAt,
                        name + " has " + fieldCount + " fields, over the limit of " + limits.maxFieldsPerType());
            }
            String[] names = new String[fieldCount];
            FieldKind[] kinds = new FieldKind[fieldCount];
            int minRowBytes = 1;
            for (int f = 0; f < fieldCount; f++) {
                int fieldAt = pos;
                names[f] = string("a field name of " + name, sectionEnd);
                String problem = Schema.problemWithName(names[f]);
                if (problem != null) {
                    throw fail(fieldAt, name + ": " + problem);
                }
                for (int g = 0; g < f; g++) {
                    if (names[g].equals(names[f])) {
                        throw fail(fieldAt, name + " declares field '" + names[f] + "' twice");
                    }
                }
                int kindAt = pos;
                int code = u8("a field kind");
                kinds[f] = FieldKind.ofCode(code);
                if (kinds[f] == null) {
                    throw fail(kindAt, "field '" + names[f] + "' of " + name + " has unknown kind " + code);
                }
                minRowBytes += kinds[f].minBinaryBytes;
            }
            Schema schema = new Schema(names, kinds);
            int rowsAt = pos;
            int rows = count("the row count of " + name, sectionEnd);
            if ((long) rows * minRowBytes > sectionEnd - pos) {
                throw fail(
                        rowsAt,
                        name + " declares " + rows + " rows of at least " + minRowBytes + " bytes, but only "
                                + (sectionEnd - pos) + " bytes remain in the section");
            }
            if (rows > (long) entityCount + limits.maxExtras()) {
                throw fail(
                        rowsAt,
                        name + " declares " + rows + " rows; there are " + entityCount + " entities and at most "
                                + limits.maxExtras() + " extras per type");
            }
            ParsedType type = new ParsedType(saved, schema, typeAt, rows);
            int extras = 0;
            for (int r = 0; r < rows; r++) {
                int rowAt = pos;
                long owner = varint("a row owner", sectionEnd) - 1;
                if (owner >= entityCount) {
                    throw fail(
                            rowAt,
                            name + " row " + r + " belongs to entity " + owner + ", but the snapshot has " + entityCount
                                    + " entities");
                }
                if (owner == ParsedType.EXTRA) {
                    if (++extras > limits.maxExtras()) {
                        throw fail(rowAt, name + " has more than " + limits.maxExtras() + " extras");
                    }
                } else {
                    // lastRowOfEntity holds (type index + 1) of the last type that gave the entity a row.
                    if (lastRowOfEntity[(int) owner] == t + 1) {
                        throw fail(rowAt, "entity " + owner + " has two " + name + " components");
                    }
                    lastRowOfEntity[(int) owner] = t + 1;
                }
                int row = type.addRow((int) owner, rowAt);
                for (int f = 0; f < fieldCount; f++) {
                    value(type, row, f, entityCount, sectionEnd);
                }
            }
            types.add(type);
        }
        String problem = EntityCount.emptyProblem(lastRowOfEntity, limits);
        if (problem != null) {
            throw fail(pos, problem);
        }
        return types;
    }

    private void value(ParsedType type, int row, int f, int entityCount, int sectionEnd) {
        FieldKind kind = type.schema.kinds[f];
        int at = pos;
        switch (kind) {
            case BOOLEAN -> {
                int b = u8("a boolean");
                if (b > 1) {
                    throw fail(
                            at, "boolean field '" + type.schema.names[f] + "' holds " + b + "; only 0 and 1 are valid");
                }
                type.numbers[f][row] = b;
            }
            case INT, FLOAT -> type.numbers[f][row] = i32("an int or float", sectionEnd);
            case LONG, DOUBLE -> type.numbers[f][row] = i64(sectionEnd);
            case ENTITY -> {
                long code = varint("an entity reference", sectionEnd) - 2;
                if (code >= entityCount) {
                    throw fail(
                            at,
                            "field '" + type.schema.names[f] + "' of " + type.saved.name() + " refers to entity " + code
                                    + ", but the snapshot has " + entityCount + " entities");
                }
                type.numbers[f][row] = code;
            }
            case STRING -> {
                long length = varint("a string length", sectionEnd) - 1;
                type.strings[f][row] = length < 0 ? null : stringBody(length, at, "a string field", sectionEnd);
            }
            default -> throw new IllegalStateException(kind.toString());
        }
    }

    private int u8(String what) {
        if (pos >= end) {
            throw fail(pos, "the input ends where " + what + " was expected");
        }
        return in[pos++] & 0xFF;
    }

    private int u16(String what) {
        if (end - pos < 2) {
            throw fail(pos, "the input ends where " + what + " was expected");
        }
        int v = ((in[pos] & 0xFF) << 8) | (in[pos + 1] & 0xFF);
        pos += 2;
        return v;
    }

    private int i32(String what) {
        return i32(what, end);
    }

    private int i32(String what, int limit) {
        if (limit - pos < 4) {
            throw fail(pos, "the " + (limit == end ? "input" : "section") + " ends where " + what + " was expected");
        }
        byte[] b = in;
        int p = pos;
        int v = (b[p] << 24) | ((b[p + 1] & 0xFF) << 16) | ((b[p + 2] & 0xFF) << 8) | (b[p + 3] & 0xFF);
        pos = p + 4;
        return v;
    }

    private long i64(int limit) {
        if (limit - pos < 8) {
            throw fail(pos, "the section ends where a long or double was expected");
        }
        long high = i32("a long", limit);
        long low = i32("a long", limit) & 0xFFFF_FFFFL;
        return (high << 32) | low;
    }

    /** An unsigned LEB128 varint of at most 9 bytes (a non-negative long), within the section. */
    private long varint(String what, int limit) {
        int start = pos;
        long value = 0;
        for (int shift = 0; shift < 63; shift += 7) {
            if (pos >= limit) {
                throw fail(pos, "the " + (limit == end ? "input" : "section") + " ends inside " + what);
            }
            int b = in[pos++] & 0xFF;
            value |= (long) (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                return value;
            }
        }
        throw fail(start, what + " is a varint longer than 9 bytes");
    }

    /** A varint count that must fit an int. */
    private int count(String what, int limit) {
        int at = pos;
        long v = varint(what, limit);
        if (v > Integer.MAX_VALUE) {
            throw fail(at, what + " is " + v + ", too large");
        }
        return (int) v;
    }

    private String string(String what, int limit) {
        int at = pos;
        long length = varint("the length of " + what, limit);
        return stringBody(length, at, what, limit);
    }

    private String stringBody(long length, int at, String what, int limit) {
        if (length > limits.maxStringBytes()) {
            throw fail(at, what + " declares " + length + " bytes, over the limit of " + limits.maxStringBytes());
        }
        if (length > limit - pos) {
            throw fail(at, what + " declares " + length + " bytes but only " + (limit - pos) + " remain");
        }
        int malformed = Strings.malformedAt(in, pos, pos + (int) length);
        if (malformed >= 0) {
            throw fail(
                    malformed,
                    what + " is not valid UTF-8 (a malformed, overlong or surrogate sequence starts" + " with byte 0x"
                            + Integer.toHexString(in[malformed] & 0xFF) + ")");
        }
        String s = length == 0 ? "" : new String(in, pos, (int) length, StandardCharsets.UTF_8);
        pos += (int) length;
        return s;
    }
}
