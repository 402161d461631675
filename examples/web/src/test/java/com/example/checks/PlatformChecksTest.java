package com.example.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Pulse's key checks on the JVM this test runs on (the browser's runs are in BrowserRunTest, which
 * compares their lines with these).
 */
class PlatformChecksTest {

    /** The checks PlatformChecks runs: a check dropped or renamed must be dropped or renamed here too. */
    private static final List<String> CHECKS = List.of("platform", "tags-vs-data", "stale-handle", "columns-declared",
            "columns-declared-first-use-by-class", "columns-undeclared", "observers", "change-detection",
            "queries-arity-1-to-4", "commands", "scheduler-parallel", "snapshot-bytes", "snapshot-record-order",
            "snapshot-tag", "walk-until-handle");

    @Test
    void everyCheckPassesOnTheJvm() {
        List<String> lines = PlatformChecks.run(PlatformChecks.Host.JVM);
        lines.forEach(line -> System.out.println("jvm: " + line));
        assertTrue(lines.get(0).startsWith(PlatformChecks.PLATFORM + "Platform["), lines.get(0));
        List<String> checks = lines.subList(1, lines.size() - 1);
        assertEquals(CHECKS.stream().map(name -> PlatformChecks.PASS + name).toList(), checks);
        assertEquals(PlatformChecks.SUMMARY + CHECKS.size() + " passed, 0 failed", lines.get(lines.size() - 1));
    }

    @Test
    void aCheckThatFailsSaysSoAndIsCounted() {
        // Told it runs on TeaVM, the platform check must fail here: the JVM is not TeaVM.
        List<String> lines = PlatformChecks.run(PlatformChecks.Host.TEAVM);
        assertTrue(lines.get(1).startsWith(PlatformChecks.FAIL + "platform: runtime(): expected TeaVM, got "),
                lines.get(1));
        assertEquals(PlatformChecks.SUMMARY + (CHECKS.size() - 1) + " passed, 1 failed", lines.get(lines.size() - 1));
    }

    @Test
    void aSecondRunInTheSameProcessPrintsTheSameLines() {
        // The browser test compares a page's lines with a run in its own JVM, after other runs:
        // the checks must not depend on what ran before them (class initialisation, caches).
        assertEquals(PlatformChecks.run(PlatformChecks.Host.JVM), PlatformChecks.run(PlatformChecks.Host.JVM));
    }
}
