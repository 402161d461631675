package dev.pulse.bench.ashley;

/** The payload every entity of the fragmented world carries, for the Ashley adapter ({@code fragIter}). */
public final class Data implements com.badlogic.ashley.core.Component {
    /** The value the tick doubles. */
    public float v;

    /** Creates a zero value (Ashley's pools instantiate components reflectively). */
    public Data() {}
}
