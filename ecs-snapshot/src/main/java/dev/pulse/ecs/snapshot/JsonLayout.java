package dev.pulse.ecs.snapshot;

/**
 * Constants of the JSON format (version {@value #VERSION}).
 *
 * <pre>{@code
 * {"format": "pulse-snapshot", "version": 1, "entities": 2,
 *  "types": [
 *    {"name": "game.Position", "fields": {"x": "float", "y": "float"},
 *     "components": [{"@entity": 0, "x": 1.5, "y": -0.0}, {"@entity": 1, "x": 2.0, "y": "NaN"}],
 *     "extras": []},
 *    {"name": "game.Target", "fields": {"entity": "entity"},
 *     "components": [{"@entity": 1, "entity": 0}], "extras": []}]}
 * }</pre>
 * (Saved JSON puts each array element on a line of its own.) Keys come in this order. Entities are numbered {@code 0..entities-1} in spawn order; an
 * entity field holds such a number, {@code null}, or {@code "stale"}. Finite floats and
 * doubles are JSON numbers printed so that they parse back to the same bits ({@code -0.0}
 * included); the others are strings: {@code "NaN"}, {@code "Infinity"}, {@code "-Infinity"},
 * or {@code "NaN:0x7fc00001"} for a NaN with other bits. Later versions add top-level keys
 * (resources, relations) after {@code "types"}; this version refuses unknown keys.
 */
final class JsonLayout {

    static final String FORMAT = "pulse-snapshot";
    static final int VERSION = 1;
    static final String ENTITY_KEY = "@entity";
    static final String STALE = "stale";

    private JsonLayout() {}

    /** The JSON text of a float: a number when finite, else a string (see the class comment). */
    static String floatText(int bits) {
        float f = Float.intBitsToFloat(bits);
        if (Float.isFinite(f)) {
            return Float.toString(f);
        }
        if (f == Float.POSITIVE_INFINITY) {
            return "Infinity";
        }
        if (f == Float.NEGATIVE_INFINITY) {
            return "-Infinity";
        }
        return bits == 0x7fc00000 ? "NaN" : "NaN:0x" + Integer.toHexString(bits);
    }

    /** The JSON text of a double (see {@link #floatText(int)}). */
    static String doubleText(long bits) {
        double d = Double.longBitsToDouble(bits);
        if (Double.isFinite(d)) {
            return Double.toString(d);
        }
        if (d == Double.POSITIVE_INFINITY) {
            return "Infinity";
        }
        if (d == Double.NEGATIVE_INFINITY) {
            return "-Infinity";
        }
        return bits == 0x7ff8000000000000L ? "NaN" : "NaN:0x" + Long.toHexString(bits);
    }

    /** Parses a non-finite float string; returns its bits, or null if it is not one. */
    static Long nonFiniteBits(String text, boolean isFloat) {
        switch (text) {
            case "NaN":
                return isFloat ? 0x7fc00000L : 0x7ff8000000000000L;
            case "Infinity":
                return isFloat
                        ? (long) Float.floatToRawIntBits(Float.POSITIVE_INFINITY)
                        : Double.doubleToRawLongBits(Double.POSITIVE_INFINITY);
            case "-Infinity":
                return isFloat
                        ? (long) Float.floatToRawIntBits(Float.NEGATIVE_INFINITY)
                        : Double.doubleToRawLongBits(Double.NEGATIVE_INFINITY);
            default:
                break;
        }
        if (!text.startsWith("NaN:0x") || text.length() > 6 + (isFloat ? 8 : 16) || text.length() == 6) {
            return null;
        }
        long bits = 0; // hex digits by hand: Long.parseUnsignedLong is missing on Android below 26 and on TeaVM
        for (int i = 6; i < text.length(); i++) {
            int digit = Character.digit(text.charAt(i), 16);
            if (digit < 0) {
                return null;
            }
            bits = bits << 4 | digit;
        }
        if (isFloat) {
            return Float.isNaN(Float.intBitsToFloat((int) bits)) ? (Long) (bits & 0xFFFF_FFFFL) : null;
        }
        return Double.isNaN(Double.longBitsToDouble(bits)) ? (Long) bits : null;
    }
}
