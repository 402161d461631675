package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code any(A, B, ...)} on the typed systems ({@link Each1} to {@link Each4}). */
class EachAnyTest {

    record Sprite() {}

    record Text() {}

    record Mark(int value) {}

    private final World world = new World();

    @Test
    void everyArityVisitsOnlyEntitiesWithOneOfTheGroup() {
        Entity sprite = world.spawn(new Position(0, 0), new Velocity(0, 0), new Frozen(), new Mark(1), new Sprite());
        Entity text = world.spawn(new Position(0, 0), new Velocity(0, 0), new Frozen(), new Mark(2), new Text());
        world.spawn(new Position(0, 0), new Velocity(0, 0), new Frozen(), new Mark(3));
        List<Entity> seen = new ArrayList<>();
        List<GameSystem> systems = List.of(
                GameSystem.each(Mark.class, (e, m, dt) -> seen.add(e)).any(Sprite.class, Text.class),
                GameSystem.each(Mark.class, Position.class, (e, m, p, dt) -> seen.add(e))
                        .any(Sprite.class, Text.class),
                GameSystem.each(Mark.class, Position.class, Velocity.class, (e, m, p, v, dt) -> seen.add(e))
                        .any(Sprite.class, Text.class),
                GameSystem.each(
                                Mark.class,
                                Position.class,
                                Velocity.class,
                                Frozen.class,
                                (e, m, p, v, f, dt) -> seen.add(e))
                        .any(Sprite.class, Text.class));
        for (GameSystem system : systems) {
            seen.clear();
            system.update(world, 0.1);
            seen.sort((a, b) -> Integer.compare(a.index(), b.index()));
            assertEquals(List.of(sprite, text), seen, system.toString());
        }
    }

    @Test
    void everyGroupMustHoldAndGroupsCombineWithTheOtherFilters() {
        Entity both = world.spawn(new Mark(1), new Sprite(), new Frozen());
        world.spawn(new Mark(2), new Sprite());
        world.spawn(new Mark(3), new Text(), new Frozen(), new Velocity(0, 0));
        List<Entity> seen = new ArrayList<>();
        GameSystem.each(Mark.class, (e, m, dt) -> seen.add(e))
                .any(Sprite.class, Text.class)
                .any(Frozen.class, Position.class)
                .without(Velocity.class)
                .update(world, 0.1);
        assertEquals(List.of(both), seen);
    }

    @Test
    void aGroupIsNotDeclaredAsAccess() {
        Scheduler scheduler = Scheduler.builder(world)
                .add(
                        "reads marks",
                        GameSystem.each(Mark.class, (e, m, dt) -> {})
                                .reading(Mark.class)
                                .any(Sprite.class, Text.class))
                .add("writes sprites", GameSystem.each(Sprite.class, (e, s, dt) -> {}))
                .build();
        assertEquals(List.of(), scheduler.ambiguityReport().entries());
    }

    @Test
    void badGroupsAreRefused() {
        IllegalArgumentException one =
                assertThrows(IllegalArgumentException.class, () -> GameSystem.each(Mark.class, (e, m, dt) -> {})
                        .any(Sprite.class));
        assertEquals(
                "any(...) needs at least two component classes, got 1; use with(...) to require one", one.getMessage());
        NullPointerException nul =
                assertThrows(NullPointerException.class, () -> GameSystem.each(Mark.class, (e, m, dt) -> {})
                        .any(Sprite.class, null));
        assertEquals("any(...) got a null class (argument 1)", nul.getMessage());
        assertThrows(NullPointerException.class, () -> GameSystem.each(Mark.class, (e, m, dt) -> {})
                .any((Class<?>[]) null));
        GameSystem required = GameSystem.each(Mark.class, (e, m, dt) -> {}).any(Mark.class, Text.class);
        IllegalArgumentException always =
                assertThrows(IllegalArgumentException.class, () -> required.update(world, 0.1));
        assertTrue(always.getMessage().contains("already requires, so it always holds"), always::getMessage);
    }
}
