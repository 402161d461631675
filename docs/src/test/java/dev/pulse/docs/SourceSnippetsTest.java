package dev.pulse.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SourceSnippetsTest {

    @Nested
    class Regions {

        @Test
        void regionIsDeindentedWithoutItsMarkers() {
            Map<String, SourceSnippet> found = SourceSnippets.parse(
                    "A.java",
                    List.of(
                            "class A {",
                            "    // snippet:body",
                            "    void f() {",
                            "        g();   ",
                            "",
                            "    }",
                            "    // end:body",
                            "}"));
            SourceSnippet body = found.get("body");
            assertEquals(List.of("void f() {", "    g();", "", "}"), body.lines());
            assertEquals("A.java:2", body.location());
        }

        @Test
        void nestedRegionsLeaveInnerMarkersOutOfTheOuterText() {
            Map<String, SourceSnippet> found = SourceSnippets.parse(
                    "A.java",
                    List.of("// snippet:outer", "a();", "// snippet:inner", "b();", "// end:inner", "// end:outer"));
            assertEquals(List.of("a();", "b();"), found.get("outer").lines());
            assertEquals(List.of("b();"), found.get("inner").lines());
        }
    }

    @Nested
    class Mistakes {

        @Test
        void unclosedRegionNamesFileLineAndFix() {
            IllegalStateException e = assertThrows(
                    IllegalStateException.class,
                    () -> SourceSnippets.parse("A.java", List.of("x();", "// snippet:lost", "y();")));
            assertEquals("A.java:2: snippet 'lost' is never closed; add '// end:lost'", e.getMessage());
        }

        @Test
        void endWithTheWrongNameIsRejected() {
            IllegalStateException e = assertThrows(
                    IllegalStateException.class,
                    () -> SourceSnippets.parse(
                            "A.java", List.of("// snippet:a", "// snippet:b", "// end:a", "// end:b")));
            assertTrue(
                    e.getMessage().startsWith("A.java:3: '// end:a' does not close the innermost open snippet 'b'"),
                    e.getMessage());
        }

        @Test
        void malformedMarkerIsRejectedNotIgnored() {
            IllegalStateException e = assertThrows(
                    IllegalStateException.class,
                    () -> SourceSnippets.parse("A.java", List.of("// snippet: spaced name")));
            assertTrue(e.getMessage().startsWith("A.java:1: malformed snippet marker"), e.getMessage());
        }

        @Test
        void sameNameInTwoFilesIsRejected(@TempDir Path root) throws IOException {
            write(root.resolve("a/src/main/java/A.java"), "// snippet:twice", "// end:twice");
            write(root.resolve("b/src/test/java/B.java"), "// snippet:twice", "// end:twice");
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> SourceSnippets.scan(root));
            assertTrue(
                    e.getMessage()
                            .startsWith("snippet 'twice' is defined twice: at a/src/main/java/A.java:1"
                                    + " and at b/src/test/java/B.java:1"),
                    e.getMessage());
        }
    }

    @Nested
    class Scanning {

        @Test
        void scansMainAndTestSourcesButNotBuildOutputOrOtherFolders(@TempDir Path root) throws IOException {
            write(root.resolve("core/src/main/java/p/Main.java"), "// snippet:main", "m();", "// end:main");
            write(root.resolve("core/src/test/java/p/Test.java"), "// snippet:test", "t();", "// end:test");
            write(root.resolve("core/target/generated-sources/G.java"), "// snippet:generated", "// end:generated");
            write(root.resolve("scripts/Tool.java"), "// snippet:tool", "// end:tool");
            assertEquals(
                    List.of("main", "test"),
                    List.copyOf(SourceSnippets.scan(root).keySet()));
        }
    }

    private static void write(Path file, String... lines) throws IOException {
        Files.createDirectories(file.getParent());
        Files.write(file, List.of(lines));
    }
}
