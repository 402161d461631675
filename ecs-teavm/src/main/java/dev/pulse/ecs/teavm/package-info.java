/**
 * Pulse in the browser: what the TeaVM compiler (Java to JavaScript and WebAssembly) needs to
 * compile a Pulse game correctly. Reach for it when a game built on Pulse is compiled with
 * TeaVM; on the JVM and on Android it is not needed. Nothing here is called by a game: the jar
 * goes on the class path of the build that runs TeaVM, and that is all.
 *
 * <pre>{@code
 * <dependency>
 *   <groupId>dev.pulse</groupId>
 *   <artifactId>ecs-teavm</artifactId>   <!-- version from pulse-bom -->
 *   <scope>provided</scope>              <!-- read by the compiler, not part of the program -->
 * </dependency>
 * }</pre>
 *
 * <h2>Why it is needed</h2>
 * TeaVM keeps no reflection metadata unless a policy asks for it: without one,
 * {@code getDeclaredFields()} answers an empty array for every class. Pulse tells a tag (no
 * instance fields: one shared instance, no storage) from a data component by its instance
 * fields, so without this jar it cannot tell them apart, and it refuses the first component
 * class with a message that says to add this jar. Snapshots' default record codec also reads a
 * record's fields and builds it through its canonical constructor.
 *
 * <h2>What it does</h2>
 * {@link dev.pulse.ecs.teavm.PulseReflectionPolicy} asks TeaVM to keep exactly that: the
 * instance fields of every class a game may use as a component (classes outside the platform's
 * own packages, and {@code java.lang.Enum}), and the canonical constructor of each record. The
 * TeaVM compiler finds it through {@link java.util.ServiceLoader} on the class path it compiles
 * with; nothing else is made reflectable.
 *
 * <h2>Where to read next</h2>
 * {@link dev.pulse.ecs.teavm.PulseReflectionPolicy} for what it selects and what it costs. The
 * repository's README, "Web (TeaVM)", has the whole TeaVM build set-up and the measured sizes,
 * and {@code examples/web} is a game that runs in the browser; {@code docs/DESIGN.md},
 * "Platforms: HotSpot, Android and TeaVM", says what TeaVM lacks and the path Pulse takes there
 * (column records, for one, are declared with {@code ColumnSchema.declare}).
 */
package dev.pulse.ecs.teavm;
