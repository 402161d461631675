package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.AllocationMeter;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Velocity;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

/**
 * A structure-aware fuzzer for both formats: it takes valid snapshots of random worlds (with
 * data, tag, reference and column components) and replaces one to three <em>fields</em>
 * (counts, string lengths, field kinds, owners and references, values, strings and type names)
 * with hostile values of the same role, so the input gets past the framing and reaches the
 * checks behind it. Each input must load, or be refused with exactly a
 * {@link SnapshotFormatException} leaving the world unchanged; no class that was not registered
 * may be initialised ({@link Tripwire} is offered as a type name); and the load's allocation,
 * which bounds the heap it adds from above, must stay within what {@link SnapshotLimits}
 * documents: 16 bytes per input byte, plus 4 per entity, plus 1 MiB, plus the world it built.
 * Where the JVM cannot count a thread's allocation, the heap check is reported as not measured
 * (in jqwik's statistics, and as the skipped {@link #thisJvmMeasuresEachLoadsAllocation} test).
 * Seeded: jqwik prints the seed of a failing try; each property has a fixed budget of tries.
 */
class StructuredFuzzProperties {

    private static final String TRIPWIRE = Tripwire.class.getName();
    private static final String[] NAMES = {
        TRIPWIRE,
        "java.lang.Thread",
        "java.lang.Runtime",
        "",
        "../etc",
        Health.class.getName(),
        PositionRecord.class.getName(),
        Mixed.class.getName(),
        Spark.class.getName()
    };
    private static final String[] BAD_UTF8 = {"c0af", "c19c", "c080", "eda080", "f4908080", "80", "e282", "ff"};
    private static final long[] COUNTS = {
        0, 1, 2, 7, 127, 128, 16_383, 65_536, 65_537, 2_000_000, 4_194_304, 4_194_305, Integer.MAX_VALUE, 1L << 40
    };

    /** Null where this JVM cannot count a thread's allocation: then the heap is not checked, and says so. */
    private static final AllocationMeter METER = AllocationMeter.ifAvailable();

    private static final String NOT_MEASURED = "NOT CHECKED: this JVM cannot count a thread's allocation";

    /** The usual test types and a column component. */
    private final Snapshots snapshots = Snapshots.builder()
            .register(PositionRecord.class)
            .register(Velocity.class, new VelocityCodec())
            .register(Health.class)
            .register(Target.class)
            .register(Frozen.class)
            .register(Mixed.class)
            .register(Spark.class)
            .build();

    @Property(tries = 300, seed = "34034")
    void binaryFieldMutantsLoadOrAreRefusedCleanly(@ForAll long seed, @ForAll @IntRange(min = 1, max = 3) int edits) {
        SplittableRandom r = new SplittableRandom(seed);
        byte[] valid = snapshots.toBinary(RandomWorlds.build(seed, 1 + r.nextInt(40), true));
        byte[] input = valid;
        for (int i = 0; i < edits; i++) {
            input = mutateBinaryField(input, r);
        }
        byte[] mutant = input;
        check(world -> snapshots.fromBinary(mutant, world), mutant, declaredBinaryEntities(mutant));
    }

