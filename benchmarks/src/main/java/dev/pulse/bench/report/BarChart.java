package dev.pulse.bench.report;

import dev.pulse.bench.Contender;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;

/**
 * Draws one scenario as a PNG of horizontal bars: one panel per parameter setting (each with its
 * own scale, since settings differ by orders of magnitude; logarithmic when the bars span more
 * than 30x), one bar per implementation with its JMH error as a whisker (clipped to the plot) and
 * score &plusmn; error printed in a column on the right. The subject's bars (Pulse) are highlighted. Uses
 * Java2D only; run with {@code -Djava.awt.headless=true} on machines without a display.
 */
public final class BarChart {

    private static final int WIDTH = 900;
    private static final int LABEL_WIDTH = 110;
    private static final int VALUE_WIDTH = 190;
    private static final double LOG_THRESHOLD = 30;
    private static final int BAR_HEIGHT = 20;
    private static final int BAR_GAP = 6;
    private static final int PANEL_HEADER = 26;
    private static final int PANEL_GAP = 14;
    private static final int TITLE_HEIGHT = 44;
    private static final Color HIGHLIGHT = new Color(0xD9480F);
    private static final Color PEER = new Color(0x4C6EF5);
    private static final Color BASELINE = new Color(0x868E96);

    /**
     * One bar.
     *
     * @param label the implementation name
     * @param score bar length
     * @param error whisker half-width ({@code NaN} for none)
     * @param role  what the implementation is there for: the subject is highlighted, baselines
     *              are grey, peers blue
     */
    public record Bar(String label, double score, double error, Contender.Role role) {}

    /**
     * One panel: the bars of one parameter setting.
     *
     * @param title the setting, e.g. {@code size=1000000}
     * @param bars  the bars, top to bottom
     */
    public record Panel(String title, List<Bar> bars) {}

    private BarChart() {}

    /**
     * Draws and writes the chart.
     *
     * @param title     the chart title
     * @param unit      the unit of every score, printed with the values
     * @param panels    the panels, top to bottom
     * @param out       the PNG file to write (parent directories are created)
     * @throws IOException if the file cannot be written
     */
    public static void write(String title, String unit, List<Panel> panels, Path out) throws IOException {
        int height = TITLE_HEIGHT;
        for (Panel p : panels) {
            height += PANEL_HEADER + p.bars().size() * (BAR_HEIGHT + BAR_GAP) + PANEL_GAP;
        }
        BufferedImage image = new BufferedImage(WIDTH, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, WIDTH, height);
            g.setColor(Color.BLACK);
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 18));
            g.drawString(title + "  (" + unit + ", lower is better)", 12, 28);
            int y = TITLE_HEIGHT;
            for (Panel p : panels) {
                y = drawPanel(g, p, unit, y);
            }
        } finally {
            g.dispose();
        }
        Path parent = out.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        ImageIO.write(image, "png", out.toFile());
    }

    private static int drawPanel(Graphics2D g, Panel panel, String unit, int top) {
        double max = 0;
        double min = Double.POSITIVE_INFINITY;
        for (Bar b : panel.bars()) {
            if (b.score() > 0) {
                max = Math.max(max, b.score());
                min = Math.min(min, b.score());
            }
        }
        // Spreads beyond LOG_THRESHOLD squash the small bars to nothing: switch to a log scale.
        boolean log = max > 0 && max / min > LOG_THRESHOLD;
        Scale scale = log ? new Scale(Math.log10(min) - 0.5, Math.log10(max), true) : new Scale(0, max, false);
        g.setColor(Color.DARK_GRAY);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 13));
        g.drawString(
                panel.title()
                        + (log
                                ? "   (log scale: bars span " + String.format(Locale.ROOT, "%.0f", max / min) + "x)"
                                : ""),
                12,
                top + 17);
        int y = top + PANEL_HEADER;
        int plotWidth = WIDTH - LABEL_WIDTH - VALUE_WIDTH - 20;
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
        FontMetrics fm = g.getFontMetrics();
        for (Bar b : panel.bars()) {
            g.setColor(Color.BLACK);
            g.drawString(b.label(), LABEL_WIDTH - 8 - fm.stringWidth(b.label()), y + BAR_HEIGHT - 5);
            int len = (int) Math.round(scale.fraction(b.score()) * plotWidth);
            Color color = b.role() == Contender.Role.SUBJECT
                    ? HIGHLIGHT
                    : b.role() == Contender.Role.BASELINE ? BASELINE : PEER;
            g.setColor(color);
            g.fillRect(LABEL_WIDTH, y, Math.max(len, 1), BAR_HEIGHT);
            if (!Double.isNaN(b.error()) && b.error() > 0 && max > 0) {
                // Whiskers are clipped to the plot; an error wider than the plot runs to its edge.
                int lo = LABEL_WIDTH + (int) Math.round(scale.fraction(b.score() - b.error()) * plotWidth);
                int hi = LABEL_WIDTH + (int) Math.round(scale.fraction(b.score() + b.error()) * plotWidth);
                int mid = y + BAR_HEIGHT / 2;
                g.setColor(Color.BLACK);
                g.setStroke(new BasicStroke(1.2f));
                g.drawLine(lo, mid, hi, mid);
                g.drawLine(lo, mid - 4, lo, mid + 4);
                g.drawLine(hi, mid - 4, hi, mid + 4);
            }
            g.setColor(Color.BLACK);
            String value =
                    format(b.score()) + (Double.isNaN(b.error()) ? "" : " \u00b1 " + format(b.error())) + " " + unit;
            g.drawString(value, WIDTH - VALUE_WIDTH - 10, y + BAR_HEIGHT - 5);
            y += BAR_HEIGHT + BAR_GAP;
        }
        return y + PANEL_GAP;
    }

    /** Maps a value to a fraction of the plot width, clamped to [0, 1]. */
    private record Scale(double from, double to, boolean log) {
        double fraction(double v) {
            double x = log ? (v > 0 ? Math.log10(v) : from) : v;
            double f = (x - from) / (to - from);
            return Math.max(0, Math.min(1, f));
        }
    }

    /**
     * Formats a score with three significant digits (no exponent for typical benchmark values).
     *
     * @param v the value
     * @return the text, {@code "n/a"} for {@code NaN}
     */
    public static String format(double v) {
        if (Double.isNaN(v)) {
            return "n/a";
        }
        double a = Math.abs(v);
        if (a >= 100) {
            return String.format(Locale.ROOT, "%,.0f", v);
        }
        if (a >= 10) {
            return String.format(Locale.ROOT, "%.1f", v);
        }
        if (a >= 1) {
            return String.format(Locale.ROOT, "%.2f", v);
        }
        return String.format(Locale.ROOT, "%.3f", v);
    }
}
