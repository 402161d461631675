/**
 * Drawing the demo with Java2D ({@link dev.pulse.demo.render.Renderer}, run each frame by
 * {@link dev.pulse.demo.render.RenderSystem} with the scheduler's interpolation alpha) and
 * writing animated GIFs with the JDK's ImageIO only ({@link dev.pulse.demo.render.AnimatedGif}).
 */
package dev.pulse.demo.render;
