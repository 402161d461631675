package dev.pulse.ecs.seam;

/**
 * Finds the source position of the code that called into Pulse, for messages such as "the
 * observer registered at Game.java:42 threw".
 */
public interface CallerFinder {

    /**
     * Returns {@code File.java:line} of the innermost frame outside Pulse's packages (frames of
     * classes whose name contains {@code Test} count as outside, so Pulse's own tests see
     * themselves), or {@code "?"} where the runtime keeps no such frames.
     *
     * @return the position, never null
     */
    String callerSite();
}
