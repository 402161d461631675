package com.example.bumper;

/** Hits a ball can still take; at 0 it pops. */
final class Health {
    int hp;

    Health(int hp) {
        this.hp = hp;
    }
}
