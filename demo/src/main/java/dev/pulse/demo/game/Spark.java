package dev.pulse.demo.game;

/**
 * One explosion particle. Sparks are not entities: they live in a
 * {@link dev.pulse.ecs.pool.ResourcePool}, are reset on {@link #launch} and fade out.
 */
public final class Spark {
    /** Position, arena units. */
    public float x;
    /** Position, arena units. */
    public float y;
    /** Position at the previous fixed step. */
    public float previousX;
    /** Position at the previous fixed step. */
    public float previousY;
    /** Velocity, units per second. */
    public float vx;
    /** Velocity, units per second. */
    public float vy;
    /** Seconds since launch. */
    public float age;
    /** Seconds the spark lives. */
    public float life;
    /** Colour as {@code 0xRRGGBB}. */
    public int rgb;
    /** For a shock ring: how fast its radius grows, units per second; 0 for a plain spark. */
    public float ringSpeed;

    /** Creates an idle spark (the pool's factory). */
    public Spark() {
    }

    /**
     * Resets the spark for a new explosion.
     *
     * @param x    start x
     * @param y    start y
     * @param vx   velocity x
     * @param vy   velocity y
     * @param life seconds to live, {@code > 0}
     * @param rgb  colour as {@code 0xRRGGBB}
     */
    public void launch(float x, float y, float vx, float vy, float life, int rgb) {
        this.x = x;
        this.y = y;
        this.previousX = x;
        this.previousY = y;
        this.vx = vx;
        this.vy = vy;
        this.age = 0;
        this.life = life;
        this.rgb = rgb;
        this.ringSpeed = 0;
    }

    /**
     * Resets the spark as a shock ring: a circle that grows from the point and fades.
     *
     * @param x         centre x
     * @param y         centre y
     * @param ringSpeed how fast the radius grows, units per second, {@code > 0}
     * @param life      seconds to live, {@code > 0}
     * @param rgb       colour as {@code 0xRRGGBB}
     */
    public void launchRing(float x, float y, float ringSpeed, float life, int rgb) {
        launch(x, y, 0, 0, life, rgb);
        this.ringSpeed = ringSpeed;
    }

    /**
     * Returns how visible the spark still is.
     *
     * @return 1 at launch, falling to 0 at the end of its life
     */
    public float fade() {
        return Math.max(0f, 1f - age / life);
    }
}
