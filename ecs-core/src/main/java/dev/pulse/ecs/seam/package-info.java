/**
 * The seams between the core and Pulse's own modules: the platform seams (what differs by
 * runtime) and {@link dev.pulse.ecs.seam.SchedulerHooks}, the world's hooks for a scheduler.
 * Not API: JPMS exports this package only to {@code dev.pulse.ecs.systems},
 * {@code dev.pulse.ecs.snapshot} and {@code dev.pulse.ecs.inspector}. The core's own helpers
 * live in {@code dev.pulse.ecs.internal}, which is exported to no one.
 *
 * <p>Pulse runs on three kinds of runtime: HotSpot (desktop and server JVMs), Android's ART,
 * and TeaVM (JavaScript and WebAssembly in a browser). Each seam is a small interface with one
 * HotSpot implementation and one portable implementation. {@link dev.pulse.ecs.seam.PlatformProbe}
 * picks the implementations once, when Pulse is first used: the HotSpot ones are loaded by name
 * ({@link java.lang.Class#forName(String)}), so a runtime that lacks their APIs (or a compiler
 * such as TeaVM, which follows only direct references) never sees them; if loading them fails,
 * the portable ones are used. {@code -Dpulse.platform=portable} forces the portable ones on
 * HotSpot, which is how the tests stand in for ART.
 *
 * <ul>
 *   <li>{@link dev.pulse.ecs.seam.ClassCache}: a per-class cache ({@link java.lang.ClassValue}
 *       on HotSpot, a concurrent map elsewhere);</li>
 *   <li>{@link dev.pulse.ecs.seam.ClassInspector}: whether a class is hidden, synthetic or
 *       anonymous, whether records can be read by reflection, and opening a module for
 *       reading;</li>
 *   <li>{@link dev.pulse.ecs.seam.CallerFinder}: where an observer was registered
 *       ({@code StackWalker} on HotSpot, a stack trace elsewhere);</li>
 *   <li>{@link dev.pulse.ecs.seam.SpinWait}: the hint a busy-wait gives the CPU.</li>
 * </ul>
 * The core's own package adds two seams whose HotSpot side must live beside package-private
 * code: per-query walk copies (hidden classes) and the method-handle record writer of column
 * components. Atomic field updates use {@link java.util.concurrent.atomic.AtomicIntegerFieldUpdater}
 * on every runtime (HotSpot compiles them to the same instructions as a {@code VarHandle}).
 */
package dev.pulse.ecs.seam;
