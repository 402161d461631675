package dev.pulse.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class MarkdownSnippetsTest {

    private static final Map<String, SourceSnippet> SNIPPETS = Map.of(
            "greet",
            new SourceSnippet(
                    "greet",
                    "core/src/main/java/Greet.java",
                    10,
                    List.of("String greet() {", "    return \"hi\";", "}")));

    private static final List<String> IN_STEP = List.of(
            "# Title", "<!-- snippet:greet -->", "```java", "String greet() {", "    return \"hi\";", "}", "```");

    @Nested
    class Checking {

        @Test
        void blockEqualToItsSourcePasses() {
            assertEquals(List.of(), MarkdownSnippets.check("README.md", IN_STEP, SNIPPETS));
        }

        @Test
        void editedBlockFailsNamingFileSnippetAndFirstDifferingLine() {
            List<String> edited = List.of(
                    "# Title",
                    "<!-- snippet:greet -->",
                    "```java",
                    "String greet() {",
                    "    return \"hello\";",
                    "}",
                    "```");
            List<String> problems = MarkdownSnippets.check("README.md", edited, SNIPPETS);
            assertEquals(1, problems.size(), problems.toString());
            assertEquals(
                    "README.md:5: snippet 'greet' differs from its source core/src/main/java/Greet.java:10"
                            + " at line 2 of the block\n"
                            + "    markdown:     return \"hello\";\n"
                            + "    source:       return \"hi\";\n"
                            + "  Edit the source (it is compiled and tested), then regenerate the Markdown with: "
                            + MarkdownSnippets.UPDATE_COMMAND,
                    problems.get(0));
        }

        @Test
        void shortenedBlockFailsAtTheMissingLine() {
            List<String> shortened = List.of("<!-- snippet:greet -->", "```java", "String greet() {", "```");
            String problem = MarkdownSnippets.check("a.md", shortened, SNIPPETS).get(0);
            assertTrue(problem.contains("at line 2 of the block\n    markdown: <block ends here>"), problem);
        }

        @Test
        void javaBlockWithoutMarkerFails() {
            List<String> problems =
                    MarkdownSnippets.check("a.md", List.of("text", "```java", "int x;", "```"), SNIPPETS);
            assertEquals(1, problems.size());
            assertTrue(problems.get(0).startsWith("a.md:2: ```java block without a marker"), problems.get(0));
        }

        @Test
        void notCodeMarkerExemptsPseudoCode() {
            List<String> lines = List.of("<!-- not-code -->", "```java", "for each entity: move it", "```");
            assertEquals(List.of(), MarkdownSnippets.check("a.md", lines, SNIPPETS));
        }

        @Test
        void blocksInOtherLanguagesAreNotChecked() {
            List<String> lines = List.of("```bash", "mvn -B verify", "```", "```", "plain", "```");
            assertEquals(List.of(), MarkdownSnippets.check("a.md", lines, SNIPPETS));
        }

        @Test
        void unknownSnippetFails() {
            List<String> lines = List.of("<!-- snippet:nope -->", "```java", "x();", "```");
            String problem = MarkdownSnippets.check("a.md", lines, SNIPPETS).get(0);
            assertTrue(problem.startsWith("a.md:1: snippet 'nope' is not defined in any source"), problem);
        }

        @Test
        void markerSeparatedFromItsBlockFails() {
            List<String> lines = List.of("<!-- snippet:greet -->", "", "```java", "x();", "```");
            List<String> problems = MarkdownSnippets.check("a.md", lines, SNIPPETS);
            assertEquals(2, problems.size(), problems.toString());
            assertTrue(problems.get(0).startsWith("a.md:3: ```java block without a marker"), problems.get(0));
            assertTrue(
                    problems.get(1)
                            .startsWith("a.md:1: marker '<!-- snippet:greet -->' is not on the line right"
                                    + " before a ```java block"),
                    problems.get(1));
        }

        @Test
        void malformedMarkerIsReportedAsSuch() {
            List<String> lines = List.of("<!-- snippet:greet", "```java", "x();", "```");
            List<String> problems = MarkdownSnippets.check("a.md", lines, SNIPPETS);
            assertEquals(2, problems.size(), problems.toString());
            assertTrue(problems.get(1).startsWith("a.md:1: malformed marker '<!-- snippet:greet'"), problems.get(1));
        }

        @Test
        void unclosedFenceFails() {
            List<String> problems = MarkdownSnippets.check("a.md", List.of("```java", "x();"), SNIPPETS);
            assertTrue(problems.get(0).startsWith("a.md:1: code block is never closed"), problems.toString());
        }
    }

    @Nested
    class Updating {

        @Test
        void driftedBlockIsRewrittenFromItsSource() {
            List<String> drifted = List.of("# Title", "<!-- snippet:greet -->", "```java", "old();", "```", "after");
            List<String> updated = MarkdownSnippets.update("a.md", drifted, SNIPPETS);
            List<String> expected = new java.util.ArrayList<>(IN_STEP);
            expected.add("after");
            assertEquals(expected, updated);
            assertEquals(List.of(), MarkdownSnippets.check("a.md", updated, SNIPPETS));
        }

        @Test
        void blockInStepIsLeftUnchanged() {
            assertEquals(IN_STEP, MarkdownSnippets.update("a.md", IN_STEP, SNIPPETS));
        }

        @Test
        void indentedBlockKeepsItsIndentation() {
            List<String> lines = List.of("1. item", "   <!-- snippet:greet -->", "   ```java", "   x", "   ```");
            List<String> updated = MarkdownSnippets.update("a.md", lines, SNIPPETS);
            assertEquals(
                    List.of(
                            "1. item",
                            "   <!-- snippet:greet -->",
                            "   ```java",
                            "   String greet() {",
                            "       return \"hi\";",
                            "   }",
                            "   ```"),
                    updated);
            assertEquals(List.of(), MarkdownSnippets.check("a.md", updated, SNIPPETS));
        }
    }
}
