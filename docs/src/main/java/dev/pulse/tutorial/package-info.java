/**
 * The tutorial's programs, one class per chapter of {@code docs/tutorial/}, each a whole
 * program a reader can paste: its imports, its component classes, its {@code main}. The
 * Markdown chapters show every line of them, in marked regions ({@code // snippet:NAME});
 * {@code dev.pulse.docs.DocSnippetsTest} keeps the copies equal and
 * {@code dev.pulse.docs.ShownProgramsTest} compiles and runs what a chapter shows on its own.
 * Run one with {@code mvn -B -q -pl docs -am compile exec:java -Dchapter=N}.
 *
 * <p>The game built along the way: a turret at the origin defends itself against rocks.
 */
package dev.pulse.tutorial;
