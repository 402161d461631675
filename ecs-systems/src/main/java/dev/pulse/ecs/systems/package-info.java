/**
 * Systems and the scheduler that runs them: the game loop's structure. Reach for it once a game
 * has more than a few walks to run every frame and they need an order (input before movement,
 * movement before rendering), a fixed-rate step for physics, a point where deferred changes
 * become visible, or several cores.
 *
 * <pre>{@code
 * World world = new World();
 * Entity ball = world.spawn(new Position(), new Velocity(60, 0));
 * Scheduler scheduler = Scheduler.builder(world)
 *         .add("move", GameSystem.each(Position.class, Velocity.class,
 *                 (e, p, v, dt) -> p.x += v.dx * (float) dt).reading(Velocity.class),
 *              s -> s.inPhase(Phase.FIXED_UPDATE))                 // 60 steps a second
 *         .add("leave", GameSystem.eachWithContext(Position.class, (e, p, context) -> {
 *                  if (p.x > 100) context.commands().despawn(e);    // applied when the phase ends
 *              }), s -> s.inPhase(Phase.LATE_UPDATE))
 *         .build();
 * for (int frame = 0; frame < 120; frame++) {
 *     scheduler.tick(1.0 / 60);                                     // once per frame
 * }
 * scheduler.stop();
 * }</pre>
 *
 * <h2>The parts, in the order you meet them</h2>
 * <ul>
 *   <li><b>Systems.</b> A {@link dev.pulse.ecs.systems.GameSystem} is logic run over a
 *       {@link dev.pulse.ecs.World}; a lambda is one. Typed systems
 *       ({@code GameSystem.each(...)}: {@link dev.pulse.ecs.systems.Each1} to
 *       {@link dev.pulse.ecs.systems.Each8}) receive each entity's components and declare their
 *       own access; with {@code eachWithContext} the body also gets an
 *       {@link dev.pulse.ecs.systems.EachContext} (commands, declared resources, time).
 *       {@link dev.pulse.ecs.systems.IteratingSystem} and
 *       {@link dev.pulse.ecs.systems.IntervalSystem} cover the classic shapes.</li>
 *   <li><b>The scheduler.</b>
 *       {@link dev.pulse.ecs.systems.Scheduler#builder(dev.pulse.ecs.World)} registers systems,
 *       each with a {@link dev.pulse.ecs.systems.SystemConfig}: its
 *       {@link dev.pulse.ecs.systems.Phase}, {@code before}/{@code after} constraints (checked
 *       when it is built), labels, the components and resources it reads and writes, and
 *       {@link dev.pulse.ecs.systems.RunCondition}s; {@link dev.pulse.ecs.systems.SystemGroup}
 *       and {@link dev.pulse.ecs.systems.SystemSetConfig} say such things once for a label or a
 *       phase.</li>
 *   <li><b>A tick.</b> {@code tick(dt)} advances the {@link dev.pulse.ecs.systems.Time} (fixed
 *       steps are counted in whole nanoseconds, so they are deterministic) and runs the phases
 *       in order, the fixed ones once per due step. At the end of each phase run the systems'
 *       command buffers are applied in order: the sync point
 *       ({@link dev.pulse.ecs.systems.CommandsFlush}; {@code GameSystem} has the table of when
 *       each kind of change becomes visible).</li>
 *   <li><b>Change detection.</b> A system's {@code changed}/{@code added} filters see what
 *       changed since that system last ran; the scheduler keeps the baselines.</li>
 *   <li><b>Parallelism.</b> With {@link dev.pulse.ecs.systems.ExecutionMode#PARALLEL}, systems
 *       of a phase whose declared access does not conflict may run at once; conflicting pairs
 *       with no ordering are never raced and are listed in the
 *       {@link dev.pulse.ecs.systems.AmbiguityReport}. Resources reached through a
 *       {@link dev.pulse.ecs.systems.SystemContext} are checked against the declaration
 *       ({@link dev.pulse.ecs.systems.UndeclaredAccessException}).</li>
 *   <li><b>Faults and costs.</b> A system that throws stops the tick with a
 *       {@link dev.pulse.ecs.systems.SystemFailureException};
 *       {@link dev.pulse.ecs.systems.SystemStats} say what each system costs.</li>
 * </ul>
 *
 * <h2>Where to read next</h2>
 * {@link dev.pulse.ecs.systems.Scheduler} for a tick, sync points and parallelism in full;
 * {@link dev.pulse.ecs.systems.GameSystem} for when changes become visible and why {@code dt} is
 * a {@code double}. The tutorial ({@code docs/tutorial}) chapters "Systems and the scheduler",
 * "Putting it together" and "Resources, relations, prefabs and typed systems" build games with
 * it; {@code docs/DESIGN.md}, "Systems and the scheduler" and "Typed systems", says why it works
 * this way. The world the systems change is in package {@code dev.pulse.ecs}.
 *
 * <p>Nullness: the package is {@code @NullMarked}, so every type in its API is non-null unless
 * marked {@code @Nullable} (JSpecify; Kotlin reads these as {@code T} and {@code T?}).
 */
@NullMarked
package dev.pulse.ecs.systems;

import org.jspecify.annotations.NullMarked;
