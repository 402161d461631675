package dev.pulse.demo.game;

/**
 * The size of a game: how many enemies the spawner keeps alive, how many {@link Drone drones}
 * the swarm keeps flying (none except in the stress mode), the arena they live in, the number
 * of turrets, and the random seed. The arena grows with the enemy and drone count so that the
 * density (and so the look of the game) stays the same from 50 to 100,000 bodies.
 */
public final class GameSettings {

    /** Arena area per enemy, in square units: 200 enemies fill an 800 x 600 arena. */
    private static final float AREA_PER_ENEMY = 800f * 600f / 200f;
    /** The largest enemy count a game accepts. */
    public static final int MAX_ENEMIES = 1_000_000;
    /** The largest drone count a game accepts. */
    public static final int MAX_DRONES = 1_000_000;

    private final int enemies;
    private final int drones;
    private final long seed;
    private final float width;
    private final float height;
    private final int turrets;

    private GameSettings(int enemies, int drones, long seed) {
        this.enemies = enemies;
        this.drones = drones;
        this.seed = seed;
        float area = Math.max(enemies + drones, 200) * AREA_PER_ENEMY;
        // 4:3 arena of the wanted area.
        this.width = (float) Math.sqrt(area * 4.0 / 3.0);
        this.height = width * 3f / 4f;
        this.turrets = 6 + enemies / 100;
    }

    /**
     * Creates settings for a game.
     *
     * @param enemies the number of enemies to keep alive, {@code 1..}{@link #MAX_ENEMIES}
     * @param seed    the random seed; the same seed gives the same game
     * @return the settings
     * @throws IllegalArgumentException if {@code enemies} is out of range
     */
    public static GameSettings of(int enemies, long seed) {
        return of(enemies, 0, seed);
    }

    /**
     * Creates settings for a game with a swarm of drones (the stress mode's).
     *
     * @param enemies the number of enemies to keep alive, {@code 1..}{@link #MAX_ENEMIES}
     * @param drones  the number of drones to keep flying, {@code 0..}{@link #MAX_DRONES}
     * @param seed    the random seed; the same seed gives the same game
     * @return the settings
     * @throws IllegalArgumentException if {@code enemies} or {@code drones} is out of range
     */
    public static GameSettings of(int enemies, int drones, long seed) {
        if (enemies < 1 || enemies > MAX_ENEMIES) {
            throw new IllegalArgumentException("enemies must be in 1.." + MAX_ENEMIES + ", was " + enemies);
        }
        if (drones < 0 || drones > MAX_DRONES) {
            throw new IllegalArgumentException("drones must be in 0.." + MAX_DRONES + ", was " + drones);
        }
        return new GameSettings(enemies, drones, seed);
    }

    /**
     * Returns the number of enemies the spawner keeps alive.
     *
     * @return the enemy count
     */
    public int enemies() {
        return enemies;
    }

    /**
     * Returns the number of drones the swarm keeps flying.
     *
     * @return the drone count; 0 except in the stress mode
     */
    public int drones() {
        return drones;
    }

    /**
     * Returns the random seed.
     *
     * @return the seed
     */
    public long seed() {
        return seed;
    }

    /**
     * Returns the arena width.
     *
     * @return width in arena units
     */
    public float width() {
        return width;
    }

    /**
     * Returns the arena height.
     *
     * @return height in arena units
     */
    public float height() {
        return height;
    }

    /**
     * Returns the number of turrets.
     *
     * @return 6, plus one per 100 enemies
     */
    public int turrets() {
        return turrets;
    }

    /**
     * Describes the settings.
     *
     * @return e.g. {@code 200 enemies, 8 turrets, arena 800x600, seed 42}, with
     *         {@code , 100000 drones} after the enemies when there is a swarm
     */
    @Override
    public String toString() {
        return enemies + " enemies" + (drones > 0 ? ", " + drones + " drones" : "") + ", " + turrets
                + " turrets, arena " + Math.round(width) + "x" + Math.round(height) + ", seed " + seed;
    }
}
