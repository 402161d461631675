package dev.pulse.demo;

/** How the demo runs. */
public enum Mode {
    /** Simulate without a display, print status lines and timings, write a PNG and a GIF. */
    HEADLESS,
    /** Play the game live in a Swing window. */
    WINDOW,
    /** Scale mode: a large world, simulation only, ticks per second; writes the final PNG. */
    STRESS
}
