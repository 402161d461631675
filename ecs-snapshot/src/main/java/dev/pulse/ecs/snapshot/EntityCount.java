package dev.pulse.ecs.snapshot;

/**
 * The checks of a declared entity count, shared by both parsers. An entity costs no bytes of
 * its own in either format (the file holds only the count), so a tiny file could otherwise make
 * a load spawn millions of entities. Every entity with a saved component owns at least one row,
 * and a row takes at least one byte after the count; so a snapshot with {@code n} entities, at
 * most {@link SnapshotLimits#maxEmptyEntities()} of them without a saved component, has at least
 * {@code n - maxEmptyEntities} bytes after its count. A count that breaks this is refused before
 * anything is allocated for it; after the rows are read, the entities without one are counted
 * exactly.
 */
final class EntityCount {

    private EntityCount() {}

    /** What is wrong with a declared count followed by {@code bytesAfter} bytes, or null. */
    static String problem(long count, long bytesAfter, SnapshotLimits limits) {
        if (count > limits.maxEntities()) {
            return "the snapshot declares " + count + " entities, over the limit of " + limits.maxEntities()
                    + "; raise SnapshotLimits.maxEntities if it is trusted";
        }
        if (count > bytesAfter + limits.maxEmptyEntities()) {
            return "the snapshot declares " + count + " entities but only " + bytesAfter + " bytes follow the count;"
                    + " every entity with a saved component takes at least one of them, and at most "
                    + limits.maxEmptyEntities() + " entities without one are accepted; raise"
                    + " SnapshotLimits.maxEmptyEntities if it is trusted";
        }
        return null;
    }

    /**
     * What is wrong with the entities that own no row, or null. {@code rowMarks[e]} is 0 for an
     * entity that owns no component row.
     */
    static String emptyProblem(int[] rowMarks, SnapshotLimits limits) {
        int empty = 0;
        for (int mark : rowMarks) {
            if (mark == 0) {
                empty++;
            }
        }
        if (empty > limits.maxEmptyEntities()) {
            return empty + " of the " + rowMarks.length + " entities have no saved component, over the limit of "
                    + limits.maxEmptyEntities() + "; raise SnapshotLimits.maxEmptyEntities if it is trusted";
        }
        return null;
    }
}
