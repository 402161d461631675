package dev.pulse.tutorial;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pulse.ecs.systems.Scheduler;
import java.util.List;
import org.junit.jupiter.api.Test;

class Chapter4SystemsTest {

    @Test
    void fixedStepsFollowGameTimeNotFramesAndTheIntervalSystemsRunOncePerSecond() {
        Scheduler[] scheduler = new Scheduler[1];
        List<String> out = ProgramOutput.of(o -> scheduler[0] = Chapter4Systems.run(o));
        assertEquals(List.of(
                "fixed update order: [movement, turret]",
                "rocks 1, spawned 1, destroyed 0",
                "rocks 2, spawned 2, destroyed 0",
                "rocks 3, spawned 3, destroyed 0",
                "rocks 3, spawned 4, destroyed 1",
                "rocks 3, spawned 5, destroyed 2",
                "game time 5.625 s, 168 fixed steps"), out);
        assertEquals(300, scheduler[0].stats("spawner").calls(), "variable phases run once per frame");
        assertEquals(168, scheduler[0].stats("movement").calls(), "5.625 s at 30 steps a second");
        assertEquals(168, scheduler[0].stats("turret").calls());
    }
}
