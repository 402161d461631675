package dev.pulse.tutorial;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The chapter files of {@code docs/tutorial/}, found from the {@code pulse.root} property. */
final class TutorialChapters {

    private TutorialChapters() {}

    /**
     * Returns the chapter files, {@code NN-title.md}, in chapter order.
     *
     * @return the files
     */
    static List<Path> files() {
        String root = System.getProperty("pulse.root", "..");
        Path dir = Path.of(root, "docs", "tutorial");
        List<Path> files = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir, "[0-9][0-9]-*.md")) {
            stream.forEach(files::add);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the tutorial chapters in " + dir.toAbsolutePath(), e);
        }
        files.sort(null);
        return files;
    }

    /**
     * Returns the number of chapter files.
     *
     * @return the count
     */
    static int count() {
        return files().size();
    }

    /**
     * Returns the chapter number of a chapter file: {@code 03-queries.md} is {@code "3"}.
     *
     * @param file a chapter file
     * @return its number without leading zeros
     */
    static String number(Path file) {
        return String.valueOf(Integer.parseInt(file.getFileName().toString().substring(0, 2)));
    }
}
