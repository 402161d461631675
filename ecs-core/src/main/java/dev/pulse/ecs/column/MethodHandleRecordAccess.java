package dev.pulse.ecs.column;

import dev.pulse.ecs.seam.HotSpotOnly;
import java.lang.invoke.MethodHandle;

/**
 * A column record's composed writer and spread constructor, called with
 * {@link MethodHandle#invokeExact}: the HotSpot {@link RecordAccess}. The build moves this class
 * file to the resource {@code MethodHandleRecordAccess.bin}, and {@link MethodHandleRecords}
 * defines it from there, so no {@code .class} in the jar holds a signature-polymorphic call (D8
 * warns about those below Android API 26 even in classes Android never loads). Nothing may
 * name this class in code: it exists only once defined.
 */
@HotSpotOnly
final class MethodHandleRecordAccess implements RecordAccess {

    private final Class<?> type;
    /** {@code (Object record, ColumnPage page, int offset)void}. */
    private final MethodHandle writer;
    /** The canonical constructor, spread over an {@code Object[]}, returning {@code Object}. */
    private final MethodHandle constructor;

    MethodHandleRecordAccess(Class<?> type, MethodHandle writer, MethodHandle constructor) {
        this.type = type;
        this.writer = writer;
        this.constructor = constructor;
    }

    @Override
    public void write(Object record, ColumnPage page, int offset) {
        try {
            writer.invokeExact(record, page, offset);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException("Reading a " + type.getSimpleName() + " failed", t);
        }
    }

    @Override
    public Object construct(Object[] values) {
        try {
            return (Object) constructor.invokeExact(values);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException("Building a " + type.getSimpleName() + " failed", t);
        }
    }
}
