package dev.pulse.tutorial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.tutorial.Chapter3Queries.Debris;
import dev.pulse.tutorial.Chapter3Queries.Frozen;
import dev.pulse.tutorial.Chapter3Queries.Position;
import dev.pulse.tutorial.Chapter3Queries.Rock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class Chapter3QueriesTest {

    @Test
    void oneRockHitsTheTurretOneBreaksUpAndTheFrozenOneStays() {
        World[] world = new World[1];
        List<String> out = ProgramOutput.of(o -> world[0] = Chapter3Queries.run(o));
        assertEquals(
                List.of(
                        "rocks: 3, moving: 2",
                        "frame 3: Entity[1v0] hit the turret with 10 hp left",
                        "frame 4: applied 3 of 3 commands",
                        "after 6 frames: rocks 1, debris 2, turret hit 1 time(s)",
                        "Entity[2v0]: 20 hp, red",
                        "rocks and debris on screen: 3"),
                out);

        List<Entity> left = new ArrayList<>();
        world[0].query(Rock.class).forEach((entity, rock) -> left.add(entity));
        assertEquals(1, left.size());
        Entity frozen = left.get(0);
        assertTrue(world[0].has(frozen, Frozen.class), "the rock left is the frozen one");
        assertEquals(-7f, world[0].get(frozen, Position.class).x, "frozen rocks do not move");
        assertEquals(2, world[0].count(Debris.class));
        float[] debrisY = new float[2];
        int[] i = {0};
        world[0].query(Position.class, Debris.class).forEach((e, pos, d) -> debrisY[i[0]++] = pos.y);
        assertEquals(2f, debrisY[0], "debris spawned at frame 4 at y 0 and moved two frames up");
        assertEquals(2f, debrisY[1]);
    }
}
