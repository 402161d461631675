package dev.pulse.ecs.inspector.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** Format characters (category Cf) in string values are written as visible text. */
class JsonWriterInvisibleCharactersTest {

    @Test
    void aRightToLeftOverrideIsShownAsItsCode() {
        assertEquals(
                "\"\\\\u202Eexe.txt\"", new JsonWriter().value("\u202Eexe.txt").toString());
    }

    @Test
    void everyBidiControlAndZeroWidthCharacterIsShown() {
        String hidden = "a\u202Ab\u202Cc\u2066d\u2067e\u2068f\u2069g\u200Bh\u200Di\uFEFFj\u00ADk\u061Cl";
        assertEquals(
                "a\\u202Ab\\u202Cc\\u2066d\\u2067e\\u2068f\\u2069g\\u200Bh\\u200Di\\uFEFFj\\u00ADk\\u061Cl",
                JsonWriter.visible(hidden));
    }

    @Test
    void aFormatCharacterBeyondTheBmpIsShownWithBraces() {
        String tagA = new String(Character.toChars(0xE0041));
        assertEquals("x\\u{E0041}y", JsonWriter.visible("x" + tagA + "y"));
    }

    @Test
    void visibleTextAndOtherSupplementaryCharactersAreKept() {
        String text = "Ünïcödé 漢字 \uD83D\uDE80 ok\ttab";
        assertSame(text, JsonWriter.visible(text));
        assertEquals("\uD83D\uDE80\\u200B\uD83D\uDE80", JsonWriter.visible("\uD83D\uDE80\u200B\uD83D\uDE80"));
    }

    @Test
    void memberNamesAreTheWritersOwnAndKeptAsTheyAre() {
        assertEquals(
                "{\"\u200B\":\"\\\\u200B\"}",
                new JsonWriter()
                        .beginObject()
                        .name("\u200B")
                        .value("\u200B")
                        .endObject()
                        .toString());
    }
}
