/**
 * Renders a JMH JSON result file into {@code docs/BENCHMARKS.md} with one table and one PNG bar
 * chart per scenario ({@link dev.pulse.bench.report.ReportWriter} is the entry point). Uses only the
 * JDK: a small JSON reader and Java2D/ImageIO (run headless).
 */
package dev.pulse.bench.report;
