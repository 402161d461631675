package com.example.bumper;

/**
 * The run whose checksum CI compares across the JVM, JavaScript and WebAssembly: a game from a
 * fixed seed plays {@link #TICKS} ticks, is saved to a string halfway and loaded back into a
 * fresh world, and goes on from the loaded copy.
 */
final class BumperRun {

    /** The dice's seed. */
    static final long SEED = 20_260_601L;
    /** How many ticks the run plays (ten seconds at 60 ticks a second). */
    static final int TICKS = 600;

    private BumperRun() {
    }

    /**
     * Plays the run.
     *
     * @return the line the program prints: the checksum, then what happened
     */
    static String play() {
        Bumper game = Bumper.start(SEED);
        for (int i = 0; i < TICKS / 2; i++) {
            game.tick();
        }
        String save = game.save();
        game = Bumper.load(save);
        for (int i = TICKS / 2; i < TICKS; i++) {
            game.tick();
        }
        Score score = game.score();
        return "checksum " + Long.toHexString(game.checksum()) + " after " + score.tick + " ticks: "
                + score.spawned + " balls spawned, " + score.collisions + " collisions, " + score.popped
                + " popped, " + game.world().entityCount() + " entities; save " + save.length() + " chars";
    }
}
