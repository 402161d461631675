package dev.pulse.bench.report;

import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * One JMH result (one benchmark with one set of parameters), reduced to what the report shows.
 *
 * @param scenario    the benchmark method name, e.g. {@code iterate2}
 * @param impl        the {@code impl} parameter, e.g. {@code pulse}
 * @param setting     the other parameters, e.g. {@code size=1000000} (empty if none)
 * @param score       the primary score
 * @param error       the 99.9% half-width JMH reports ({@code NaN} with a single iteration)
 * @param unit        the score unit, e.g. {@code us/op}
 * @param bytesPerOp  {@code gc.alloc.rate.norm} in B/op, {@code NaN} without {@code -prof gc}
 * @param forks       forks run
 * @param jvmArgs     the JVM arguments of the forks
 * @param jdk         JDK version and VM of the forks
 */
public record ResultRow(
        String scenario,
        String impl,
        String setting,
        double score,
        double error,
        String unit,
        double bytesPerOp,
        int forks,
        List<String> jvmArgs,
        String jdk) {

    /**
     * Reads one element of a JMH JSON result array.
     *
     * @param json a parsed JSON object as written by {@code -rf json}
     * @return the row
     * @throws IllegalArgumentException if a required field is missing
     */
    @SuppressWarnings("unchecked")
    public static ResultRow fromJmh(Map<String, Object> json) {
        String benchmark = (String) require(json, "benchmark");
        String scenario = benchmark.substring(benchmark.lastIndexOf('.') + 1);
        Map<String, Object> params = (Map<String, Object>) json.getOrDefault("params", Map.of());
        String impl = String.valueOf(params.getOrDefault("impl", "-"));
        StringJoiner setting = new StringJoiner(", ");
        for (Map.Entry<String, Object> p : params.entrySet()) {
            if (!p.getKey().equals("impl")) {
                setting.add(p.getKey() + "=" + p.getValue());
            }
        }
        Map<String, Object> primary = (Map<String, Object>) require(json, "primaryMetric");
        double bytes = Double.NaN;
        Map<String, Object> secondary = (Map<String, Object>) json.getOrDefault("secondaryMetrics", Map.of());
        for (Map.Entry<String, Object> m : secondary.entrySet()) {
            // JMH 1.37 names it "gc.alloc.rate.norm"; older versions prefix a middle dot.
            if (m.getKey().endsWith("gc.alloc.rate.norm")) {
                bytes = number(((Map<String, Object>) m.getValue()).get("score"));
            }
        }
        List<String> args = (List<String>) (List<?>) json.getOrDefault("jvmArgs", List.of());
        String jdk = json.getOrDefault("jdkVersion", "?") + " (" + json.getOrDefault("vmName", "?") + " "
                + json.getOrDefault("vmVersion", "?") + ")";
        return new ResultRow(
                scenario,
                impl,
                setting.toString(),
                number(primary.get("score")),
                number(primary.get("scoreError")),
                String.valueOf(primary.get("scoreUnit")),
                bytes,
                (int) number(json.getOrDefault("forks", 0.0)),
                args,
                jdk);
    }

    private static Object require(Map<String, Object> json, String key) {
        Object value = json.get(key);
        if (value == null) {
            throw new IllegalArgumentException("JMH result lacks \"" + key + "\": is this a file written by -rf json?");
        }
        return value;
    }

    private static double number(Object value) {
        return value instanceof Double d ? d : Double.NaN;
    }
}
