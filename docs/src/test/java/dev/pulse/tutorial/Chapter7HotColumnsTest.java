package dev.pulse.tutorial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import java.util.List;
import org.junit.jupiter.api.Test;

class Chapter7HotColumnsTest {

    @Test
    void movesTombstonesChecksModifiesAndCatchesTypos() {
        World[] world = new World[1];
        List<String> out = ProgramOutput.of(o -> world[0] = Chapter7HotColumns.run(o));
        assertEquals(
                "after one tick: Particle[x=2.0, y=2.0, dx=1.0, dy=2.0, life=2]; frozen "
                        + "Particle[x=0.0, y=0.0, dx=1.0, dy=2.0, life=3]",
                out.get(0));
        assertEquals("Entity[42v0] despawned; Entity[42v1] reuses its slot; the old handle has it: false", out.get(1));
        assertEquals("bind the old handle: false, the new one: true, its life: 9", out.get(2));
        assertEquals("after its despawn, binding again: false", out.get(3));
        assertEquals("modified Entity[7v0]: life 102; through the gone handle: false", out.get(4));
        assertTrue(out.get(5).startsWith("Particle has no column \"dz\""), out.get(5));
        assertTrue(out.get(6).startsWith("Particle.life is an int column"), out.get(6));
        assertEquals(7, out.size(), out.toString());
        assertEquals(9_999, world[0].count(Chapter7HotColumns.Particle.class));
    }
}
