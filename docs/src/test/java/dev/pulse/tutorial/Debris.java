package dev.pulse.tutorial;

/** Tag: a piece of a rock that broke up. */
public record Debris() {
}
