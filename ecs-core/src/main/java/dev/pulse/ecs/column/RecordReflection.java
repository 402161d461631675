package dev.pulse.ecs.column;

/**
 * Reads a column record's schema by reflection ({@code Class.getRecordComponents}): the HotSpot
 * side of the {@link RecordAccess} seam, loaded by name, so runtimes without record reflection
 * never load it.
 */
interface RecordReflection {

    /**
     * The schema of a record class that implements {@link Columnar}.
     *
     * @throws IllegalArgumentException if it has no components, a {@code short}/{@code char}
     *                                  component, or its members cannot be reached
     */
    ColumnSchema<?> schemaOf(Class<?> type);
}
