package com.example.bumper;

/** Marks a heavy ball, which never loses health: a tag (no fields, so Pulse stores no data for it). */
final class Heavy {
}
