package dev.pulse.ecs.snapshot;

/** The two encodings of a snapshot. Both hold the same content and load to the same world. */
public enum SnapshotFormat {
    /**
     * Compact binary: a magic number, a format version and length-prefixed sections, with
     * fixed-width numbers and raw float bits. See {@link Snapshots} for the layout.
     */
    BINARY,
    /** JSON, readable and editable by hand; floats keep their exact bits (see {@link Snapshots}). */
    JSON
}
