package com.example.gdx;

import com.badlogic.gdx.Game;
import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.RandomXS128;
import com.badlogic.gdx.math.Vector2;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.Phase;
import dev.pulse.ecs.systems.Scheduler;
import dev.pulse.ecs.systems.Time;

/**
 * Balls bouncing in a box: a libGDX {@link Game} whose logic is Pulse systems. Components hold
 * libGDX {@link Vector2}s, so systems use libGDX's vector maths on them in place.
 *
 * <ul>
 *   <li>{@code move} ({@code FIXED_UPDATE}, 60 steps a second): position += velocity * dt;</li>
 *   <li>{@code bounce} ({@code FIXED_UPDATE}, after {@code move}): a ball past a wall is put
 *       back inside and its velocity reflected;</li>
 *   <li>{@code draw} ({@code RENDER}, once a frame): each ball at its position interpolated
 *       between the last two fixed steps, so motion looks smooth at any frame rate.</li>
 * </ul>
 */
public class BouncingBalls extends Game {

    /** Where a ball is now. */
    public static final class Position {
        /** The position, updated in place. */
        public final Vector2 value;
        /** The position one fixed step ago, for interpolated drawing. */
        public final Vector2 previous;

        Position(float x, float y) {
            value = new Vector2(x, y);
            previous = new Vector2(x, y);
        }
    }

    /** How fast a ball moves, in units a second. */
    public record Velocity(Vector2 value) { }

    /** A ball's radius. */
    public record Radius(float value) { }

    /** Width and height of the box. */
    public static final float SIZE = 100;

    private final int balls;
    private final long seed;
    private final BallDrawer drawer;
    private World world;
    private Scheduler scheduler;
    private int bounces;

    /**
     * @param balls  how many balls to spawn
     * @param seed   seed of their start positions and velocities
     * @param drawer draws each ball once a frame
     */
    public BouncingBalls(int balls, long seed, BallDrawer drawer) {
        this.balls = balls;
        this.seed = seed;
        this.drawer = drawer;
    }

    @Override
    public void create() {
        world = new World();
        RandomXS128 random = new RandomXS128(seed);
        for (int i = 0; i < balls; i++) {
            float radius = 1 + random.nextFloat() * 3;
            Vector2 velocity = new Vector2(100 + random.nextFloat() * 100, 0).setAngleDeg(random.nextFloat() * 360);
            world.spawn(new Position(radius + random.nextFloat() * (SIZE - 2 * radius),
                                     radius + random.nextFloat() * (SIZE - 2 * radius)),
                        new Velocity(velocity), new Radius(radius));
        }
        // snippet:gdx-create
        scheduler = Scheduler.builder(world)
                .add("move", (w, dt) -> w.query(Position.class, Velocity.class).forEach((ball, pos, vel) -> {
                    pos.previous.set(pos.value);
                    pos.value.mulAdd(vel.value(), (float) dt);          // libGDX's Vector2 maths, in place
                }), s -> s.inPhase(Phase.FIXED_UPDATE).reads(Velocity.class).writes(Position.class))
                .add("bounce", (w, dt) -> w.query(Position.class, Velocity.class, Radius.class)
                        .forEach((ball, pos, vel, radius) -> {
                            if (bounce(pos.value, vel.value(), radius.value())) {
                                bounces++;
                            }
                        }), s -> s.inPhase(Phase.FIXED_UPDATE).after("move").writes(Position.class, Velocity.class))
                .add("draw", new DrawSystem(), s -> s.inPhase(Phase.RENDER).reads(Position.class, Radius.class))
                .build();
        setScreen(new SchedulerScreen(scheduler));                          // libGDX now drives Pulse
        // end:gdx-create
    }

    /** Keeps a ball inside the box: clamps it to the wall it crossed and reflects its velocity. */
    private static boolean bounce(Vector2 pos, Vector2 vel, float radius) {
        boolean bounced = false;
        if (pos.x < radius || pos.x > SIZE - radius) {
            pos.x = MathUtils.clamp(pos.x, radius, SIZE - radius);
            vel.x = -vel.x;
            bounced = true;
        }
        if (pos.y < radius || pos.y > SIZE - radius) {
            pos.y = MathUtils.clamp(pos.y, radius, SIZE - radius);
            vel.y = -vel.y;
            bounced = true;
        }
        return bounced;
    }

    /** Draws every ball where it is between its last two fixed steps. */
    private final class DrawSystem implements dev.pulse.ecs.systems.GameSystem {
        private final Vector2 drawn = new Vector2();

        @Override
        public void update(World w, double dt) {
            Time time = scheduler.time();
            float alpha = (float) time.alpha();
            w.query(Position.class, Radius.class).forEach((ball, pos, radius) ->
                    drawer.draw(drawn.set(pos.previous).lerp(pos.value, alpha), radius.value()));
        }
    }

    @Override
    public void dispose() {
        super.dispose();
        if (getScreen() != null) {
            getScreen().dispose();
        }
    }

    /** @return the game's world (null before {@link #create()}) */
    public World world() {
        return world;
    }

    /** @return the scheduler the screen ticks (null before {@link #create()}) */
    public Scheduler scheduler() {
        return scheduler;
    }

    /** @return how many times a ball hit a wall */
    public int bounces() {
        return bounces;
    }
}
