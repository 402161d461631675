/**
 * JMH scenarios comparing Pulse with other Java ECS libraries and with plain-array baselines.
 *
 * <p>Each scenario is one class ({@code CreateBenchmark}, {@code Iterate2Benchmark}, ...), written
 * once against {@link dev.pulse.bench.EcsAdapter}. The library under test is the JMH parameter
 * {@code impl} (see {@link dev.pulse.bench.Contender}); JMH runs every parameter value in its own
 * fork, so the adapter call sites stay monomorphic and inline as if the library were called
 * directly. Each adapter uses its library's fastest idiomatic API and its own component classes.
 * The compute scenarios ({@code Iterate3Benchmark}, {@code FragIterBenchmark},
 * {@code HeavyComputeBenchmark}) use {@link dev.pulse.bench.WorkloadAdapter} instead, whose worlds
 * hold only one scenario's entities and systems.
 *
 * <p>Entities are addressed through a <em>slot table</em>: the adapter keeps the handle the
 * library returned (an {@code Entity} object, an {@code int} id) in slot {@code i}, the way a game
 * keeps handles in its own arrays. Every adapter pays that one array read, so it cancels out in
 * the comparison.
 */
package dev.pulse.bench;
