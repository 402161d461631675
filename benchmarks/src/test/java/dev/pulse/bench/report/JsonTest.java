package dev.pulse.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {

    @Test
    void parsesAJmhResultIntoARow() {
        String text =
                """
                [ { "jmhVersion" : "1.37", "benchmark" : "dev.pulse.bench.Iterate2Benchmark.iterate2",
                    "forks" : 1, "jvmArgs" : [ "-Xmx4g" ], "jdkVersion" : "17",
                    "params" : { "impl" : "pulse", "size" : "1000" },
                    "primaryMetric" : { "score" : 3.5, "scoreError" : "NaN", "scoreUnit" : "us/op" },
                    "secondaryMetrics" : { "gc.alloc.rate.norm" : { "score" : 1.0E-3 } },
                    "note" : "tab\\there \\u00b5", "flag" : true, "none" : null } ]
                """;
        @SuppressWarnings("unchecked")
        Map<String, Object> json = (Map<String, Object>) ((List<Object>) Json.parse(text)).get(0);
        ResultRow row = ResultRow.fromJmh(json);
        assertEquals("iterate2", row.scenario());
        assertEquals("pulse", row.impl());
        assertEquals("size=1000", row.setting());
        assertEquals(3.5, row.score());
        assertTrue(Double.isNaN(row.error()), "\"NaN\" error should read as NaN");
        assertEquals(0.001, row.bytesPerOp());
        assertEquals("tab\there \u00b5", json.get("note"));
        assertEquals(Boolean.TRUE, json.get("flag"));
        assertNull(json.get("none"));
    }

    @Test
    void invalidJsonNamesTheOffset() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Json.parse("{\"a\": [1, 2}"));
        assertTrue(e.getMessage().contains("offset 11"), e.getMessage());
    }

    @Test
    void resultWithoutBenchmarkNameIsRejected() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> ResultRow.fromJmh(Map.of("params", Map.of())));
        assertTrue(e.getMessage().contains("benchmark"), e.getMessage());
    }
}
