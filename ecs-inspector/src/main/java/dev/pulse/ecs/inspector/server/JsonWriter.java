package dev.pulse.ecs.inspector.server;

import java.util.Locale;

/**
 * Writes JSON text into a {@link StringBuilder}, with commas placed by the writer. Strings are
 * escaped for JSON and also for HTML contexts: {@code <}, {@code >}, {@code &} and the JavaScript
 * line separators U+2028/U+2029 become {@code \\uXXXX} escapes, so a component value can never
 * close a script or start a tag even if some page inlined the JSON.
 *
 * <p>String values are also made visible: an invisible format character (Unicode category Cf:
 * the bidi controls U+202A..U+202E and U+2066..U+2069, zero-width characters such as U+200B,
 * U+FEFF, tag characters) is written as the six characters <code>&#92;u202E</code> (or
 * <code>&#92;u{E0041}</code> beyond the BMP) that the page then shows as text, so that a name
 * made of U+202E and {@code exe.txt} cannot pass for {@code txt.exe}, nor text hide in a value.
 *
 * <pre>{@code
 * JsonWriter json = new JsonWriter();
 * json.beginObject().name("entities").value(42).name("name").value("<b>").endObject();
 * json.toString();   // {"entities":42,"name":"\u003cb\u003e"}
 * }</pre>
 *
 * Not checked for well-formedness beyond commas: callers nest begin/end pairs correctly.
 */
public final class JsonWriter {

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private final StringBuilder out = new StringBuilder(256);
    /** True when the next value or name in the current container needs a comma before it. */
    private boolean needsComma;

    /** Creates an empty writer. */
    public JsonWriter() {}

    /**
     * Opens an object.
     *
     * @return this writer
     */
    public JsonWriter beginObject() {
        separate();
        out.append('{');
        needsComma = false;
        return this;
    }

    /**
     * Closes an object.
     *
     * @return this writer
     */
    public JsonWriter endObject() {
        out.append('}');
        needsComma = true;
        return this;
    }

    /**
     * Opens an array.
     *
     * @return this writer
     */
    public JsonWriter beginArray() {
        separate();
        out.append('[');
        needsComma = false;
        return this;
    }

    /**
     * Closes an array.
     *
     * @return this writer
     */
    public JsonWriter endArray() {
        out.append(']');
        needsComma = true;
        return this;
    }

    /**
     * Writes an object member's name; the next call writes its value.
     *
     * @param name the member name
     * @return this writer
     */
    public JsonWriter name(String name) {
        separate();
        string(name);
        out.append(':');
        needsComma = false;
        return this;
    }

    /**
     * Writes a string value, or {@code null}; invisible format characters are shown as
     * <code>&#92;uXXXX</code> text (see the class comment).
     *
     * @param value the string
     * @return this writer
     */
    public JsonWriter value(String value) {
        separate();
        if (value == null) {
            out.append("null");
        } else {
            string(visible(value));
        }
        needsComma = true;
        return this;
    }

    /**
     * Writes a whole number.
     *
     * @param value the number
     * @return this writer
     */
    public JsonWriter value(long value) {
        separate();
        out.append(value);
        needsComma = true;
        return this;
    }

    /**
     * Writes a number; NaN and infinities, which JSON cannot express, are written as {@code null}.
     *
     * @param value the number
     * @return this writer
     */
    public JsonWriter value(double value) {
        separate();
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            out.append("null");
        } else {
            out.append(value);
        }
        needsComma = true;
        return this;
    }

    /**
     * Writes a boolean.
     *
     * @param value the boolean
     * @return this writer
     */
    public JsonWriter value(boolean value) {
        separate();
        out.append(value);
        needsComma = true;
        return this;
    }

    /**
     * Writes a value that is already JSON text (written by another {@code JsonWriter}).
     *
     * @param json well-formed JSON text
     * @return this writer
     */
    public JsonWriter raw(String json) {
        separate();
        out.append(json);
        needsComma = true;
        return this;
    }

    /**
     * Returns the JSON written so far.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return out.toString();
    }

    private void separate() {
        if (needsComma) {
            out.append(',');
        }
    }

    /**
     * The text with each format character (category Cf) replaced by its code as visible text:
     * <code>&#92;u202E</code>, or <code>&#92;u{E0041}</code> for a supplementary character.
     *
     * @param s the text
     * @return {@code s} itself when it has none
     */
    static String visible(String s) {
        StringBuilder shown = null;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            int next = i + Character.charCount(cp);
            if (Character.getType(cp) == Character.FORMAT) {
                if (shown == null) {
                    shown = new StringBuilder(s.length() + 16).append(s, 0, i);
                }
                String hex = Integer.toHexString(cp).toUpperCase(Locale.ROOT);
                if (cp > 0xFFFF) {
                    shown.append("\\u{").append(hex).append('}');
                } else {
                    shown.append("\\u").append("0".repeat(4 - hex.length())).append(hex);
                }
            } else if (shown != null) {
                shown.append(s, i, next);
            }
            i = next;
        }
        return shown == null ? s : shown.toString();
    }

    private void string(String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == '\u2028' || c == '\u2029') {
                        out.append("\\u")
                                .append(HEX[c >> 12 & 0xF])
                                .append(HEX[c >> 8 & 0xF])
                                .append(HEX[c >> 4 & 0xF])
                                .append(HEX[c & 0xF]);
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
