package dev.pulse.tutorial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import java.util.List;
import org.junit.jupiter.api.Test;

class Chapter2EntitiesAndComponentsTest {

    @Test
    void programPrintsEachStepAndFollowsTheStaleAndNullRule() {
        World[] world = new World[1];
        List<String> out = ProgramOutput.of(o -> world[0] = Chapter2EntitiesAndComponents.run(o));
        assertEquals("spawned turret Entity[0v0] and rock Entity[1v0]: 2 entities", out.get(0));
        assertEquals("rock Health(20), moving: true, turret has Health: false", out.get(1));
        assertEquals("removed Velocity(-1.0, 0.0), moving: false", out.get(2));
        assertEquals(
                "satellite Entity[1v1] reuses slot 1; the turret's target Entity[1v0] is alive: false,"
                        + " its Health: null",
                out.get(3));
        assertEquals("despawn it again: false, remove its Health: null", out.get(4));
        assertTrue(
                out.get(5).startsWith("refused: Cannot add Health to Entity[1v0]: the entity is not alive"),
                out.get(5));
        assertEquals("satellite Health(5)", out.get(6));
        assertTrue(out.get(7).startsWith("null: Cannot get Health of a null entity handle"), out.get(7));
        assertEquals(8, out.size(), out.toString());
        assertEquals(2, world[0].entityCount(), "turret and satellite are left");
        assertEquals(0, world[0].count(Chapter2EntitiesAndComponents.Rock.class), "the rock's tag went with it");
    }
}
