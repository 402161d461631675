package dev.pulse.bench.report;

import dev.pulse.bench.AliasCensus;
import dev.pulse.bench.Contender;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Renders a JMH JSON result file as {@code BENCHMARKS.md}: the machine, the exact command, one
 * table and one PNG bar chart per scenario (score &plusmn; error, B/op, ratios to the fastest peer
 * library and to the plain-array baseline) and a census of what stale handles read.
 *
 * <p>Usage (see {@code benchmarks/run.sh}):
 * <pre>
 * java -Djava.awt.headless=true -cp benchmarks/target/benchmarks.jar \
 *     dev.pulse.bench.report.ReportWriter --results benchmarks/results/quick.json \
 *     --out docs/BENCHMARKS.md --images docs/images --mode quick --command "..." --nproc 2
 * </pre>
 */
public final class ReportWriter {

    private static final String PULSE = Contender.PULSE.key();
    /** Roles of the arena scenarios' stores, which are not {@link Contender}s. */
    private static final Map<String, Contender.Role> STORE_ROLES = Map.of(
            "arena", Contender.Role.SUBJECT,
            "idarena", Contender.Role.SUBJECT,
            "hashmap", Contender.Role.PEER,
            "arraylist", Contender.Role.BASELINE);
    /** The baseline ratios refer to: plain arrays, or the ArrayList store in arena scenarios. */
    private static final List<String> BASELINES = List.of(Contender.ARRAYS.key(), "arraylist");

    private final Map<String, String> options;

    private ReportWriter(Map<String, String> options) {
        this.options = options;
    }

