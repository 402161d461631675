/**
 * Systems and the scheduler that runs them.
 *
 * <p>A {@link dev.pulse.ecs.systems.GameSystem} is game logic run once per tick (or per fixed
 * step) over a {@link dev.pulse.ecs.World}; lambdas, typed systems
 * ({@code GameSystem.each(...)}: {@link dev.pulse.ecs.systems.Each1} to
 * {@link dev.pulse.ecs.systems.Each4}, which declare their own access; with
 * {@code GameSystem.eachWithContext(...)} the body also gets an
 * {@link dev.pulse.ecs.systems.EachContext}: commands, declared resources, time),
 * {@link dev.pulse.ecs.systems.IteratingSystem} and {@link dev.pulse.ecs.systems.IntervalSystem}
 * cover the common shapes. Systems declare the components and resources they read and write;
 * resource access through the {@link dev.pulse.ecs.systems.SystemContext} is checked against the
 * declaration ({@link dev.pulse.ecs.systems.UndeclaredAccessException}). A
 * {@link dev.pulse.ecs.systems.Scheduler}, built with {@code Scheduler.builder(world)}, runs them
 * in {@link dev.pulse.ecs.systems.Phase}s (input, update, fixed update, late update, render, or
 * the game's own), ordered inside a phase by {@code before}/{@code after} constraints that are
 * checked at build time. The story of a tick: the {@link dev.pulse.ecs.systems.Time} advances
 * (fixed steps are counted in integer nanoseconds, so they are deterministic); each phase runs its
 * enabled systems whose run conditions hold (their own, and those of their phase and labels: see
 * {@link dev.pulse.ecs.systems.SystemSetConfig}), sequentially or, when asked and when declared
 * access allows, in parallel; at the end of each phase run the systems' command buffers are
 * applied in order (the sync point; {@link dev.pulse.ecs.systems.GameSystem} has the table of
 * when each kind of change becomes visible). Conflicting systems without an ordering are never raced and are listed
 * in the {@link dev.pulse.ecs.systems.AmbiguityReport}. A system that throws stops the tick with a
 * {@link dev.pulse.ecs.systems.SystemFailureException}; per-system
 * {@link dev.pulse.ecs.systems.SystemStats} show what each system costs.
 *
 * <p>Nullness: the package is {@code @NullMarked}, so every type in its API is non-null unless
 * marked {@code @Nullable} (JSpecify; Kotlin reads these as {@code T} and {@code T?}).
 */
@NullMarked
package dev.pulse.ecs.systems;

import org.jspecify.annotations.NullMarked;
