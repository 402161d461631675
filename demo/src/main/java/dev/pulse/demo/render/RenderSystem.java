package dev.pulse.demo.render;

import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.GameSystem;
import dev.pulse.ecs.systems.SystemContext;
import dev.pulse.ecs.systems.Time;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.function.Supplier;

/**
 * The render phase's system: each frame it draws the game into its target image with the
 * scheduler's interpolation alpha ({@link Time#alpha()}), so motion is smooth although the
 * simulation runs at a fixed step. With no target set it draws nothing.
 */
public final class RenderSystem implements GameSystem {

    private final Renderer renderer;
    private final Supplier<List<String>> overlay;
    private Time time;
    private BufferedImage target;

    /**
     * Creates a render system.
     *
     * @param renderer draws the game
     * @param overlay  supplies the overlay's text lines each frame
     */
    public RenderSystem(Renderer renderer, Supplier<List<String>> overlay) {
        this.renderer = renderer;
        this.overlay = overlay;
    }

    /**
     * Keeps the scheduler's clock for the interpolation alpha.
     *
     * @param context the system's context
     */
    @Override
    public void start(SystemContext context) {
        this.time = context.time();
    }

    /**
     * Sets the image drawn into every frame from now on.
     *
     * @param image the frame buffer, or {@code null} to stop drawing
     */
    public void target(BufferedImage image) {
        this.target = image;
    }

    /**
     * Draws the frame into the target image, if there is one.
     *
     * @param world the world (read through the renderer's game)
     * @param dt    the frame time (unused: drawing depends on the alpha only)
     */
    @Override
    public void update(World world, double dt) {
        BufferedImage image = target;
        if (image != null) {
            draw(image, time == null ? 1f : (float) time.alpha());
        }
    }

    /**
     * Draws the game into an image now, outside the schedule (for a final screenshot).
     *
     * @param image the image
     * @param alpha the interpolation factor, {@code [0, 1]}
     */
    public void draw(BufferedImage image, float alpha) {
        Graphics2D g = image.createGraphics();
        try {
            renderer.draw(g, image.getWidth(), image.getHeight(), alpha, overlay.get());
        } finally {
            g.dispose();
        }
    }
}
