package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.pulse.testing.fixtures.Health;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Feeds more than 10^5 seeded, mutated and truncated snapshots (both formats) to the loader.
 * Each must load or be refused with a {@link SnapshotFormatException}; a refusal must leave the
 * target world unchanged. No other exception and no {@link OutOfMemoryError} may escape.
 * Mutations: bit flips, byte overwrites, span deletion and duplication, truncation at every
 * length, huge declared lengths and counts, deep JSON nesting, unknown type names, duplicate
 * entity ids, references out of range and wrong versions.
 */
class SnapshotFuzzTest {

    private static final long SEED = 0x5EED_F022L;
    private static final int INPUTS_PER_FORMAT = 51_000;

    private final Snapshots snapshots = TestWorlds.snapshots();
    private UnchangedWorld target = new UnchangedWorld(snapshots);
    private int refused;
    private int loaded;

    @Test
    void binaryInputsLoadOrAreRefusedWithTheWorldUnchanged() {
        byte[] original = snapshots.toBinary(TestWorlds.small());
        SplittableRandom random = new SplittableRandom(SEED);
        int inputs = 0;
        for (int length = 0; length < original.length; length++) {
            check(Arrays.copyOf(original, length), false, inputs++);
        }
        while (inputs < INPUTS_PER_FORMAT) {
            check(mutateBinary(original, random), false, inputs++);
        }
        report(inputs);
    }

    @Test
    void jsonInputsLoadOrAreRefusedWithTheWorldUnchanged() {
        String text = snapshots.toJson(TestWorlds.small());
        byte[] original = text.getBytes(StandardCharsets.UTF_8);
        SplittableRandom random = new SplittableRandom(SEED + 1);
        int inputs = 0;
        for (int length = 0; length < original.length; length++) {
            check(Arrays.copyOf(original, length), true, inputs++);
        }
        while (inputs < INPUTS_PER_FORMAT) {
            byte[] input = random.nextInt(3) == 0
                    ? mutateJsonText(text, random).getBytes(StandardCharsets.UTF_8)
                    : mutateBytes(original, random);
            check(input, true, inputs++);
        }
        report(inputs);
    }

    private void report(int inputs) {
        assertEquals(inputs, refused + loaded);
        assertTrue(refused > inputs / 2, "most mutations should be refused; refused " + refused + " of " + inputs);
    }

    private void check(byte[] input, boolean json, int index) {
        try {
            if (json) {
                snapshots.fromJson(input, target.world);
            } else {
                snapshots.fromBinary(input, target.world);
            }
            loaded++;
            target = new UnchangedWorld(snapshots); // a valid mutant changed the world: start afresh
        } catch (SnapshotFormatException e) {
            refused++;
            if (e.getMessage() == null || e.problem().isEmpty()) {
                fail("input " + index + ": a refusal without a message");
            }
            target.assertSameCount();
            if (index % 97 == 0) {
                target.assertUnchanged();
            }
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            throw new AssertionError(
                    "input " + index + " (seed " + SEED + ", " + (json ? "JSON" : "binary") + ") escaped as " + e
                            + ":\n" + printable(input),
                    e);
        }
    }

    private static String printable(byte[] input) {
        return input.length > 2000 ? "(" + input.length + " bytes)" : new String(input, StandardCharsets.ISO_8859_1);
    }

    private static byte[] mutateBinary(byte[] original, SplittableRandom r) {
        if (r.nextInt(4) != 0) {
            return mutateBytes(original, r);
        }
        byte[] b = original.clone();
        int at = r.nextInt(b.length);
        switch (r.nextInt(4)) {
            case 0 -> { // a huge varint where a count or length may be
                byte[] huge = {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0x7f};
                System.arraycopy(huge, 0, b, at, Math.min(huge.length, b.length - at));
            }
            case 1 -> { // a huge fixed-width length
                for (int i = 0; i < 4 && at + i < b.length; i++) {
                    b[at + i] = (byte) (i == 0 ? 0x7f : 0xff);
                }
            }
            case 2 -> b[9] = (byte) r.nextInt(256); // another version
            default -> b[at] = (byte) (r.nextInt(8)); // small values: kinds, tags, booleans
        }
        return b;
    }

