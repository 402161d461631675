package dev.pulse.ecs.snapshot;

import java.nio.charset.StandardCharsets;

/** Strict UTF-8 for saved strings: unpaired surrogates are refused, not replaced. */
final class Strings {

    private Strings() {}

    /** UTF-8 bytes of {@code s}; throws if it holds an unpaired surrogate (it could not round-trip). */
    static byte[] utf8(String s, String what) {
        int at = unpairedSurrogateAt(s);
        if (at >= 0) {
            throw new IllegalArgumentException(what + " holds an unpaired surrogate at index " + at
                    + ", which UTF-8 cannot carry; save only well-formed text");
        }
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** The index of the first surrogate in {@code s} that is not half of a pair, or -1 if none is. */
    private static int unpairedSurrogateAt(CharSequence s) {
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            if (Character.isSurrogate(c)) {
                if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                    i++;
                } else {
                    return i;
                }
            }
        }
        return -1;
    }

    /**
     * Decodes strict UTF-8 (as {@link #malformedAt} defines it), or returns null if malformed.
     */
    static String decode(byte[] bytes, int offset, int length) {
        return malformedAt(bytes, offset, offset + length) < 0
                ? new String(bytes, offset, length, StandardCharsets.UTF_8)
                : null;
    }

    /**
     * Finds the first byte of {@code bytes[from, to)} that does not belong to well-formed UTF-8
     * (Unicode Table 3-7: no overlong forms such as {@code C0 AF}, no encoded surrogates, nothing
     * above U+10FFFF, no stray or missing continuation bytes). Both loaders use it, so they refuse
     * exactly the same bytes. Allocates nothing.
     *
     * @return the index of the first byte of the first malformed sequence, or -1
     */
    static int malformedAt(byte[] bytes, int from, int to) {
        int i = from;
        while (i < to) {
            int b = bytes[i];
            if (b >= 0) {
                i++;
                continue;
            }
            b &= 0xFF;
            int length;
            int low = 0x80;
            int high = 0xBF;
            if (b >= 0xC2 && b <= 0xDF) {
                length = 2;
            } else if (b >= 0xE0 && b <= 0xEF) {
                length = 3;
                if (b == 0xE0) {
                    low = 0xA0; // below: overlong
                } else if (b == 0xED) {
                    high = 0x9F; // above: a surrogate
                }
            } else if (b >= 0xF0 && b <= 0xF4) {
                length = 4;
                if (b == 0xF0) {
                    low = 0x90; // below: overlong
                } else if (b == 0xF4) {
                    high = 0x8F; // above: beyond U+10FFFF
                }
            } else {
                return i; // C0, C1 (overlong), F5..FF, or a stray continuation
            }
            if (to - i < length) {
                return i;
            }
            int second = bytes[i + 1] & 0xFF;
            if (second < low || second > high) {
                return i;
            }
            for (int k = 2; k < length; k++) {
                if ((bytes[i + k] & 0xC0) != 0x80) {
                    return i;
                }
            }
            i += length;
        }
        return -1;
    }

    /** The number of UTF-8 bytes of {@code s} (an unpaired surrogate counts 3, as Java encodes it). */
    static long utf8Length(CharSequence s) {
        long bytes = 0;
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                bytes++;
            } else if (c < 0x800) {
                bytes += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                bytes += 4;
                i++;
            } else {
                bytes += 3;
            }
        }
        return bytes;
    }

    /** Checks a string read from JSON for unpaired surrogates (from escapes); null if fine. */
    static String surrogateProblem(CharSequence s) {
        int at = unpairedSurrogateAt(s);
        return at < 0 ? null : "a string holds an unpaired surrogate at index " + at;
    }
}
