package dev.pulse.ecs.column;

/**
 * How a column record's values go into a {@link ColumnPage} and come back out as a record: the
 * platform seam of column components. On HotSpot, {@code MethodHandleRecords} reads the record by
 * reflection and composes method handles; elsewhere {@link ColumnDeclaration} supplies getters
 * and the constructor as functions.
 */
interface RecordAccess {

    /** Copies every column of {@code record} into {@code page} at {@code offset}. */
    void write(Object record, ColumnPage page, int offset);

    /** Calls the canonical constructor with one value per column, in declaration order (boxed). */
    Object construct(Object[] values);

    /** Makes the access of a schema once its columns' kinds and slots are known. */
    interface Maker {

        /**
         * @param kinds per column, its kind
         * @param slots per column, its index among the columns of its kind
         */
        RecordAccess make(ColumnKind[] kinds, int[] slots);
    }
}
