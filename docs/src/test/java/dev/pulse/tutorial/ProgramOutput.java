package dev.pulse.tutorial;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Consumer;

/** Runs a chapter's program with its output captured, for the chapter tests. */
final class ProgramOutput {

    private ProgramOutput() {}

    /**
     * Runs {@code program} and returns what it printed.
     *
     * @param program the chapter's {@code run(PrintStream)}
     * @return the printed lines
     */
    static List<String> of(Consumer<PrintStream> program) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            program.accept(out);
        }
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }
}
