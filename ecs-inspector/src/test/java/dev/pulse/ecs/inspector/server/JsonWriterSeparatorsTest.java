package dev.pulse.ecs.inspector.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class JsonWriterSeparatorsTest {

    @Nested
    class CommasBetweenArrayItems {

        @Test
        void separateEveryKindOfValue() {
            String json = new JsonWriter()
                    .beginArray()
                    .value(1L)
                    .value(2.5)
                    .value(true)
                    .value(false)
                    .raw("{\"a\":1}")
                    .value(3L)
                    .beginArray()
                    .endArray()
                    .beginArray()
                    .value(4L)
                    .endArray()
                    .endArray()
                    .toString();
            assertEquals("[1,2.5,true,false,{\"a\":1},3,[],[4]]", json);
        }

        @Test
        void separateAnArrayFromTheRawValueBeforeIt() {
            assertEquals(
                    "[[1],{}]",
                    new JsonWriter()
                            .beginArray()
                            .beginArray()
                            .value(1L)
                            .endArray()
                            .raw("{}")
                            .endArray()
                            .toString());
        }
    }

    @Nested
    class Escapes {

        @Test
        void lineAndParagraphSeparatorsAreWrittenAsUnicodeEscapes() {
            assertEquals(
                    "[\"a\\u2028b\\u2029c\"]",
                    new JsonWriter()
                            .beginArray()
                            .value("a\u2028b\u2029c")
                            .endArray()
                            .toString());
        }
    }
}
