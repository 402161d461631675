package com.example.bumper;

/** What happened so far: kept on the game's singleton entity, so a save holds it. */
final class Score {
    int tick;
    int spawned;
    int collisions;
    int popped;
}
