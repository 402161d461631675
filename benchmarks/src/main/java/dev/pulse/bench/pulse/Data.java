package dev.pulse.bench.pulse;

/** The payload every entity of the fragmented world carries, for the Pulse adapter ({@code fragIter}). */
public final class Data {
    /** The value the tick doubles. */
    public float v;

    /** Creates a zero value. */
    public Data() {}
}
