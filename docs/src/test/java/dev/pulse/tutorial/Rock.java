package dev.pulse.tutorial;

// snippet:rock
/** Tag: this entity is a rock. No fields, so Pulse stores no data for it, only membership. */
public record Rock() {
}
// end:rock