    /**
     * Entry point.
     *
     * @param args {@code --results FILE --out FILE --images DIR} (required) and optionally
     *             {@code --mode NAME --command TEXT --nproc N --load TEXT --generator TEXT}
     *             (the generator names what produced the results when it is not
     *             {@code benchmarks/run.sh MODE}, e.g. a run split into bursts)
     * @throws IOException if a file cannot be read or written
     * @throws IllegalArgumentException if a required option is missing or the results are not
     *                                  JMH JSON
     */
    public static void main(String[] args) throws IOException {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i < args.length; i++) {
            if (!args[i].startsWith("--") || i + 1 >= args.length) {
                throw new IllegalArgumentException("Expected '--option value' pairs, got '"
                        + args[i] + "'; options: --results --out --images --mode --command "
                        + "--nproc --load --generator");
            }
            options.put(args[i].substring(2), args[++i]);
        }
        new ReportWriter(options).write();
    }

    private String option(String name) {
        String value = options.get(name);
        if (value == null) {
            throw new IllegalArgumentException("Missing --" + name + " (required: --results, --out, --images)");
        }
        return value;
    }

    @SuppressWarnings("unchecked")
    private void write() throws IOException {
        Path results = Path.of(option("results"));
        Path out = Path.of(option("out"));
        Path images = Path.of(option("images"));
        List<Object> json = (List<Object>) Json.parse(Files.readString(results, StandardCharsets.UTF_8));
        if (json.isEmpty()) {
            throw new IllegalArgumentException(results + " holds no results: did JMH run any " + "benchmark?");
        }
        List<ResultRow> rows = new ArrayList<>();
        for (Object o : json) {
            rows.add(ResultRow.fromJmh((Map<String, Object>) o));
        }
        Map<String, Object> first = (Map<String, Object>) json.get(0);

        Map<String, List<ResultRow>> byScenario = new LinkedHashMap<>();
        rows.stream()
                .sorted(Comparator.comparing(
                                (ResultRow r) -> Scenario.of(r.scenario()).ordinal())
                        .thenComparing(ResultRow::scenario))
                .forEach(r -> byScenario
                        .computeIfAbsent(r.scenario(), k -> new ArrayList<>())
                        .add(r));

        Path imageLink = out.toAbsolutePath().getParent() == null
                ? images
                : out.toAbsolutePath().getParent().relativize(images.toAbsolutePath());
        StringBuilder md = new StringBuilder();
        header(md, first, rows);
        summary(md, byScenario);
        for (Map.Entry<String, List<ResultRow>> e : byScenario.entrySet()) {
            scenario(md, e.getKey(), e.getValue(), images, imageLink);
        }
        staleHandles(md);
        notes(md);
        Path parent = out.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.writeString(out, md.toString(), StandardCharsets.UTF_8);
        System.out.println("Wrote " + out + " and " + byScenario.size() + " charts in " + images);
    }

    private void header(StringBuilder md, Map<String, Object> first, List<ResultRow> rows) {
        String mode = options.getOrDefault("mode", "?");
        md.append("# Benchmarks\n\n");
        String generator = options.getOrDefault("generator", "benchmarks/run.sh " + mode);
        md.append("Generated by `")
                .append(generator)
                .append("` on ")
                .append(ZonedDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")))
                .append(" from `")
                .append(options.get("results"))
                .append("`. ")
                .append("Do not edit by hand: rerun the script.\n\n");
        md.append("## Machine\n\n");
        md.append("- CPU: ")
                .append(cpuModel())
                .append("; cores: ")
                .append(options.getOrDefault("nproc", "?"))
                .append(" (nproc), ")
                .append(Runtime.getRuntime().availableProcessors())
                .append(" (Runtime.availableProcessors)\n");
        md.append("- OS: ")
                .append(System.getProperty("os.name"))
                .append(' ')
                .append(System.getProperty("os.version"))
                .append(' ')
                .append(System.getProperty("os.arch"))
                .append('\n');
        md.append("- Load average (1, 5, 15 min): ")
                .append(options.getOrDefault("load", "?"))
                .append(". The machine is shared: a load above the core count means other "
                        + "processes competed for the CPUs during the run.\n");
        md.append("- JDK of the benchmark forks: ").append(rows.get(0).jdk()).append('\n');
        md.append("- JVM options of the forks: `")
                .append(String.join(" ", rows.get(0).jvmArgs()))
                .append("`\n");
        md.append("- JMH ")
                .append(first.getOrDefault("jmhVersion", "?"))
                .append(": ")
                .append(rows.get(0).forks())
                .append(" fork(s) per implementation and setting, ")
                .append(integer(first.get("warmupIterations")))
                .append(" warm-up iteration(s) of ")
                .append(first.getOrDefault("warmupTime", "?"))
                .append(", ")
                .append(integer(first.get("measurementIterations")))
                .append(" measured iteration(s) of ")
                .append(first.getOrDefault("measurementTime", "?"))
                .append("; every implementation runs in its own fork.\n\n");
        md.append("## Command\n\n```\n")
                .append(options.getOrDefault("command", "?"))
                .append("\n```\n\n");
        md.append("## Contenders\n\n");
        md.append("| impl | what | handle |\n|---|---|---|\n");
        md.append("| pulse | Pulse `World`: cached `Query.forEach`, `world.storage(T).get(e)` "
                + "| generational `Entity` |\n");
        md.append("| pulse-world | as pulse, but reads with `world.get(e, Position.class)` "
                + "(getByHandle only) | generational `Entity` |\n");
        md.append("| pulse-id | as pulse, but the program keeps `entity.id()` in a `long[]` and reads "
                + "with `storage.get(long id)` (handle reads only) | generational `long` id |\n");
        md.append("| pulse-par | as pulse, but the tick is `Query.parallelForEach` on every core "
                + "(heavyCompute only) | generational `Entity` |\n");
        md.append("| artemis | Artemis-odb 2.3.0: archetypes, `IteratingSystem` + `ComponentMapper`, "
                + "`world.process()` | recycled `int` |\n");
        md.append("| ashley | Ashley 1.7.4 `PooledEngine`: family arrays + `ComponentMapper` "
                + "| pooled `Entity` object |\n");
        md.append("| dominion | Dominion 0.9.0: prepared compositions, `findEntitiesWith` " + "| `Entity` object |\n");
        md.append("| objects | baseline: `Position[]`, `Velocity[]` of objects, free list " + "| recycled `int` |\n");
        md.append("| arrays | baseline: `float[] x, y, dx, dy`, mask byte, free list " + "| recycled `int` |\n\n");
        md.append("The compute scenarios (iterate3, fragIter, heavyCompute) build their worlds "
                + "through `WorkloadAdapter`, with each library's same fastest API and only "
                + "that scenario's systems and families; the baselines add `Acceleration[]`/"
                + "`float[] ax, ay`, `Data[]`/`float[] v` and `Matrix4[]`/one `float[]` of "
                + "16-float slices.\n\n");
        md.append("Scores are time per operation (lower is better); `± error` is JMH's 99.9% "
                + "interval half-width (`n/a` with a single measured iteration). B/op is "
                + "`gc.alloc.rate.norm` from `-prof gc`. \"× fastest peer\" divides by the best of "
                + "artemis/ashley/dominion (hashmap in the arena scenarios) in the same setting; "
                + "\"× baseline\" by the plain `float[]` baseline (arraylist in the arena "
                + "scenarios). Ratios below 1 mean faster. The adapters and scenarios are "
                + "in `benchmarks/src/main/java/dev/pulse/bench/`.\n\n");
    }

    private void summary(StringBuilder md, Map<String, List<ResultRow>> byScenario) {
        md.append("## Summary\n\n");
        md.append("Largest setting of each scenario; one row per Pulse variant.\n\n");
        md.append("| scenario | setting | pulse | B/op | fastest peer | × fastest peer | baseline "
                + "| × baseline |\n|---|---|---:|---:|---|---:|---:|---:|\n");
        for (Map.Entry<String, List<ResultRow>> e : byScenario.entrySet()) {
            Map<String, List<ResultRow>> bySetting = bySetting(e.getValue());
            String setting = null;
            for (String s : bySetting.keySet()) {
                setting = s;
            }
            List<ResultRow> group = bySetting.get(setting);
            ResultRow peer = fastestPeer(group);
            ResultRow arrays = baseline(group);
            // One row per Pulse variant (pulse, pulse-world in getByHandle, ...).
            for (ResultRow pulse : subjects(group)) {
                md.append("| ")
                        .append(e.getKey())
                        .append(" | ")
                        .append(setting)
                        .append(" | ")
                        .append(pulse.impl().equals(PULSE) ? "" : pulse.impl() + " ")
                        .append(scoreText(pulse))
                        .append(' ')
                        .append(pulse.unit())
                        .append(" | ")
                        .append(BarChart.format(pulse.bytesPerOp()))
                        .append(" | ")
                        .append(peer == null ? "–" : peer.impl() + " " + scoreText(peer))
                        .append(" | ")
                        .append(ratio(pulse, peer))
                        .append(" | ")
                        .append(arrays == null ? "–" : arrays.impl() + " " + scoreText(arrays))
                        .append(" | ")
                        .append(ratio(pulse, arrays))
                        .append(" |\n");
            }
        }
        md.append('\n');
    }

    private void scenario(StringBuilder md, String name, List<ResultRow> rows, Path images, Path imageLink)
            throws IOException {
        Scenario scenario = Scenario.of(name);
        md.append("## ").append(name).append("\n\n");
        if (!scenario.description().isEmpty()) {
            md.append(scenario.description()).append("\n\n");
        }
        String file = "bench-" + name + ".png";
        md.append("![")
                .append(name)
                .append("](")
                .append(imageLink.toString().replace('\\', '/'))
                .append('/')
                .append(file)
                .append(")\n\n");
        Map<String, List<ResultRow>> bySetting = bySetting(rows);
        List<BarChart.Panel> panels = new ArrayList<>();
        md.append("| setting | impl | score ± error | unit | B/op | × fastest peer | × baseline |\n");
        md.append("|---|---|---:|---|---:|---:|---:|\n");
        String unit = rows.get(0).unit();
        for (Map.Entry<String, List<ResultRow>> e : bySetting.entrySet()) {
            List<ResultRow> group = e.getValue();
            ResultRow peer = fastestPeer(group);
            ResultRow arrays = baseline(group);
            List<BarChart.Bar> bars = new ArrayList<>();
            for (ResultRow r : group) {
                md.append("| ")
                        .append(e.getKey())
                        .append(" | ")
                        .append(role(r.impl()) == Contender.Role.SUBJECT ? "**" + r.impl() + "**" : r.impl())
                        .append(" | ")
                        .append(scoreText(r))
                        .append(" ± ")
                        .append(BarChart.format(r.error()))
                        .append(" | ")
                        .append(r.unit())
                        .append(" | ")
                        .append(BarChart.format(r.bytesPerOp()))
                        .append(" | ")
                        .append(ratio(r, peer))
                        .append(" | ")
                        .append(ratio(r, arrays))
                        .append(" |\n");
                bars.add(new BarChart.Bar(r.impl(), r.score(), r.error(), role(r.impl())));
            }
            panels.add(new BarChart.Panel(e.getKey(), bars));
        }
        md.append('\n');
        BarChart.write(name, unit, panels, images.resolve(file));
    }

    private void staleHandles(StringBuilder md) {
        int size = 10_000;
        int stale = 1_000;
        md.append("## Stale handles\n\n");
        md.append("What a read through a handle of a despawned entity returns once new entities "
                        + "took the freed slots (the setup of `staleLookup`: ")
                .append(size)
                .append(" entities, ")
                .append(stale)
                .append(" despawned and replaced; counted by "
                        + "`AliasCensus` while this report was written). Every spawn gets a distinct "
                        + "`Position.x`, so a read can tell the old entity's data from a new occupant's. "
                        + "*Aliased* reads are the ABA problem: the id was recycled without a generation, "
                        + "so the old handle silently reads (and would write) another entity.\n\n");
        md.append("| impl | stale reads | rejected (null) | old entity's data | another entity's "
                + "data (ABA) |\n|---|---:|---:|---:|---:|\n");
        for (Contender c : Contender.values()) {
            AliasCensus census = AliasCensus.take(c, size, stale);
            md.append("| ")
                    .append(c.key())
                    .append(" | ")
                    .append(census.stale())
                    .append(" | ")
                    .append(census.rejected())
                    .append(" | ")
                    .append(census.oldData())
                    .append(" | ")
                    .append(census.aliased())
                    .append(" |\n");
        }
        md.append('\n');
    }

    private void notes(StringBuilder md) {
        md.append("## Notes\n\n");
        md.append("- Quote ratios measured side by side in one run, not absolute times across "
                + "runs or machines; between-fork spread on these VMs is often larger than the "
                + "error within a fork, so publish `full` runs (≥ 3 forks).\n");
        md.append("- The arrays baseline runs an unmasked loop when every id has the needed "
                + "components (the lower bound of a hand-written loop) and a mask test per id "
                + "otherwise. Neither baseline has generations: stale ids alias.\n");
        md.append("- Artemis applies deletes and subscription changes in `world.process()`; the "
                + "scenarios call it where changes must be visible (after create, add/remove, "
                + "churn), and it is part of the time.\n");
        md.append("- B/op is per operation, and an operation of the iterate scenarios is a whole "
                + "tick over N entities: a few B/op (or tens, growing with the time per "
                + "operation, see the arrays row) is JMH's own per-iteration bookkeeping spread "
                + "over few operations, i.e. nothing per entity.\n");
        md.append("- Ashley removes a despawned entity from its entity array and from every family "
                + "array with `Array.removeValue` (a linear scan), so each despawn is O(live "
                + "entities); that dominates its churn numbers.\n");
        md.append("- Component objects are allocated per add/spawn in every library (Ashley takes "
                + "them from its `PooledEngine` pools), so B/op of the object-based contenders "
                + "includes the components themselves.\n");
    }

    private static Map<String, List<ResultRow>> bySetting(List<ResultRow> rows) {
        Map<String, List<ResultRow>> map = new LinkedHashMap<>();
        rows.stream()
                .sorted(Comparator.comparing((ResultRow r) -> settingOrder(r.setting()))
                        .thenComparing(r -> implOrder(r.impl())))
                .forEach(r ->
                        map.computeIfAbsent(r.setting(), k -> new ArrayList<>()).add(r));
        return map;
    }

    /** Orders settings by their numbers, so size=10000 comes before size=100000. */
    private static String settingOrder(String setting) {
        StringBuilder key = new StringBuilder();
        for (String part : setting.split(", ")) {
            int eq = part.indexOf('=');
            String value = eq < 0 ? part : part.substring(eq + 1);
            try {
                key.append(String.format(Locale.ROOT, "%020d", Long.parseLong(value)));
            } catch (NumberFormatException e) {
                key.append(value);
            }
            key.append('|');
        }
        return key.toString();
    }

    private static int implOrder(String impl) {
        for (Contender c : Contender.values()) {
            if (c.key().equals(impl)) {
                return c.ordinal();
            }
        }
        return Contender.values().length;
    }

    private static Contender.Role role(String impl) {
        for (Contender c : Contender.values()) {
            if (c.key().equals(impl)) {
                return c.role();
            }
        }
        return STORE_ROLES.getOrDefault(impl, Contender.Role.PEER);
    }

    private static List<ResultRow> subjects(List<ResultRow> group) {
        List<ResultRow> subjects = new ArrayList<>();
        for (ResultRow r : group) {
            if (role(r.impl()) == Contender.Role.SUBJECT) {
                subjects.add(r);
            }
        }
        return subjects;
    }

    private static ResultRow baseline(List<ResultRow> group) {
        for (String key : BASELINES) {
            ResultRow r = find(group, key);
            if (r != null) {
                return r;
            }
        }
        return null;
    }

    private static ResultRow find(List<ResultRow> group, String impl) {
        for (ResultRow r : group) {
            if (r.impl().equals(impl)) {
                return r;
            }
        }
        return null;
    }

    private static ResultRow fastestPeer(List<ResultRow> group) {
        ResultRow best = null;
        for (ResultRow r : group) {
            if (role(r.impl()) == Contender.Role.PEER && (best == null || r.score() < best.score())) {
                best = r;
            }
        }
        return best;
    }

    private static String ratio(ResultRow r, ResultRow reference) {
        if (reference == null || reference.score() <= 0) {
            return "–";
        }
        return String.format(Locale.ROOT, "%.2f×", r.score() / reference.score());
    }

    private static String scoreText(ResultRow r) {
        return BarChart.format(r.score());
    }

    private static String integer(Object number) {
        return number instanceof Double d ? String.valueOf(d.intValue()) : "?";
    }

    private static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException | RuntimeException e) {
            // Not Linux, or not readable: the model is nice to have, not required.
        }
        return System.getProperty("os.arch");
    }
}
