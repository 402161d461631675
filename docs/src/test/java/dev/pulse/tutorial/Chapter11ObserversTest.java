package dev.pulse.tutorial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import java.util.List;
import org.junit.jupiter.api.Test;

class Chapter11ObserversTest {

    @Test
    void deathsScoreAndExplodeSystemsSeeChangesOnceAndAFailingObserverIsNamed() {
        World[] world = new World[1];
        List<String> out = ProgramOutput.of(o -> world[0] = Chapter11Observers.run(o));
        assertEquals("enemy out: Entity[0v0]", out.get(2));
        assertEquals("score 10, explosions 1", out.get(3));
        assertTrue(out.get(4).endsWith("Entity[1v0] to x 14.0"), out.get(4));
        assertEquals(List.of("redraw health bars", "redraw health bars"), out.subList(5, 7));
        assertEquals("index updates: 3", out.get(7));
        assertEquals("refused: The onAdd(Enemy) observer", out.get(8));
        assertEquals(10, out.size(), out.toString());
        assertEquals(2, world[0].count(Chapter11Observers.Enemy.class));
        assertEquals(0, world[0].observers().size() - 1, "only the failing observer is still subscribed");
    }
}
