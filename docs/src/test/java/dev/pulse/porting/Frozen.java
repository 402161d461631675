package dev.pulse.porting;

/** Tag: the entity does not move. */
public record Frozen() {
}
