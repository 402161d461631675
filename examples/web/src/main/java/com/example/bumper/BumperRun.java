package com.example.bumper;

/**
 * The runs CI compares across the JVM, JavaScript and WebAssembly.
 *
 * <ul>
 *   <li>{@link #play()}: a game from a fixed seed plays {@link #TICKS} ticks, is saved to a string
 *       halfway and loaded back into a fresh world, and goes on from the loaded copy; every
 *       platform prints the same line.</li>
 *   <li>{@link #continueFrom(String)}: a save made elsewhere (the JVM's) is loaded, saved again
 *       at once, played on for {@link #CONTINUE_TICKS} ticks and saved; the JVM checks that both
 *       saves are, byte for byte, the ones it makes itself.</li>
 * </ul>
 */
final class BumperRun {

    /** The dice's seed. */
    static final long SEED = 20_260_601L;
    /** How many ticks the run plays (ten seconds at 60 ticks a second). */
    static final int TICKS = 600;
    /** How many ticks {@link #continueFrom(String)} plays on from the save it is given. */
    static final int CONTINUE_TICKS = 150;

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

    /**
     * Goes on from a save: loads it, saves the loaded game again at once, plays
     * {@link #CONTINUE_TICKS} ticks and saves again.
     *
     * @param save the Base64 text of a binary snapshot, as {@link Bumper#save()} makes it
     * @return the two saves: {@code [0]} right after the load, {@code [1]} after the ticks
     * @throws IllegalArgumentException if the save is not a Bumper save
     */
    static String[] continueFrom(String save) {
        Bumper game = Bumper.load(save);
        String resaved = game.save();
        for (int i = 0; i < CONTINUE_TICKS; i++) {
            game.tick();
        }
        return new String[] {resaved, game.save()};
    }
}
