/**
 * The demo's command line: {@link dev.pulse.demo.Demo} parses {@link dev.pulse.demo.DemoOptions}
 * and runs the game headless (status lines, timing table, PNG and GIF), in a Swing window, or
 * in scale mode.
 */
package dev.pulse.demo;
