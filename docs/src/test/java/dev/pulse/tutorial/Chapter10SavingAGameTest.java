package dev.pulse.tutorial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import java.util.List;
import org.junit.jupiter.api.Test;

class Chapter10SavingAGameTest {

    @Test
    void savesLoadsRemapsRefusesAndMigrates() {
        World[] world = new World[1];
        List<String> out = ProgramOutput.of(o -> world[0] = Chapter10SavingAGame.run(o));
        assertTrue(out.get(0).startsWith("saved 2 entities: "), out.get(0));
        assertEquals("{\"format\":\"pulse-snapshot\",\"version\":1,\"entities\":2,\"types\":[", out.get(1));
        assertEquals("{\"@entity\":1,\"entity\":\"stale\"}", out.get(12));
        assertEquals("]}", out.get(14));
        assertEquals(
                "hunter Entity[0v0] is now Entity[1v0] and chases Entity[2v0], the new prey Entity[2v0]", out.get(15));
        assertEquals("prey's target was despawned before the save; alive after the load: false", out.get(16));
        assertTrue(out.get(17).startsWith("Snapshot rejected at byte "), out.get(17));
        assertEquals("entities after the refused load: 3", out.get(18));
        assertEquals("version 2 loads the version 1 save: the hunter has 100 hit points", out.get(19));
        assertEquals(20, out.size(), out.toString());
        assertEquals(3, world[0].entityCount());
    }
}
