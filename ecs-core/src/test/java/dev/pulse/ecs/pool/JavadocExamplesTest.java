package dev.pulse.ecs.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The examples in this package's Javadoc, compiled and run so they cannot rot. Each block
 * between {@code example:begin} and {@code example:end} is the example's text verbatim; keep
 * the two in step.
 */
class JavadocExamplesTest {

    private static final Path MAIN = Path.of("src/main/java/dev/pulse/ecs/pool");
    private static final Path THIS_TEST = Path.of("src/test/java/dev/pulse/ecs/pool/JavadocExamplesTest.java");

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Handle", "GenerationalArena", "IdArena", "ResourcePool", "package-info"})
    void javadocExampleIsTheCodeThisTestRuns(String type) throws IOException {
        List<String> documented = javadocExample(Files.readAllLines(MAIN.resolve(type + ".java")));
        List<String> tested = testedExample(Files.readAllLines(THIS_TEST), type);
        assertTrue(documented.size() >= 4, type + " has no example");
        assertEquals(documented, tested, type + ": Javadoc example and test differ; keep them in step");
    }

    /** The first {@code <pre>{@code ...}</pre>} block of a source file, lines trimmed. */
    private static List<String> javadocExample(List<String> source) {
        List<String> lines = new ArrayList<>();
        boolean inside = false;
        for (String line : source) {
            String text = line.strip();
            if (text.equals("* <pre>{@code")) {
                inside = true;
            } else if (inside && text.equals("* }</pre>")) {
                return lines;
            } else if (inside) {
                lines.add(text.equals("*") ? "" : text.substring(2).strip());
            }
        }
        return lines;
    }

    /** The lines between {@code // example:begin <type>} and {@code // example:end}, trimmed. */
    private static List<String> testedExample(List<String> source, String type) {
        List<String> lines = new ArrayList<>();
        boolean inside = false;
        for (String line : source) {
            String text = line.strip();
            if (text.equals("// example:begin " + type)) {
                inside = true;
            } else if (inside && text.equals("// example:end")) {
                return lines;
            } else if (inside) {
                lines.add(text);
            }
        }
        return lines;
    }

    @Test
    void handleExampleRunsAsDocumented() {
        // spotless:off (the example must match its Javadoc copy line for line)
        // example:begin Handle
        GenerationalArena<String> names = new GenerationalArena<>();
        Handle<String> ada = names.insert("Ada");   // Handle[0v0]
        names.remove(ada);                         // slot 0 is free, its generation is now 1
        Handle<String> bob = names.insert("Bob");   // Handle[0v1]: same slot, new generation
        names.get(ada);                            // null: ada is stale for ever, it never sees "Bob"
        // example:end
        // spotless:on
        assertEquals("Handle[0v0]", ada.toString());
        assertEquals("Handle[0v1]", bob.toString());
        assertNull(names.get(ada));
        assertEquals("Bob", names.get(bob));
    }

    @Test
    void arenaExampleRunsAsDocumented() {
        // spotless:off (the example must match its Javadoc copy line for line)
        // example:begin GenerationalArena
        GenerationalArena<String> names = new GenerationalArena<>();
        Handle<String> ada = names.insert("Ada");
        Handle<String> bob = names.insert("Bob");
        names.get(ada);                                  // "Ada"
        names.remove(ada);                               // "Ada"; ada is now stale
        names.get(ada);                                  // null, also after the slot is reused
        names.forEach((handle, name) -> System.out.println(handle + " " + name)); // Handle[1v0] Bob
        // example:end
        // spotless:on
        assertNull(names.get(ada));
        List<String> printed = new ArrayList<>();
        names.forEach((handle, name) -> printed.add(handle + " " + name));
        assertEquals(List.of("Handle[1v0] Bob"), printed);
        assertEquals("Bob", names.get(bob));
    }

    @Test
    void idArenaExampleRunsAsDocumented() {
        // spotless:off (the example must match its Javadoc copy line for line)
        // example:begin IdArena
        IdArena<String> names = new IdArena<>();
        long ada = names.insert("Ada");
        long bob = names.insert("Bob");
        names.get(ada);                    // "Ada"
        names.remove(ada);                 // "Ada"; ada is now stale
        long cy = names.insert("Cy");      // reuses Ada's slot at the next generation
        names.get(ada);                    // null, not "Cy"
        // example:end
        // spotless:on
        assertNull(names.get(ada));
        assertEquals("Bob", names.get(bob));
        assertEquals("Cy", names.get(cy));
        assertEquals(Handle.fromId(ada).index(), Handle.fromId(cy).index());
        assertEquals("Handle[0v1]", Handle.fromId(cy).toString());
    }

    @Test
    void packageExampleRunsAsDocumented() {
        // spotless:off (the example must match its Javadoc copy line for line)
        // example:begin package-info
        GenerationalArena<String> names = new GenerationalArena<>();
        Handle<String> ada = names.insert("Ada");
        names.remove(ada);
        Handle<String> bob = names.insert("Bob");   // reuses Ada's slot
        names.get(ada);                            // null, not "Bob"
        ResourcePool<StringBuilder> buffers =
                new ResourcePool<>(StringBuilder::new, 16, ResourcePool.Exhausted.THROW);
        StringBuilder scratch = buffers.obtain();  // one of the 16 made up front: no allocation
        scratch.setLength(0);                      // the pool does not reset items
        buffers.release(scratch);                  // handed out again by the next obtain
        // example:end
        // spotless:on
        assertEquals(ada.index(), bob.index());
        assertNull(names.get(ada));
        assertEquals("Bob", names.get(bob));
        assertEquals(16, buffers.capacity(), "the 16 items are made up front, none since");
        assertEquals(0, buffers.activeCount());
        assertSame(scratch, buffers.obtain(), "the released item is handed out again");
    }

    @Test
    void poolExampleRunsAsDocumented() {
        float x = 3f;
        float y = 4f;
        float dt = 0.6f;
        // spotless:off (the example must match its Javadoc copy line for line)
        // example:begin ResourcePool
        ResourcePool<Particle> particles =
                new ResourcePool<>(Particle::new, 1024, ResourcePool.Exhausted.RETURN_NULL);
        Particle p = particles.obtain();          // null when all 1024 are in use
        if (p != null) {
            p.reset(x, y);                        // the pool does not reset items: do it on obtain
        }
        // Once per frame: update every active particle, give back the finished ones.
        particles.forEachActive(q -> {
            q.update(dt);
            if (q.dead()) {
                particles.release(q);             // safe here: every active item is still visited once
            }
        });
        // example:end
        // spotless:on
        assertNotNull(p);
        assertEquals(1, particles.activeCount(), "alive after 0.6 of its 1.0 lifetime");
        particles.forEachActive(q -> {
            q.update(dt);
            if (q.dead()) {
                particles.release(q);
            }
        });
        assertEquals(0, particles.activeCount(), "released after 1.2");
        assertSame(p, particles.obtain(), "the released particle is handed out again");
    }
}
