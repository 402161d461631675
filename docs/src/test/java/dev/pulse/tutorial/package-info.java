/**
 * The tutorial's programs, one class per chapter of {@code docs/tutorial/}, each runnable with
 * {@code main} and run by its test. The Markdown chapters show regions of these sources
 * (marked {@code // snippet:NAME}); {@code dev.pulse.docs.DocSnippetsTest} keeps them equal.
 *
 * <p>The game built along the way: a turret at the origin defends itself against rocks.
 */
package dev.pulse.tutorial;
