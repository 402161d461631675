package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.pulse.ecs.World;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * A structure-aware fuzzer for both formats: it takes valid snapshots of random worlds and
 * replaces one to three <em>fields</em> (counts, string lengths, field kinds, owners and
 * references, strings and type names) with hostile values of the same role, so the input
 * gets past the framing and reaches the checks behind it. Each input must load, or be refused
 * with exactly a {@link SnapshotFormatException}, leaving the world unchanged; no class that
 * was not registered may be initialised ({@link Tripwire} is offered as a type name).
 * Seeded: jqwik prints the seed of a failing try; each property has a fixed budget of tries.
 */
class StructuredFuzzProperties {

    private static final String TRIPWIRE = Tripwire.class.getName();
    private static final String[] NAMES = {TRIPWIRE, "java.lang.Thread", "java.lang.Runtime", "", "../etc",
        Health.class.getName(), Position.class.getName(), Mixed.class.getName()};
    private static final String[] BAD_UTF8 = {"c0af", "c19c", "c080", "eda080", "f4908080", "80", "e282", "ff"};
    private static final long[] COUNTS = {0, 1, 2, 7, 127, 128, 16_383, 65_536, 65_537, 2_000_000, 4_194_304,
        4_194_305, Integer.MAX_VALUE, 1L << 40};

    private final Snapshots snapshots = TestWorlds.snapshots();

    @Property(tries = 300, seed = "34034")
    void binaryFieldMutantsLoadOrAreRefusedCleanly(@ForAll long seed, @ForAll @IntRange(min = 1, max = 3) int edits) {
        SplittableRandom r = new SplittableRandom(seed);
        byte[] valid = snapshots.toBinary(RandomWorlds.build(seed, 1 + r.nextInt(40)));
        byte[] input = valid;
        for (int i = 0; i < edits; i++) {
            input = mutateBinaryField(input, r);
        }
        byte[] mutant = input;
        check(() -> snapshots.fromBinary(mutant, target(mutant)), mutant);
    }

