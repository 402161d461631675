package com.example.bumper;

/**
 * The game's only source of randomness (SplitMix64), kept as a component of the game's
 * singleton entity so that a save holds it: a loaded game rolls the same numbers as the one
 * that was saved. Integer arithmetic only, so the JVM, TeaVM's JavaScript and its WebAssembly
 * all roll the same.
 */
final class Dice {
    long state;

    Dice(long seed) {
        this.state = seed;
    }

    /** The next 64 random bits. */
    long nextLong() {
        long z = state += 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** A random int in [0, bound). */
    int nextInt(int bound) {
        return (int) ((nextLong() >>> 33) % bound);
    }

    /** A random double in [0, 1), from 53 random bits. */
    double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }
}
