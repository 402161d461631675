package dev.pulse.docs;

import java.util.List;

/**
 * One marked region of a Java source: the lines between {@code // snippet:NAME} and
 * {@code // end:NAME}, de-indented, with trailing blanks removed and nested marker lines left out.
 *
 * @param name the snippet's name
 * @param file where it was found, relative to the repository root (for messages)
 * @param firstLine 1-based line number of the {@code // snippet:} marker
 * @param lines the region's text, one entry per line, common indentation removed
 */
record SourceSnippet(String name, String file, int firstLine, List<String> lines) {

    SourceSnippet {
        lines = List.copyOf(lines);
    }

    /** Returns {@code file:line} of the opening marker, for messages. */
    String location() {
        return file + ":" + firstLine;
    }
}
