package dev.pulse.tutorial;

import java.io.PrintStream;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * Runs one chapter's program by number: {@code mvn -B -q -pl docs -am compile exec:java -Dchapter=3}
 * (the docs module configures exec:java to call this class with the number).
 */
public final class Tutorial {

    private Tutorial() {}

    /** The chapters' programs by number, each printing to the stream it is given. */
    static Map<String, Consumer<PrintStream>> chapters() {
        // By number: "10" after "9".
        Map<String, Consumer<PrintStream>> chapters = new TreeMap<>(
                java.util.Comparator.comparingInt(String::length).thenComparing(java.util.Comparator.naturalOrder()));
        chapters.put("1", Chapter1WhyHandles::run);
        chapters.put("2", Chapter2EntitiesAndComponents::run);
        chapters.put("3", Chapter3Queries::run);
        chapters.put("4", Chapter4Systems::run);
        chapters.put("5", Chapter5Pooling::run);
        chapters.put("6", Chapter6PuttingItTogether::run);
        chapters.put("7", Chapter7HotColumns::run);
        chapters.put("8", Chapter8GameKit::run);
        chapters.put("9", Chapter9Inspector::run);
        chapters.put("10", Chapter10SavingAGame::run);
        chapters.put("11", Chapter11Observers::run);
        return chapters;
    }

    /**
     * Runs the chapter named by the first argument.
     *
     * @param args the chapter number, 1 to 11
     * @throws IllegalArgumentException if there is no such chapter
     */
    public static void main(String[] args) {
        Map<String, Consumer<PrintStream>> chapters = chapters();
        String chapter = args.length == 0 || args[0] == null ? "" : args[0].strip();
        Consumer<PrintStream> program = chapters.get(chapter);
        if (program == null) {
            throw new IllegalArgumentException("No chapter '" + chapter + "'; run one of " + chapters.keySet()
                    + ", e.g. mvn -B -q -pl docs -am compile exec:java -Dchapter=1");
        }
        program.accept(System.out);
    }
}
