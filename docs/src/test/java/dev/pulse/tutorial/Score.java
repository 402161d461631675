package dev.pulse.tutorial;

/** Chapter 7's score: a resource, one per world. */
// snippet:score
public final class Score {
    public int points;
}
// end:score
