package dev.pulse.ecs;

import java.lang.constant.ConstantDescs;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

/**
 * The bytes of this class are the template of every schema's {@link RecordWriter}: each
 * {@link ColumnSchema} defines them again as a hidden class whose class data is the schema's
 * composed writer handle {@code (Object record, ColumnPage page, int offset)void}. The handle
 * then sits in a {@code static final} field, which the JIT treats as a constant and inlines
 * through: the record's accessors and the typed puts compile into the caller, instead of an
 * indirect call into a separately compiled lambda form on every write (measured: about 8 % of a
 * column spawn + despawn; DESIGN.md section 12). No bytecode is generated; if the template cannot be
 * defined, {@link ColumnSchema} falls back to calling the handle directly.
 *
 * <p>Never loaded as itself (its initialiser fails outside a hidden class: it has no class data).
 */
final class RecordWriterTemplate implements RecordWriter {

    private static final MethodHandle WRITE;

    static {
        try {
            WRITE = MethodHandles.classData(MethodHandles.lookup(), ConstantDescs.DEFAULT_NAME, MethodHandle.class);
        } catch (IllegalAccessException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    RecordWriterTemplate() {
    }

    @Override
    public void write(Object record, ColumnPage page, int offset) {
        try {
            WRITE.invokeExact(record, page, offset);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException("Reading a record's components failed", t);
        }
    }
}
