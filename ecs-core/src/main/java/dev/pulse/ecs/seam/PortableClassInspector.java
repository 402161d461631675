package dev.pulse.ecs.seam;

/**
 * The portable {@link ClassInspector}: decides from the class name what HotSpot asks the class.
 * Lambda classes are named {@code Outer$$Lambda...} by every compiler and desugarer of note
 * (javac's runtime, D8, TeaVM); hidden classes have a {@code /} in their names; an anonymous
 * class's name ends in {@code $} and digits.
 */
final class PortableClassInspector implements ClassInspector {

    private final boolean fieldsInDeclarationOrder;

    /** @param fieldsInDeclarationOrder true on TeaVM; false on Android, and where forced (standing in for Android) */
    PortableClassInspector(boolean fieldsInDeclarationOrder) {
        this.fieldsInDeclarationOrder = fieldsInDeclarationOrder;
    }

    @Override
    public boolean isGenerated(Class<?> type) {
        String name = type.getName();
        return name.contains("$$Lambda") || name.contains("-$$") || name.indexOf('/') >= 0;
    }

    @Override
    public boolean isAnonymous(Class<?> type) {
        String name = type.getName();
        int dollar = name.lastIndexOf('$');
        if (dollar < 0 || dollar == name.length() - 1) {
            return false;
        }
        for (int i = dollar + 1; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean readsRecords() {
        return false;
    }

    @Override
    public boolean fieldsInDeclarationOrder() {
        return fieldsInDeclarationOrder;
    }

    @Override
    public void openForReading(Class<?> type) {
        // no modules to open
    }
}
