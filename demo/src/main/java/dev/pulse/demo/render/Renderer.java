package dev.pulse.demo.render;

import dev.pulse.demo.game.Base;
import dev.pulse.demo.game.Drone;
import dev.pulse.demo.game.Enemy;
import dev.pulse.demo.game.Game;
import dev.pulse.demo.game.GameSettings;
import dev.pulse.demo.game.Missile;
import dev.pulse.demo.game.Position;
import dev.pulse.demo.game.Spark;
import dev.pulse.demo.game.Target;
import dev.pulse.demo.game.Turret;
import dev.pulse.demo.game.Velocity;
import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.Query3;
import dev.pulse.ecs.column.ColumnChunk;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import java.util.function.Consumer;

/**
 * Draws a {@link Game} with Java2D: the arena, the swarm's drones (if any) as dim dots, the enemies (coloured by hit points), the
 * turrets, each missile with its trail and a faint line to the target it chases, the explosion
 * sparks fading out, and an overlay of text lines. Positions are blended between the last two
 * fixed steps with the interpolation alpha. Not thread-safe; reuse one renderer per game.
 */
public final class Renderer {

    /** Background colour. */
    static final Color BACKGROUND = new Color(0x0E1320);

    private static final Color GRID = new Color(0x1A2233);
    private static final Color BORDER = new Color(0x3A4A66);
    private static final Color TARGET_LINE = new Color(0x3A5F8A);
    private static final Color TURRET = new Color(0x4FD1C5);
    private static final Color BASE = new Color(0x2C6E68);
    private static final Color TURRET_CORE = new Color(0x0E1320);
    private static final Color MISSILE = new Color(0xFFFFFF);
    private static final Color TRAIL = new Color(0x9FB8FF);
    private static final Color DRONE = new Color(0x2E4A6E);
    private static final Color[] ENEMY_BY_HP = {
        new Color(0x707070), new Color(0xF2D45C), new Color(0xF08A3C), new Color(0xE0457B)
    };
    private static final Color OVERLAY_BAR = new Color(0, 0, 0, 170);
    private static final Color OVERLAY_TEXT = new Color(0xE8ECF4);

    private final Game game;
    private final ComponentStorage<Position> positions;
    private final ComponentStorage<Velocity> velocities;
    private final Query2<Position, Enemy> enemies;
    private final Query2<Position, Turret> turrets;
    private final Query2<Position, Base> bases;
    private final Query3<Position, Missile, Target> missiles;
    private final BasicStroke thin = new BasicStroke(1f);
    private final int[] shadeKeys = new int[32];
    private final Color[][] shades = new Color[32][];
    private int shadeCount;
    private BasicStroke trail;
    private Font font;
    private final Ellipse2D.Float ellipse = new Ellipse2D.Float();
    private final Line2D.Float line = new Line2D.Float();
    private final Rectangle2D.Float rect = new Rectangle2D.Float();

    // Per-draw state read by the callbacks below (kept in fields so drawing allocates nothing
    // per entity).
    private Graphics2D g;
    private float alpha;
    private float scale;
    private float offsetX;
    private float offsetY;

    private final Query2.ForEach<Position, Enemy> drawEnemy = this::drawEnemy;
    private final Query2.ForEach<Position, Turret> drawTurret = this::drawTurret;
    private final Query2.ForEach<Position, Base> drawBase = this::drawBase;
    private final Query3.ForEach<Position, Missile, Target> drawTargetLine = this::drawTargetLine;
    private final Query3.ForEach<Position, Missile, Target> drawMissile = this::drawMissile;
    private final Consumer<ColumnChunk> drawSparks = this::drawSparks;
    private final Consumer<ColumnChunk> drawDrones = this::drawDrones;
    private int droneSize;

    /**
     * Creates a renderer for a game.
     *
     * @param game the game to draw
     */
    public Renderer(Game game) {
        this.game = game;
        this.positions = game.world().storage(Position.class);
        this.velocities = game.world().storage(Velocity.class);
        this.enemies = game.world().query(Position.class, Enemy.class);
        this.turrets = game.world().query(Position.class, Turret.class);
        this.bases = game.world().query(Position.class, Base.class);
        this.missiles = game.world().query(Position.class, Missile.class, Target.class);
    }

