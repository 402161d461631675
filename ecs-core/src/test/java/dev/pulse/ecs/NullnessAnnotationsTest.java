package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.column.ColumnChunk;
import dev.pulse.ecs.column.ColumnRow;
import dev.pulse.ecs.column.ColumnSchema;
import dev.pulse.ecs.column.ColumnView;
import dev.pulse.ecs.column.ObjectColumn;
import dev.pulse.ecs.pool.GenerationalArena;
import java.io.IOException;
import java.lang.reflect.AnnotatedArrayType;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The JSpecify annotations on the API, as Kotlin and null checkers read them from the class
 * files: the packages are {@code @NullMarked}, and exactly the members whose Javadoc says they
 * may answer or take {@code null} are {@code @Nullable}. A new nullable member belongs in these
 * lists; a member that lost its annotation (Kotlin would see {@code T}, not {@code T?}) fails.
 */
class NullnessAnnotationsTest {

    @Nested
    class Packages {
        @Test
        void everyApiPackageIsNullMarked() {
            assertTrue(World.class.getPackage().isAnnotationPresent(NullMarked.class), "dev.pulse.ecs");
            assertTrue(
                    GenerationalArena.class.getPackage().isAnnotationPresent(NullMarked.class), "dev.pulse.ecs.pool");
            assertTrue(ColumnSchema.class.getPackage().isAnnotationPresent(NullMarked.class), "dev.pulse.ecs.column");
        }
    }

    @Nested
    class Returns {
        @Test
        void exactlyTheMethodsThatMayAnswerNullAreNullable() throws Exception {
            Set<String> expected = new TreeSet<>(List.of(
                    "column.ColumnRow.get(ObjectColumn)",
                    "column.ColumnStorage.get(Entity)",
                    "column.ColumnView.entity()",
                    "column.ColumnView.get(ObjectColumn)",
                    "ComponentStorage.get(Entity)",
                    "ComponentStorage.get(long)",
                    "ComponentStorage.getMut(Entity)",
                    "ComponentStorage.remove(Entity)",
                    "DynamicQuery.findFirst(Match)",
                    "DynamicQuery.forEachUntil(Until)",
                    "ForeignEntityException.entity()",
                    "Query.firstOrNull()",
                    "Query.singleOrNull()",
                    "Query1.findFirst(Match)",
                    "Query1.forEachUntil(Until)",
                    "Query2.findFirst(Match)",
                    "Query2.forEachUntil(Until)",
                    "Query3.findFirst(Match)",
                    "Query3.forEachUntil(Until)",
                    "Query4.findFirst(Match)",
                    "Query4.forEachUntil(Until)",
                    "Query5.findFirst(Match)",
                    "Query5.forEachUntil(Until)",
                    "Query6.findFirst(Match)",
                    "Query6.forEachUntil(Until)",
                    "Query7.findFirst(Match)",
                    "Query7.forEachUntil(Until)",
                    "Query8.findFirst(Match)",
                    "Query8.forEachUntil(Until)",
                    "QueryRow.get(Class)",
                    "QueryRow.get(int)",
                    "Resources.insert(Class,Object)",
                    "Resources.insert(Object)",
                    "Resources.remove(Class)",
                    "World.entityAt(int)",
                    "World.get(Entity,Class)",
                    "World.insertResource(Class,Object)",
                    "World.insertResource(Object)",
                    "World.parent(Entity)",
                    "World.remove(Entity,Class)",
                    "World.removeResource(Class)",
                    "pool.ForeignHandleException.handle()",
                    "pool.GenerationalArena.get(Handle)",
                    "pool.GenerationalArena.get(int,int)",
                    "pool.GenerationalArena.getUnchecked(int)",
                    "pool.GenerationalArena.handleAt(int)",
                    "pool.GenerationalArena.remove(Handle)",
                    "pool.GenerationalArena.remove(int,int)",
                    "pool.IdArena.get(long)",
                    "pool.IdArena.remove(long)",
                    "pool.ResourcePool.obtain()"));
            assertEquals(expected, nullableReturns());
        }

