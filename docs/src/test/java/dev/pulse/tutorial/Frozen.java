package dev.pulse.tutorial;

// snippet:frozen
/** Tag: this entity does not move for now. */
public record Frozen() {
}
// end:frozen
