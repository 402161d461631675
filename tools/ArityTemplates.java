import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Expands each arity template ({@code *.java.template}, one per family of classes that differ
 * only in how many components they take: {@code Query1} .. {@code Query8} and the like) into
 * one Java source per arity, 1 to {@value #MAX_ARITY}. The one capital {@code N} in a
 * template's name stands for the arity: {@code QueryNLoops.java.template} gives
 * {@code Query1Loops.java} .. {@code Query8Loops.java}, in the same package folder below the
 * output folder. See docs/DESIGN.md, "Arity families".
 *
 * <p>The template language, all of it:
 * <ul>
 *   <li>{@code $N}: the arity; {@code $NEXT}: the arity plus one.</li>
 *   <li>{@code ${text}}: {@code text} once per component, joined by {@code ", "};
 *       {@code ${text|separator}} joins by {@code separator} (spaces count). Neither part may
 *       contain {@code |} or a closing brace.</li>
 *   <li>Inside {@code ${...}} and between {@code #each} and {@code #end}, the component's
 *       placeholders: {@code %T} its type parameter ({@code A} .. {@code H}), {@code %t} the
 *       same in lower case, {@code %i} its position from 0, {@code %ord} its ordinal
 *       ({@code first} .. {@code eighth}), and {@code %Name} for every list a
 *       {@code #names Name = w1, w2, ..., w8} line declares (one word per component,
 *       {@value #MAX_ARITY} of them).</li>
 *   <li>{@code #each} ... {@code #end}: the lines between, once per component.</li>
 *   <li>{@code #if N == 1} ... [{@code #else} ...] {@code #end}: lines for some arities only
 *       ({@code ==}, {@code !=}, {@code <}, {@code <=}, {@code >}, {@code >=}).</li>
 *   <li>Lines starting with {@code ##}: comments about the template, left out of the output.</li>
 * </ul>
 * Directive lines start with {@code #} (after indentation), which no Java line does. Anything
 * else is copied as it stands; a placeholder outside a repetition, an unknown directive or an
 * unbalanced block fails the build, naming the template and line.
 *
 * <p>Each output starts with a line naming its template and this program. A file is written
 * only when its text changed (so the compiler's incremental check sees unchanged sources), and
 * Java files in the output folder that no template produces any more are deleted. It prints a
 * line only when it wrote or deleted something.
 *
 * <p>Run in the {@code generate-sources} phase of the modules that have templates (see the parent
 * pom, {@code arity.skip}), as a single-file Java program:
 * {@code java tools/ArityTemplates.java REPOSITORY_ROOT TEMPLATE_DIR OUTPUT_DIR}.
 */
public final class ArityTemplates {

    /** The largest arity: World.query and GameSystem.each have overloads up to it. */
    static final int MAX_ARITY = 8;

    private static final String[] TYPES = {"A", "B", "C", "D", "E", "F", "G", "H"};
    private static final String[] ORDINALS = {
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"
    };
    private static final Pattern REPEAT = Pattern.compile("\\$\\{([^|}]*)(?:\\|([^}]*))?}");
    private static final Pattern CONDITION = Pattern.compile("N\\s*(==|!=|<=|>=|<|>)\\s*(\\d+)");
    private static final Pattern NAMES = Pattern.compile("(\\w+)\\s*=\\s*(.+)");

    private ArityTemplates() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: java ArityTemplates.java REPOSITORY_ROOT TEMPLATE_DIR OUTPUT_DIR");
            System.exit(2);
        }
        try {
            generate(args);
        } catch (IllegalArgumentException e) {
            System.err.println("ArityTemplates: " + e.getMessage());
            System.exit(1);
        }
    }

    private static void generate(String[] args) throws IOException {
        Path root = Path.of(args[0]).toAbsolutePath().normalize();
        Path templates = Path.of(args[1]).toAbsolutePath().normalize();
        Path output = Path.of(args[2]).toAbsolutePath().normalize();
        List<Path> found;
        try (Stream<Path> files = Files.walk(templates)) {
            found = files.filter(p -> p.toString().endsWith(".java.template")).sorted().toList();
        }
        Set<Path> produced = new HashSet<>();
        int written = 0;
        for (Path template : found) {
            Template parsed = Template.parse(root.relativize(template).toString().replace('\\', '/'),
                    Files.readAllLines(template));
            Path folder = output.resolve(templates.relativize(template.getParent()));
            for (int arity = 1; arity <= MAX_ARITY; arity++) {
                Path target = folder.resolve(outputName(template, arity));
                String text = parsed.expand(arity);
                produced.add(target);
                if (!Files.exists(target) || !Files.readString(target).equals(text)) {
                    Files.createDirectories(folder);
                    Files.writeString(target, text);
                    written++;
                }
            }
        }
        int deleted = 0;
        if (Files.isDirectory(output)) {
            try (Stream<Path> files = Files.walk(output)) {
                for (Path stale : files.filter(p -> p.toString().endsWith(".java") && !produced.contains(p)).toList()) {
                    Files.delete(stale);
                    deleted++;
                }
            }
        }
        if (written + deleted > 0) { // silent when nothing changed, like the compiler
            System.out.println("ArityTemplates: " + written + " of " + produced.size() + " sources written from "
                    + found.size() + " templates in " + root.relativize(templates)
                    + (deleted > 0 ? ", " + deleted + " stale ones deleted" : ""));
        }
    }

    /** The template's file name without ".template", its one capital N replaced by the arity. */
    private static String outputName(Path template, int arity) {
        String name = template.getFileName().toString();
        name = name.substring(0, name.length() - ".template".length());
        int n = name.indexOf('N');
        if (n < 0 || name.indexOf('N', n + 1) >= 0) {
            throw new IllegalArgumentException(template + ": the name must have exactly one capital N (the arity)");
        }
        return name.substring(0, n) + arity + name.substring(n + 1);
    }

    /** One line of a template or a block of them. */
    private sealed interface Node permits Line, Each, If {
    }

    private record Line(int number, String text) implements Node {
    }

    private record Each(int number, List<Node> body) implements Node {
    }

    private record If(int number, String operator, int value, List<Node> then, List<Node> otherwise) implements Node {
        boolean holds(int arity) {
            return switch (operator) {
                case "==" -> arity == value;
                case "!=" -> arity != value;
                case "<" -> arity < value;
                case "<=" -> arity <= value;
                case ">" -> arity > value;
                default -> arity >= value;
            };
        }
    }

    /** A parsed template: its lines and blocks, and its declared name lists. */
    private static final class Template {
        private final String path;
        private final List<Node> nodes;
        /** Placeholder (with its %) to the word per component; longest placeholder first. */
        private final Map<String, String[]> placeholders;

        private Template(String path, List<Node> nodes, Map<String, String[]> placeholders) {
            this.path = path;
            this.nodes = nodes;
            this.placeholders = placeholders;
        }

        static Template parse(String path, List<String> lines) {
            Map<String, String[]> names = new LinkedHashMap<>();
            List<List<Node>> open = new ArrayList<>();
            List<Node> top = new ArrayList<>();
            List<Object> blocks = new ArrayList<>(); // the Each or If being filled, per level
            List<Node> current = top;
            for (int i = 0; i < lines.size(); i++) {
                int number = i + 1;
                String line = lines.get(i);
                String directive = line.strip();
                if (!directive.startsWith("#")) {
                    current.add(new Line(number, line));
                    continue;
                }
                String where = path + ":" + number + ": ";
                if (directive.startsWith("##")) {
                    continue;
                }
                String word = directive.split("\\s+", 2)[0];
                String rest = directive.substring(word.length()).strip();
                switch (word) {
                    case "#names" -> {
                        Matcher m = NAMES.matcher(rest);
                        String[] words = m.matches() ? m.group(2).split("\\s*,\\s*") : new String[0];
                        if (words.length < MAX_ARITY) {
                            throw new IllegalArgumentException(where + "#names wants Name = " + MAX_ARITY
                                    + " comma-separated words, one per component");
                        }
                        names.put("%" + m.group(1), words);
                    }
                    case "#each" -> {
                        Each each = new Each(number, new ArrayList<>());
                        current.add(each);
                        open.add(current);
                        blocks.add(each);
                        current = each.body();
                    }
                    case "#if" -> {
                        Matcher m = CONDITION.matcher(rest);
                        if (!m.matches()) {
                            throw new IllegalArgumentException(where + "#if wants 'N <op> <number>', not '" + rest + "'");
                        }
                        If test = new If(number, m.group(1), Integer.parseInt(m.group(2)), new ArrayList<>(),
                                new ArrayList<>());
                        current.add(test);
                        open.add(current);
                        blocks.add(test);
                        current = test.then();
                    }
                    case "#else" -> {
                        if (blocks.isEmpty() || !(blocks.get(blocks.size() - 1) instanceof If test)
                                || current != test.then()) {
                            throw new IllegalArgumentException(where + "#else without its #if");
                        }
                        current = test.otherwise();
                    }
                    case "#end" -> {
                        if (blocks.isEmpty()) {
                            throw new IllegalArgumentException(where + "#end without #each or #if");
                        }
                        blocks.remove(blocks.size() - 1);
                        current = open.remove(open.size() - 1);
                    }
                    default -> throw new IllegalArgumentException(where + "unknown directive " + word
                            + " (#each, #if, #else, #end, #names, ## comment)");
                }
            }
            if (!blocks.isEmpty()) {
                Object block = blocks.get(blocks.size() - 1);
                int number = block instanceof Each each ? each.number() : ((If) block).number();
                throw new IllegalArgumentException(path + ":" + number + ": this block has no #end");
            }
            Map<String, String[]> placeholders = new LinkedHashMap<>(names);
            placeholders.put("%ord", ORDINALS);
            placeholders.put("%T", TYPES);
            placeholders.put("%t", lower(TYPES));
            placeholders.put("%i", positions());
            Map<String, String[]> longestFirst = new LinkedHashMap<>();
            placeholders.keySet().stream().sorted(Comparator.comparing(String::length).reversed())
                    .forEach(p -> longestFirst.put(p, placeholders.get(p)));
            return new Template(path, top, longestFirst);
        }

        String expand(int arity) {
            StringBuilder out = new StringBuilder();
            out.append("// Generated from ").append(path).append(" by tools/ArityTemplates.java; do not edit.\n");
            expand(nodes, arity, -1, out);
            return out.toString();
        }

        /** Appends {@code nodes} for {@code arity}, inside an {@code #each} at {@code component} (or -1). */
        private void expand(List<Node> nodes, int arity, int component, StringBuilder out) {
            for (Node node : nodes) {
                if (node instanceof Line line) {
                    out.append(line(line, arity, component)).append('\n');
                } else if (node instanceof Each each) {
                    if (component >= 0) {
                        throw new IllegalArgumentException(path + ":" + each.number() + ": #each inside #each");
                    }
                    for (int k = 0; k < arity; k++) {
                        expand(each.body(), arity, k, out);
                    }
                } else {
                    If test = (If) node;
                    expand(test.holds(arity) ? test.then() : test.otherwise(), arity, component, out);
                }
            }
        }

        private String line(Line line, int arity, int component) {
            String where = path + ":" + line.number() + ": ";
            String text = line.text();
            if (component >= 0) {
                if (REPEAT.matcher(text).find()) {
                    throw new IllegalArgumentException(where + "${...} inside #each");
                }
                text = fill(text, component);
            } else {
                Matcher m = REPEAT.matcher(text);
                StringBuilder sb = new StringBuilder();
                while (m.find()) {
                    String separator = m.group(2) == null ? ", " : m.group(2);
                    List<String> items = new ArrayList<>();
                    for (int k = 0; k < arity; k++) {
                        items.add(fill(m.group(1), k));
                    }
                    m.appendReplacement(sb, Matcher.quoteReplacement(String.join(separator, items)));
                }
                m.appendTail(sb);
                text = sb.toString();
                for (String placeholder : placeholders.keySet()) {
                    if (text.contains(placeholder)) {
                        throw new IllegalArgumentException(where + placeholder + " outside ${...} and #each");
                    }
                }
            }
            if (text.contains("${")) {
                throw new IllegalArgumentException(where + "an unclosed ${");
            }
            return text.replace("$NEXT", Integer.toString(arity + 1)).replace("$N", Integer.toString(arity));
        }

        private String fill(String text, int component) {
            for (Map.Entry<String, String[]> p : placeholders.entrySet()) {
                text = text.replace(p.getKey(), p.getValue()[component]);
            }
            return text;
        }

        /** The components' positions, 0-based, as text: {@code %i}. */
        private static String[] positions() {
            String[] positions = new String[TYPES.length];
            for (int i = 0; i < positions.length; i++) {
                positions[i] = Integer.toString(i);
            }
            return positions;
        }

        private static String[] lower(String[] words) {
            String[] lower = new String[words.length];
            for (int i = 0; i < words.length; i++) {
                lower[i] = words[i].toLowerCase(Locale.ROOT);
            }
            return lower;
        }
    }
}
