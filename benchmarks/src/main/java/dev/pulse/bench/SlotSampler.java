package dev.pulse.bench;

import java.util.SplittableRandom;

/**
 * Reproducible random choices of handle slots for the scenarios (fixed seeds, so every
 * implementation sees the same access pattern).
 */
public final class SlotSampler {

    private SlotSampler() {}

    /**
     * A random permutation of {@code 0..bound-1}.
     *
     * @param bound number of slots
     * @param seed  random seed
     * @return the slots in random order
     * @throws IllegalArgumentException if {@code bound} is negative
     */
    public static int[] shuffled(int bound, long seed) {
        if (bound < 0) {
            throw new IllegalArgumentException("bound must be >= 0, was " + bound);
        }
        int[] slots = new int[bound];
        for (int i = 0; i < bound; i++) {
            slots[i] = i;
        }
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = bound - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = slots[i];
            slots[i] = slots[j];
            slots[j] = t;
        }
        return slots;
    }

    /**
     * {@code count} distinct random slots out of {@code 0..bound-1}.
     *
     * @param bound number of slots to choose from
     * @param count how many to choose
     * @param seed  random seed
     * @return the chosen slots, in random order
     * @throws IllegalArgumentException if {@code count} is negative or greater than {@code bound}
     *                                  (use a larger size parameter)
     */
    public static int[] distinct(int bound, int count, long seed) {
        if (count < 0 || count > bound) {
            throw new IllegalArgumentException(
                    "cannot choose " + count + " distinct slots out of " + bound + ": use a size of at least " + count);
        }
        int[] all = shuffled(bound, seed);
        int[] chosen = new int[count];
        System.arraycopy(all, 0, chosen, 0, count);
        return chosen;
    }
}
