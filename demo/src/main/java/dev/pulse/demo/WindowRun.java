package dev.pulse.demo;

import dev.pulse.demo.game.Game;
import dev.pulse.demo.game.GameSettings;
import dev.pulse.demo.game.MissileObserver;
import dev.pulse.demo.render.RenderSystem;
import dev.pulse.demo.render.Renderer;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.GraphicsEnvironment;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.awt.image.BufferedImage;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.util.concurrent.CountDownLatch;
import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import javax.swing.WindowConstants;

/**
 * The live run: the same game in a Swing window, ticked by a Swing timer with the real frame
 * time (so the fixed-step phase runs 0, 1 or more steps per frame and rendering interpolates
 * with the alpha), with an overlay of counts and per-system timings. Runs until the window is
 * closed, or for {@code --seconds} of wall time if given.
 */
final class WindowRun {

    private static final int WIDTH = 960;
    private static final int HEIGHT = 720;

    private final DemoOptions options;
    private final PrintStream out;
    private final PrintStream err;

    WindowRun(DemoOptions options, PrintStream out, PrintStream err) {
        this.options = options;
        this.out = out;
        this.err = err;
    }

    int run() {
        if (GraphicsEnvironment.isHeadless()) {
            err.println("demo: --window needs a display, and this JVM has none (headless). Run without --window "
                    + "for the headless demo, or under a virtual display: xvfb-run java ... --window");
            return Demo.EXIT_FAILURE;
        }
        GameSettings settings = GameSettings.of(options.enemies(), options.seed());
        RenderSystem[] render = new RenderSystem[1];
        Game game = new Game(
                settings,
                MissileObserver.NONE,
                g -> render[0] = new RenderSystem(new Renderer(g), () -> Readout.overlayWithTimings(g)));
        BufferedImage screen = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        render[0].target(screen);
        CountDownLatch closed = new CountDownLatch(1);
        InspectorHook inspector = InspectorHook.attach(options, game, out);
        out.println("Pulse demo (window): " + settings + "; close the window to stop");
        try {
            SwingUtilities.invokeAndWait(() -> open(game, inspector, screen, closed));
            closed.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Demo.EXIT_FAILURE;
        } catch (InvocationTargetException e) {
            err.println("demo: could not open the window: " + e.getCause());
            return Demo.EXIT_FAILURE;
        } finally {
            inspector.close();
        }
        out.println();
        out.print(game.scheduler().statsTable());
        return Demo.EXIT_OK;
    }

    private void open(Game game, InspectorHook inspector, BufferedImage screen, CountDownLatch closed) {
        JFrame frame = new JFrame("Pulse demo: homing missiles and stale handles");
        JPanel panel = new JPanel() {
            private static final long serialVersionUID = 1L;

            @Override
            protected void paintComponent(Graphics g) {
                g.drawImage(screen, 0, 0, getWidth(), getHeight(), null);
            }
        };
        panel.setPreferredSize(new Dimension(WIDTH, HEIGHT));
        frame.setContentPane(panel);
        frame.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
        frame.pack();
        frame.setLocationRelativeTo(null);

        long start = System.nanoTime();
        long[] last = {start, start};
        int[] ticks = {0};
        Timer timer = new Timer(15, null);
        timer.addActionListener(event -> {
            long now = System.nanoTime();
            double dt = Math.min(0.1, (now - last[0]) / 1e9);
            last[0] = now;
            game.tick(dt);
            inspector.onFrame(); // the Swing timer's thread is this game's thread
            ticks[0]++;
            panel.repaint();
            if (now - last[1] >= 1_000_000_000L) {
                out.println(Readout.status(game, ticks[0] * 1e9 / (now - last[1])));
                last[1] = now;
                ticks[0] = 0;
            }
            if (options.secondsGiven() && now - start >= options.seconds() * 1e9) {
                frame.dispose();
            }
        });
        frame.addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosed(WindowEvent e) {
                timer.stop();
                closed.countDown();
            }
        });
        frame.setVisible(true);
        timer.start();
    }
}