    @Property(tries = 300, seed = "34035")
    void jsonFieldMutantsLoadOrAreRefusedCleanly(@ForAll long seed, @ForAll @IntRange(min = 1, max = 3) int edits) {
        SplittableRandom r = new SplittableRandom(seed);
        String text = snapshots.toJson(RandomWorlds.build(seed, 1 + r.nextInt(40)));
        byte[] input = text.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < edits; i++) {
            input = mutateJsonField(input, r);
        }
        byte[] mutant = input;
        check(() -> snapshots.fromJson(mutant, target(mutant)), mutant);
    }

    private UnchangedWorld current;

    private World target(byte[] ignored) {
        return current.world;
    }

    private void check(Runnable load, byte[] input) {
        current = new UnchangedWorld(snapshots);
        try {
            load.run();
        } catch (SnapshotFormatException refused) {
            current.assertUnchanged();
        } catch (RuntimeException | Error escaped) {
            throw new AssertionError("escaped as " + escaped + " for input "
                    + HexFormat.of().formatHex(input, 0, Math.min(input.length, 400)), escaped);
        }
        assertFalse(TripwireState.INITIALISED.get(), "a load initialised an unregistered class");
    }

    // -------------------------------------------------------------------------------------
    // Binary: walk the layout, note where each field is and its role, replace one.

    private enum Role { COUNT, LENGTH, KIND, REFERENCE, STRING }

    private record Field(int at, int end, Role role) {
    }

    private static List<Field> binaryFields(byte[] b) {
        List<Field> fields = new ArrayList<>();
        int[] pos = {8 + 2 + 1 + 4};
        fields.add(new Field(pos[0], skipVarint(b, pos), Role.COUNT));        // entity count
        pos[0] += 1 + 4;                                                     // types tag and length
        int typesAt = pos[0];
        long types = varint(b, pos);
        fields.add(new Field(typesAt, pos[0], Role.COUNT));
        for (long t = 0; t < types; t++) {
            string(b, pos, fields);
            int fieldsAt = pos[0];
            long count = varint(b, pos);
            fields.add(new Field(fieldsAt, pos[0], Role.COUNT));
            if (count > b.length) {
                throw new IllegalArgumentException("not walkable: an earlier edit declared " + count + " fields");
            }
            int[] kinds = new int[(int) count];
            for (int f = 0; f < count; f++) {
                string(b, pos, fields);
                kinds[f] = b[pos[0]];
                fields.add(new Field(pos[0], pos[0] + 1, Role.KIND));
                pos[0]++;
            }
            int rowsAt = pos[0];
            long rows = varint(b, pos);
            fields.add(new Field(rowsAt, pos[0], Role.COUNT));
            for (long row = 0; row < rows; row++) {
                int ownerAt = pos[0];
                varint(b, pos);
                fields.add(new Field(ownerAt, pos[0], Role.REFERENCE));
                for (int kind : kinds) {
                    switch (kind) {
                        case 1 -> pos[0] += 1;
                        case 2, 4 -> pos[0] += 4;
                        case 3, 5 -> pos[0] += 8;
                        case 6 -> {
                            int lengthAt = pos[0];
                            long length = varint(b, pos) - 1;
                            fields.add(new Field(lengthAt, pos[0], Role.LENGTH));
                            if (length > 0) {
                                fields.add(new Field(pos[0], pos[0] + (int) length, Role.STRING));
                                pos[0] += (int) length;
                            }
                        }
                        default -> {
                            int refAt = pos[0];
                            varint(b, pos);
                            fields.add(new Field(refAt, pos[0], Role.REFERENCE));
                        }
                    }
                }
            }
        }
        return fields;
    }

    private static void string(byte[] b, int[] pos, List<Field> fields) {
        int lengthAt = pos[0];
        long length = varint(b, pos);
        fields.add(new Field(lengthAt, pos[0], Role.LENGTH));
        fields.add(new Field(pos[0], pos[0] + (int) length, Role.STRING));
        pos[0] += (int) length;
    }

    private static long varint(byte[] b, int[] pos) {
        long v = 0;
        for (int shift = 0; ; shift += 7) {
            int x = b[pos[0]++] & 0xFF;
            v |= (long) (x & 0x7F) << shift;
            if ((x & 0x80) == 0) {
                return v;
            }
        }
    }

    private static int skipVarint(byte[] b, int[] pos) {
        varint(b, pos);
        return pos[0];
    }

    private static byte[] encodeVarint(long v) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        do {
            int x = (int) (v & 0x7F);
            v >>>= 7;
            out.write(v == 0 ? x : x | 0x80);
        } while (v != 0);
        return out.toByteArray();
    }

    private byte[] mutateBinaryField(byte[] b, SplittableRandom r) {
        List<Field> fields;
        try {
            fields = binaryFields(b);
        } catch (RuntimeException alreadyBroken) {
            return b;                                  // an earlier edit broke the walk: keep it as it is
        }
        Field f = fields.get(r.nextInt(fields.size()));
        byte[] replacement = switch (f.role()) {
            case COUNT, LENGTH -> encodeVarint(r.nextBoolean() ? COUNTS[r.nextInt(COUNTS.length)]
                    : Math.max(0, varint(b, new int[] {f.at()}) + r.nextInt(-2, 3)));
            case KIND -> new byte[] {(byte) (r.nextInt(3) == 0 ? r.nextInt(256) : r.nextInt(9))};
            case REFERENCE -> encodeVarint(r.nextBoolean() ? r.nextInt(12) : COUNTS[r.nextInt(COUNTS.length)]);
            case STRING -> r.nextBoolean() ? NAMES[r.nextInt(NAMES.length)].getBytes(StandardCharsets.UTF_8)
                    : HexFormat.of().parseHex(BAD_UTF8[r.nextInt(BAD_UTF8.length)]);
        };
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(b, 0, f.at());
        out.writeBytes(replacement);
        out.write(b, f.end(), b.length - f.end());
        byte[] mutant = out.toByteArray();
        if (r.nextInt(4) != 0) {
            fixSectionLength(mutant);                  // mostly keep the framing right, to reach the checks behind it
        }
        if (f.role() == Role.STRING && r.nextInt(3) != 0) {
            return b.length == mutant.length ? mutant : withStringLength(b, f, replacement, r);
        }
        return mutant;
    }

    /** Replaces a string and its length prefix together (a well-framed new name or value). */
    private byte[] withStringLength(byte[] b, Field string, byte[] replacement, SplittableRandom r) {
        List<Field> fields = binaryFields(b);
        int index = fields.indexOf(string);
        Field length = fields.get(index - 1);
        if (length.role() != Role.LENGTH || length.end() != string.at()) {
            return b;
        }
        long prefix = varint(b, new int[] {length.at()});
        long saved = prefix == string.end() - string.at() ? replacement.length : replacement.length + 1L;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(b, 0, length.at());
        out.writeBytes(encodeVarint(saved));
        out.writeBytes(replacement);
        out.write(b, string.end(), b.length - string.end());
        byte[] mutant = out.toByteArray();
        fixSectionLength(mutant);
        return mutant;
    }

    /** Sets the types section's length to what follows it, less the end marker. */
    private static void fixSectionLength(byte[] b) {
        int[] pos = {8 + 2 + 1 + 4};
        try {
            varint(b, pos);
        } catch (RuntimeException e) {
            return;
        }
        int lengthAt = pos[0] + 1;
        if (lengthAt + 4 > b.length) {
            return;
        }
        int length = b.length - (lengthAt + 4) - 1;
        b[lengthAt] = (byte) (length >>> 24);
        b[lengthAt + 1] = (byte) (length >>> 16);
        b[lengthAt + 2] = (byte) (length >>> 8);
        b[lengthAt + 3] = (byte) length;
    }

    // -------------------------------------------------------------------------------------
    // JSON: find the fields by their keys and roles, replace one value.

    private static final Pattern JSON_FIELDS = Pattern.compile(
            "\"(entities|@entity)\":(-?\\d+)"                                    // counts and owners
            + "|\"(name)\":\"([^\"]*)\""                                         // type names
            + "|\"(\\w+)\":\"(int|long|float|double|boolean|string|entity)\""   // field kinds
            + "|\"(other|entity)\":(-?\\d+|null|\"stale\")"                      // references
            + "|\"(text)\":\"((?:[^\"\\\\]|\\\\.)*)\"");                          // strings

    private static final String[] JSON_NUMBERS = {"0", "-1", "1", "7", "65536", "65537", "2000000", "4194304",
        "4194305", "2147483647", "2147483648", "99999999999999999999", "1e3", "1.5", "null", "\"stale\"", "[]", "{}"};
    private static final String[] KINDS = {"int", "long", "float", "double", "boolean", "string", "entity", "object",
        "Int", ""};

    private byte[] mutateJsonField(byte[] input, SplittableRandom r) {
        String text = new String(input, StandardCharsets.ISO_8859_1);   // byte for byte, so bad UTF-8 survives
        Matcher m = JSON_FIELDS.matcher(text);
        List<int[]> values = new ArrayList<>();
        while (m.find()) {
            for (int g = 2; g <= 10; g += 2) {
                if (m.group(g) != null) {
                    values.add(new int[] {m.start(g), m.end(g), g});
                }
            }
        }
        if (values.isEmpty()) {
            return input;
        }
        int[] v = values.get(r.nextInt(values.size()));
        String replacement = switch (v[2]) {
            case 2, 8 -> JSON_NUMBERS[r.nextInt(JSON_NUMBERS.length)];
            case 4 -> r.nextBoolean() ? NAMES[r.nextInt(NAMES.length)] : "java.lang.ProcessBuilder";
            case 6 -> KINDS[r.nextInt(KINDS.length)];
            default -> switch (r.nextInt(4)) {
                case 0 -> new String(HexFormat.of().parseHex(BAD_UTF8[r.nextInt(BAD_UTF8.length)]),
                        StandardCharsets.ISO_8859_1);
                case 1 -> "\\ud800";                                         // an unpaired surrogate escape
                case 2 -> "\\u20ac".repeat(r.nextInt(1, 40));
                default -> "x".repeat(r.nextInt(200));
            };
        };
        return (text.substring(0, v[0]) + replacement + text.substring(v[1])).getBytes(StandardCharsets.ISO_8859_1);
    }
}
