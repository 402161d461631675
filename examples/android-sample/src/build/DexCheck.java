import com.android.tools.r8.CompilationFailedException;
import com.android.tools.r8.CompilationMode;
import com.android.tools.r8.D8;
import com.android.tools.r8.D8Command;
import com.android.tools.r8.Diagnostic;
import com.android.tools.r8.DiagnosticsHandler;
import com.android.tools.r8.JdkClassFileProvider;
import com.android.tools.r8.OutputMode;
import com.android.tools.r8.position.Position;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Dexes the game's classes and every jar it ships (Pulse's and Jackson's) with D8, Android's
 * dexer, as an Android build does: at the given min-api, with core library desugaring, and
 * fails on any error or warning, printing D8's diagnostics. Quiet when all is well.
 *
 * <pre>java -cp r8.jar src/build/DexCheck.java MIN_API DESUGAR_CONFIG_JAR OUTPUT_DIR INPUT...</pre>
 *
 * <p>An INPUT is a jar, or a directory: its class files and jars are all dexed.
 * DESUGAR_CONFIG_JAR is {@code com.android.tools:desugar_jdk_libs_configuration}, whose
 * {@code desugar.json} tells D8 which Java APIs the app's desugared library supplies (what
 * Android's {@code coreLibraryDesugaringEnabled} passes to D8).
 *
 * <p>The library D8 resolves against is the running JDK, not an android.jar: D8 needs the Java
 * classes' hierarchy to desugar lambdas, default methods and records, and the android.jar on
 * Maven Central (API 16) has no {@code java.*} classes, so with it D8 warns about every JDK type
 * a class extends. Which Java APIs each Android level has is animal-sniffer's check, against
 * Android's API signatures, in Pulse's build; this one catches what only the dexer sees: class
 * files it cannot read or desugar, and instructions Android lacks at the min-api (e.g.
 * {@code MethodHandle.invokeExact} below 26).
 */
public final class DexCheck {

    private DexCheck() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 4) {
            System.err.println("usage: java -cp r8.jar DexCheck.java MIN_API DESUGAR_CONFIG_JAR OUTPUT_DIR INPUT...");
            System.exit(2);
        }
        int minApi = Integer.parseInt(args[0]);
        String desugarConfig = readDesugarConfig(Path.of(args[1]));
        Path output = Files.createDirectories(Path.of(args[2]));
        List<Path> inputs = new ArrayList<>();
        for (int i = 3; i < args.length; i++) {
            addInput(Path.of(args[i]), inputs);
        }
        List<String> problems = new ArrayList<>();
        DiagnosticsHandler collecting = new DiagnosticsHandler() {
            @Override
            public void error(Diagnostic diagnostic) {
                problems.add("error: " + describe(diagnostic));
            }

            @Override
            public void warning(Diagnostic diagnostic) {
                problems.add("warning: " + describe(diagnostic));
            }

            @Override
            public void info(Diagnostic diagnostic) {
                // not a problem; D8 prints none for these inputs today
            }
        };
        try {
            D8.run(D8Command.builder(collecting)
                    .addProgramFiles(inputs)
                    .addLibraryResourceProvider(JdkClassFileProvider.fromSystemJdk())
                    .addDesugaredLibraryConfiguration(desugarConfig)
                    .setMinApiLevel(minApi)
                    .setMode(CompilationMode.RELEASE)
                    .setOutput(output, OutputMode.DexIndexed)
                    .build());
        } catch (CompilationFailedException e) {
            if (problems.isEmpty()) {
                problems.add("error: " + e.getMessage());
            }
        }
        if (!problems.isEmpty()) {
            problems.forEach(System.err::println);
            System.err.println(problems.size() + " D8 diagnostic(s) dexing " + inputs.size()
                    + " input(s) at --min-api " + minApi + " with core library desugaring");
            System.exit(1);
        }
    }

    private static String describe(Diagnostic diagnostic) {
        Position position = diagnostic.getPosition();
        String where = position == Position.UNKNOWN ? "" : " (" + position.getDescription() + ")";
        return diagnostic.getOrigin() + where + ": " + diagnostic.getDiagnosticMessage();
    }

    private static void addInput(Path input, List<Path> inputs) throws IOException {
        if (!Files.isDirectory(input)) {
            inputs.add(input);
            return;
        }
        try (Stream<Path> files = Files.walk(input)) {
            files.filter(f -> {
                String name = f.getFileName().toString();
                return name.endsWith(".jar") || name.endsWith(".class") && !name.equals("module-info.class");
            }).sorted().forEach(inputs::add);
        }
    }

    private static String readDesugarConfig(Path jar) throws IOException {
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            ZipEntry entry = zip.getEntry("META-INF/desugar/d8/desugar.json");
            if (entry == null) {
                throw new IOException(jar + " has no META-INF/desugar/d8/desugar.json: not a desugar_jdk_libs_configuration jar");
            }
            try (InputStream in = zip.getInputStream(entry)) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        }
    }
}
