package dev.pulse.ecs.inspector.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class ComponentReaderNamesAndBoundsTest {

    record Plain(int a) {}

    @Nested
    class SimpleNames {

        @Test
        void aTopLevelClassIsItsSimpleName() {
            assertEquals("String", ComponentReader.simpleName(String.class));
        }

        @Test
        void aNestedClassIsQualifiedByItsEnclosingClasses() {
            assertEquals("ComponentReaderNamesAndBoundsTest.Plain", ComponentReader.simpleName(Plain.class));
        }

        @Test
        void anAnonymousClassFallsBackToItsBinaryName() {
            Object anonymous = new Object() {};
            assertEquals(anonymous.getClass().getName(), ComponentReader.simpleName(anonymous.getClass()));
        }
    }

    @Nested
    class Descriptions {

        @Test
        void nullIsWrittenAsTheWordNull() {
            assertEquals("null", ComponentReader.describe(null));
        }

        @Test
        void aMapIsDescribedByItsSize() {
            assertEquals("Map1 (size 1)", ComponentReader.describe(Map.of("k", "v")));
        }

        @Test
        void anArrayOfExactlyTheItemLimitStillListsItsItems() {
            int[] items = new int[ComponentReader.MAX_ARRAY_ITEMS];
            String text = ComponentReader.describe(items);
            assertTrue(text.startsWith("int[16] {0, 0,"), text);
            assertEquals("int[17]", ComponentReader.describe(new int[ComponentReader.MAX_ARRAY_ITEMS + 1]));
        }

        @Test
        void aTextOfExactlyTheLimitIsNotCut() {
            String exact = "y".repeat(ComponentReader.MAX_TEXT);
            assertEquals(exact, ComponentReader.describe(exact));
        }
    }

    @Nested
    class ReadableComponents {

        @Test
        void carryNoUnreadableMember() {
            JsonWriter json = new JsonWriter();
            new ComponentReader(new World()).write(json, new Plain(4));
            assertFalse(json.toString().contains("unreadable"), json.toString());
            assertTrue(json.toString().endsWith("\"value\":\"4\"}]}"), json.toString());
        }
    }
}
