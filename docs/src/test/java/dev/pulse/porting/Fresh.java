package dev.pulse.porting;

/** Tag: spawned since the last run of the system that welcomes new entities. */
public record Fresh() {}
