/**
 * The column-component scenarios' data and worlds: {@link dev.pulse.bench.columns.Motion} as a
 * column record, the same data as mutable objects, and builders shared by the
 * {@code Column*Benchmark} classes, so every scenario compares columns, objects and plain arrays
 * holding identical values.
 */
package dev.pulse.bench.columns;
