package dev.pulse.tutorial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Each chapter ends with its program's output, in a {@code text} block after an
 * {@code <!-- output -->} line; this test runs the program and compares. With
 * {@code -Dsnippets.update=true} it rewrites the block from the program's real output.
 */
class TutorialOutputTest {

    private static final String MARKER = "<!-- output -->";

    @TestFactory
    Stream<DynamicTest> everyChapterShowsWhatItsProgramPrints() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path file : TutorialChapters.files()) {
            tests.add(DynamicTest.dynamicTest(file.getFileName().toString(), () -> check(file)));
        }
        return tests.stream();
    }

    private static void check(Path file) throws IOException {
        Consumer<PrintStream> program = Tutorial.chapters().get(TutorialChapters.number(file));
        assertNotNull(program, file.getFileName() + " has no program in Tutorial.chapters()");
        List<String> printed = ProgramOutput.of(program);
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        int marker = lines.indexOf(MARKER);
        if (marker < 0 || marker + 1 >= lines.size() || !lines.get(marker + 1).equals("```text")) {
            fail(file.getFileName() + " must end with its program's output: a line '" + MARKER
                    + "' followed by a ```text block");
        }
        int close = marker + 2;
        while (close < lines.size() && !lines.get(close).equals("```")) {
            close++;
        }
        List<String> shown = lines.subList(marker + 2, Math.min(close, lines.size()));
        if (!shown.equals(printed) && Boolean.getBoolean("snippets.update") && close < lines.size()) {
            List<String> updated = new ArrayList<>(lines.subList(0, marker + 2));
            updated.addAll(printed);
            updated.addAll(lines.subList(close, lines.size()));
            Files.write(file, updated, StandardCharsets.UTF_8);
            return;
        }
        assertEquals(
                String.join("\n", printed),
                String.join("\n", shown),
                file.getFileName()
                        + ": the output shown differs from what the program prints (regenerate with -Dsnippets.update=true)");
    }
}