    private static byte[] mutateBytes(byte[] original, SplittableRandom r) {
        byte[] b = original.clone();
        switch (r.nextInt(5)) {
            case 0, 1 -> { // 1 to 3 bit flips
                int flips = 1 + r.nextInt(3);
                for (int i = 0; i < flips; i++) {
                    int at = r.nextInt(b.length);
                    b[at] ^= (byte) (1 << r.nextInt(8));
                }
                return b;
            }
            case 2 -> { // overwrite a byte
                b[r.nextInt(b.length)] = (byte) r.nextInt(256);
                return b;
            }
            case 3 -> { // delete a span
                int from = r.nextInt(b.length);
                int to = Math.min(b.length, from + 1 + r.nextInt(16));
                byte[] out = new byte[b.length - (to - from)];
                System.arraycopy(b, 0, out, 0, from);
                System.arraycopy(b, to, out, from, b.length - to);
                return out;
            }
            default -> { // duplicate a span
                int from = r.nextInt(b.length);
                int length = Math.min(b.length - from, 1 + r.nextInt(24));
                byte[] out = new byte[b.length + length];
                System.arraycopy(b, 0, out, 0, from + length);
                System.arraycopy(b, from, out, from + length, b.length - from);
                return out;
            }
        }
    }

    private static final String[] JSON_REPLACEMENTS = {
        "[".repeat(5000),
        "{".repeat(5000),
        "99999999999999999999999",
        "-1",
        "1e400",
        "\"stale\"",
        "null",
        "\"evil.Type\"",
        "\"NaN:0xZZ\"",
        "2147483648",
        "\"" + "x".repeat(3000) + "\"",
        "true",
        "{}",
        "[]",
        "0",
        "1",
        "3",
        "7",
        "\"int\"",
        "\"entity\"",
        "\"@entity\"",
    };

    private static String mutateJsonText(String text, SplittableRandom r) {
        switch (r.nextInt(4)) {
            case 0 -> { // replace a value (after a colon) with something hostile
                int colon = nthIndexOf(text, ':', r);
                int end = colon + 1;
                while (end < text.length() && ",}]".indexOf(text.charAt(end)) < 0) {
                    end++;
                }
                return text.substring(0, colon + 1)
                        + JSON_REPLACEMENTS[r.nextInt(JSON_REPLACEMENTS.length)]
                        + text.substring(end);
            }
            case 1 -> { // duplicate an entity id or a field
                int at = nthIndexOf(text, '{', r);
                int end = text.indexOf(',', at);
                return end < 0
                        ? text
                        : text.substring(0, end + 1) + text.substring(at + 1, end + 1) + text.substring(end + 1);
            }
            case 2 -> { // wrong version, entity count or type name
                return switch (r.nextInt(3)) {
                    case 0 -> text.replace("\"version\":1", "\"version\":" + r.nextInt(-2, 5));
                    case 1 -> text.replaceFirst("\"entities\":\\d+", "\"entities\":" + r.nextInt(-5, 12));
                    default -> text.replace(Health.class.getName(), PositionRecord.class.getName());
                };
            }
            default -> { // out-of-range references and owners
                return text.replaceFirst("\"@entity\":" + r.nextInt(8), "\"@entity\":" + r.nextInt(-3, 12))
                        .replaceFirst("\"entity\":\\d+", "\"entity\":" + r.nextInt(-3, 12));
            }
        }
    }

    private static int nthIndexOf(String text, char c, SplittableRandom r) {
        int count = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == c) {
                count++;
            }
        }
        int n = r.nextInt(count);
        int at = -1;
        for (int i = 0; i <= n; i++) {
            at = text.indexOf(c, at + 1);
        }
        return at;
    }
}
