package dev.pulse.ecs;

/**
 * Copies every column of a column record into a {@link ColumnPage} at an offset: the write of
 * {@code world.spawn(record)}, {@code world.add(entity, record)} and commands. One instance per
 * {@link ColumnSchema}; see {@link RecordWriterTemplate} for why it is a class of its own per
 * schema.
 */
interface RecordWriter {

    /**
     * Writes the record's values.
     *
     * @param record a record of the schema's type
     * @param page   the entity's column page
     * @param offset the entity's offset in the page
     */
    void write(Object record, ColumnPage page, int offset);
}
