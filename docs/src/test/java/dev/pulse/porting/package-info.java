/**
 * The examples of {@code docs/PORTING.md} ("Porting from Ashley or Artemis"), compiled and run
 * by {@link dev.pulse.porting.PortingTest}; the Markdown shows regions of {@link
 * dev.pulse.porting.Porting} marked {@code // snippet:NAME}, kept equal by
 * {@code dev.pulse.docs.DocSnippetsTest}.
 *
 * <p>The game: Bob, the player, falls onto platforms; platforms crumble.
 */
package dev.pulse.porting;
