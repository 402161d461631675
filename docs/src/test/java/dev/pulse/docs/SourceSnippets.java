package dev.pulse.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the {@code // snippet:NAME} ... {@code // end:NAME} regions in Java sources. Regions may
 * nest (a chapter's whole program and a few lines inside it); marker lines never appear in a
 * region's text. Names are unique across the repository.
 */
final class SourceSnippets {

    /** Snippet names: letters, digits, {@code . _ -}. */
    static final String NAME = "[A-Za-z0-9._-]+";

    private static final Pattern BEGIN = Pattern.compile("^\\s*// snippet:(" + NAME + ")\\s*$");
    private static final Pattern END = Pattern.compile("^\\s*// end:(" + NAME + ")\\s*$");
    /** A line that looks like a marker but is not a valid one: reported, never ignored silently. */
    private static final Pattern ALMOST = Pattern.compile("^\\s*//\\s*(snippet|end)\\s*:.*$");

    private SourceSnippets() {}

    /**
     * Scans every {@code .java} file under a {@code src/main/java} or {@code src/test/java}
     * folder below {@code root} (skipping {@code target}, hidden folders and {@code node_modules}).
     *
     * @param root the repository root
     * @return the snippets by name, sorted by name
     * @throws IllegalStateException naming file and line for a malformed, unclosed or duplicate region
     */
    static Map<String, SourceSnippet> scan(Path root) {
        List<Path> files = new ArrayList<>();
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    String name =
                            dir.getFileName() == null ? "" : dir.getFileName().toString();
                    boolean skip = !dir.equals(root)
                            && (name.startsWith(".") || name.equals("target") || name.equals("node_modules"));
                    return skip ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    String unix = root.relativize(file).toString().replace('\\', '/');
                    if (unix.endsWith(".java")
                            && (unix.contains("src/main/java/") || unix.contains("src/test/java/"))) {
                        files.add(file);
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException("cannot scan sources under " + root, e);
        }
        files.sort(null); // stable messages: the same duplicate is always reported the same way
        Map<String, SourceSnippet> all = new TreeMap<>();
        for (Path file : files) {
            String display = root.relativize(file).toString().replace('\\', '/');
            for (SourceSnippet snippet : parse(display, read(file)).values()) {
                SourceSnippet earlier = all.putIfAbsent(snippet.name(), snippet);
                if (earlier != null) {
                    throw new IllegalStateException("snippet '" + snippet.name() + "' is defined twice: at "
                            + earlier.location() + " and at " + snippet.location() + "; rename one of them");
                }
            }
        }
        return all;
    }

    /**
     * Finds the regions of one source file.
     *
     * @param file the file's name, for messages
     * @param lines the file's lines
     * @return the regions by name, in the order they open
     * @throws IllegalStateException naming file and line for a malformed, unclosed, mismatched or
     *         duplicate marker
     */
    static Map<String, SourceSnippet> parse(String file, List<String> lines) {
        Map<String, SourceSnippet> found = new LinkedHashMap<>();
        Map<String, Integer> openedAt = new LinkedHashMap<>();
        Deque<String> open = new ArrayDeque<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Matcher begin = BEGIN.matcher(line);
            Matcher end = END.matcher(line);
            if (begin.matches()) {
                String name = begin.group(1);
                if (openedAt.containsKey(name) || found.containsKey(name)) {
                    throw new IllegalStateException(file + ":" + (i + 1) + ": snippet '" + name
                            + "' is opened twice in this file; give each region its own name");
                }
                openedAt.put(name, i);
                open.push(name);
            } else if (end.matches()) {
                String name = end.group(1);
                if (!name.equals(open.peek())) {
                    throw new IllegalStateException(file + ":" + (i + 1) + ": '// end:" + name + "' does not close "
                            + (open.isEmpty() ? "any open snippet" : "the innermost open snippet '" + open.peek() + "'")
                            + "; regions must be closed innermost first with the same name");
                }
                open.pop();
                int from = openedAt.remove(name);
                found.put(name, new SourceSnippet(name, file, from + 1, region(lines, from + 1, i)));
            } else if (ALMOST.matcher(line).matches()) {
                throw new IllegalStateException(
                        file + ":" + (i + 1) + ": malformed snippet marker '" + line.strip()
                                + "'; write '// snippet:NAME' or '// end:NAME' alone on the line, NAME of letters, digits, . _ -");
            }
        }
        if (!open.isEmpty()) {
            String name = open.peek();
            throw new IllegalStateException(file + ":" + (openedAt.get(name) + 1) + ": snippet '" + name
                    + "' is never closed; add '// end:" + name + "'");
        }
        return found;
    }

    /** Lines {@code [from, to)} without marker lines, common indentation and trailing spaces removed. */
    private static List<String> region(List<String> lines, int from, int to) {
        List<String> kept = new ArrayList<>();
        for (int i = from; i < to; i++) {
            String line = lines.get(i);
            if (!BEGIN.matcher(line).matches() && !END.matcher(line).matches()) {
                kept.add(line.stripTrailing());
            }
        }
        return deindent(kept);
    }

    /**
     * Removes the indentation common to every non-blank line.
     *
     * @param lines lines without trailing whitespace
     * @return the de-indented lines; blank lines become empty
     */
    static List<String> deindent(List<String> lines) {
        int common = Integer.MAX_VALUE;
        for (String line : lines) {
            if (!line.isBlank()) {
                int indent = 0;
                while (indent < line.length() && line.charAt(indent) == ' ') {
                    indent++;
                }
                common = Math.min(common, indent);
            }
        }
        List<String> out = new ArrayList<>(lines.size());
        for (String line : lines) {
            out.add(line.isBlank() ? "" : line.substring(common));
        }
        return out;
    }

    private static List<String> read(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }
}
