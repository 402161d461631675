package dev.pulse.tutorial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Each chapter page's run command ({@code exec:java -Dchapter=N}) runs that page's own program:
 * N is the page's number, {@link Tutorial} registers a program under N, and the code the page
 * shows comes from that program's source, not another chapter's. (Chapters 7 to 11 once named
 * other chapters' numbers.) With {@code TutorialOutputTest}, which runs the program registered
 * under the page's number and compares its output with the page, this ties the command, the code
 * shown and the output shown together.
 */
class TutorialRunCommandTest {

    private static final Pattern RUN = Pattern.compile("-Dchapter=([^\\s`]*)");
    private static final Pattern REGISTERED = Pattern.compile("chapters\\.put\\(\"(\\d+)\",\\s*(\\w+)::run\\)");
    private static final Pattern MARKER = Pattern.compile("^\\s*<!--\\s*snippet:([A-Za-z0-9._-]+)\\s*-->\\s*$");
    private static final Pattern BEGIN = Pattern.compile("^\\s*// snippet:([A-Za-z0-9._-]+)\\s*$");

    @TestFactory
    Stream<DynamicTest> everyPageRunsItsOwnProgram() {
        Map<String, String> programs = registeredPrograms();
        Map<String, Set<String>> snippets = new HashMap<>();
        for (String program : programs.values()) {
            snippets.put(program, snippetsDefinedIn(source(program + ".java")));
        }
        List<DynamicTest> tests = new ArrayList<>();
        for (Path page : TutorialChapters.files()) {
            tests.add(DynamicTest.dynamicTest(page.getFileName().toString(), () -> {
                List<String> problems = problems(
                        page.getFileName().toString(), TutorialChapters.number(page), read(page), programs, snippets);
                assertTrue(problems.isEmpty(), String.join("\n", problems));
            }));
        }
        return tests.stream();
    }

    @Test
    void everyRegisteredProgramIsParsedFromTutorialJava() {
        assertEquals(
                Tutorial.chapters().keySet(),
                registeredPrograms().keySet(),
                "the chapters Tutorial.java registers, as this test reads them from its source");
    }

    /** The check itself, on made-up pages, so it is known to catch what it is for. */
    @Nested
    class TheCheck {
        private final Map<String, String> programs = Map.of("7", "Chapter7Hot", "8", "Chapter8Kit");
        private final Map<String, Set<String>> snippets =
                Map.of("Chapter7Hot", Set.of("ch7-head"), "Chapter8Kit", Set.of("ch8-head"));

        @Test
        void aPageNamingAnotherChaptersNumberIsReported() {
            List<String> problems = problems(
                    "08-kit.md",
                    "8",
                    List.of("<!-- snippet:ch8-head -->", "mvn -B -q -pl docs -am compile exec:java -Dchapter=7"),
                    programs,
                    snippets);
            assertEquals(1, problems.size(), problems.toString());
            assertTrue(
                    problems.get(0).contains("08-kit.md:2: -Dchapter=7 runs chapter 7's program (Chapter7Hot)"),
                    problems.get(0));
        }

        @Test
        void aPageWithoutARunCommandOrShowingAnotherProgramIsReported() {
            List<String> problems =
                    problems("08-kit.md", "8", List.of("<!-- snippet:ch7-head -->"), programs, snippets);
            assertEquals(3, problems.size(), problems.toString());
            assertTrue(problems.get(0).contains("no run command"), problems.get(0));
            assertTrue(problems.get(1).contains("shows snippet 'ch7-head' of Chapter7Hot"), problems.get(1));
            assertTrue(problems.get(2).contains("shows no code of its program Chapter8Kit"), problems.get(2));
        }

        @Test
        void aPageRunningAndShowingItsOwnProgramPasses() {
            assertEquals(
                    List.of(),
                    problems(
                            "08-kit.md",
                            "8",
                            List.of("<!-- snippet:ch8-head -->", "Run it with `exec:java -Dchapter=8`."),
                            programs,
                            snippets));
        }
    }

    /**
     * What is wrong with one page: a run command naming another number, no run command, no
     * program registered under its number, or code shown from another chapter's program.
     */
    static List<String> problems(
            String page,
            String number,
            List<String> lines,
            Map<String, String> programs,
            Map<String, Set<String>> snippetsByProgram) {
        List<String> problems = new ArrayList<>();
        String own = programs.get(number);
        if (own == null) {
            problems.add(page + ": Tutorial.chapters() registers no program under " + number);
        }
        int commands = 0;
        Set<String> shown = new HashSet<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher run = RUN.matcher(lines.get(i));
            while (run.find()) {
                commands++;
                String named = run.group(1);
                if (!named.equals(number)) {
                    problems.add(page + ":" + (i + 1) + ": -Dchapter=" + named + " runs chapter " + named
                            + "'s program (" + programs.getOrDefault(named, "none")
                            + "), not this page's; write -Dchapter="
                            + number);
                }
            }
            Matcher marker = MARKER.matcher(lines.get(i));
            if (marker.matches()) {
                shown.add(marker.group(1));
            }
        }
        if (commands == 0) {
            problems.add(page + ": no run command; show 'mvn -B -q -pl docs -am compile exec:java -Dchapter=" + number
                    + "'");
        }
        for (Map.Entry<String, Set<String>> program : new TreeMap<>(snippetsByProgram).entrySet()) {
            if (program.getKey().equals(own)) {
                continue;
            }
            for (String name : program.getValue()) {
                if (shown.contains(name)) {
                    problems.add(page + ": shows snippet '" + name + "' of " + program.getKey()
                            + ", another chapter's program");
                }
            }
        }
        if (own != null
                && snippetsByProgram.containsKey(own)
                && shown.stream().noneMatch(snippetsByProgram.get(own)::contains)) {
            problems.add(page + ": shows no code of its program " + own);
        }
        return problems;
    }

    /** Chapter number to program class, as Tutorial.java registers them. */
    private static Map<String, String> registeredPrograms() {
        Map<String, String> programs = new TreeMap<>();
        Matcher m = REGISTERED.matcher(String.join("\n", source("Tutorial.java")));
        while (m.find()) {
            programs.put(m.group(1), m.group(2));
        }
        return programs;
    }

    private static Set<String> snippetsDefinedIn(List<String> lines) {
        Set<String> names = new HashSet<>();
        for (String line : lines) {
            Matcher m = BEGIN.matcher(line);
            if (m.matches()) {
                names.add(m.group(1));
            }
        }
        return names;
    }

    private static List<String> source(String file) {
        String root = System.getProperty("pulse.root", "..");
        return read(Path.of(root, "docs", "src", "main", "java", "dev", "pulse", "tutorial", file));
    }

    private static List<String> read(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file.toAbsolutePath(), e);
        }
    }
}
