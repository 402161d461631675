package dev.pulse.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.pulse.demo.game.Game;
import dev.pulse.ecs.World;
import dev.pulse.ecs.inspector.Inspector;
import dev.pulse.ecs.systems.Scheduler;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * What a reader pastes must work: every program shown in README.md and docs/ (a source file
 * under {@code docs/src/main/java} whose regions a Markdown file shows) is checked as the
 * reader sees it.
 * <ol>
 *   <li>Every line of the source is shown: outside the regions the Markdown file shows there
 *       are only blank lines and markers, so nothing the program needs is hidden.</li>
 *   <li>The blocks, concatenated in the order the Markdown shows them, compile on their own with
 *       only Pulse ({@code ecs-core}, {@code ecs-systems}) on the class path, plus the
 *       {@code demo} module for a page that says it "needs the demo module", and
 *       {@code ecs-snapshot} (with Jackson) for one that says it "needs the ecs-snapshot module";</li>
 *       {@code ecs-inspector} for one that says it "needs the ecs-inspector module".</li>
 *   <li>That compiled program's {@code main} runs in a class loader that sees nothing else, and
 *       prints exactly the page's {@code <!-- output -->} block, if it has one.</li>
 * </ol>
 */
class ShownProgramsTest {

    private static final String PROGRAMS = "docs/src/main/java/";
    private static final String NEEDS_DEMO = "needs the `demo` module";
    private static final String NEEDS_SNAPSHOT = "needs the `ecs-snapshot` module";
    private static final String NEEDS_INSPECTOR = "needs the `ecs-inspector` module";
    private static final Pattern SNIPPET_MARKER = Pattern.compile("^\\s*<!--\\s*snippet:([A-Za-z0-9._-]+)\\s*-->\\s*$");
    private static final Pattern BEGIN = Pattern.compile("^\\s*// snippet:([A-Za-z0-9._-]+)\\s*$");
    private static final Pattern END = Pattern.compile("^\\s*// end:([A-Za-z0-9._-]+)\\s*$");
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+([\\w.]+)\\s*;");
    /** The first top-level class (not indented): the program's main class, whose name the file takes. */
    private static final Pattern TOP_LEVEL_CLASS = Pattern.compile("(?m)^(?:public\\s+)?(?:final\\s+)?class\\s+(\\w+)");

    private static Path root;
    private static Map<String, SourceSnippet> snippets;

    @BeforeAll
    static void scanSources() {
        String configured = System.getProperty("pulse.root");
        root = (configured == null ? Path.of("..") : Path.of(configured))
                .toAbsolutePath()
                .normalize();
        snippets = SourceSnippets.scan(root);
    }

    /** One program as one Markdown page shows it: the blocks taken from one source file, in page order. */
    private record ShownProgram(Path page, String source, List<String> names, List<List<String>> blocks) {
        String label() {
            return root.relativize(page).toString().replace('\\', '/') + " shows " + source;
        }
    }

