package dev.pulse.docs;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The doc-drift check over the real repository: every {@code java} block of README.md,
 * docs/*.md and docs/tutorial/*.md equals the compiled source region it names, one test per
 * Markdown file. With {@code -Dsnippets.update=true} the blocks are first rewritten from their
 * sources (see {@link MarkdownSnippets#UPDATE_COMMAND}); unmarked blocks still fail.
 */
class DocSnippetsTest {

    private static Path root;
    private static Map<String, SourceSnippet> snippets;

    @BeforeAll
    static void scanSources() {
        String configured = System.getProperty("pulse.root");
        root = (configured == null ? Path.of("..") : Path.of(configured))
                .toAbsolutePath()
                .normalize();
        assertTrue(
                Files.isRegularFile(root.resolve("README.md")),
                "pulse.root must point at the repository root (with README.md), but is " + root);
        snippets = SourceSnippets.scan(root);
    }

    @TestFactory
    Stream<DynamicTest> everyJavaBlockMatchesItsSource() throws IOException {
        boolean update = Boolean.getBoolean("snippets.update");
        List<DynamicTest> tests = new ArrayList<>();
        for (Path file : markdownFiles()) {
            String display = root.relativize(file).toString().replace('\\', '/');
            tests.add(DynamicTest.dynamicTest(display, () -> {
                List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
                if (update) {
                    List<String> updated = MarkdownSnippets.update(display, lines, snippets);
                    if (!updated.equals(lines)) {
                        Files.write(file, updated, StandardCharsets.UTF_8);
                        System.out.println("snippets.update: rewrote " + display);
                        lines = updated;
                    }
                }
                List<String> problems = MarkdownSnippets.check(display, lines, snippets);
                if (!problems.isEmpty()) {
                    fail(problems.size() + " documentation problem(s) in " + display + ":\n"
                            + String.join("\n", problems));
                }
            }));
        }
        return tests.stream();
    }

    @Test
    void theCheckSeesTheDocumentationAndTheSnippets() throws IOException {
        List<String> names = new ArrayList<>();
        for (Path file : markdownFiles()) {
            names.add(root.relativize(file).toString().replace('\\', '/'));
        }
        assertTrue(names.contains("README.md"), "README.md is checked: " + names);
        assertTrue(names.contains("docs/DESIGN.md"), "docs/DESIGN.md is checked: " + names);
        assertTrue(names.stream().anyMatch(n -> n.startsWith("docs/tutorial/")), "the tutorial is checked: " + names);
        assertFalse(snippets.isEmpty(), "no '// snippet:' region found under " + root);
    }

    @Test
    void everyMarkedSourceRegionIsShownSomewhere() throws IOException {
        java.util.Set<String> unused = new java.util.TreeSet<>(snippets.keySet());
        for (Path file : markdownFiles()) {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                String marker = line.strip();
                if (marker.startsWith("<!-- snippet:") && marker.endsWith("-->")) {
                    unused.remove(marker.substring("<!-- snippet:".length(), marker.length() - 3)
                            .strip());
                }
            }
        }
        List<String> where = new ArrayList<>();
        for (String name : unused) {
            where.add(name + " (" + snippets.get(name).location() + ")");
        }
        assertTrue(
                where.isEmpty(),
                "source regions marked as snippets but shown in no Markdown file: " + where
                        + "; show them with '<!-- snippet:NAME -->' or remove the '// snippet:' and '// end:' lines");
    }

    /** README.md, docs/*.md and docs/tutorial/*.md, in a stable order. */
    private static List<Path> markdownFiles() throws IOException {
        List<Path> files = new ArrayList<>();
        files.add(root.resolve("README.md"));
        for (Path dir : List.of(root.resolve("docs"), root.resolve("docs/tutorial"))) {
            if (Files.isDirectory(dir)) {
                try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir, "*.md")) {
                    List<Path> found = new ArrayList<>();
                    stream.forEach(found::add);
                    found.sort(null);
                    files.addAll(found);
                }
            }
        }
        return files;
    }
}
