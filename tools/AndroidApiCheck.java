import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.codehaus.mojo.animal_sniffer.Clazz;
import org.codehaus.mojo.animal_sniffer.SignatureChecker;
import org.codehaus.mojo.animal_sniffer.logging.Logger;

/**
 * The Android API check: fails when a module's classes use a Java API that the Android API
 * signature does not have, listing every such reference with its class and line.
 *
 * <p>The API is the union of the signatures given: for Pulse, what an app with minSdk 21 and
 * core library desugaring can call, i.e. {@code gummy-bears-api-21:0.9.0:coreLib2} (API 21 plus
 * the Java APIs of D8's desugared library) and {@code gummy-bears-api-21:0.15.0} (API 21 plus
 * the methods D8 backports by itself, such as {@code Integer.toUnsignedString}, which the older
 * coreLib2 signature lacks). No newer coreLib2 signature is published.
 *
 * <p>It is animal-sniffer's own checker ({@code SignatureChecker}, the engine of
 * animal-sniffer-maven-plugin), driven from here because the plugin takes one signature, and the
 * versions that run on Maven 3.8 (1.28 and older) cannot name a classifier such as coreLib2
 * (1.24 and 1.29 need Maven 3.9).
 *
 * <p>Not reported, by design:
 * <ul>
 *   <li>references to {@code dev.pulse.*} and {@code com.fasterxml.*} (Pulse itself and
 *       jackson-core, which the D8 check dexes and this check covers as a library jar where a
 *       module ships it);</li>
 *   <li>{@code java.lang.Record}, the superclass of every record: D8 rewrites it for every
 *       min-api below 34, and the record's {@code equals}, {@code hashCode} and {@code toString}
 *       with it;</li>
 *   <li>classes marked {@code @dev.pulse.ecs.seam.HotSpotOnly} (or animal-sniffer's
 *       {@code @IgnoreJRERequirement}), and the anonymous classes and lambdas inside them:
 *       Pulse loads those only by name, behind a runtime check with a portable fallback.
 *       A named nested class of such a class needs the annotation itself.</li>
 * </ul>
 *
 * <p>Run by the parent pom in the verify phase of ecs-core, ecs-systems and ecs-snapshot, as a
 * single-file Java program with animal-sniffer and ASM on the class path:
 * {@code java -cp animal-sniffer.jar:asm.jar tools/AndroidApiCheck.java SIGNATURE... CLASSES_DIR}.
 */
public final class AndroidApiCheck {

    private static final Set<String> NOT_CHECKED = Set.of("dev.pulse.*", "com.fasterxml.*", "java.lang.Record");
    private static final List<String> SKIP_ANNOTATIONS = List.of(
            "dev.pulse.ecs.seam.HotSpotOnly",
            "org.codehaus.mojo.animal_sniffer.IgnoreJRERequirement");

    private AndroidApiCheck() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: java -cp animal-sniffer.jar:asm.jar AndroidApiCheck.java SIGNATURE... CLASSES_DIR");
            System.exit(2);
        }
        Path classes = Path.of(args[args.length - 1]);
        if (!Files.isDirectory(classes)) {
            return; // a module without main classes has nothing to check
        }
        Map<String, Clazz> api = new HashMap<>();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < args.length - 1; i++) {
            Path signature = Path.of(args[i]);
            names.add(signature.getFileName().toString());
            try (InputStream in = Files.newInputStream(signature)) {
                SignatureChecker.loadClasses(in).forEach((name, type) -> api.merge(name, type, Clazz::new));
            }
        }
        List<String> errors = new ArrayList<>();
        SignatureChecker checker = new SignatureChecker(api, NOT_CHECKED, new Collecting(errors));
        checker.setAnnotationTypes(SKIP_ANNOTATIONS);
        checker.setSourcePath(List.of());
        checker.process(classes.toFile());
        if (checker.isSignatureBroken() || !errors.isEmpty()) {
            Set<String> lines = new LinkedHashSet<>(errors);
            lines.forEach(System.err::println);
            System.err.println(lines.size() + " reference(s) in " + classes + " to APIs that "
                    + String.join(" + ", names) + " lack. Use an API that Android has at this level, or move the"
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
