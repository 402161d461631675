package dev.pulse.ecs.snapshot;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.PrettyPrinter;
import java.io.IOException;

/**
 * Jackson layout of saved JSON: compact, but every array element on a line of its own, so a
 * snapshot shows one type, one component or one extra per line (readable, diff-friendly and
 * editable) at one byte per element.
 */
final class JsonLines implements PrettyPrinter {

    @Override
    public void writeRootValueSeparator(JsonGenerator g) throws IOException {
        g.writeRaw('\n');
    }

    @Override
    public void writeStartObject(JsonGenerator g) throws IOException {
        g.writeRaw('{');
    }

    @Override
    public void writeEndObject(JsonGenerator g, int entries) throws IOException {
        g.writeRaw('}');
    }

    @Override
    public void writeObjectEntrySeparator(JsonGenerator g) throws IOException {
        g.writeRaw(',');
    }

    @Override
    public void writeObjectFieldValueSeparator(JsonGenerator g) throws IOException {
        g.writeRaw(':');
    }

    @Override
    public void writeStartArray(JsonGenerator g) throws IOException {
        g.writeRaw('[');
    }

    @Override
    public void writeEndArray(JsonGenerator g, int values) throws IOException {
        g.writeRaw(values > 0 ? "\n]" : "]");
    }

    @Override
    public void writeArrayValueSeparator(JsonGenerator g) throws IOException {
        g.writeRaw(",\n");
    }

    @Override
    public void beforeArrayValues(JsonGenerator g) throws IOException {
        g.writeRaw('\n');
    }

    @Override
    public void beforeObjectEntries(JsonGenerator g) throws IOException {}
}
