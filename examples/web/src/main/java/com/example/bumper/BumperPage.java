package com.example.bumper;

import dev.pulse.ecs.column.ColumnChunk;
import org.teavm.jso.browser.Window;
import org.teavm.jso.canvas.CanvasRenderingContext2D;
import org.teavm.jso.dom.html.HTMLCanvasElement;
import org.teavm.jso.dom.html.HTMLDocument;

/**
 * The browser's main class (TeaVM compiles it to JavaScript and to WebAssembly): prints the
 * checksum run's line, as {@link BumperMain} does on the JVM, then plays a live game on the
 * page's canvas, one tick per animation frame, starting over every {@link BumperRun#TICKS}
 * ticks. The canvas's {@code data-frames} attribute counts the frames drawn. Given a save in the
 * address's fragment, it prints instead of the checksum line what it saves when it goes on from
 * that save (the browser half of BrowserRunTest's JVM &rarr; TeaVM &rarr; JVM round trip).
 */
public final class BumperPage {

    /** The address fragment that hands the page a save to go on from. */
    private static final String CONTINUE = "#continue=";
    private static final String[] HEALTH_COLOURS = {"#444", "#e2504c", "#f2a93b", "#5cc46a"};

    private final HTMLCanvasElement canvas;
    private final CanvasRenderingContext2D pen;
    private Bumper game = Bumper.start(BumperRun.SEED);
    private int frames;

    private BumperPage(HTMLCanvasElement canvas) {
        this.canvas = canvas;
        this.pen = (CanvasRenderingContext2D) canvas.getContext("2d");
    }

    /**
     * Prints the checksum run's line (the page copies it into its {@code #out} element), then
     * starts the live game on the canvas {@code #arena}. Opened with a save in the address's
     * fragment ({@code js.html#continue=<save>}), it prints instead the two saves of
     * {@link BumperRun#continueFrom(String)}, on lines of their own starting {@code resaved } and
     * {@code continued }.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        String fragment = Window.current().getLocation().getHash();
        if (fragment.startsWith(CONTINUE)) {
            String[] saves = BumperRun.continueFrom(fragment.substring(CONTINUE.length()));
            System.out.println("resaved " + saves[0]);
            System.out.println("continued " + saves[1]);
        } else {
            System.out.println(BumperRun.play());
        }
        HTMLCanvasElement canvas = (HTMLCanvasElement) HTMLDocument.current().getElementById("arena");
        new BumperPage(canvas).nextFrame();
    }

    private void nextFrame() {
        Window.requestAnimationFrame(time -> {
            if (game.score().tick >= BumperRun.TICKS) {
                game = Bumper.start(BumperRun.SEED + frames);
            }
            game.tick();
            draw();
            canvas.setAttribute("data-frames", Integer.toString(++frames));
            nextFrame();
        });
    }

    private void draw() {
        pen.setFillStyle("#10141c");
        pen.fillRect(0, 0, Bumper.WIDTH, Bumper.HEIGHT);
        pen.setFillStyle("#ffd27a");
        game.sparks().forEachChunk(this::drawSparks);
        game.world().query(Position.class, Size.class, Health.class).forEach((ball, p, size, health) -> {
            pen.setFillStyle(game.world().has(ball, Heavy.class) ? "#8fa3bf" : HEALTH_COLOURS[Math.min(health.hp, 3)]);
            pen.beginPath();
            pen.arc(p.x, p.y, size.radius(), 0, 2 * Math.PI);
            pen.fill();
        });
        Score score = game.score();
        pen.setFillStyle("#e8ecf2");
        pen.setFont("14px sans-serif");
        pen.fillText("Pulse on TeaVM - tick " + score.tick + ", " + score.collisions + " collisions, "
                + score.popped + " popped", 10, 20);
    }

    private void drawSparks(ColumnChunk chunk) {
        float[] x = chunk.floats(Bumper.SPARK_X);
        float[] y = chunk.floats(Bumper.SPARK_Y);
        for (int i = chunk.start(), end = chunk.end(); i < end; i++) {
            pen.fillRect(x[i] - 1, y[i] - 1, 2, 2);
        }
    }
}
