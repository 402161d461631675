package dev.pulse.bench.columns;

/** A tag that one entity in ten has in the sparse scenario. */
public final class Burning {}
