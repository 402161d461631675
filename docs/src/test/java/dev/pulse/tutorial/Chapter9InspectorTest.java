package dev.pulse.tutorial;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class Chapter9InspectorTest {

    @Test
    void thePageSeesTheWorldAsTheGameThreadReadsIt() {
        List<String> out = ProgramOutput.of(Chapter9Inspector::run);
        assertEquals(
                List.of(
                        "entities with a Health: 1",
                        "the ship's hp as the page shows it: 100",
                        "the inspector measured its own time: true"),
                out);
    }
}
