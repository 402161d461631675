package dev.pulse.ecs.inspector.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import java.util.List;
import org.junit.jupiter.api.Test;

class ComponentReaderTest {

    static class Base {
        int baseField = 1;
    }

    static final class Derived extends Base {
        static final int IGNORED = 5;
        private final String name = "d";
    }

    record Link(Entity target) {
    }

    static final class Throwing {
        @Override
        public String toString() {
            throw new IllegalStateException("boom");
        }
    }

    @Test
    void listsSuperclassFieldsFirstAndSkipsStaticOnes() {
        String json = write(new Derived());
        assertTrue(json.contains("\"fields\":[{\"name\":\"baseField\",\"type\":\"int\",\"value\":\"1\"},"
                + "{\"name\":\"name\",\"type\":\"String\",\"value\":\"d\"}]"), json);
        assertTrue(json.contains("\"simpleName\":\"ComponentReaderTest.Derived\""), json);
    }

    @Test
    void entityFieldsCarryTheHandleAndWhetherItIsAlive() {
        World world = new World();
        Entity target = world.spawn();
        Entity gone = world.spawn();
        world.despawn(gone);
        JsonWriter json = new JsonWriter().beginArray();
        ComponentReader reader = new ComponentReader(world);
        reader.write(json, new Link(target));
        reader.write(json, new Link(gone));
        String text = json.endArray().toString();
        assertTrue(text.contains("\"entity\":{\"id\":\"" + target.id() + "\",\"label\":\"0v0\",\"index\":0,"
                + "\"generation\":0,\"alive\":true}"), text);
        assertTrue(text.contains("\"label\":\"1v0\",\"index\":1,\"generation\":0,\"alive\":false"), text);
    }

    @Test
    void boundsLargeValues() {
        assertEquals("int[1000]", ComponentReader.describe(new int[1000]));
        assertEquals("int[3] {1, 2, 3}", ComponentReader.describe(new int[] {1, 2, 3}));
        assertEquals("ListN (size 3)", ComponentReader.describe(List.of(1, 2, 3)));
        String cut = ComponentReader.describe("x".repeat(10_000));
        assertEquals(ComponentReader.MAX_TEXT, cut.length());
        assertTrue(cut.endsWith("…"));
    }

    @Test
    void aThrowingToStringIsReportedNotPropagated() {
        assertTrue(ComponentReader.text(new Throwing()).contains("toString() threw java.lang.IllegalStateException: boom"));
    }

    private static String write(Object component) {
        JsonWriter json = new JsonWriter();
        new ComponentReader(new World()).write(json, component);
        return json.toString();
    }
}
