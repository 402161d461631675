package dev.pulse.ecs;

import java.lang.reflect.Field;

/**
 * Checks, once, that reflection on this runtime reports the fields of classes: Pulse's own
 * class here has one. TeaVM reports none unless a reflection policy asks for them (Pulse's is
 * in {@code dev.pulse:ecs-teavm}), and a shrinker may strip them; without this check every
 * component class would look like a tag, and entities would share one instance of it.
 */
final class FieldMetadataProbe {

    /** The field reflection must see. */
    @SuppressWarnings("unused")
    private int marker;

    private static final boolean FIELDS_VISIBLE = fieldsVisible();

    private FieldMetadataProbe() {}

    private static boolean fieldsVisible() {
        try {
            for (Field field : FieldMetadataProbe.class.getDeclaredFields()) {
                if (field.getName().equals("marker") || field.getType() == int.class) {
                    return true;
                }
            }
            return false;
        } catch (RuntimeException | LinkageError e) {
            return false;
        }
    }

    /**
     * Null where reflection sees fields; otherwise why {@code componentName} cannot be used
     * and what to add.
     */
    static String problem(String componentName) {
        return problem(componentName, FIELDS_VISIBLE);
    }

    /** {@link #problem(String)} as it would answer where reflection does or does not see fields. */
    static String problem(String componentName, boolean fieldsVisible) {
        if (fieldsVisible) {
            return null;
        }
        return "Cannot use " + componentName + " as a component: reflection on this runtime ("
                + dev.pulse.ecs.seam.PlatformProbe.current().runtime() + ") reports no fields for classes, so "
                + "Pulse cannot tell a component with data from a tag. With TeaVM, add the dependency "
                + "dev.pulse:ecs-teavm to the build that runs the TeaVM compiler (it makes the fields of your "
                + "classes reflectable); with R8 or ProGuard, keep the fields of component classes "
                + "(-keepclassmembers class your.game.components.** { <fields>; })";
    }
}
