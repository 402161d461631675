package dev.pulse.ecs.teavm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.teavm.extension.introspect.IntrospectClass;
import org.teavm.extension.introspect.IntrospectField;
import org.teavm.extension.introspect.IntrospectMember;
import org.teavm.extension.introspect.IntrospectMethod;
import org.teavm.extension.introspect.IntrospectParameter;
import org.teavm.extension.spi.reflection.ReflectionPolicy;

class PulseReflectionPolicyTest {

    private final PulseReflectionPolicy policy = new PulseReflectionPolicy();

    private static IntrospectClass<?> type(String name) {
        IntrospectClass<?> type = mock(IntrospectClass.class);
        when(type.name()).thenReturn(name);
        return type;
    }

    private static IntrospectField field(int modifiers) {
        IntrospectField field = mock(IntrospectField.class);
        when(field.modifiers()).thenReturn(modifiers);
        return field;
    }

    private static IntrospectField field(int modifiers, String type) {
        IntrospectField field = field(modifiers);
        IntrospectClass<?> fieldType = type(type);
        when(field.type()).thenAnswer(call -> fieldType);
        return field;
    }

    private static void declare(IntrospectClass<?> type, IntrospectField... fields) {
        when(type.declaredFields()).thenAnswer(call -> List.of(fields));
    }

    private static IntrospectMethod constructor(String... parameterTypes) {
        IntrospectMethod constructor = mock(IntrospectMethod.class);
        when(constructor.isConstructor()).thenReturn(true);
        List<IntrospectParameter> parameters = new ArrayList<>();
        for (String parameterType : parameterTypes) {
            IntrospectParameter parameter = mock(IntrospectParameter.class);
            IntrospectClass<?> type = type(parameterType);
            when(parameter.type()).thenAnswer(call -> type);
            parameters.add(parameter);
        }
        when(constructor.parameters()).thenAnswer(call -> parameters);
        return constructor;
    }

    private static void declare(IntrospectClass<?> type, IntrospectMethod... methods) {
        when(type.declaredMethods()).thenAnswer(call -> List.of(methods));
    }

    @Nested
    class WhichFieldsOfAComponentClass {

        @Test
        void instanceFieldsOfAGameClassAreReflectable() {
            IntrospectClass<?> position = type("com.example.Position");
            IntrospectField x = field(0);
            IntrospectField y = field(Modifier.PRIVATE | Modifier.FINAL);
            declare(position, x, y);
            assertEquals(List.of(x, y), new ArrayList<>(policy.classAccessibleMembers(position)));
        }

        @Test
        void staticFieldsStayHidden() {
            IntrospectClass<?> tag = type("com.example.Frozen");
            IntrospectField instances = field(Modifier.STATIC | Modifier.FINAL);
            IntrospectField hp = field(Modifier.PUBLIC);
            declare(tag, instances, hp);
            assertEquals(List.of(hp), new ArrayList<>(policy.classAccessibleMembers(tag)));
        }

        @Test
        void aTagKeepsNoMembers() {
            IntrospectClass<?> tag = type("com.example.Frozen");
            declare(tag, field(Modifier.STATIC));
            assertTrue(policy.classAccessibleMembers(tag).isEmpty());
        }

        @Test
        void pulsesOwnComponentClassesAreIncluded() {
            IntrospectClass<?> parent = type("dev.pulse.ecs.Parent");
            IntrospectField entity = field(Modifier.PRIVATE | Modifier.FINAL);
            declare(parent, entity);
            assertEquals(List.of(entity), new ArrayList<>(policy.classAccessibleMembers(parent)));
        }

        @Test
        void enumsKeepTheirNameAndOrdinal() {
            IntrospectClass<?> platformEnum = type("java.lang.Enum");
            IntrospectField name = field(Modifier.PRIVATE | Modifier.FINAL);
            IntrospectField ordinal = field(Modifier.PRIVATE | Modifier.FINAL);
            declare(platformEnum, name, ordinal);
            assertEquals(List.of(name, ordinal), new ArrayList<>(policy.classAccessibleMembers(platformEnum)));
        }
    }

    @Nested
    class Records {

        @Test
        void aRecordKeepsItsCanonicalConstructorBesideItsFields() {
            // record Size(double radius, int hits), with a compact second constructor
            IntrospectClass<?> size = type("com.example.Size");
            when(size.isRecord()).thenReturn(true);
            IntrospectField radius = field(Modifier.PRIVATE | Modifier.FINAL, "double");
            IntrospectField hits = field(Modifier.PRIVATE | Modifier.FINAL, "int");
            declare(size, radius, hits);
            IntrospectMethod convenience = constructor("double");
            IntrospectMethod swapped = constructor("int", "double");
            IntrospectMethod canonical = constructor("double", "int");
            IntrospectMethod radiusAccessor = mock(IntrospectMethod.class);
            declare(size, convenience, radiusAccessor, swapped, canonical);
            assertEquals(List.of(radius, hits, canonical), new ArrayList<>(policy.classAccessibleMembers(size)));
        }

