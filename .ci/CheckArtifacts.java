import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Checks what {@code mvn install} built and installed, as a user of the artifacts (and Maven
 * Central's rules) would see it. Run from the repository root after {@code mvn -B install}:
 *
 * <pre>java .ci/CheckArtifacts.java [local repository, default ~/.m2/repository]</pre>
 *
 * <p>The library modules are the ones {@code bom/pom.xml} lists. For each it checks the jar
 * (a named JPMS module whose name matches its {@code module-info.java}, exports only
 * {@code dev.pulse} packages, requires no {@code dev.pulse} module missing from the BOM, an
 * {@code Implementation-Version} in the manifest), the {@code -sources.jar} (a source for every
 * top-level class), the {@code -javadoc.jar} (a page for every exported package), that every
 * archive entry carries {@code project.build.outputTimestamp} (reproducible builds), and that the
 * local repository holds byte-identical copies of all three and of the pom, so the examples
 * built after the install consumed exactly these. It checks the publication metadata of the
 * parent pom and the BOM (which repeats it, having no parent), that the BOM's and the examples'
 * Pulse version equals the parent's, that every reactor module that builds a sources jar is in
 * the BOM, and that {@code LICENSE} is the license the poms name. Prints one line per
 * module, every problem found, and exits 1 if there was any.
 */
public final class CheckArtifacts {

    private final Path root;
    private final Path localRepo;
    private final List<String> problems = new ArrayList<>();

    private CheckArtifacts(Path root, Path localRepo) {
        this.root = root;
        this.localRepo = localRepo;
    }

    public static void main(String[] args) throws Exception {
        Path localRepo = args.length > 0 ? Path.of(args[0])
                : Path.of(System.getProperty("user.home"), ".m2", "repository");
        CheckArtifacts check = new CheckArtifacts(Path.of("").toAbsolutePath(), localRepo);
        check.run();
        if (!check.problems.isEmpty()) {
            System.out.println("artifacts check FAILED, " + check.problems.size() + " problem(s):");
            check.problems.forEach(p -> System.out.println("  - " + p));
            System.exit(1);
        }
    }

    private void run() throws Exception {
        Document parent = parse(root.resolve("pom.xml"));
        String version = text(parent, "version");
        String groupId = text(parent, "groupId");
        Instant timestamp = Instant.parse(text(parent, "properties/project.build.outputTimestamp"));
        Metadata parentMeta = checkMetadata("pulse-parent", parent);
        Path license = root.resolve("LICENSE");
        expect(Files.isRegularFile(license) && Files.readString(license).contains("Apache License")
                        && Files.readString(license).contains("Version 2.0, January 2004"),
                "LICENSE is missing or is not the Apache License 2.0 the poms declare");

        Path bomPom = root.resolve("bom/pom.xml");
        Document bom = parse(bomPom);
        expect(text(bom, "artifactId").equals("pulse-bom"), "bom/pom.xml: artifactId is not pulse-bom");
        expect(child(bom.getDocumentElement(), "parent") == null,
                "bom/pom.xml has a <parent>: importing the BOM would also import the parent's dependencyManagement");
        expect(version.equals(text(bom, "version")),
                "bom/pom.xml: version " + text(bom, "version") + " differs from the parent's " + version);
        Metadata bomMeta = checkMetadata("pulse-bom", bom);
        expect(bomMeta.equals(parentMeta),
                "bom/pom.xml: publication metadata " + bomMeta + " differs from the parent's " + parentMeta);
        checkInstalledPom(groupId, "pulse-bom", version, bomPom);
        checkInstalledPom(groupId, "pulse-parent", version, root.resolve("pom.xml"));

        Set<String> libraries = new LinkedHashSet<>();
        Element bomDeps = child(child(bom.getDocumentElement(), "dependencyManagement"), "dependencies");
        for (Element dep : children(bomDeps, "dependency")) {
            String g = text(dep, "groupId");
            String v = text(dep, "version");
            expect(g.equals(groupId), "pulse-bom manages " + g + ":" + text(dep, "artifactId")
                    + "; it must list Pulse's own modules only");
            expect(v.equals("${project.version}"), "pulse-bom: " + text(dep, "artifactId")
                    + " has version " + v + "; use ${project.version}");
            libraries.add(text(dep, "artifactId"));
        }
        expect(!libraries.isEmpty(), "pulse-bom lists no module");

        Map<String, Path> reactor = new LinkedHashMap<>();
        for (Element module : children(child(parent.getDocumentElement(), "modules"), "module")) {
            Path dir = root.resolve(module.getTextContent().trim());
            reactor.put(text(parse(dir.resolve("pom.xml")), "artifactId"), dir);
        }
        for (Map.Entry<String, Path> m : reactor.entrySet()) {
            Path sources = m.getValue().resolve("target/" + m.getKey() + "-" + version + "-sources.jar");
            expect(!Files.exists(sources) || libraries.contains(m.getKey()), m.getKey()
                    + " builds a sources jar but is not in bom/pom.xml: add it there, or opt it out of "
                    + "publishing (maven.source.skip, as demo does)");
        }

        Map<String, String> moduleNames = new LinkedHashMap<>();
        for (String artifactId : libraries) {
            Path dir = reactor.get(artifactId);
            if (dir == null) {
                problems.add("pulse-bom lists " + artifactId + ", which is not a module of the reactor");
                continue;
            }
            moduleNames.put(artifactId, declaredModuleName(dir));
        }
        for (String artifactId : libraries) {
            Path dir = reactor.get(artifactId);
            if (dir != null) {
                checkLibrary(groupId, artifactId, version, dir, timestamp, moduleNames);
            }
        }

        try (var examples = Files.list(root.resolve("examples"))) {
            for (Path example : examples.filter(p -> Files.exists(p.resolve("pom.xml"))).toList()) {
                String v = text(parse(example.resolve("pom.xml")), "properties/pulse.version");
                expect(version.equals(v), root.relativize(example) + "/pom.xml: pulse.version " + v
                        + " differs from the parent's " + version);
            }
        }
    }

    private void checkLibrary(String groupId, String artifactId, String version, Path dir, Instant timestamp,
                              Map<String, String> moduleNames) throws IOException {
        int problemsBefore = problems.size();
        String base = artifactId + "-" + version;
        Path jar = dir.resolve("target/" + base + ".jar");
        Path sources = dir.resolve("target/" + base + "-sources.jar");
        Path javadoc = dir.resolve("target/" + base + "-javadoc.jar");
        for (Path p : List.of(jar, sources, javadoc)) {
            if (!Files.isRegularFile(p)) {
                problems.add(artifactId + ": " + root.relativize(p) + " was not built (run mvn -B install first)");
                return;
            }
        }
        Document pom = parse(dir.resolve("pom.xml"));
        expect(!text(pom, "name").isEmpty(), artifactId + "/pom.xml has no <name>");
        expect(!text(pom, "description").isEmpty(), artifactId + "/pom.xml has no <description>");

        // The jar: a named module, as its module-info.java declares.
        String expectedName = moduleNames.get(artifactId);
        Set<ModuleReference> found = ModuleFinder.of(jar).findAll();
        ModuleDescriptor module = found.size() == 1 ? found.iterator().next().descriptor() : null;
        Set<String> exported = new TreeSet<>();
        if (module == null || module.isAutomatic()) {
            problems.add(artifactId + ": the jar has no module-info.class (it would be an automatic module)");
        } else {
            expect(module.name().equals(expectedName), artifactId + ": the jar's module is " + module.name()
                    + " but module-info.java declares " + expectedName);
            module.exports().forEach(e -> exported.add(e.source()));
            expect(!exported.isEmpty(), artifactId + ": module " + module.name() + " exports nothing");
            for (String p : exported) {
                expect(p.startsWith("dev.pulse."), artifactId + ": exports " + p + ", outside dev.pulse");
            }
            for (ModuleDescriptor.Requires r : module.requires()) {
                expect(!r.name().startsWith("dev.pulse") || moduleNames.containsValue(r.name()), artifactId
                        + " requires " + r.name() + ", which no module in pulse-bom provides");
            }
        }
        try (JarFile jf = new JarFile(jar.toFile())) {
            Manifest mf = jf.getManifest();
            String impl = mf == null ? null : mf.getMainAttributes().getValue("Implementation-Version");
            expect(version.equals(impl), artifactId + ": manifest Implementation-Version is " + impl);
        }

        // The sources jar: module-info.java and a source for every top-level class.
        Set<String> sourceEntries = entries(sources);
        expect(sourceEntries.contains("module-info.java"), artifactId + ": the sources jar has no module-info.java");
        for (String e : entries(jar)) {
            if (e.endsWith(".class") && !e.contains("$")) {
                String src = e.substring(0, e.length() - ".class".length()) + ".java";
                expect(sourceEntries.contains(src), artifactId + ": the sources jar has no " + src);
            }
        }

        // The Javadoc jar: a page for every exported package.
        Set<String> docEntries = entries(javadoc);
        expect(docEntries.contains("index.html"), artifactId + ": the Javadoc jar has no index.html");
        for (String p : exported) {
            String page = expectedName + "/" + p.replace('.', '/') + "/package-summary.html";
            expect(docEntries.contains(page), artifactId + ": the Javadoc jar has no " + page);
        }

        // Reproducible: every entry carries the pom's outputTimestamp (DOS time, 2 s resolution).
        LocalDateTime expected = LocalDateTime.ofInstant(timestamp, ZoneOffset.UTC);
        for (Path p : List.of(jar, sources, javadoc)) {
            try (ZipFile z = new ZipFile(p.toFile())) {
                long off = z.stream().map(ZipEntry::getTimeLocal)
                        .filter(t -> Math.abs(java.time.Duration.between(expected, t).getSeconds()) > 2).count();
                expect(off == 0, p.getFileName() + ": " + off + " entries are not dated " + expected
                        + " (project.build.outputTimestamp)");
            }
        }

        // Installed copies: what a project outside the reactor resolves is exactly what was built.
        Path installed = localRepo.resolve(groupId.replace('.', '/')).resolve(artifactId).resolve(version);
        for (Path p : List.of(jar, sources, javadoc)) {
            Path copy = installed.resolve(p.getFileName());
            expect(Files.isRegularFile(copy) && sha256(copy).equals(sha256(p)), artifactId + ": " + copy
                    + " is missing or differs from " + root.relativize(p)
                    + " (not installed, or another build installed over it)");
        }
        checkInstalledPom(groupId, artifactId, version, dir.resolve("pom.xml"));
        System.out.printf("artifacts: %-12s module %-22s jar, sources, javadoc, pom: %s (%d classes, exports %s)%n",
                artifactId, expectedName, problems.size() == problemsBefore ? "ok" : "PROBLEMS", entries(jar).stream().filter(e -> e.endsWith(".class")).count(),
                String.join(", ", exported));
    }

    private void checkInstalledPom(String groupId, String artifactId, String version, Path pom) throws IOException {
        Path copy = localRepo.resolve(groupId.replace('.', '/')).resolve(artifactId).resolve(version)
                .resolve(artifactId + "-" + version + ".pom");
        expect(Files.isRegularFile(copy) && Files.mismatch(copy, pom) == -1,
                artifactId + ": installed pom " + copy + " is missing or differs from " + root.relativize(pom));
    }

    /** Name, url, license, scm and developers: what Maven Central requires of every pom. */
    private record Metadata(String url, String license, String scmUrl, String scmConnection, String developer) { }

    private Metadata checkMetadata(String what, Document pom) {
        expect(!text(pom, "name").isEmpty(), what + ": no <name>");
        expect(!text(pom, "description").isEmpty(), what + ": no <description>");
        Metadata m = new Metadata(text(pom, "url"), text(pom, "licenses/license/name"), text(pom, "scm/url"),
                text(pom, "scm/connection"), text(pom, "developers/developer/name"));
        expect(!m.url().isEmpty(), what + ": no <url>");
        expect(m.license().equals("Apache-2.0"), what + ": license is '" + m.license() + "', not Apache-2.0");
        expect(!m.scmUrl().isEmpty() && !m.scmConnection().isEmpty(), what + ": no <scm> url and connection");
        expect(!m.developer().isEmpty(), what + ": no <developers>");
        return m;
    }

    private static String declaredModuleName(Path dir) throws IOException {
        Path info = dir.resolve("src/main/java/module-info.java");
        if (!Files.exists(info)) {
            return "(no module-info.java in " + dir.getFileName() + ")";
        }
        String src = Files.readString(info).replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\n]*", "");
        Matcher m = Pattern.compile("\\bmodule\\s+([\\w.]+)\\s*\\{").matcher(src);
        return m.find() ? m.group(1) : "(unreadable module-info.java in " + dir.getFileName() + ")";
    }

    private void expect(boolean ok, String problem) {
        if (!ok) {
            problems.add(problem);
        }
    }

    private static Set<String> entries(Path zip) throws IOException {
        try (ZipFile z = new ZipFile(zip.toFile())) {
            Set<String> names = new TreeSet<>();
            z.stream().forEach(e -> names.add(e.getName()));
            return names;
        }
    }

    private static String sha256(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(in.readAllBytes()));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Document parse(Path pom) {
        if (!Files.exists(pom)) {
            throw new IllegalStateException(pom + " does not exist");
        }
        try {
            return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(pom.toFile());
        } catch (Exception e) {
            throw new IllegalStateException("cannot read " + pom + ": " + e.getMessage(), e);
        }
    }

    /** The text at a slash-separated path of child elements below the project element, or "". */
    private static String text(Document doc, String path) {
        return text(doc.getDocumentElement(), path);
    }

    private static String text(Element from, String path) {
        Element e = from;
        for (String name : path.split("/")) {
            e = child(e, name);
            if (e == null) {
                return "";
            }
        }
        return e.getTextContent().trim();
    }

    private static Element child(Element parent, String name) {
        if (parent == null) {
            return null;
        }
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element el && el.getTagName().equals(name)) {
                return el;
            }
        }
        return null;
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> list = new ArrayList<>();
        if (parent == null) {
            return list;
        }
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element el && el.getTagName().equals(name)) {
                list.add(el);
            }
        }
        return list;
    }

    static {
        // Keep the output readable whatever the platform encoding.
        System.setOut(new java.io.PrintStream(System.out, true, StandardCharsets.UTF_8));
    }
}
