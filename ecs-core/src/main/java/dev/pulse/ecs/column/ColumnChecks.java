package dev.pulse.ecs.column;

/**
 * The switch for the generation checks of {@link ColumnView} accessors: Java's counterpart of a
 * debug build. Read once, when the class initialises, into a {@code static final}, so the JIT
 * folds it and a disabled check is no code at all.
 * <ul>
 *   <li>{@code -Dpulse.columnChecks=true} or {@code false} decides;</li>
 *   <li>otherwise the checks are on exactly when assertions are enabled for Pulse
 *       ({@code -ea}, as test runners do) and off in a plain {@code java} run.</li>
 * </ul>
 */
final class ColumnChecks {

    /** The system property that overrides the {@code -ea} default. */
    static final String PROPERTY = "pulse.columnChecks";

    /** Whether view accessors check the generation on every call. */
    static final boolean ENABLED = decide(System.getProperty(PROPERTY), ColumnChecks.class.desiredAssertionStatus());

    private ColumnChecks() {}

    /**
     * The switch's value for the property's value ({@code null} when not given) and whether
     * assertions are enabled for this package.
     */
    static boolean decide(String property, boolean assertions) {
        if (property == null) {
            return assertions;
        }
        if (property.equalsIgnoreCase("true") || property.equalsIgnoreCase("on")) {
            return true;
        }
        if (property.equalsIgnoreCase("false") || property.equalsIgnoreCase("off")) {
            return false;
        }
        throw new IllegalArgumentException("-D" + PROPERTY + "=" + property + " is not understood: use true or false"
                + " (or leave it out: checks then follow -ea)");
    }
}
