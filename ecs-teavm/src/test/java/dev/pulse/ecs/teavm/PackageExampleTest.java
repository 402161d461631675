package dev.pulse.ecs.teavm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The example in this package's {@code package-info.java}, a Maven dependency rather than Java
 * code, checked so it cannot rot: it names this module's own coordinates, and the browser
 * example ({@code examples/web}, which CI compiles with TeaVM and runs in Chromium) declares
 * exactly that dependency.
 */
class PackageExampleTest {

    private static final Path PACKAGE_INFO = Path.of("src/main/java/dev/pulse/ecs/teavm/package-info.java");
    private static final Path THIS_POM = Path.of("pom.xml");
    private static final Path WEB_EXAMPLE_POM = Path.of("../examples/web/pom.xml");
    private static final Pattern COMMENT = Pattern.compile("<!--.*?-->", Pattern.DOTALL);
    private static final Pattern DEPENDENCY = Pattern.compile("<dependency>.*?</dependency>", Pattern.DOTALL);

    @Test
    void exampleNamesThisModuleInProvidedScope() throws IOException {
        String example = documentedExample();
        String pom = withoutComments(Files.readString(THIS_POM));
        String parent = element(pom, "parent");
        String ownArtifactId = element(pom.replace(parent, ""), "artifactId");
        assertEquals(element(parent, "groupId"), element(example, "groupId"));
        assertEquals(ownArtifactId, element(example, "artifactId"));
        assertEquals(
                "provided", element(example, "scope"), "the compiler reads the jar; the program must not contain it");
        assertTrue(example.indexOf("<version>") < 0, "the version comes from pulse-bom: " + example);
    }

    @Test
    void theBrowserExampleDeclaresExactlyThisDependency() throws IOException {
        String example = compact(documentedExample());
        List<String> declared = new ArrayList<>();
        Matcher dependency = DEPENDENCY.matcher(withoutComments(Files.readString(WEB_EXAMPLE_POM)));
        while (dependency.find()) {
            declared.add(compact(dependency.group()));
        }
        assertTrue(declared.contains(example), "examples/web/pom.xml lacks " + example + "; it declares " + declared);
    }

    /** The package-info's {@code <pre>{@code ...}</pre>} block, Javadoc margins removed. */
    private static String documentedExample() throws IOException {
        StringBuilder text = new StringBuilder();
        boolean inside = false;
        for (String line : Files.readAllLines(PACKAGE_INFO)) {
            String stripped = line.strip();
            if (!inside && stripped.equals("* <pre>{@code")) {
                inside = true;
            } else if (inside && stripped.equals("* }</pre>")) {
                return text.toString();
            } else if (inside) {
                text.append(stripped.equals("*") ? "" : stripped.substring(2)).append('\n');
            }
        }
        throw new AssertionError("package-info has no example");
    }

    private static String withoutComments(String xml) {
        return COMMENT.matcher(xml).replaceAll("");
    }

    /** The element without comments and without whitespace between tags. */
    private static String compact(String xml) {
        return withoutComments(xml).replaceAll(">\\s+<", "><").strip();
    }

    /** The text of the first {@code <name>} element (the whole element for {@code parent}). */
    private static String element(String xml, String name) {
        Matcher m = Pattern.compile("<" + name + ">(.*?)</" + name + ">", Pattern.DOTALL)
                .matcher(xml);
        assertTrue(m.find(), "no <" + name + "> in " + xml);
        return name.equals("parent") ? m.group() : m.group(1).strip();
    }
}