    @Property(tries = 300, seed = "34035")
    void jsonFieldMutantsLoadOrAreRefusedCleanly(@ForAll long seed, @ForAll @IntRange(min = 1, max = 3) int edits) {
        SplittableRandom r = new SplittableRandom(seed);
        String text = snapshots.toJson(RandomWorlds.build(seed, 1 + r.nextInt(40), true));
        byte[] input = text.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < edits; i++) {
            input = mutateJsonField(input, r);
        }
        byte[] mutant = input;
        check(world -> snapshots.fromJson(mutant, world), mutant, declaredJsonEntities(mutant));
    }

    /** Where the heap check cannot run, this is reported as skipped rather than passing unseen. */
    @Test
    void thisJvmMeasuresEachLoadsAllocation() {
        assumeTrue(METER != null, "The fuzzer's peak-heap check is skipped: " + NOT_MEASURED);
        long before = METER.allocatedBytes();
        byte[] garbage = new byte[1 << 16];
        assertTrue(METER.allocatedBytes() - before >= garbage.length, "the meter missed a 64 KiB array");
    }

    private UnchangedWorld current;

    private void check(Function<World, LoadedSnapshot> load, byte[] input, long declaredEntities) {
        current = new UnchangedWorld(snapshots);
        long before = METER == null ? 0 : METER.allocatedBytes();
        LoadedSnapshot loaded = null;
        try {
            loaded = load.apply(current.world);
        } catch (SnapshotFormatException refused) {
            // checked below, after the allocation is read
        } catch (RuntimeException | Error escaped) {
            throw new AssertionError("escaped as " + escaped + " for input " + hex(input), escaped);
        }
        long allocated = METER == null ? 0 : METER.allocatedBytes() - before;
        Statistics.label("outcome").collect(loaded == null ? "refused" : "loaded");
        if (loaded == null) {
            current.assertUnchanged();
        }
        if (METER == null) {
            Statistics.label("peak heap").collect(NOT_MEASURED);
        } else {
            long bound = bound(input, loaded, declaredEntities, current.world);
            boolean twice = allocated > bound;
            if (twice) {
                // The first run of a path links code (a string concatenation's call site, a class):
                // a one-time cost of the JVM, not of this load. The same load again costs only itself.
                UnchangedWorld again = new UnchangedWorld(snapshots);
                long start = METER.allocatedBytes();
                LoadedSnapshot second = null;
                try {
                    second = load.apply(again.world);
                } catch (SnapshotFormatException refused) {
                    // as the first time
                }
                allocated = METER.allocatedBytes() - start;
                bound = bound(input, second, declaredEntities, again.world);
            }
            Statistics.label("allocation measured").collect(twice ? "twice (the first run linked new code)" : "once");
            assertPeakWithinBound(input, allocated, bound);
        }
        assertFalse(TripwireState.INITIALISED.get(), "a load initialised an unregistered class");
    }

    // -------------------------------------------------------------------------------------
    // The heap bound SnapshotLimits documents, checked through the load's allocation.

    /**
     * The entities the documented bound counts for a refused input: its declared count, as far as
     * a loader may accept it (at most {@link SnapshotLimits#maxEntities()}, and at most the bytes
     * after the count plus {@link SnapshotLimits#maxEmptyEntities()}: a count above that is
     * refused before anything is allocated for it). Taking the declared count unchecked would
     * let a 2,000,000-entity header buy 8 MB of slack and hide exactly that defect.
     */
    private long entitiesTheLoaderMayAllocateFor(long declared, int inputBytes) {
        SnapshotLimits limits = snapshots.limits();
        return Math.min(declared, Math.min(limits.maxEntities(), (long) inputBytes + limits.maxEmptyEntities()));
    }

    /**
     * The documented bound for this load: 16 bytes per input byte, plus 4 per entity (the loaded
     * ones, or for a refused input those it declared as far as a loader may take them), plus
     * 1 MiB, plus the world the load built.
     */
    private long bound(byte[] input, LoadedSnapshot loaded, long declaredEntities, World target) {
        long entities = loaded != null
                ? loaded.entities().size()
                : entitiesTheLoaderMayAllocateFor(declaredEntities, input.length);
        long world = loaded == null ? 0 : worldCost(loaded, target);
        return (long) LoadMemoryTest.BYTES_PER_INPUT_BYTE * input.length + 4 * entities + (1 << 20) + world;
    }

    private static void assertPeakWithinBound(byte[] input, long allocated, long bound) {
        assertTrue(allocated > 0, "the meter measured nothing for a load: the heap check would pass vacuously");
        assertTrue(
                allocated <= bound,
                "a load of " + input.length + " bytes allocated " + allocated + ", over the documented bound of "
                        + bound + " bytes: " + hex(input));
        Statistics.label("allocation / bound")
                .collect(allocated * 4 <= bound ? "up to 1/4" : allocated * 2 <= bound ? "1/4 to 1/2" : "over 1/2");
    }

    /**
     * What the world the load built costs: the same entities and components, added through the
     * world's API to a world like the target was (the components are the load's own objects, so
     * this counts slots and storages; the objects were counted in the bound's per-input-byte
     * part, when the codecs first ran).
     */
    private static long worldCost(LoadedSnapshot loaded, World target) {
        List<Entity> entities = loaded.entities();
        List<Class<?>> types = target.componentTypes();
        List<List<Object>> components = new ArrayList<>();
        for (Entity e : entities) {
            List<Object> own = new ArrayList<>();
            for (Class<?> type : types) {
                Object component = target.get(e, type);
                if (component != null) {
                    own.add(component);
                }
            }
            components.add(own);
        }
        World copy = UnchangedWorld.build();
        long before = METER.allocatedBytes();
        copy.reserve(copy.entityCount() + entities.size());
        for (List<Object> own : components) {
            Entity e = copy.spawn();
            for (Object component : own) {
                copy.add(e, component);
            }
        }
        return METER.allocatedBytes() - before;
    }

    /** The entity count a binary input declares (the varint after the header), or 0 if it has none. */
    private static long declaredBinaryEntities(byte[] b) {
        long v = 0;
        for (int at = 8 + 2 + 1 + 4, shift = 0; at < b.length && shift < 63; at++, shift += 7) {
            v |= (long) (b[at] & 0x7F) << shift;
            if ((b[at] & 0x80) == 0) {
                return v;
            }
        }
        return 0;
    }

    private static final Pattern JSON_ENTITIES = Pattern.compile("\"entities\":(\\d{1,18})");

    /** The entity count a JSON input declares, or 0 if it has none the loader could take. */
    private static long declaredJsonEntities(byte[] input) {
        Matcher m = JSON_ENTITIES.matcher(new String(input, StandardCharsets.ISO_8859_1));
        return m.find() ? Long.parseLong(m.group(1)) : 0;
    }

    private static String hex(byte[] input) {
        return HexFormat.of().formatHex(input, 0, Math.min(input.length, 400));
    }

    // -------------------------------------------------------------------------------------
    // Binary: walk the layout, note where each field is and its role, replace one.

    /** What a field is; the entity count has a role of its own, to be edited as often as a kind. */
    private enum Role {
        ENTITY_COUNT,
        COUNT,
        LENGTH,
        KIND,
        REFERENCE,
        VALUE,
        STRING
    }

    private record Field(int at, int end, Role role) {}

    private static List<Field> binaryFields(byte[] b) {
        List<Field> fields = new ArrayList<>();
        int[] pos = {8 + 2 + 1 + 4};
        fields.add(new Field(pos[0], skipVarint(b, pos), Role.ENTITY_COUNT));
        pos[0] += 1 + 4; // types tag and length
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
                        case 1, 2, 3, 4, 5 -> {
                            int width = kind == 1 ? 1 : kind == 2 || kind == 4 ? 4 : 8;
                            fields.add(new Field(pos[0], pos[0] + width, Role.VALUE));
                            pos[0] += width;
                        }
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
        for (Field field : fields) {
            if (field.at() > field.end() || field.end() > b.length) {
                throw new IllegalArgumentException("not walkable: an earlier edit declared a field past the end");
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

    /**
     * Picks a role among those present, then a field of that role: values and owners, which
     * outnumber the rest, would otherwise leave few edits for the entity count or a kind.
     */
    private static <T> T pick(List<T> fields, Function<T, Object> role, SplittableRandom r) {
        List<Object> roles = new ArrayList<>();
        for (T field : fields) {
            if (!roles.contains(role.apply(field))) {
                roles.add(role.apply(field));
            }
        }
        Object chosen = roles.get(r.nextInt(roles.size()));
        List<T> ofRole = new ArrayList<>();
        for (T field : fields) {
            if (role.apply(field).equals(chosen)) {
                ofRole.add(field);
            }
        }
        return ofRole.get(r.nextInt(ofRole.size()));
    }

    private byte[] mutateBinaryField(byte[] b, SplittableRandom r) {
        List<Field> fields;
        try {
            fields = binaryFields(b);
        } catch (RuntimeException alreadyBroken) {
            return b; // an earlier edit broke the walk: keep it as it is
        }
        Field f = pick(fields, Field::role, r);
        byte[] replacement =
                switch (f.role()) {
                    case ENTITY_COUNT, COUNT, LENGTH -> encodeVarint(
                            r.nextBoolean()
                                    ? COUNTS[r.nextInt(COUNTS.length)]
                                    : Math.max(0, varint(b, new int[] {f.at()}) + r.nextInt(-2, 3)));
                    case KIND -> new byte[] {(byte) (r.nextInt(3) == 0 ? r.nextInt(256) : r.nextInt(9))};
                    case REFERENCE -> encodeVarint(r.nextBoolean() ? r.nextInt(12) : COUNTS[r.nextInt(COUNTS.length)]);
                    case VALUE -> value(f.end() - f.at(), r);
                    case STRING -> r.nextBoolean()
                            ? NAMES[r.nextInt(NAMES.length)].getBytes(StandardCharsets.UTF_8)
                            : HexFormat.of().parseHex(BAD_UTF8[r.nextInt(BAD_UTF8.length)]);
                };
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(b, 0, f.at());
        out.writeBytes(replacement);
        out.write(b, f.end(), b.length - f.end());
        byte[] mutant = out.toByteArray();
        if (r.nextInt(4) != 0) {
            fixSectionLength(mutant); // mostly keep the framing right, to reach the checks behind it
        }
        if (f.role() == Role.STRING && r.nextInt(3) != 0) {
            return b.length == mutant.length ? mutant : withStringLength(b, f, replacement, r);
        }
        return mutant;
    }

    private static final long[] EDGE_VALUES = {
        0,
        1,
        2,
        0x80,
        0xFF,
        128,
        -129,
        300,
        65_536,
        Integer.MIN_VALUE,
        0x7fc00001,
        0xffc00000L,
        Long.MIN_VALUE,
        0x7ff0000000000001L,
        -1
    };

    /**
     * A fixed-width value: random bits, or an edge (a boolean other than 0 and 1, an int out of
     * a byte's or a char's range, a NaN with a payload), big-endian; now and then one byte too
     * short or too long.
     */
    private static byte[] value(int width, SplittableRandom r) {
        int length = r.nextInt(8) == 0 ? width + (r.nextBoolean() ? 1 : -1) : width;
        byte[] value = new byte[length];
        if (r.nextBoolean()) {
            r.nextBytes(value);
        } else {
            long edge = EDGE_VALUES[r.nextInt(EDGE_VALUES.length)];
            for (int i = 0; i < length; i++) {
                value[i] = (byte) (edge >>> (8 * (length - 1 - i)));
            }
        }
        return value;
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

    /**
     * Sets the entities section's length to its count's and the types section's to what follows
     * it, less the end marker (without the first, a count edited to another width would always
     * be refused by the framing, never by the count checks behind it).
     */
    private static void fixSectionLength(byte[] b) {
        int countAt = 8 + 2 + 1 + 4;
        int[] pos = {countAt};
        try {
            varint(b, pos);
        } catch (RuntimeException e) {
            return;
        }
        writeU32(b, countAt - 4, pos[0] - countAt);
        int lengthAt = pos[0] + 1;
        if (lengthAt + 4 > b.length) {
            return;
        }
        writeU32(b, lengthAt, b.length - (lengthAt + 4) - 1);
    }

    private static void writeU32(byte[] b, int at, int value) {
        b[at] = (byte) (value >>> 24);
        b[at + 1] = (byte) (value >>> 16);
        b[at + 2] = (byte) (value >>> 8);
        b[at + 3] = (byte) value;
    }

    // -------------------------------------------------------------------------------------
    // JSON: find the fields by their keys and roles, replace one value.

    private static final Pattern JSON_FIELDS = Pattern.compile(
            "\"(entities)\":(-?\\d+)" // the entity count
                    + "|\"(@entity)\":(-?\\d+)" // owners
                    + "|\"(name)\":\"([^\"]*)\"" // type names
                    + "|\"(\\w+)\":\"(int|long|float|double|boolean|string|entity)\"" // field kinds
                    + "|\"(other|entity)\":(-?\\d+|null|\"stale\")" // references
                    + "|\"(text)\":\"((?:[^\"\\\\]|\\\\.)*)\"" // strings
                    + "|\"(x|y|dx|dy|hp|heat|ttl|seed|lit|shade|flag|b|s|c|i|l|f|d)\":" // values
                    + "(-?\\d[\\d.eE+-]*|true|false|\"[^\"]*\")");

    private static final String[] JSON_NUMBERS = {
        "0",
        "-1",
        "1",
        "7",
        "65536",
        "65537",
        "2000000",
        "4194304",
        "4194305",
        "2147483647",
        "2147483648",
        "99999999999999999999",
        "1e3",
        "1.5",
        "null",
        "\"stale\"",
        "[]",
        "{}"
    };
    private static final String[] JSON_VALUES = {
        "0",
        "1",
        "-1",
        "2",
        "128",
        "-129",
        "300",
        "65536",
        "2147483648",
        "9223372036854775808",
        "-9223372036854775809",
        "1e400",
        "-1e400",
        "1.5",
        "-0.0",
        "4.9e-325",
        "true",
        "false",
        "null",
        "\"NaN\"",
        "\"NaN:0x7fc00001\"",
        "\"NaN:0x7ff0000000000001\"",
        "\"NaN:0x1\"",
        "\"Infinity\"",
        "\"-Infinity\"",
        "\"nan\"",
        "\"\"",
        "[]",
        "{}",
        "01",
        "0x10"
    };
    private static final String[] KINDS = {
        "int", "long", "float", "double", "boolean", "string", "entity", "object", "Int", ""
    };

    private byte[] mutateJsonField(byte[] input, SplittableRandom r) {
        String text = new String(input, StandardCharsets.ISO_8859_1); // byte for byte, so bad UTF-8 survives
        Matcher m = JSON_FIELDS.matcher(text);
        List<int[]> values = new ArrayList<>();
        while (m.find()) {
            for (int g = 2; g <= 14; g += 2) {
                if (m.group(g) != null) {
                    values.add(new int[] {m.start(g), m.end(g), g});
                }
            }
        }
        if (values.isEmpty()) {
            return input;
        }
        int[] v = pick(values, value -> value[2], r);
        String replacement =
                switch (v[2]) {
                    case 2, 4, 10 -> JSON_NUMBERS[r.nextInt(JSON_NUMBERS.length)];
                    case 6 -> r.nextBoolean() ? NAMES[r.nextInt(NAMES.length)] : "java.lang.ProcessBuilder";
                    case 8 -> KINDS[r.nextInt(KINDS.length)];
                    case 14 -> JSON_VALUES[r.nextInt(JSON_VALUES.length)];
                    default -> switch (r.nextInt(4)) {
                        case 0 -> new String(
                                HexFormat.of().parseHex(BAD_UTF8[r.nextInt(BAD_UTF8.length)]),
                                StandardCharsets.ISO_8859_1);
                        case 1 -> "\\ud800"; // an unpaired surrogate escape
                        case 2 -> "\\u20ac".repeat(r.nextInt(1, 40));
                        default -> "x".repeat(r.nextInt(200));
                    };
                };
        return (text.substring(0, v[0]) + replacement + text.substring(v[1])).getBytes(StandardCharsets.ISO_8859_1);
    }
}