    /**
     * Draws the game into an area of {@code width x height} pixels at the origin of {@code g},
     * scaling the arena to fit (letterboxed) and the overlay lines on top.
     *
     * @param g       where to draw
     * @param width   pixels
     * @param height  pixels
     * @param alpha   interpolation between the previous and the current fixed step, {@code [0, 1]}
     * @param overlay text lines for the top-left corner (may be empty)
     */
    public void draw(Graphics2D g, int width, int height, float alpha, List<String> overlay) {
        GameSettings settings = game.settings();
        this.g = g;
        this.alpha = alpha;
        this.scale = Math.min(width / settings.width(), height / settings.height());
        this.offsetX = (width - settings.width() * scale) / 2f;
        this.offsetY = (height - settings.height() * scale) / 2f;
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(BACKGROUND);
        g.fillRect(0, 0, width, height);

        float gridStep = 100f;
        if (gridStep * scale >= 12f) {
            g.setColor(GRID);
            g.setStroke(thin);
            for (float x = gridStep; x < settings.width(); x += gridStep) {
                line.setLine(sx(x), sy(0), sx(x), sy(settings.height()));
                g.draw(line);
            }
            for (float y = gridStep; y < settings.height(); y += gridStep) {
                line.setLine(sx(0), sy(y), sx(settings.width()), sy(y));
                g.draw(line);
            }
        }
        g.setColor(BORDER);
        rect.setRect(offsetX, offsetY, settings.width() * scale - 1, settings.height() * scale - 1);
        g.draw(rect);

        g.setColor(DRONE);
        droneSize = Math.max(1, Math.round(3f * scale));
        game.droneQuery().forEachChunk(drawDrones);
        g.setColor(TARGET_LINE);
        g.setStroke(thin);
        missiles.forEach(drawTargetLine);
        bases.forEach(drawBase);
        turrets.forEach(drawTurret);
        enemies.forEach(drawEnemy);
        float trailWidth = Math.max(1f, 2f * scale);
        if (trail == null || trail.getLineWidth() != trailWidth) {
            trail = new BasicStroke(trailWidth, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
        }
        g.setStroke(trail);
        missiles.forEach(drawMissile);
        game.sparkQuery().forEachChunk(drawSparks);
        drawOverlay(g, width, height, overlay);
        this.g = null;
    }

    private float sx(float x) {
        return offsetX + x * scale;
    }

    private float sy(float y) {
        return offsetY + y * scale;
    }

    private void drawEnemy(Entity e, Position p, Enemy enemy) {
        g.setColor(ENEMY_BY_HP[Math.max(0, Math.min(3, enemy.hp))]);
        float r = Game.ENEMY_RADIUS * scale;
        float x = sx(p.drawnX(alpha));
        float y = sy(p.drawnY(alpha));
        if (r < 1.5f) {
            rect.setRect(x - 1, y - 1, 2, 2);
            g.fill(rect);
        } else {
            ellipse.setFrame(x - r, y - r, 2 * r, 2 * r);
            g.fill(ellipse);
        }
    }

    private void drawBase(Entity e, Position p, Base base) {
        float r = Math.max(3f, 12f * scale);
        g.setColor(BASE);
        ellipse.setFrame(sx(p.x) - r, sy(p.y) - r, 2 * r, 2 * r);
        g.draw(ellipse);
    }

    private void drawTurret(Entity e, Position p, Turret turret) {
        float half = Math.max(2f, 6f * scale);
        float x = sx(p.drawnX(alpha));
        float y = sy(p.drawnY(alpha));
        g.setColor(TURRET);
        rect.setRect(x - half, y - half, 2 * half, 2 * half);
        g.fill(rect);
        if (half >= 4f) {
            g.setColor(TURRET_CORE);
            float core = half * 0.45f;
            rect.setRect(x - core, y - core, 2 * core, 2 * core);
            g.fill(rect);
        }
    }

    private void drawTargetLine(Entity e, Position p, Missile missile, Target target) {
        Position tp = positions.get(target.entity());
        if (tp == null || missile.spent) {
            return;
        }
        line.setLine(sx(p.drawnX(alpha)), sy(p.drawnY(alpha)), sx(tp.drawnX(alpha)), sy(tp.drawnY(alpha)));
        g.draw(line);
    }

    private void drawMissile(Entity e, Position p, Missile missile, Target target) {
        Velocity v = velocities.get(e);
        float x = sx(p.drawnX(alpha));
        float y = sy(p.drawnY(alpha));
        if (v != null) {
            g.setColor(TRAIL);
            line.setLine(x, y, x - v.x * 0.08f * scale, y - v.y * 0.08f * scale);
            g.draw(line);
        }
        g.setColor(MISSILE);
        float r = Math.max(1f, 2.5f * scale);
        ellipse.setFrame(x - r, y - r, 2 * r, 2 * r);
        g.fill(ellipse);
    }

    /** Draws a chunk of sparks, reading their columns. */
    private void drawSparks(ColumnChunk chunk) {
        float[] xs = chunk.floats(Spark.X);
        float[] ys = chunk.floats(Spark.Y);
        float[] previousXs = chunk.floats(Spark.PREVIOUS_X);
        float[] previousYs = chunk.floats(Spark.PREVIOUS_Y);
        float[] ages = chunk.floats(Spark.AGE);
        float[] lives = chunk.floats(Spark.LIFE);
        int[] colours = chunk.ints(Spark.RGB);
        float[] ringSpeeds = chunk.floats(Spark.RING_SPEED);
        for (int i = chunk.start(), end = chunk.end(); i < end; i++) {
            drawSpark(xs[i], ys[i], previousXs[i], previousYs[i], ages[i], lives[i], colours[i], ringSpeeds[i]);
        }
    }

    private void drawSpark(
            float sparkX,
            float sparkY,
            float previousX,
            float previousY,
            float age,
            float life,
            int rgb,
            float ringSpeed) {
        float fade = Spark.fade(age, life);
        int a = (int) (255 * fade);
        if (a <= 8) {
            return;
        }
        g.setColor(shade(rgb, a));
        if (ringSpeed > 0) {
            float radius = Math.max(1f, age * ringSpeed * scale);
            float x = sx(sparkX);
            float y = sy(sparkY);
            ellipse.setFrame(x - radius, y - radius, 2 * radius, 2 * radius);
            g.setStroke(thin);
            g.draw(ellipse);
            return;
        }
        // Small unantialiased squares: thousands of antialiased ellipses cost more than the
        // whole simulation step.
        int size = Math.max(2, Math.round((2f + 4f * fade) * scale * 1.5f));
        int x = Math.round(sx(previousX + (sparkX - previousX) * alpha)) - size / 2;
        int y = Math.round(sy(previousY + (sparkY - previousY) * alpha)) - size / 2;
        g.fillRect(x, y, size, size);
    }

    /** Draws a chunk of drones, reading their columns: one small unantialiased square each. */
    private void drawDrones(ColumnChunk chunk) {
        float[] xs = chunk.floats(Drone.X);
        float[] ys = chunk.floats(Drone.Y);
        float[] previousXs = chunk.floats(Drone.PREVIOUS_X);
        float[] previousYs = chunk.floats(Drone.PREVIOUS_Y);
        int size = droneSize;
        for (int i = chunk.start(), end = chunk.end(); i < end; i++) {
            int x = Math.round(sx(previousXs[i] + (xs[i] - previousXs[i]) * alpha)) - size / 2;
            int y = Math.round(sy(previousYs[i] + (ys[i] - previousYs[i]) * alpha)) - size / 2;
            g.fillRect(x, y, size, size);
        }
    }

    /** Returns the colour with (a 16-step quantisation of) the alpha, cached: no allocation per spark. */
    private Color shade(int rgb, int alpha) {
        int level = alpha >> 4;
        for (int i = 0; i < shadeCount; i++) {
            if (shadeKeys[i] == rgb) {
                return shades[i][level];
            }
        }
        if (shadeCount == shadeKeys.length) {
            return new Color((level << 28) | (level << 24) | rgb, true);
        }
        Color[] levels = new Color[16];
        for (int l = 0; l < 16; l++) {
            levels[l] = new Color((l << 28) | (l << 24) | rgb, true);
        }
        shadeKeys[shadeCount] = rgb;
        shades[shadeCount++] = levels;
        return levels[level];
    }

    private void drawOverlay(Graphics2D g, int width, int height, List<String> lines) {
        if (lines.isEmpty()) {
            return;
        }
        int size = Math.max(10, Math.min(14, height / 28));
        if (font == null || font.getSize() != size) {
            font = new Font(Font.MONOSPACED, Font.BOLD, size);
        }
        g.setFont(font);
        FontMetrics metrics = g.getFontMetrics();
        int lineHeight = metrics.getHeight();
        int textWidth = 0;
        for (String text : lines) {
            textWidth = Math.max(textWidth, metrics.stringWidth(text));
        }
        g.setColor(OVERLAY_BAR);
        g.fillRect(0, 0, Math.min(width, textWidth + 12), lineHeight * lines.size() + 8);
        g.setColor(OVERLAY_TEXT);
        for (int i = 0; i < lines.size(); i++) {
            g.drawString(lines.get(i), 6, 4 + metrics.getAscent() + i * lineHeight);
        }
    }
}
