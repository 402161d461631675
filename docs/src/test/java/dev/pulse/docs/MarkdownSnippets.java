package dev.pulse.docs;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks the {@code java} code blocks of one Markdown file against the source snippets, and
 * rewrites them from the sources.
 *
 * <p>Rules: the line right before a fenced {@code java} block is {@code <!-- snippet:NAME -->}
 * (the block must equal that snippet, line for line) or {@code <!-- not-code -->} (pseudo-code,
 * not checked). A {@code java} block with neither, a marker naming no snippet, and a marker not
 * followed by a {@code java} block are all errors. Blocks in other languages are not checked.
 */
final class MarkdownSnippets {

    /** The command that regenerates the blocks, quoted in messages. */
    static final String UPDATE_COMMAND = "mvn -B -pl docs -am verify -Dsnippets.update=true";

    private static final Pattern SNIPPET_MARKER =
            Pattern.compile("^\\s*<!--\\s*snippet:(" + SourceSnippets.NAME + ")\\s*-->\\s*$");
    private static final Pattern NOT_CODE_MARKER = Pattern.compile("^\\s*<!--\\s*not-code\\s*-->\\s*$");
    private static final Pattern ALMOST_MARKER = Pattern.compile("^\\s*<!--\\s*(snippet|not-code).*$");
    private static final Pattern FENCE = Pattern.compile("^( *)(`{3,}|~{3,})\\s*([^`\\s]*).*$");

    private MarkdownSnippets() {}

    /** A fenced code block: 0-based line numbers of its fences, its language, its indentation. */
    private record Block(int open, int close, String language, String indent) {}

