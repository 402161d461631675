package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.column.ColumnStorage;
import dev.pulse.ecs.column.ColumnView;
import dev.pulse.ecs.column.Motion;
import dev.pulse.ecs.pool.GenerationalArena;
import dev.pulse.ecs.pool.Handle;
import dev.pulse.ecs.pool.ResourcePool;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The one rule for stale and {@code null} handles (docs/DESIGN.md, "Errors"; {@link World}'s Javadoc),
 * checked for every public method that takes a handle: reads answer {@code null}/{@code false}
 * for a stale handle, take-away writes ({@code despawn}, {@code remove}) answer "nothing
 * happened", {@code add} throws {@link StaleEntityException}, recorded commands are skipped when
 * applied, and a {@code null} handle is a {@link NullPointerException} everywhere. A stale
 * handle's slot is always reused first, so each check also proves the newer entity is untouched.
 * A handle from another world (or arena) is a {@link ForeignEntityException}
 * ({@link dev.pulse.ecs.pool.ForeignHandleException}) everywhere, reads included, naming both,
 * with both worlds unchanged; the pool refuses another pool's item on release.
 */
class StaleAndNullRuleTest {

    /** A world with a stale handle whose slot now holds {@code successor}, and a live entity. */
    static final class Fixture {
        final World world = new World();
        final Entity stale;
        final Entity successor;
        final Health successorHealth = new Health(7);
        final ComponentStorage<Health> healths = world.storage(Health.class);
        final ColumnStorage<Motion> motions = world.columns(Motion.class);
        final Motion successorMotion = new Motion(2, 2, 2, 2);
        final GenerationalArena<String> arena = new GenerationalArena<>();
        final Handle<String> staleHandle;
        final Handle<String> successorHandle;
        final ResourcePool<StringBuilder> pool =
                new ResourcePool<>(StringBuilder::new, 2, ResourcePool.Exhausted.THROW);
        final StringBuilder releasedItem;
        /** Another world, whose entity sits in the same slot as {@link #successor}. */
        final World other = new World();

        final Entity foreign;
        final Health foreignHealth = new Health(40);
        final GenerationalArena<String> otherArena = new GenerationalArena<>();
        final Handle<String> foreignHandle;
        final ResourcePool<StringBuilder> otherPool =
                new ResourcePool<>(StringBuilder::new, 2, ResourcePool.Exhausted.THROW);
        final StringBuilder foreignItem;

        Fixture() {
            stale = world.spawn(new Health(1), new Position(0, 0), new Motion(1, 1, 1, 1));
            world.despawn(stale);
            successor = world.spawn(successorHealth, new Position(1, 1), successorMotion);
            staleHandle = arena.insert("old");
            arena.remove(staleHandle);
            successorHandle = arena.insert("new");
            releasedItem = pool.obtain();
            pool.release(releasedItem);
            foreign = other.spawn(foreignHealth, new Position(5, 5));
            Entity otherChild = other.spawn();
            other.setParent(otherChild, foreign);
            foreignHandle = otherArena.insert("stranger");
            foreignItem = otherPool.obtain();
        }

        /** The other world, arena and pool are exactly as before. */
        void assertOtherUntouched() {
            assertEquals(successor.index(), foreign.index(), "the foreign entity sits in the same slot");
            assertTrue(other.isAlive(foreign));
            assertSame(foreignHealth, other.get(foreign, Health.class));
            assertEquals(1, other.childCount(foreign));
            assertEquals(2, other.entityCount());
            assertEquals("stranger", otherArena.get(foreignHandle));
            assertTrue(otherPool.isActive(foreignItem));
            assertEquals(1, otherPool.activeCount());
            assertEquals(0, pool.activeCount());
        }

        /** The newer occupants of the stale slots are exactly as before. */
        void assertSuccessorUntouched() {
            assertEquals(stale.index(), successor.index(), "the successor reuses the stale slot");
            assertTrue(world.isAlive(successor));
            assertSame(successorHealth, world.get(successor, Health.class));
            assertEquals(successorMotion, motions.get(successor));
            assertEquals(1, world.entityCount());
            assertEquals(stale.index(), successorHandle.index());
            assertEquals("new", arena.get(successorHandle));
            assertEquals(1, arena.size());
        }
    }

    /** What a method does with a stale handle, checked on a fresh fixture. */
    private record Case(String method, Consumer<Fixture> onStale, Consumer<Fixture> onNull) {}

    private static final Map<String, Case> CASES = new LinkedHashMap<>();

    private static void rule(String method, Consumer<Fixture> onStale, Consumer<Fixture> onNull) {
        CASES.put(method, new Case(method, onStale, onNull));
    }

    /** Asserts a null-handle call throws NullPointerException with a message that says so. */
    private static void npe(org.junit.jupiter.api.function.Executable call) {
        NullPointerException e = assertThrows(NullPointerException.class, call);
        assertTrue(e.getMessage() != null && e.getMessage().contains("null"), String.valueOf(e.getMessage()));
    }

    static {
        // World: reads.
        rule(
                "World.get(Entity,Class)",
                f -> assertNull(f.world.get(f.stale, Health.class)),
                f -> npe(() -> f.world.get(null, Health.class)));
        rule(
                "World.has(Entity,Class)",
                f -> assertFalse(f.world.has(f.stale, Health.class)),
                f -> npe(() -> f.world.has(null, Health.class)));
        rule(
                "World.isAlive(Entity)",
                f -> assertFalse(f.world.isAlive(f.stale)),
                f -> npe(() -> f.world.isAlive(null)));
        // World: take-away writes answer "nothing happened".
        rule(
                "World.despawn(Entity)",
                f -> assertFalse(f.world.despawn(f.stale)),
                f -> npe(() -> f.world.despawn(null)));
        rule(
                "World.remove(Entity,Class)",
                f -> assertNull(f.world.remove(f.stale, Health.class)),
                f -> npe(() -> f.world.remove(null, Health.class)));
        // World: put-in writes throw.
        rule(
                "World.getOrAdd(Entity,Class,Supplier)",
                f -> {
                    StaleEntityException e = assertThrows(
                            StaleEntityException.class,
                            () -> f.world.getOrAdd(f.stale, Health.class, () -> new Health(99)));
                    assertSame(f.stale, e.entity());
                    assertTrue(e.getMessage().contains(f.successor.toString()), e.getMessage());
                },
                f -> npe(() -> f.world.getOrAdd(null, Health.class, () -> new Health(99))));
        rule(
                "World.add(Entity,Object)",
                f -> {
                    StaleEntityException e =
                            assertThrows(StaleEntityException.class, () -> f.world.add(f.stale, new Health(99)));
                    assertSame(f.stale, e.entity());
                    assertTrue(e.getMessage().contains(f.successor.toString()), e.getMessage());
                },
                f -> npe(() -> f.world.add(null, new Health(99))));
        // World: parent/child relations.
        rule(
                "World.setParent(Entity,Entity)",
                f -> {
                    StaleEntityException e =
                            assertThrows(StaleEntityException.class, () -> f.world.setParent(f.stale, f.successor));
                    assertTrue(e.getMessage().contains(f.successor.toString()), e.getMessage());
                    assertThrows(StaleEntityException.class, () -> f.world.setParent(f.successor, f.stale));
                    assertNull(f.world.parent(f.successor));
                },
                f -> {
                    npe(() -> f.world.setParent(null, f.successor));
                    npe(() -> f.world.setParent(f.successor, null));
                });
        rule(
                "World.clearParent(Entity)",
                f -> assertFalse(f.world.clearParent(f.stale)),
                f -> npe(() -> f.world.clearParent(null)));
        rule("World.parent(Entity)", f -> assertNull(f.world.parent(f.stale)), f -> npe(() -> f.world.parent(null)));
        rule(
                "World.children(Entity)",
                f -> assertEquals(List.of(), f.world.children(f.stale)),
                f -> npe(() -> f.world.children(null)));
        rule(
                "World.forEachChild(Entity,Consumer)",
                f -> f.world.forEachChild(f.stale, child -> org.junit.jupiter.api.Assertions.fail("visited " + child)),
                f -> npe(() -> f.world.forEachChild(null, child -> {})));
        rule(
                "World.childCount(Entity)",
                f -> assertEquals(0, f.world.childCount(f.stale)),
                f -> npe(() -> f.world.childCount(null)));
        // ComponentStorage: the same rule.
        // Change marks: a mark is a read-like "tell", so a stale handle answers false and marks nothing.
        rule(
                "World.markChanged(Entity,Class)",
                f -> {
                    int seen = f.world.advanceTick();
                    assertFalse(f.world.markChanged(f.stale, Health.class));
                    assertEquals(
                            0,
                            f.world
                                    .query(Health.class)
                                    .changed(Health.class)
                                    .since(seen)
                                    .count(),
                            "the successor was not marked through the stale handle");
                },
                f -> npe(() -> f.world.markChanged(null, Health.class)));
        rule(
                "ComponentStorage.markChanged(Entity)",
                f -> {
                    int seen = f.world.advanceTick();
                    assertFalse(f.healths.markChanged(f.stale));
                    assertEquals(
                            0,
                            f.world
                                    .query(Health.class)
                                    .changed(Health.class)
                                    .since(seen)
                                    .count());
                },
                f -> npe(() -> f.healths.markChanged(null)));
        rule(
                "ComponentStorage.getMut(Entity)",
                f -> {
                    int seen = f.world.advanceTick();
                    assertNull(f.healths.getMut(f.stale));
                    assertEquals(
                            0,
                            f.world
                                    .query(Health.class)
                                    .changed(Health.class)
                                    .since(seen)
                                    .count());
                },
                f -> npe(() -> f.healths.getMut(null)));
        rule(
                "ComponentStorage.get(Entity)",
                f -> assertNull(f.healths.get(f.stale)),
                f -> npe(() -> f.healths.get(null)));
        rule(
                "ComponentStorage.has(Entity)",
                f -> assertFalse(f.healths.has(f.stale)),
                f -> npe(() -> f.healths.has(null)));
        rule(
                "ComponentStorage.remove(Entity)",
                f -> assertNull(f.healths.remove(f.stale)),
                f -> npe(() -> f.healths.remove(null)));
        rule(
                "ComponentStorage.add(Entity,Object)",
                f -> assertThrows(StaleEntityException.class, () -> f.healths.add(f.stale, new Health(99))),
                f -> npe(() -> f.healths.add(null, new Health(99))));
        rule(
                "ComponentStorage.getOrAdd(Entity,Supplier)",
                f -> {
                    StaleEntityException e = assertThrows(
                            StaleEntityException.class, () -> f.healths.getOrAdd(f.stale, () -> new Health(99)));
                    assertTrue(e.getMessage().contains(f.successor.toString()), e.getMessage());
                },
                f -> npe(() -> f.healths.getOrAdd(null, () -> new Health(99))));
        // ColumnStorage and ColumnView: the same rule (modify and bind read: false, nothing runs).
        rule("ColumnStorage.get(Entity)", f -> assertNull(f.motions.get(f.stale)), f -> npe(() -> f.motions.get(null)));
        rule(
                "ColumnStorage.has(Entity)",
                f -> assertFalse(f.motions.has(f.stale)),
                f -> npe(() -> f.motions.has(null)));
        rule(
                "ColumnStorage.modify(Entity,Consumer)",
                f -> assertFalse(f.motions.modify(f.stale, v -> v.set(Motion.X, 99))),
                f -> npe(() -> f.motions.modify(null, v -> v.set(Motion.X, 99))));
        rule(
                "ColumnStorage.remove(Entity)",
                f -> assertFalse(f.motions.remove(f.stale)),
                f -> npe(() -> f.motions.remove(null)));
        rule(
                "ColumnStorage.add(Entity)",
                f -> assertThrows(StaleEntityException.class, () -> f.motions.add(f.stale)),
                f -> npe(() -> f.motions.add(null)));
        rule(
                "ColumnStorage.add(Entity,Record)",
                f -> assertThrows(StaleEntityException.class, () -> f.motions.add(f.stale, new Motion(9, 9, 9, 9))),
                f -> npe(() -> f.motions.add(null, new Motion(9, 9, 9, 9))));
        rule(
                "ColumnView.bind(Entity)",
                f -> assertFalse(f.motions.view().bind(f.stale)),
                f -> npe(() -> f.motions.view().bind(null)));
        // Queries.
        rule(
                "Query.matches(Entity)",
                f -> assertFalse(f.world.query(Health.class).matches(f.stale)),
                f -> npe(() -> f.world.query(Health.class, Position.class).matches(null)));
        // Commands: recorded, skipped and counted when applied.
        rule(
                "Commands.despawn(Entity)",
                f -> recordedThenSkipped(f, c -> c.despawn(f.stale)),
                f -> npe(() -> new Commands().despawn(null)));
        rule(
                "Commands.add(Entity,Object)",
                f -> recordedThenSkipped(f, c -> c.add(f.stale, new Health(99))),
                f -> npe(() -> new Commands().add(null, new Health(99))));
        rule(
                "Commands.addIfAbsent(Entity,Object)",
                f -> recordedThenSkipped(f, c -> c.addIfAbsent(f.stale, new Health(99))),
                f -> npe(() -> new Commands().addIfAbsent(null, new Health(99))));
        rule(
                "Commands.remove(Entity,Class)",
                f -> recordedThenSkipped(f, c -> c.remove(f.stale, Health.class)),
                f -> npe(() -> new Commands().remove(null, Health.class)));
        rule(
                "Commands.setParent(Entity,Entity)",
                f -> recordedThenSkipped(f, c -> c.setParent(f.stale, f.successor)),
                f -> {
                    npe(() -> new Commands().setParent(null, f.successor));
                    npe(() -> new Commands().setParent(f.successor, null));
                });
        rule(
                "Commands.clearParent(Entity)",
                f -> recordedThenSkipped(f, c -> c.clearParent(f.stale)),
                f -> npe(() -> new Commands().clearParent(null)));
        // GenerationalArena: the same rule for its typed handles.
        rule(
                "GenerationalArena.get(Handle)",
                f -> assertNull(f.arena.get(f.staleHandle)),
                f -> npe(() -> f.arena.get(null)));
        rule(
                "GenerationalArena.contains(Handle)",
                f -> assertFalse(f.arena.contains(f.staleHandle)),
                f -> npe(() -> f.arena.contains(null)));
        rule(
                "GenerationalArena.remove(Handle)",
                f -> assertNull(f.arena.remove(f.staleHandle)),
                f -> npe(() -> f.arena.remove(null)));
        // ResourcePool: items are not handles; a released item is refused on release.
        rule(
                "ResourcePool.isActive(Object)",
                f -> assertFalse(f.pool.isActive(f.releasedItem)),
                f -> npe(() -> f.pool.isActive(null)));
        rule(
                "ResourcePool.release(Object)",
                f -> {
                    assertThrows(IllegalArgumentException.class, () -> f.pool.release(f.releasedItem));
                    assertEquals(0, f.pool.activeCount(), "a refused release changes nothing");
                },
                f -> npe(() -> f.pool.release(null)));
    }

    private static final Map<String, Consumer<Fixture>> FOREIGN = new LinkedHashMap<>();

    private static void foreign(String method, Consumer<Fixture> onForeign) {
        FOREIGN.put(method, onForeign);
    }

    /** Asserts the call throws ForeignEntityException naming both worlds and the handle. */
    private static void refused(Fixture f, org.junit.jupiter.api.function.Executable call) {
        ForeignEntityException e = assertThrows(ForeignEntityException.class, call);
        assertSame(f.foreign, e.entity());
        assertTrue(
                e.getMessage().contains(f.world.toString())
                        && e.getMessage().contains(f.other.toString())
                        && e.getMessage().contains(f.foreign.toString()),
                e.getMessage());
    }

    private static void refusedByArena(Fixture f, org.junit.jupiter.api.function.Executable call) {
        dev.pulse.ecs.pool.ForeignHandleException e =
                assertThrows(dev.pulse.ecs.pool.ForeignHandleException.class, call);
        assertSame(f.foreignHandle, e.handle());
        assertTrue(e.getMessage().contains("GenerationalArena#"), e.getMessage());
    }

    /** Recording accepts any handle; applying refuses a foreign one before applying anything. */
    private static void recordedThenRefused(Fixture f, Consumer<Commands> record) {
        Commands commands = new Commands();
        commands.spawn(new Health(3)); // would be applied first, were the buffer not checked up front
        record.accept(commands);
        refused(f, () -> commands.apply(f.world));
        assertEquals(2, commands.size(), "a refused buffer is kept, so the caller can see or clear it");
        assertEquals(1, f.world.entityCount(), "nothing applied");
    }

    static {
        foreign("World.get(Entity,Class)", f -> refused(f, () -> f.world.get(f.foreign, Health.class)));
        foreign("World.has(Entity,Class)", f -> refused(f, () -> f.world.has(f.foreign, Health.class)));
        foreign("World.isAlive(Entity)", f -> refused(f, () -> f.world.isAlive(f.foreign)));
        foreign("World.despawn(Entity)", f -> refused(f, () -> f.world.despawn(f.foreign)));
        foreign("World.remove(Entity,Class)", f -> refused(f, () -> f.world.remove(f.foreign, Health.class)));
        foreign("World.add(Entity,Object)", f -> refused(f, () -> f.world.add(f.foreign, new Health(99))));
        foreign("World.setParent(Entity,Entity)", f -> {
            refused(f, () -> f.world.setParent(f.foreign, f.successor));
            refused(f, () -> f.world.setParent(f.successor, f.foreign));
            assertNull(f.world.parent(f.successor));
        });
        foreign("World.clearParent(Entity)", f -> refused(f, () -> f.world.clearParent(f.foreign)));
        foreign("World.parent(Entity)", f -> refused(f, () -> f.world.parent(f.foreign)));
        foreign("World.children(Entity)", f -> refused(f, () -> f.world.children(f.foreign)));
        foreign("World.forEachChild(Entity,Consumer)", f -> refused(f, () -> f.world.forEachChild(f.foreign, c -> {})));
        foreign("World.childCount(Entity)", f -> refused(f, () -> f.world.childCount(f.foreign)));
        foreign("ComponentStorage.get(Entity)", f -> refused(f, () -> f.healths.get(f.foreign)));
        foreign("ComponentStorage.has(Entity)", f -> refused(f, () -> f.healths.has(f.foreign)));
        foreign("ComponentStorage.remove(Entity)", f -> refused(f, () -> f.healths.remove(f.foreign)));
        foreign("ComponentStorage.add(Entity,Object)", f -> refused(f, () -> f.healths.add(f.foreign, new Health(99))));
        foreign(
                "ComponentStorage.getOrAdd(Entity,Supplier)",
                f -> refused(f, () -> f.healths.getOrAdd(f.foreign, () -> new Health(99))));
        foreign(
                "World.getOrAdd(Entity,Class,Supplier)",
                f -> refused(f, () -> f.world.getOrAdd(f.foreign, Health.class, () -> new Health(99))));
        foreign("World.markChanged(Entity,Class)", f -> refused(f, () -> f.world.markChanged(f.foreign, Health.class)));
        foreign("ComponentStorage.markChanged(Entity)", f -> refused(f, () -> f.healths.markChanged(f.foreign)));
        foreign("ComponentStorage.getMut(Entity)", f -> refused(f, () -> f.healths.getMut(f.foreign)));
        foreign("ColumnStorage.get(Entity)", f -> refused(f, () -> f.motions.get(f.foreign)));
        foreign("ColumnStorage.has(Entity)", f -> refused(f, () -> f.motions.has(f.foreign)));
        foreign(
                "ColumnStorage.modify(Entity,Consumer)",
                f -> refused(f, () -> f.motions.modify(f.foreign, v -> v.set(Motion.X, 99))));
        foreign("ColumnStorage.remove(Entity)", f -> refused(f, () -> f.motions.remove(f.foreign)));
        foreign("ColumnStorage.add(Entity)", f -> refused(f, () -> f.motions.add(f.foreign)));
        foreign(
                "ColumnStorage.add(Entity,Record)",
                f -> refused(f, () -> f.motions.add(f.foreign, new Motion(9, 9, 9, 9))));
        foreign(
                "ColumnView.bind(Entity)",
                f -> refused(f, () -> f.motions.view().bind(f.foreign)));
        foreign(
                "Query.matches(Entity)",
                f -> refused(f, () -> f.world.query(Health.class).matches(f.foreign)));
        foreign("Commands.despawn(Entity)", f -> recordedThenRefused(f, c -> c.despawn(f.foreign)));
        foreign("Commands.add(Entity,Object)", f -> recordedThenRefused(f, c -> c.add(f.foreign, new Health(99))));
        foreign(
                "Commands.addIfAbsent(Entity,Object)",
                f -> recordedThenRefused(f, c -> c.addIfAbsent(f.foreign, new Health(99))));
        foreign("Commands.remove(Entity,Class)", f -> recordedThenRefused(f, c -> c.remove(f.foreign, Health.class)));
        foreign("Commands.setParent(Entity,Entity)", f -> {
            recordedThenRefused(f, c -> c.setParent(f.foreign, f.successor));
            recordedThenRefused(f, c -> c.setParent(f.successor, f.foreign));
        });
        foreign("Commands.clearParent(Entity)", f -> recordedThenRefused(f, c -> c.clearParent(f.foreign)));
        foreign("GenerationalArena.get(Handle)", f -> refusedByArena(f, () -> f.arena.get(f.foreignHandle)));
        foreign("GenerationalArena.contains(Handle)", f -> refusedByArena(f, () -> f.arena.contains(f.foreignHandle)));
        foreign("GenerationalArena.remove(Handle)", f -> refusedByArena(f, () -> f.arena.remove(f.foreignHandle)));
        // The pool's items are plain objects: another pool's item is simply not one of its own.
        foreign("ResourcePool.isActive(Object)", f -> assertFalse(f.pool.isActive(f.foreignItem)));
        foreign("ResourcePool.release(Object)", f -> {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> f.pool.release(f.foreignItem));
            assertTrue(e.getMessage().contains("does not belong to this pool"), e.getMessage());
        });
    }

    @TestFactory
    Stream<DynamicTest> foreignHandlesAreRefusedNamingBothWorlds() {
        return FOREIGN.entrySet().stream()
                .map(c -> DynamicTest.dynamicTest(c.getKey() + " with a foreign handle", () -> {
                    Fixture f = new Fixture();
                    c.getValue().accept(f);
                    f.assertSuccessorUntouched();
                    f.assertOtherUntouched();
                }));
    }

    @Test
    void everyRuleHasAForeignHandleCase() {
        assertEquals(
                new TreeSet<>(CASES.keySet()),
                new TreeSet<>(FOREIGN.keySet()),
                "every public method that takes a handle needs a foreign-handle case (and a line in DESIGN.md's stale-handle table)");
    }

    @Test
    void handlesRebuiltFromIdsBelongToNoWorldAndAreCheckedByGenerationOnly() {
        Fixture f = new Fixture();
        Entity rebuilt = Entity.fromId(f.successor.id());
        assertSame(f.successorHealth, f.world.get(rebuilt, Health.class));
        assertSame(f.foreignHealth, f.other.get(Entity.fromId(f.foreign.id()), Health.class));
        // An id carries no world, so one from the other world is checked like any id here: by
        // generation (the foreign entity has generation 0, this world's slot generation 1).
        assertNull(f.world.get(Entity.fromId(f.foreign.id()), Health.class));
        assertNull(f.world.get(Entity.fromId(f.stale.id()), Health.class));
    }

    private static void recordedThenSkipped(Fixture f, Consumer<Commands> record) {
        Commands commands = new Commands();
        record.accept(commands);
        assertEquals(1, commands.size(), "recording does not check liveness: the entity may die before apply");
        assertEquals(1, commands.apply(f.world), "skipped and counted when applied");
    }

    @TestFactory
    Stream<DynamicTest> staleHandlesFollowTheRule() {
        return CASES.values().stream()
                .map(c -> DynamicTest.dynamicTest(c.method() + " with a stale handle", () -> {
                    Fixture f = new Fixture();
                    c.onStale().accept(f);
                    f.assertSuccessorUntouched();
                }));
    }

    @TestFactory
    Stream<DynamicTest> nullHandlesAreAlwaysANullPointerException() {
        return CASES.values().stream()
                .map(c -> DynamicTest.dynamicTest(c.method() + " with null", () -> {
                    Fixture f = new Fixture();
                    c.onNull().accept(f);
                    f.assertSuccessorUntouched();
                }));
    }

    @Test
    void nullHandleMessageSaysWhatWasAttempted() {
        Fixture f = new Fixture();
        NullPointerException e = assertThrows(NullPointerException.class, () -> f.world.get(null, Health.class));
        assertTrue(e.getMessage().startsWith("Cannot get Health of a null entity handle"), e.getMessage());
    }

    @Test
    void everyPublicMethodTakingAHandleHasARule() {
        List<String> takingHandles = new ArrayList<>();
        for (Class<?> type : List.of(
                World.class,
                ComponentStorage.class,
                ColumnStorage.class,
                ColumnView.class,
                Query.class,
                Commands.class,
                GenerationalArena.class)) {
            for (Method m : type.getDeclaredMethods()) {
                if (Modifier.isPublic(m.getModifiers())
                        && Arrays.stream(m.getParameterTypes()).anyMatch(p -> p == Entity.class || p == Handle.class)) {
                    takingHandles.add(signature(type, m));
                }
            }
        }
        for (Method m : ResourcePool.class.getDeclaredMethods()) {
            // The pool's "handles" are its items: public methods taking a T (erased to Object).
            if (Modifier.isPublic(m.getModifiers())
                    && Arrays.asList(m.getParameterTypes()).contains(Object.class)) {
                takingHandles.add(signature(ResourcePool.class, m));
            }
        }
        assertEquals(
                new TreeSet<>(takingHandles),
                new TreeSet<>(CASES.keySet()),
                "every public method that takes a handle needs a rule here (and a line in DESIGN.md's stale-handle table)");
    }

    private static String signature(Class<?> type, Method m) {
        return type.getSimpleName() + "." + m.getName()
                + Arrays.stream(m.getParameterTypes())
                        .map(Class::getSimpleName)
                        .collect(Collectors.joining(",", "(", ")"));
    }
}
