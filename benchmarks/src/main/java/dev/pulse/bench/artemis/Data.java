package dev.pulse.bench.artemis;

/** The payload every entity of the fragmented world carries, for the Artemis-odb adapter ({@code fragIter}). */
public final class Data extends com.artemis.Component {
    /** The value the tick doubles. */
    public float v;

    /** Creates a zero value (Artemis instantiates components reflectively). */
    public Data() {}
}
