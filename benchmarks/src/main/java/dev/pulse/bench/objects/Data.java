package dev.pulse.bench.objects;

/** The payload every entity of the fragmented world carries, for the plain-objects baseline adapter ({@code fragIter}). */
public final class Data {
    /** The value the tick doubles. */
    public float v;

    /** Creates a zero value. */
    public Data() {}
}
