/**
 * The seams between the core and Pulse's own modules: what differs by runtime (the platform
 * seams), and {@link dev.pulse.ecs.seam.SchedulerHooks}, the world's hooks for a scheduler.
 * <b>Not API.</b> JPMS exports this package only to {@code dev.pulse.ecs.systems} and
 * {@code dev.pulse.ecs.snapshot}; a game never needs it, and
 * its types change without notice. (On the class path JPMS enforces nothing, so the types can be
 * reached there; they are still not API.) Nothing here is meant to be called by a game, so this
 * page has no example: the public face of the platform seams is
 * {@link dev.pulse.ecs.Pulse#platform()}.
 *
 * <h2>The platform seams</h2>
 * Pulse runs on HotSpot (desktop and server JVMs), Android's ART and TeaVM (JavaScript and
 * WebAssembly in a browser). Each seam is a small interface with one HotSpot implementation and
 * one portable one. {@link dev.pulse.ecs.seam.PlatformProbe} picks them once, when Pulse is
 * first used: the HotSpot ones (in {@code HotSpotSeams}) are loaded by name, so a runtime that
 * lacks their APIs never loads them and TeaVM, which compiles only what code refers to directly,
 * never compiles them; if loading fails, the portable ones are used.
 * {@code -Dpulse.platform=portable} forces the portable ones on HotSpot, which is how the tests
 * stand in for ART.
 * <ul>
 *   <li>{@link dev.pulse.ecs.seam.ClassCache}, made by {@link dev.pulse.ecs.seam.ClassCaches}: a
 *       per-class cache ({@link java.lang.ClassValue} on HotSpot, a concurrent map
 *       elsewhere);</li>
 *   <li>{@link dev.pulse.ecs.seam.ClassInspector}: whether a class is generated (a lambda or
 *       hidden class) or anonymous, whether records can be read by reflection, whether fields
 *       are listed in declaration order, and opening a module for reading;</li>
 *   <li>{@link dev.pulse.ecs.seam.CallerFinder}: where an observer was registered
 *       ({@code StackWalker} on HotSpot, a stack trace elsewhere);</li>
 *   <li>{@link dev.pulse.ecs.seam.SpinWait}: the hint a busy-wait gives the CPU.</li>
 * </ul>
 * Seams that belong with the code they serve stay in its package: per-query walk copies and the
 * column records' reader and writer in {@code dev.pulse.ecs} (their HotSpot side needs its
 * package-private access), the parallel walks' threads in {@code dev.pulse.ecs.internal}, the
 * typed systems' step copies in {@code dev.pulse.ecs.systems} and the record codec's component
 * reader in {@code dev.pulse.ecs.snapshot}. Each loads its runtime-specific side by name too,
 * behind the probe's answer. Every class that uses an API Android's lowest supported level
 * lacks is marked {@link dev.pulse.ecs.seam.HotSpotOnly}, so the Android API check skips it.
 *
 * <h2>The scheduler's hooks</h2>
 * A scheduler gives each system run its own change baseline and trims the removal records every
 * system has seen. Those calls are here, not public methods of {@code World}, because a game
 * never makes them and a wrong baseline makes change filters skip or repeat changes silently.
 * {@code World} installs the one implementation when its class is initialised.
 *
 * <h2>Where to read next</h2>
 * {@code docs/DESIGN.md}, "Platforms: HotSpot, Android and TeaVM" (what each runtime lacks, the
 * path Pulse takes there, the table of HotSpot-only classes) and "Observers and change
 * detection" (the tick model the hooks serve). The core's own helpers, which no other module
 * sees, are in {@code dev.pulse.ecs.internal}.
 */
package dev.pulse.ecs.seam;
