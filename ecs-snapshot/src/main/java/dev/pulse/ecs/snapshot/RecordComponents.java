package dev.pulse.ecs.snapshot;

import dev.pulse.ecs.seam.HotSpotOnly;
import java.lang.reflect.AccessibleObject;
import java.lang.reflect.RecordComponent;
import java.util.List;

/**
 * Record reflection for {@link RecordCodec}: the components of a record, with their accessors.
 * Only runtimes that read records by reflection (HotSpot) load it, by name; Android below API
 * 34 and TeaVM have no {@link RecordComponent}.
 */
@HotSpotOnly
final class RecordComponents implements RecordCodec.ComponentLister {

    RecordComponents() {
        RecordComponent.class.getName(); // link record reflection here, at load
    }

    @Override
    public void describe(Class<?> type, List<String> names, List<Class<?>> kinds, List<AccessibleObject> accessors) {
        for (RecordComponent component : type.getRecordComponents()) {
            names.add(component.getName());
            kinds.add(component.getType());
            accessors.add(component.getAccessor());
        }
    }
}
