package dev.pulse.tutorial;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class Chapter1WhyHandlesTest {

    @Test
    void plainIndexHitsTheSatelliteButTheHandleIsStale() {
        List<String> out = ProgramOutput.of(Chapter1WhyHandles::run);
        assertEquals(
                List.of(
                        "plain index: turret hit the friendly satellite, hp now -15",
                        "handles: big rock was Handle[1v0], satellite is Handle[1v1], small rock is Handle[0v0]",
                        "handles: target is gone, turret holds fire"),
                out);
    }
}
