package dev.pulse.ecs.teavm;

import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.teavm.extension.introspect.IntrospectClass;
import org.teavm.extension.introspect.IntrospectField;
import org.teavm.extension.introspect.IntrospectMember;
import org.teavm.extension.introspect.IntrospectMethod;
import org.teavm.extension.introspect.IntrospectParameter;
import org.teavm.extension.spi.reflection.ReflectionPolicy;

/**
 * The TeaVM reflection policy Pulse needs: it keeps the instance fields of every class a game may
 * use as a component visible to {@code getDeclaredFields()}, so that Pulse tells tags from data
 * components in the browser exactly as on the JVM.
 *
 * <p><b>Why.</b> Pulse stores a component class without instance fields (in it or its
 * superclasses) as a tag: one shared instance, no storage. TeaVM answers {@code getDeclaredFields()}
 * with an empty array for any class whose fields no policy made reflectable, so without this
 * policy every component would be a tag and {@code get(b, Position.class)} would answer entity
 * {@code a}'s position, with no error.
 *
 * <p><b>What it selects.</b> Pulse cannot know at compile time which classes a game uses as
 * components, so the policy takes every class TeaVM compiles that could be one: classes (not
 * interfaces, annotations, arrays or primitives) outside the platform's own packages
 * ({@code java.}, {@code javax.}, {@code jdk.}, {@code sun.}, {@code com.sun.}, {@code org.teavm.}),
 * plus {@code java.lang.Enum}, whose {@code name} and {@code ordinal} make an enum component a data
 * component. Of those it keeps the instance fields, and of a record also its canonical
 * constructor, through which ecs-snapshot's default record codec builds a loaded record (TeaVM
 * has no record reflection, so the codec reads a record's fields and calls that constructor).
 * Static fields, methods and other constructors stay invisible, and no class becomes findable by
 * name.
 * A component class that extends another platform class with instance fields is the one case
 * it misses (Pulse would take it for a tag if it declares no field of its own).
 *
 * <p><b>How TeaVM finds it.</b> Through {@link java.util.ServiceLoader} on the class path of the
 * program being compiled: this jar names it in
 * {@code META-INF/services/org.teavm.extension.spi.reflection.ReflectionPolicy}. The game adds the
 * jar to its build ({@code dev.pulse:ecs-teavm}, scope {@code provided}); nothing else changes.
 *
 * <p><b>Cost.</b> TeaVM keeps each selected field's name, type and modifiers and a reader and
 * writer for it, and no longer removes fields it finds unused; the README's "Web (TeaVM)" section
 * has the measured sizes.
 */
public final class PulseReflectionPolicy implements ReflectionPolicy {

    /** Packages of the platform (the JDK's classes as TeaVM provides them, and TeaVM's own). */
    private static final List<String> PLATFORM_PACKAGES =
            List.of("java.", "javax.", "jdk.", "sun.", "com.sun.", "org.teavm.");

    /** The platform class whose instance fields an enum component carries. */
    private static final String ENUM = "java.lang.Enum";

    /** Creates the policy; TeaVM's {@link java.util.ServiceLoader} calls this. */
    public PulseReflectionPolicy() {}

    /**
     * Answers the members of {@code type} that reflection may see: its declared instance fields
     * (and a record's canonical constructor) if it could be a component class (see the class
     * comment), otherwise none.
     *
     * @param type a class TeaVM compiles
     * @return its declared non-static fields and, for a record, its canonical constructor; or an
     *         empty list
     */
    @Override
    public Collection<IntrospectMember> classAccessibleMembers(IntrospectClass<?> type) {
        if (!mayBeComponentClass(type)) {
            return List.of();
        }
        List<IntrospectMember> members = new ArrayList<>();
        for (IntrospectField field : type.declaredFields()) {
            if (!Modifier.isStatic(field.modifiers())) {
                members.add(field);
            }
        }
        if (type.isRecord()) {
            IntrospectMethod canonical = canonicalConstructor(type, members);
            if (canonical != null) {
                members.add(canonical);
            }
        }
        return members;
    }

    /**
     * The canonical constructor of a record: the one whose parameter types are its instance
     * fields' types in declaration order (a record's fields are its components), or null if
     * there is none.
     */
    private static IntrospectMethod canonicalConstructor(IntrospectClass<?> record, List<IntrospectMember> fields) {
        List<String> fieldTypes = new ArrayList<>();
        for (IntrospectMember field : fields) {
            fieldTypes.add(((IntrospectField) field).type().name());
        }
        for (IntrospectMethod method : record.declaredMethods()) {
            if (method.isConstructor() && parameterTypes(method).equals(fieldTypes)) {
                return method;
            }
        }
        return null;
    }

    private static List<String> parameterTypes(IntrospectMethod method) {
        List<String> types = new ArrayList<>();
        for (IntrospectParameter parameter : method.parameters()) {
            types.add(parameter.type().name());
        }
        return types;
    }

    /**
     * Tells whether a class could be a component class or the superclass of one, so that its
     * instance fields must stay visible.
     *
     * @param type a class TeaVM compiles
     * @return true for classes outside the platform's packages, and for {@code java.lang.Enum}
     */
    static boolean mayBeComponentClass(IntrospectClass<?> type) {
        if (type.isPrimitive() || type.isArray() || type.isInterface() || type.isAnnotation()) {
            return false;
        }
        String name = type.name();
        if (name.equals(ENUM)) {
            return true;
        }
        for (String platform : PLATFORM_PACKAGES) {
            if (name.startsWith(platform)) {
                return false;
            }
        }
        return true;
    }
}
