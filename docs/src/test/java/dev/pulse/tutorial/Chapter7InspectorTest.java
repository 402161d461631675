package dev.pulse.tutorial;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class Chapter7InspectorTest {

    @Test
    void thePageIsServedAndShowsTheWorldReadOnTheGameThread() {
        List<String> out = ProgramOutput.of(Chapter7Inspector::run);
        assertEquals("the page's HTML: 200, an unknown path: 404", out.get(0));
        assertEquals("entities with a Health: 1", out.get(1));
        assertEquals("the ship's Health as the page shows it: hp = 100", out.get(2));
        assertEquals("the inspector's own time per frame is measured: true", out.get(3));
        assertEquals(4, out.size(), out.toString());
    }
}
