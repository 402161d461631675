package dev.pulse.tutorial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import java.util.List;
import org.junit.jupiter.api.Test;

class Chapter8GameKitTest {

    @Test
    void resourcesPrefabsRelationsAndTypedSystemsWorkAsTheChapterSays() {
        World[] world = new World[1];
        List<String> out = ProgramOutput.of(o -> world[0] = Chapter8GameKit.run(o));
        assertEquals("score 5, has a camera: false", out.get(0));
        assertEquals("spawned 3 rocks and a boulder with Health(3)", out.get(1));
        assertEquals(
                "parent of the turret is the ship: true, children of the ship: 1, roots with a position: 5",
                out.get(2));
        assertEquals("after despawning the ship: turret alive false, barrel alive false, entities 4", out.get(3));
        // Three moving rocks reach x = 0 after 5 s (10 units at 2 a second): 30 points; the frozen
        // boulder stays.
        assertEquals("after 6 s: score 35, rocks left 1", out.get(4));
        assertTrue(
                out.get(5).contains("'cheat'") && out.get(5).contains("declared only readsResource(Score.class)"),
                out.get(5));
        assertEquals(
                35, world[0].resource(Chapter8GameKit.Score.class).points, "the cheat was stopped before it wrote");
        assertEquals(6, out.size(), out.toString());
    }
}
