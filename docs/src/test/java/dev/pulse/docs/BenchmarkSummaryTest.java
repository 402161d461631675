package dev.pulse.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The README's benchmark table is a copy of the "Summary" table of docs/BENCHMARKS.md (which
 * {@code benchmarks/run.sh} generates), so the README never shows a number that was not
 * measured. With {@code -Dsnippets.update=true} the README's copy is rewritten.
 */
class BenchmarkSummaryTest {

    private static final String MARKER = "<!-- benchmark-summary: copied from docs/BENCHMARKS.md -->";

    @Test
    void readmeShowsTheSummaryTableOfTheBenchmarkReport() throws IOException {
        Path root =
                Path.of(System.getProperty("pulse.root", "..")).toAbsolutePath().normalize();
        Path readme = root.resolve("README.md");
        List<String> report = Files.readAllLines(root.resolve("docs/BENCHMARKS.md"), StandardCharsets.UTF_8);
        List<String> summary = tableAfter(report, report.indexOf("## Summary"));
        assertFalse(summary.isEmpty(), "docs/BENCHMARKS.md has no table under '## Summary'");

        List<String> lines = Files.readAllLines(readme, StandardCharsets.UTF_8);
        int marker = lines.indexOf(MARKER);
        assertTrue(marker >= 0, "README.md must show the benchmark summary under a line '" + MARKER + "'");
        List<String> shown = tableAfter(lines, marker);
        if (!shown.equals(summary) && Boolean.getBoolean("snippets.update")) {
            List<String> updated = new ArrayList<>(lines.subList(0, marker + 1));
            updated.addAll(summary);
            updated.addAll(lines.subList(marker + 1 + shown.size(), lines.size()));
            Files.write(readme, updated, StandardCharsets.UTF_8);
            return;
        }
        assertEquals(
                String.join("\n", summary),
                String.join("\n", shown),
                "README.md's benchmark table differs from the Summary of docs/BENCHMARKS.md;" + " regenerate with "
                        + MarkdownSnippets.UPDATE_COMMAND);
    }

    /** The lines starting with '|' right after line {@code from} (skipping blank and prose lines before the table). */
    private static List<String> tableAfter(List<String> lines, int from) {
        List<String> table = new ArrayList<>();
        if (from < 0) {
            return table;
        }
        int i = from + 1;
        while (i < lines.size()
                && !lines.get(i).startsWith("|")
                && !lines.get(i).startsWith("#")) {
            i++;
        }
        while (i < lines.size() && lines.get(i).startsWith("|")) {
            table.add(lines.get(i));
            i++;
        }
        return table;
    }
}