    @TestFactory
    Stream<DynamicTest> everyShownProgramIsWholeCompilesAloneAndPrintsWhatThePageSays() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (ShownProgram program : shownPrograms()) {
            tests.add(DynamicTest.dynamicTest(program.label(), () -> check(program)));
        }
        return tests.stream();
    }

    @Test
    void everyTutorialChapterAndTheReadmeShowWholePrograms() throws IOException {
        Set<String> pages = new TreeSet<>();
        for (ShownProgram program : shownPrograms()) {
            pages.add(root.relativize(program.page()).toString().replace('\\', '/'));
        }
        assertTrue(pages.contains("README.md"), "README.md shows whole programs; pages that do: " + pages);
        try (DirectoryStream<Path> chapters =
                Files.newDirectoryStream(root.resolve("docs/tutorial"), "[0-9][0-9]-*.md")) {
            for (Path chapter : chapters) {
                String page = root.relativize(chapter).toString().replace('\\', '/');
                assertTrue(
                        pages.contains(page),
                        page + " must show its whole program: a source under " + PROGRAMS
                                + " whose every line is in a region the chapter shows; pages that do: " + pages);
            }
        }
    }

    @Test
    void aProgramWithAHiddenDeclarationFailsToCompile() throws IOException {
        List<String> hidden = List.of(
                "public final class Hidden {",
                "    public static void main(String[] args) {",
                "        System.out.println(helper());   // helper() is not shown",
                "    }",
                "}");
        List<String> errors =
                compile(Files.createTempDirectory("pulse-shown"), String.join("\n", hidden), false, false, false);
        assertTrue(errors.stream().anyMatch(e -> e.contains("helper")), errors.toString());
    }

    private static void check(ShownProgram program) throws Exception {
        List<String> pageLines = Files.readAllLines(program.page(), StandardCharsets.UTF_8);
        List<String> hidden = hiddenLines(program);
        if (!hidden.isEmpty()) {
            fail(program.label() + ": lines of the program that the page does not show (show their region, or"
                    + " move them out of the program):\n  " + String.join("\n  ", hidden));
        }
        StringBuilder text = new StringBuilder();
        for (List<String> block : program.blocks()) {
            text.append(String.join("\n", block)).append('\n');
        }
        boolean needsDemo = String.join("\n", pageLines).contains(NEEDS_DEMO);
        boolean needsSnapshot = String.join("\n", pageLines).contains(NEEDS_SNAPSHOT);
        boolean needsInspector = String.join("\n", pageLines).contains(NEEDS_INSPECTOR);
        Path dir = Files.createTempDirectory("pulse-shown");
        List<String> errors = compile(dir, text.toString(), needsDemo, needsSnapshot, needsInspector);
        if (!errors.isEmpty()) {
            fail(program.label() + ": the code shown does not compile on its own (with Pulse"
                    + (needsDemo ? " and the demo module" : "") + " only):\n  " + String.join("\n  ", errors)
                    + "\n--- the program as shown ---\n" + text);
        }
        List<String> printed = runMain(dir, text.toString(), needsDemo, needsSnapshot, needsInspector);
        List<String> expected = outputBlock(pageLines);
        if (expected != null) {
            assertEquals(
                    String.join("\n", expected),
                    String.join("\n", printed),
                    program.label() + ": compiled on its own, the program prints something else than the page shows");
        }
    }

    /** Non-blank, non-marker lines of the source that lie in no region the page shows. */
    private static List<String> hiddenLines(ShownProgram program) throws IOException {
        List<String> lines = Files.readAllLines(root.resolve(program.source()), StandardCharsets.UTF_8);
        Set<String> shown = Set.copyOf(program.names());
        List<String> open = new ArrayList<>();
        List<String> hidden = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Matcher begin = BEGIN.matcher(line);
            Matcher end = END.matcher(line);
            if (begin.matches()) {
                open.add(begin.group(1));
            } else if (end.matches()) {
                open.remove(end.group(1));
            } else if (!line.isBlank() && open.stream().noneMatch(shown::contains)) {
                hidden.add(program.source() + ":" + (i + 1) + ": " + line.strip());
            }
        }
        return hidden;
    }

    private static List<String> compile(
            Path dir, String source, boolean needsDemo, boolean needsSnapshot, boolean needsInspector)
            throws IOException {
        Path file = sourceFile(dir, source);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "a JDK is needed to compile the shown programs");
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
            List<String> options = List.of(
                    "--release",
                    "17",
                    "-proc:none",
                    "-implicit:none",
                    "-classpath",
                    classPath(needsDemo, needsSnapshot, needsInspector),
                    "-sourcepath",
                    "",
                    "-d",
                    dir.toString());
            Boolean ok = javac.getTask(null, files, diagnostics, options, null, files.getJavaFileObjects(file))
                    .call();
            List<String> errors = new ArrayList<>();
            for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
                if (d.getKind() == Diagnostic.Kind.ERROR) {
                    errors.add("line " + d.getLineNumber() + ": " + d.getMessage(null));
                }
            }
            if (!ok && errors.isEmpty()) {
                errors.add("javac failed without an error message");
            }
            return errors;
        }
    }

    private static List<String> runMain(
            Path dir, String source, boolean needsDemo, boolean needsSnapshot, boolean needsInspector)
            throws Exception {
        List<URL> urls = new ArrayList<>();
        urls.add(dir.toUri().toURL());
        for (String entry : classPath(needsDemo, needsSnapshot, needsInspector).split(java.io.File.pathSeparator)) {
            urls.add(Path.of(entry).toUri().toURL());
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream console = System.out;
        try (URLClassLoader loader =
                        new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
                PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            Class<?> main = Class.forName(className(source), true, loader);
            Method method = main.getMethod("main", String[].class);
            method.setAccessible(true);
            System.setOut(out);
            try {
                method.invoke(null, (Object) new String[0]);
            } catch (InvocationTargetException e) {
                throw new AssertionError(className(source) + ".main threw " + e.getCause(), e.getCause());
            } finally {
                System.setOut(console);
            }
        }
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    /** Pulse's modules as the build made them (directories or jars), nothing else. */
    private static String classPath(boolean needsDemo, boolean needsSnapshot, boolean needsInspector) {
        List<String> entries = new ArrayList<>(List.of(location(World.class), location(Scheduler.class)));
        if (needsDemo) {
            entries.add(location(Game.class));
        }
        if (needsSnapshot) {
            entries.add(location(dev.pulse.ecs.snapshot.Snapshots.class));
            entries.add(location(com.fasterxml.jackson.core.JsonFactory.class));
        }
        if (needsInspector) {
            entries.add(location(Inspector.class));
        }
        return String.join(java.io.File.pathSeparator, entries);
    }

    private static String location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain()
                            .getCodeSource()
                            .getLocation()
                            .toURI())
                    .toString();
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException("cannot locate " + type, e);
        }
    }

    private static Path sourceFile(Path dir, String source) throws IOException {
        Matcher pkg = PACKAGE.matcher(source);
        Path folder = pkg.find() ? dir.resolve(pkg.group(1).replace('.', '/')) : dir;
        Files.createDirectories(folder);
        Path file = folder.resolve(simpleName(source) + ".java");
        Files.writeString(file, source, StandardCharsets.UTF_8);
        return file;
    }

    private static String simpleName(String source) {
        Matcher type = TOP_LEVEL_CLASS.matcher(source);
        return type.find() ? type.group(1) : "Shown";
    }

    private static String className(String source) {
        Matcher pkg = PACKAGE.matcher(source);
        return (pkg.find() ? pkg.group(1) + "." : "") + simpleName(source);
    }

    /** The lines of the page's {@code <!-- output -->} text block, or null if it has none. */
    private static List<String> outputBlock(List<String> lines) {
        int marker = lines.indexOf("<!-- output -->");
        if (marker < 0 || marker + 1 >= lines.size() || !lines.get(marker + 1).startsWith("```")) {
            return null;
        }
        int close = marker + 2;
        while (close < lines.size() && !lines.get(close).equals("```")) {
            close++;
        }
        return lines.subList(marker + 2, close);
    }

    /** Every page's blocks, grouped by the program source they come from, in page order. */
    private static List<ShownProgram> shownPrograms() throws IOException {
        List<ShownProgram> programs = new ArrayList<>();
        for (Path page : markdownFiles()) {
            List<String> lines = Files.readAllLines(page, StandardCharsets.UTF_8);
            Map<String, List<String>> names = new LinkedHashMap<>();
            Map<String, List<List<String>>> blocks = new LinkedHashMap<>();
            for (int i = 0; i + 1 < lines.size(); i++) {
                Matcher marker = SNIPPET_MARKER.matcher(lines.get(i));
                SourceSnippet snippet = marker.matches() ? snippets.get(marker.group(1)) : null;
                if (snippet == null
                        || !snippet.file().startsWith(PROGRAMS)
                        || !lines.get(i + 1).strip().equals("```java")) {
                    continue;
                }
                String indent = lines.get(i + 1).substring(0, lines.get(i + 1).indexOf('`'));
                List<String> block = new ArrayList<>();
                int j = i + 2;
                while (j < lines.size() && !lines.get(j).strip().equals("```")) {
                    String line = lines.get(j);
                    block.add(line.startsWith(indent) ? line.substring(indent.length()) : line.stripLeading());
                    j++;
                }
                names.computeIfAbsent(snippet.file(), f -> new ArrayList<>()).add(snippet.name());
                blocks.computeIfAbsent(snippet.file(), f -> new ArrayList<>()).add(block);
                i = j;
            }
            for (String source : names.keySet()) {
                programs.add(new ShownProgram(page, source, names.get(source), blocks.get(source)));
            }
        }
        return programs;
    }

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
