package dev.pulse.demo.game;

/**
 * A turret base: a fixed pad that carries a turret as its child entity (see
 * {@code World.setParent}). A tag: it has no fields and stores no data.
 */
public record Base() {}
