package dev.pulse.ecs.inspector.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;

class JsonWriterTest {

    @Test
    void placesCommasBetweenMembersAndItems() {
        String json = new JsonWriter()
                .beginObject()
                .name("a")
                .value(1)
                .name("b")
                .beginArray()
                .value(true)
                .value("x")
                .value((String) null)
                .endArray()
                .name("c")
                .beginObject()
                .endObject()
                .endObject()
                .toString();
        assertEquals("{\"a\":1,\"b\":[true,\"x\",null],\"c\":{}}", json);
    }

    @Test
    void escapesQuotesBackslashesAndControlCharacters() {
        assertEquals(
                "\"q\\\"b\\\\n\\nt\\tz\\u0001\"",
                new JsonWriter().value("q\"b\\n\nt\tz\u0001").toString());
    }

    @Test
    void escapesMarkupCharactersSoNoValueCanCloseAScriptOrOpenATag() {
        String json = new JsonWriter()
                .value("</script><script>alert(1)</script>&\u2028")
                .toString();
        assertFalse(json.contains("<") || json.contains(">") || json.contains("&"), json);
        assertEquals("\"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u0026\\u2028\"", json);
    }

    @Test
    void writesNonFiniteNumbersAsNull() {
        assertEquals(
                "[null,null,1.5]",
                new JsonWriter()
                        .beginArray()
                        .value(Double.NaN)
                        .value(Double.POSITIVE_INFINITY)
                        .value(1.5)
                        .endArray()
                        .toString());
    }

    @Test
    void insertsRawJsonAsOneValue() {
        assertEquals(
                "{\"a\":[1],\"b\":2}",
                new JsonWriter()
                        .beginObject()
                        .name("a")
                        .raw("[1]")
                        .name("b")
                        .value(2)
                        .endObject()
                        .toString());
    }
}
