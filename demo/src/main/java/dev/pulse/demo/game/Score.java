package dev.pulse.demo.game;

/**
 * The player's score, a world resource ({@code world.resource(Score.class)}): each kill is worth
 * the enemy's starting hit points times ten.
 */
public final class Score {
    long points;

    Score() {}

    /**
     * Returns the points scored so far.
     *
     * @return the score
     */
    public long points() {
        return points;
    }
}
