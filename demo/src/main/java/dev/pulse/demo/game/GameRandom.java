package dev.pulse.demo.game;

/**
 * The game's random generator: the SplitMix64 algorithm of {@link java.util.SplittableRandom}
 * (same seed, same numbers, as {@code GameRandomTest} checks), with its one {@code long} of
 * state readable and restorable so that a saved game continues with the same numbers.
 * {@code SplittableRandom} itself does not expose its state.
 */
public final class GameRandom {

    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;
    private static final double DOUBLE_UNIT = 0x1.0p-53;

    private long seed;

    /**
     * Creates a generator that produces what {@code new SplittableRandom(seed)} produces.
     *
     * @param seed the seed
     */
    public GameRandom(long seed) {
        this.seed = seed;
    }

    /**
     * Returns the state, for saving.
     *
     * @return the state; {@link #restore(long)} it to continue from here
     */
    public long state() {
        return seed;
    }

    /**
     * Sets the state, for loading.
     *
     * @param state a value from {@link #state()}
     */
    public void restore(long state) {
        this.seed = state;
    }

    private long nextSeed() {
        return seed += GOLDEN_GAMMA;
    }

    private static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    private static int mix32(long z) {
        z = (z ^ (z >>> 33)) * 0x62a9d9ed799705f5L;
        return (int) (((z ^ (z >>> 28)) * 0xcb24d0a5c88c35b3L) >>> 32);
    }

    /**
     * Returns a uniform {@code int}.
     *
     * @return the next value
     */
    public int nextInt() {
        return mix32(nextSeed());
    }

    /**
     * Returns a uniform {@code long}.
     *
     * @return the next value
     */
    public long nextLong() {
        return mix64(nextSeed());
    }

    /**
     * Returns a uniform {@code double} in {@code [0, 1)}.
     *
     * @return the next value
     */
    public double nextDouble() {
        return (nextLong() >>> 11) * DOUBLE_UNIT;
    }

    /**
     * Returns a uniform {@code int} in {@code [0, bound)}, without modulo bias.
     *
     * @param bound the exclusive upper bound, {@code > 0}
     * @return the next value
     * @throws IllegalArgumentException if {@code bound <= 0}
     */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive, got " + bound);
        }
        int r = nextInt();
        int m = bound - 1;
        if ((bound & m) == 0) {
            return r & m;
        }
        for (int u = r >>> 1; u + m - (r = u % bound) < 0; u = nextInt() >>> 1) {
            // reject over-represented candidates
        }
        return r;
    }
}
