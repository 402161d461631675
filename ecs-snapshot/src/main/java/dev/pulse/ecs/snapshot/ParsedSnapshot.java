package dev.pulse.ecs.snapshot;

import java.util.List;

/**
 * A whole snapshot parsed and structurally validated (sizes, references, owners, registered
 * types), but not yet decoded by codecs nor applied to a world.
 */
final class ParsedSnapshot {

    final int entityCount;
    final List<ParsedType> types;
    /** Formats positions for messages: "byte N" or "line L, column C". */
    final PositionLabel labels;

    ParsedSnapshot(int entityCount, List<ParsedType> types, PositionLabel labels) {
        this.entityCount = entityCount;
        this.types = types;
        this.labels = labels;
    }

    /** Formats an input position for a message. */
    interface PositionLabel {
        String label(long position);
    }
}