        @Test
        void anEmptyRecordKeepsItsConstructorWithoutParameters() {
            IntrospectClass<?> frozen = type("com.example.Frozen");
            when(frozen.isRecord()).thenReturn(true);
            declare(frozen, field(Modifier.STATIC | Modifier.FINAL, "com.example.Frozen"));
            IntrospectMethod canonical = constructor();
            declare(frozen, canonical);
            assertEquals(List.of(canonical), new ArrayList<>(policy.classAccessibleMembers(frozen)));
        }

        @Test
        void aClassKeepsNoConstructor() {
            IntrospectClass<?> position = type("com.example.Position");
            IntrospectField x = field(0, "double");
            declare(position, x);
            declare(position, constructor("double"));
            assertEquals(List.of(x), new ArrayList<>(policy.classAccessibleMembers(position)));
        }

        @Test
        void aPlatformRecordKeepsNothing() {
            IntrospectClass<?> platform = type("java.lang.SomeRecord");
            when(platform.isRecord()).thenReturn(true);
            declare(platform, field(Modifier.PRIVATE | Modifier.FINAL, "int"));
            declare(platform, constructor("int"));
            assertTrue(policy.classAccessibleMembers(platform).isEmpty());
        }
    }

    @Nested
    class WhichClasses {

        @Test
        void platformClassesKeepNoMembers() {
            for (String name : List.of(
                    "java.lang.String",
                    "java.util.ArrayList",
                    "javax.swing.JPanel",
                    "jdk.internal.misc.Unsafe",
                    "sun.misc.Unsafe",
                    "com.sun.net.httpserver.HttpServer",
                    "org.teavm.jso.dom.html.HTMLElement")) {
                IntrospectClass<?> platform = type(name);
                declare(platform, field(0));
                assertTrue(policy.classAccessibleMembers(platform).isEmpty(), name);
            }
        }

        @Test
        void classesThatOnlyLookLikePlatformOnesAreIncluded() {
            for (String name : List.of("javafx.Ball", "sunflower.Petal", "org.teavmx.Thing", "javaish.Enum")) {
                assertTrue(PulseReflectionPolicy.mayBeComponentClass(type(name)), name);
            }
        }

        @Test
        void interfacesAnnotationsArraysAndPrimitivesAreNotComponentClasses() {
            IntrospectClass<?> iface = type("com.example.Shape");
            when(iface.isInterface()).thenReturn(true);
            IntrospectClass<?> annotation = type("com.example.Saved");
            when(annotation.isAnnotation()).thenReturn(true);
            IntrospectClass<?> array = type("[Lcom.example.Position;");
            when(array.isArray()).thenReturn(true);
            IntrospectClass<?> primitive = type("int");
            when(primitive.isPrimitive()).thenReturn(true);
            for (IntrospectClass<?> type : List.of(iface, annotation, array, primitive)) {
                declare(type, field(0));
                assertTrue(policy.classAccessibleMembers(type).isEmpty(), type.name());
            }
        }

        @Test
        void abstractSuperclassesOfComponentsAreIncluded() {
            IntrospectClass<?> base = type("com.example.Body");
            when(base.modifiers()).thenReturn(Modifier.ABSTRACT | Modifier.PUBLIC);
            IntrospectField mass = field(Modifier.PROTECTED);
            declare(base, mass);
            List<IntrospectMember> members = new ArrayList<>(policy.classAccessibleMembers(base));
            assertEquals(List.of(mass), members);
        }
    }

    @Test
    void teavmFindsThePolicyThroughItsServiceFile() throws Exception {
        // TeaVM runs ServiceLoader.load(ReflectionPolicy.class, classLoaderOfTheCompiledClassPath):
        // the class path way, which reads this file and needs a public no-argument constructor.
        String file = "META-INF/services/" + ReflectionPolicy.class.getName();
        try (InputStream in = PulseReflectionPolicy.class.getClassLoader().getResourceAsStream(file)) {
            assertNotNull(in, file + " is missing");
            String named = new String(in.readAllBytes(), StandardCharsets.UTF_8).trim();
            assertEquals(PulseReflectionPolicy.class.getName(), named);
        }
        Constructor<PulseReflectionPolicy> constructor = PulseReflectionPolicy.class.getConstructor();
        assertTrue(Modifier.isPublic(PulseReflectionPolicy.class.getModifiers()));
        assertTrue(ReflectionPolicy.class.isInstance(constructor.newInstance()));
    }

    @Test
    void noClassBecomesFindableByName() {
        assertFalse(policy.isClassFoundByName(type("com.example.Position")));
    }
}