    /**
     * Lists every problem of one Markdown file.
     *
     * @param file the file's name, for messages
     * @param lines the file's lines
     * @param snippets the source snippets by name
     * @return one message per problem (empty when the file is in step with the sources)
     */
    static List<String> check(String file, List<String> lines, Map<String, SourceSnippet> snippets) {
        List<String> problems = new ArrayList<>();
        List<Block> blocks = blocks(file, lines, problems);
        for (Block block : blocks) {
            String marker = block.open == 0 ? "" : lines.get(block.open - 1);
            Matcher snippet = SNIPPET_MARKER.matcher(marker);
            boolean isJava = block.language.equalsIgnoreCase("java");
            if (snippet.matches()) {
                String name = snippet.group(1);
                SourceSnippet source = snippets.get(name);
                if (!isJava) {
                    problems.add(file + ":" + block.open + ": marker for snippet '" + name + "' stands before a '"
                            + block.language + "' block; snippets are shown in ```java blocks");
                } else if (source == null) {
                    problems.add(file + ":" + block.open + ": snippet '" + name + "' is not defined in any source;"
                            + " mark a region with '// snippet:" + name + "' ... '// end:" + name
                            + "' in some module's src/main/java or src/test/java");
                } else {
                    String drift = compare(file, lines, block, source);
                    if (drift != null) {
                        problems.add(drift);
                    }
                }
            } else if (isJava && !NOT_CODE_MARKER.matcher(marker).matches()) {
                problems.add(file + ":" + (block.open + 1) + ": ```java block without a marker: put"
                        + " '<!-- snippet:NAME -->' on the line before it and take the code from a compiled source"
                        + " region, or '<!-- not-code -->' if it is pseudo-code");
            }
        }
        // Markers that are not directly followed by a fence are mistakes too (a blank line in between, say).
        boolean[] insideBlock = insideBlocks(lines.size(), blocks);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            boolean marker = SNIPPET_MARKER.matcher(line).matches()
                    || NOT_CODE_MARKER.matcher(line).matches();
            boolean beforeFence = false;
            for (Block block : blocks) {
                beforeFence |= block.open == i + 1;
            }
            if (!marker && !insideBlock[i] && ALMOST_MARKER.matcher(line).matches()) {
                problems.add(file + ":" + (i + 1) + ": malformed marker '" + line.strip()
                        + "'; write '<!-- snippet:NAME -->' or '<!-- not-code -->' alone on the line");
            } else if (marker && !insideBlock[i] && !beforeFence) {
                problems.add(file + ":" + (i + 1) + ": marker '" + line.strip()
                        + "' is not on the line right before a ```java block");
            }
        }
        return problems;
    }

    /**
     * Rewrites every block marked with a known snippet from its source. Unknown snippets and
     * unmarked blocks are left as they are ({@link #check} reports them).
     *
     * @param file the file's name, for messages
     * @param lines the file's lines
     * @param snippets the source snippets by name
     * @return the new lines (equal to {@code lines} when nothing drifted)
     */
    static List<String> update(String file, List<String> lines, Map<String, SourceSnippet> snippets) {
        List<String> out = new ArrayList<>(lines.size());
        int next = 0;
        for (Block block : blocks(file, lines, new ArrayList<>())) {
            Matcher snippet = block.open == 0 ? null : SNIPPET_MARKER.matcher(lines.get(block.open - 1));
            SourceSnippet source = snippet != null && snippet.matches() ? snippets.get(snippet.group(1)) : null;
            if (source == null || !block.language.equalsIgnoreCase("java")) {
                continue;
            }
            out.addAll(lines.subList(next, block.open + 1));
            for (String line : source.lines()) {
                out.add(line.isEmpty() ? "" : block.indent + line);
            }
            next = block.close;
        }
        out.addAll(lines.subList(next, lines.size()));
        return out;
    }

    /** Compares one block with its source; returns a message naming the first difference, or null. */
    private static String compare(String file, List<String> lines, Block block, SourceSnippet source) {
        List<String> shown = new ArrayList<>();
        for (int i = block.open + 1; i < block.close; i++) {
            String line = lines.get(i).stripTrailing();
            shown.add(line.startsWith(block.indent) ? line.substring(block.indent.length()) : line.stripLeading());
        }
        List<String> expected = source.lines();
        int n = Math.max(shown.size(), expected.size());
        for (int i = 0; i < n; i++) {
            String md = i < shown.size() ? shown.get(i) : null;
            String src = i < expected.size() ? expected.get(i) : null;
            if (md == null || !md.equals(src)) {
                return file + ":" + (block.open + 2 + i) + ": snippet '" + source.name()
                        + "' differs from its source " + source.location()
                        + " at line " + (i + 1) + " of the block\n"
                        + "    markdown: " + (md == null ? "<block ends here>" : md) + "\n"
                        + "    source:   " + (src == null ? "<snippet ends here>" : src) + "\n"
                        + "  Edit the source (it is compiled and tested), then regenerate the Markdown with: "
                        + UPDATE_COMMAND;
            }
        }
        return null;
    }

    /** Finds the fenced blocks; an unclosed fence is reported in {@code problems}. */
    private static List<Block> blocks(String file, List<String> lines, List<String> problems) {
        List<Block> blocks = new ArrayList<>();
        int i = 0;
        while (i < lines.size()) {
            Matcher open = FENCE.matcher(lines.get(i));
            if (!open.matches()) {
                i++;
                continue;
            }
            String fence = open.group(2);
            int close = i + 1;
            while (close < lines.size() && !closes(lines.get(close), fence)) {
                close++;
            }
            if (close == lines.size()) {
                problems.add(file + ":" + (i + 1) + ": code block is never closed; add a line '" + fence + "'");
                break;
            }
            blocks.add(new Block(i, close, open.group(3), open.group(1)));
            i = close + 1;
        }
        return blocks;
    }

    private static boolean closes(String line, String fence) {
        String stripped = line.strip();
        if (stripped.length() < fence.length()) {
            return false;
        }
        for (int c = 0; c < stripped.length(); c++) {
            if (stripped.charAt(c) != fence.charAt(0)) {
                return false;
            }
        }
        return true;
    }

    private static boolean[] insideBlocks(int lineCount, List<Block> blocks) {
        boolean[] inside = new boolean[lineCount];
        for (Block block : blocks) {
            for (int i = block.open; i <= block.close; i++) {
                inside[i] = true;
            }
        }
        return inside;
    }
}
