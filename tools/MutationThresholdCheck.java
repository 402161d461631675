import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The per-class half of the mutation thresholds: PIT fails a module below its overall score
 * ({@code mutationThreshold}), but has no per-class limit, so this reads the module's
 * {@code target/pit-reports/mutations.xml} and fails when a class of the public API scores
 * below the limit, naming each such class with its score.
 *
 * <p>A class of the public API is a public top-level class in a package that the module's
 * {@code module-info} exports to everyone (every package, if the module has no descriptor);
 * its nested classes and lambdas count towards it. Other classes are listed but not held to
 * the limit (the module threshold still covers them). A class's score is PIT's: detected
 * mutants (killed, timed out, memory or run errors) over all mutants, those no test covers
 * included.
 *
 * <p>Run by the {@code mutation} profile (see the parent pom), after PIT, as a single-file
 * Java program: {@code java tools/MutationThresholdCheck.java TARGET_DIR PERCENT PACKAGING}.
 */
public final class MutationThresholdCheck {

    private static final Set<String> DETECTED = Set.of("KILLED", "TIMED_OUT", "MEMORY_ERROR", "RUN_ERROR");
    private static final Pattern MUTATION = Pattern.compile("<mutation\\b([^>]*)>(.*?)</mutation>", Pattern.DOTALL);
    private static final Pattern STATUS = Pattern.compile("\\bstatus=['\"]([A-Z_]+)['\"]");
    private static final Pattern CLASS = Pattern.compile("<mutatedClass>([^<]+)</mutatedClass>");

    private MutationThresholdCheck() {
    }

    /** Killed and total mutants of one top-level class. */
    private static final class Score {
        int detected;
        int total;

        int percent() {
            return total == 0 ? 100 : (int) Math.floor(100.0 * detected / total);
        }
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: java MutationThresholdCheck.java TARGET_DIR PERCENT PACKAGING");
            System.exit(2);
        }
        Path target = Path.of(args[0]);
        int limit = Integer.parseInt(args[1]);
        if (args[2].equals("pom")) {
            return; // an aggregator has no classes of its own
        }
        Path report = target.resolve("pit-reports").resolve("mutations.xml");
        if (!Files.isRegularFile(report)) {
            fail("No mutation report at " + report + ": PIT did not run or wrote no XML "
                    + "(the mutation profile needs outputFormats XML)");
        }
        Map<String, Score> scores = scores(Files.readString(report));
        Path classes = target.resolve("classes");
        Set<String> exported = exportedPackages(classes);

        List<String> failures = new ArrayList<>();
        System.out.println("Mutation score per class (public API held to " + limit + "%):");
        for (Map.Entry<String, Score> entry : scores.entrySet()) {
            String name = entry.getKey();
            Score score = entry.getValue();
            boolean api = isPublicApi(classes, name, exported);
            System.out.printf("  %3d%%  %4d/%-4d  %s%s%n", score.percent(), score.detected, score.total, name,
                    api ? "" : "  (not public API)");
            if (api && score.percent() < limit) {
                failures.add(name + " " + score.percent() + "% (" + score.detected + " of " + score.total
                        + " mutants detected)");
            }
        }
        if (!failures.isEmpty()) {
            fail("Public API classes below the " + limit + "% mutation score: " + String.join("; ", failures)
                    + ". Add tests that kill their surviving mutants (see " + target.resolve("pit-reports")
                    + "/index.html); do not exclude code.");
        }
    }

    private static void fail(String message) {
        System.err.println("[mutation] " + message);
        System.exit(1);
    }

    /** Scores by top-level class, from PIT's XML report. */
    static Map<String, Score> scores(String xml) {
        Map<String, Score> scores = new TreeMap<>();
        Matcher mutation = MUTATION.matcher(xml);
        while (mutation.find()) {
            Matcher status = STATUS.matcher(mutation.group(1));
            Matcher mutated = CLASS.matcher(mutation.group(2));
            if (!status.find() || !mutated.find()) {
                throw new IllegalStateException("Unreadable mutation in PIT report: " + mutation.group());
            }
            String className = mutated.group(1).trim();
            int nested = className.indexOf('$');
            String topLevel = nested < 0 ? className : className.substring(0, nested);
            Score score = scores.computeIfAbsent(topLevel, k -> new Score());
            score.total++;
            if (DETECTED.contains(status.group(1))) {
                score.detected++;
            }
        }
        return scores;
    }

    /** Packages the module exports to everyone; {@code null} when it has no descriptor (all count). */
    private static Set<String> exportedPackages(Path classes) throws IOException {
        Path descriptor = classes.resolve("module-info.class");
        if (!Files.isRegularFile(descriptor)) {
            return null;
        }
        Set<String> exported = new TreeSet<>();
        try (InputStream in = Files.newInputStream(descriptor)) {
            for (ModuleDescriptor.Exports export : ModuleDescriptor.read(in).exports()) {
                if (!export.isQualified()) {
                    exported.add(export.source());
                }
            }
        }
        return exported;
    }

    private static boolean isPublicApi(Path classes, String className, Set<String> exported) throws IOException {
        int dot = className.lastIndexOf('.');
        String pkg = dot < 0 ? "" : className.substring(0, dot);
        if (exported != null && !exported.contains(pkg)) {
            return false;
        }
        Path file = classes.resolve(className.replace('.', '/') + ".class");
        return Files.isRegularFile(file) && (accessFlags(file) & 0x0001) != 0; // ACC_PUBLIC
    }

    /** The class file's access flags: the two bytes after the constant pool. */
    private static int accessFlags(Path classFile) throws IOException {
        try (DataInputStream in = new DataInputStream(Files.newInputStream(classFile))) {
            if (in.readInt() != 0xCAFEBABE) {
                throw new IOException("Not a class file: " + classFile);
            }
            in.readUnsignedShort(); // minor version
            in.readUnsignedShort(); // major version
            int count = in.readUnsignedShort();
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                switch (tag) {
                    case 1 -> in.skipNBytes(in.readUnsignedShort());            // Utf8
                    case 7, 8, 16, 19, 20 -> in.skipNBytes(2);                  // Class, String, MethodType, Module, Package
                    case 15 -> in.skipNBytes(3);                                // MethodHandle
                    case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipNBytes(4);       // Integer, Float, refs, NameAndType, Dynamic
                    case 5, 6 -> {                                              // Long, Double: two entries
                        in.skipNBytes(8);
                        i++;
                    }
                    default -> throw new IOException("Unknown constant pool tag " + tag + " in " + classFile);
                }
            }
            return in.readUnsignedShort();
        }
    }
}