        @Test
        void chunkArraysAreNonNullWithNullableElements() throws Exception {
            for (Method method : List.of(
                    ColumnChunk.class.getMethod("objects", ObjectColumn.class),
                    ColumnChunk.class.getMethod("components", Class.class))) {
                AnnotatedArrayType array = (AnnotatedArrayType) method.getAnnotatedReturnType();
                assertFalse(isNullable(array), method.toString());
                assertTrue(isNullable(array.getAnnotatedGenericComponentType()), method.toString());
            }
        }

        @Test
        void lookupsThatThrowOrAnswerOptionalAreNonNull() throws Exception {
            assertFalse(
                    isNullable(World.class.getMethod("resource", Class.class).getAnnotatedReturnType()));
            assertFalse(isNullable(
                    World.class.getMethod("findResource", Class.class).getAnnotatedReturnType()));
            assertFalse(isNullable(Query.class.getMethod("single").getAnnotatedReturnType()));
            assertFalse(isNullable(World.class.getMethod("spawn").getAnnotatedReturnType()));
        }
    }

    @Nested
    class Parameters {
        @Test
        void objectColumnWritesAndEqualsAcceptNull() throws Exception {
            assertTrue(isNullable(ColumnView.class.getMethod("set", ObjectColumn.class, Object.class)
                    .getAnnotatedParameterTypes()[1]));
            assertTrue(isNullable(ColumnRow.class.getMethod("set", ObjectColumn.class, Object.class)
                    .getAnnotatedParameterTypes()[1]));
            assertTrue(isNullable(Entity.class.getMethod("equals", Object.class).getAnnotatedParameterTypes()[0]));
            assertTrue(isNullable(dev.pulse.ecs.pool.Handle.class.getMethod("equals", Object.class)
                    .getAnnotatedParameterTypes()[0]));
        }

        @Test
        void handlesAndComponentsPassedInAreNonNull() throws Exception {
            Method add = World.class.getMethod("add", Entity.class, Object.class);
            for (AnnotatedType parameter : add.getAnnotatedParameterTypes()) {
                assertFalse(isNullable(parameter), add.toString());
            }
        }
    }

    private static boolean isNullable(AnnotatedType type) {
        return type.isAnnotationPresent(Nullable.class);
    }

    /** "Class.method(erased parameters)" of each @Nullable return. */
    private static Set<String> nullableReturns() throws IOException, URISyntaxException, ClassNotFoundException {
        Path classes = Path.of(
                World.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<Class<?>> types = new ArrayList<>();
        for (String pkg : List.of("dev/pulse/ecs", "dev/pulse/ecs/column", "dev/pulse/ecs/pool")) {
            try (Stream<Path> files = Files.list(classes.resolve(pkg))) {
                for (Path file : (Iterable<Path>) files::iterator) {
                    String name = file.getFileName().toString();
                    if (name.endsWith(".class") && !name.equals("package-info.class")) {
                        Class<?> type = Class.forName(pkg.replace('/', '.') + "." + name.replace(".class", ""));
                        if (Modifier.isPublic(type.getModifiers())) {
                            types.add(type);
                        }
                    }
                }
            }
        }
        Set<String> found = new TreeSet<>();
        for (Class<?> type : types) {
            String prefix = type.getName().substring("dev.pulse.ecs.".length()).replace('$', '.');
            for (Method method : type.getDeclaredMethods()) {
                if (Modifier.isPublic(method.getModifiers())
                        && !method.isSynthetic()
                        && !method.isBridge()
                        && isNullable(method.getAnnotatedReturnType())) {
                    found.add(prefix + "." + method.getName() + parameters(method));
                }
            }
        }
        return found;
    }

    private static String parameters(Method method) {
        StringBuilder s = new StringBuilder("(");
        for (Class<?> p : method.getParameterTypes()) {
            s.append(s.length() > 1 ? "," : "").append(p.getSimpleName());
        }
        return s.append(')').toString();
    }
}
