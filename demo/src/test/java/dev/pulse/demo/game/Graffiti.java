package dev.pulse.demo.game;

/**
 * A test component whose text is markup: the inspector page must show it as text and never
 * run it. In the game's (opened) package so the inspector reads its field as it reads the
 * game's own components.
 *
 * @param text the text, e.g. a script tag
 */
public record Graffiti(String text) {}
