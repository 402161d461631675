package dev.pulse.ecs.column;

import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * The portable side of the {@link RecordAccess} seam: the getters and constructor given to a
 * {@link ColumnDeclaration}, called per column with a switch on its kind.
 */
final class DeclaredRecordAccess implements RecordAccess {

    private final Object[] getters;
    private final ColumnKind[] kinds;
    private final int[] slots;
    private final Function<Object[], ?> constructor;

    DeclaredRecordAccess(Object[] getters, ColumnKind[] kinds, int[] slots, Function<Object[], ?> constructor) {
        this.getters = getters;
        this.kinds = kinds;
        this.slots = slots;
        this.constructor = constructor;
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public void write(Object record, ColumnPage page, int offset) {
        for (int i = 0; i < kinds.length; i++) {
            Object getter = getters[i];
            int s = slots[i];
            switch (kinds[i]) {
                case FLOAT -> page.floats[s][offset] = ((ColumnDeclaration.FloatGetter) getter).get(record);
                case INT -> page.ints[s][offset] = ((ToIntFunction) getter).applyAsInt(record);
                case LONG -> page.longs[s][offset] = ((ToLongFunction) getter).applyAsLong(record);
                case DOUBLE -> page.doubles[s][offset] = ((ToDoubleFunction) getter).applyAsDouble(record);
                case BOOLEAN -> page.booleans[s][offset] = ((Predicate) getter).test(record);
                case BYTE -> page.bytes[s][offset] = ((ColumnDeclaration.ByteGetter) getter).get(record);
                case OBJECT -> page.objects[s][offset] = ((Function) getter).apply(record);
            }
        }
    }

    @Override
    public Object construct(Object[] values) {
        return constructor.apply(values);
    }
}
