import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.codehaus.mojo.animal_sniffer.SignatureChecker;
import org.codehaus.mojo.animal_sniffer.logging.Logger;

/**
 * The Android API check: fails when a module's classes use a Java API that the Android API
 * signature does not have, listing every such reference with its class and line.
 *
 * <p>It is animal-sniffer's own checker ({@code SignatureChecker}, the engine of
 * animal-sniffer-maven-plugin), driven from here because the signature Pulse is checked
 * against has a classifier: {@code gummy-bears-api-21:0.9.0:coreLib2} is API 21 plus the Java
 * APIs that D8's core library desugaring adds, and the plugin versions that run on Maven 3.8
 * (1.28 and older) cannot name a classifier (1.24 and 1.29 need Maven 3.9).
 *
 * <p>Not reported, by design:
 * <ul>
 *   <li>references to {@code dev.pulse.*} and {@code com.fasterxml.*} (Pulse itself and
 *       jackson-core, which the D8 check dexes and this check covers as a library jar where a
 *       module ships it);</li>
 *   <li>{@code java.lang.Record}, the superclass of every record: D8 rewrites it for every
 *       min-api below 34, and the record's {@code equals}, {@code hashCode} and {@code toString}
 *       with it;</li>
 *   <li>classes marked {@code @dev.pulse.ecs.internal.HotSpotOnly} (or animal-sniffer's
 *       {@code @IgnoreJRERequirement}), and the anonymous classes and lambdas inside them:
 *       Pulse loads those only by name, behind a runtime check with a portable fallback.
 *       A named nested class of such a class needs the annotation itself.</li>
 * </ul>
 *
 * <p>Run by the parent pom in the verify phase of ecs-core, ecs-systems and ecs-snapshot, as a
 * single-file Java program with animal-sniffer and ASM on the class path:
 * {@code java -cp animal-sniffer.jar:asm.jar tools/AndroidApiCheck.java SIGNATURE CLASSES_DIR}.
 */
public final class AndroidApiCheck {

    private static final Set<String> NOT_CHECKED = Set.of("dev.pulse.*", "com.fasterxml.*", "java.lang.Record");
    private static final List<String> SKIP_ANNOTATIONS = List.of(
            "dev.pulse.ecs.internal.HotSpotOnly",
            "org.codehaus.mojo.animal_sniffer.IgnoreJRERequirement");

    private AndroidApiCheck() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: java -cp animal-sniffer.jar:asm.jar AndroidApiCheck.java SIGNATURE CLASSES_DIR");
            System.exit(2);
        }
        Path signature = Path.of(args[0]);
        Path classes = Path.of(args[1]);
        if (!Files.isDirectory(classes)) {
            return; // a module without main classes has nothing to check
        }
        List<String> errors = new ArrayList<>();
        SignatureChecker checker;
        try (InputStream in = Files.newInputStream(signature)) {
            checker = new SignatureChecker(in, NOT_CHECKED, new Collecting(errors));
        }
        checker.setAnnotationTypes(SKIP_ANNOTATIONS);
        checker.setSourcePath(List.of());
        checker.process(classes.toFile());
        if (checker.isSignatureBroken() || !errors.isEmpty()) {
            Set<String> lines = new LinkedHashSet<>(errors);
            lines.forEach(System.err::println);
            System.err.println(lines.size() + " reference(s) in " + classes + " to APIs that "
                    + signature.getFileName() + " lacks. Use an API that Android has at this level, or move the"
                    + " code into a class loaded only behind PlatformProbe's check and mark it @HotSpotOnly"
                    + " (DESIGN.md, \"Platforms\").");
            System.exit(1);
        }
    }

    /** Keeps the checker's errors (one per undefined reference); drops its other output. */
    private static final class Collecting implements Logger {
        private final List<String> errors;

        Collecting(List<String> errors) {
            this.errors = errors;
        }

        @Override
        public void error(String message) {
            errors.add(message);
        }

        @Override
        public void error(String message, Throwable cause) {
            errors.add(message + ": " + cause);
        }

        @Override
        public void info(String message) {
        }

        @Override
        public void info(String message, Throwable cause) {
        }

        @Override
        public void debug(String message) {
        }

        @Override
        public void debug(String message, Throwable cause) {
        }

        @Override
        public void warn(String message) {
        }

        @Override
        public void warn(String message, Throwable cause) {
        }
    }
}
