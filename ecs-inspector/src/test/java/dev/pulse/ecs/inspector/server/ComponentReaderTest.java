package dev.pulse.ecs.inspector.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.util.AbstractList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class ComponentReaderTest {

    static class Base {
        int baseField = 1;
    }

    static final class Derived extends Base {
        static final int IGNORED = 5;
        private final String name = "d";
    }

    record Link(Entity target) {}

    static final class Throwing {
        @Override
        public String toString() {
            throw new IllegalStateException("boom");
        }
    }

    @Test
    void listsSuperclassFieldsFirstAndSkipsStaticOnes() {
        String json = write(new Derived());
        assertTrue(
                json.contains("\"fields\":[{\"name\":\"baseField\",\"type\":\"int\",\"value\":\"1\"},"
                        + "{\"name\":\"name\",\"type\":\"String\",\"value\":\"d\"}]"),
                json);
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
        assertTrue(
                text.contains("\"entity\":{\"id\":\"" + target.id() + "\",\"label\":\"0v0\",\"index\":0,"
                        + "\"generation\":0,\"alive\":true}"),
                text);
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

    @Nested
    class GameCodeThatThrows {

        @Test
        void aThrowingToStringOfTheComponentIsWrittenAsItsError() {
            String json = write(new Throwing());
            assertTrue(
                    json.contains("\"text\":\"(toString() threw java.lang.IllegalStateException: boom)\","
                            + "\"error\":\"toString() threw java.lang.IllegalStateException: boom\""),
                    json);
        }

        @Test
        void anErrorFromAFieldValuesToStringBecomesThatFieldsErrorRow() {
            String json = write(new Holder(new Cursed(new AssertionError("cursed")), 7));
            assertTrue(
                    json.contains("{\"name\":\"value\",\"type\":\"Object\",\"value\":\"(toString() threw "
                            + "java.lang.AssertionError: cursed)\",\"error\":\"toString() threw java.lang.AssertionError: "
                            + "cursed\"}"),
                    json);
            assertTrue(json.contains("{\"name\":\"after\",\"type\":\"int\",\"value\":\"7\"}"), json);
        }

        @Test
        void aStackOverflowInToStringIsAnErrorRowToo() {
            String json = write(new Holder(new Cursed(new StackOverflowError()), 1));
            assertTrue(json.contains("\"error\":\"toString() threw java.lang.StackOverflowError\"}"), json);
        }

        @Test
        void aCollectionWhoseSizeThrowsIsNamedAsSuch() {
            List<Integer> broken = new AbstractList<>() {
                @Override
                public Integer get(int index) {
                    return index;
                }

                @Override
                public int size() {
                    throw new NoClassDefFoundError("Gone");
                }
            };
            String json = write(new Holder(broken, 1));
            assertTrue(json.contains("\"error\":\"size() threw java.lang.NoClassDefFoundError: Gone\"}"), json);
        }

        @Test
        void aThrowableWhoseOwnMessageThrowsIsNamedByItsClass() {
            Throwable twisted = new IllegalStateException() {
                @Override
                public String getMessage() {
                    throw new UnsupportedOperationException("no message either");
                }
            };
            String json = write(new Holder(new Cursed(twisted), 1));
            assertTrue(
                    json.contains(
                            "\"error\":\"toString() threw " + twisted.getClass().getName() + "\"}"),
                    json);
        }

        @Test
        void aVirtualMachineErrorOtherThanStackOverflowIsNotSwallowed() {
            OutOfMemoryError oom = new OutOfMemoryError("test: not a real one");
            assertSame(oom, assertThrows(OutOfMemoryError.class, () -> write(new Holder(new Cursed(oom), 1))));
            InternalError internal = new InternalError("test");
            assertSame(internal, assertThrows(InternalError.class, () -> write(new Cursed(internal))));
        }

        @Test
        void aVirtualMachineErrorFromAThrowablesMessageIsNotSwallowedEither() {
            OutOfMemoryError oom = new OutOfMemoryError("test");
            Throwable twisted = new IllegalStateException() {
                @Override
                public String getMessage() {
                    throw oom;
                }
            };
            assertSame(oom, assertThrows(OutOfMemoryError.class, () -> write(new Cursed(twisted))));
        }
    }

    @Nested
    class InvisibleCharacters {

        @Test
        void areShownEscapedInValues() {
            String json = write(new Note("\u2066admin\u2069\u200B"));
            assertFalse(json.contains("\u2066") || json.contains("\u200B"), json);
            assertTrue(json.contains("\"value\":\"\\\\u2066admin\\\\u2069\\\\u200B\"}"), json);
        }

        @Test
        void areShownEscapedInFieldNamesWrittenIntoBytecode() throws Exception {
            // javac drops format characters from identifiers; the class file keeps whatever it is given.
            Object component = definePatched("ComponentReaderTest$FieldName", "file0txt", "file\u202Etxt")
                    .getDeclaredConstructor()
                    .newInstance();
            String json = write(component);
            assertFalse(json.contains("\u202E"), json);
            assertTrue(json.contains("{\"name\":\"file\\\\u202Etxt\",\"type\":\"int\",\"value\":\"1\"}"), json);
            // Its InnerClasses attribute names an outer class that does not list it, so
            // getSimpleName() throws: the binary name is shown instead of the read failing.
            assertTrue(json.contains("\"simpleName\":\"" + component.getClass().getName() + "\""), json);
        }

        /**
         * Defines a copy of a nested class of this test whose UTF-8 constant {@code from} is
         * {@code to}, as a hidden class (the original is loaded too, by JUnit).
         */
        private Class<?> definePatched(String className, String from, String to) throws Exception {
            byte[] bytes;
            try (InputStream in = ComponentReaderTest.class.getResourceAsStream(className + ".class")) {
                bytes = in.readAllBytes();
            }
            byte[] old = utf8Constant(from);
            byte[] replacement = utf8Constant(to);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            int at = indexOf(bytes, old);
            assertTrue(at > 0, "constant " + from + " not found");
            out.write(bytes, 0, at);
            out.write(replacement);
            out.write(bytes, at + old.length, bytes.length - at - old.length);
            return MethodHandles.lookup()
                    .defineHiddenClass(out.toByteArray(), true)
                    .lookupClass();
        }

        private static byte[] utf8Constant(String text) throws IOException {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            new DataOutputStream(out).writeUTF(text); // the class file's modified UTF-8, with its length
            return out.toByteArray();
        }

        private static int indexOf(byte[] bytes, byte[] part) {
            outer:
            for (int i = 0; i + part.length <= bytes.length; i++) {
                for (int j = 0; j < part.length; j++) {
                    if (bytes[i + j] != part[j]) {
                        continue outer;
                    }
                }
                return i;
            }
            return -1;
        }
    }

    record Note(String text) {}

    /** Copied with a field name javac cannot write (see InvisibleCharacters). */
    static final class FieldName {
        int file0txt = 1;
    }

    /** Its toString() throws what it was given. */
    record Cursed(Throwable failure) {
        @Override
        public String toString() {
            if (failure instanceof RuntimeException e) {
                throw e;
            }
            throw (Error) failure;
        }
    }

    /** A component with one field that may misbehave, and one after it. */
    static final class Holder {
        final Object value;
        final int after;

        Holder(Object value, int after) {
            this.value = value;
            this.after = after;
        }
    }

    private static String write(Object component) {
        JsonWriter json = new JsonWriter();
        new ComponentReader(new World()).write(json, component);
        return json.toString();
    }
}
