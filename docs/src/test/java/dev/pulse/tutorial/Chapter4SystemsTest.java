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
        assertEquals(
                List.of(
                        "fixed update order: [movement, turret]",
                        "scoreboard started in RENDER",
                        "at 1.0 s (frame 53): rocks 1, spawned 1, destroyed 0",
                        "at 2.013 s (frame 107): rocks 2, spawned 2, destroyed 0",
                        "at 3.0 s (frame 160): rocks 3, spawned 3, destroyed 0",
                        "at 4.0 s (frame 213): rocks 3, spawned 4, destroyed 1",
                        "at 5.013 s (frame 267): rocks 3, spawned 5, destroyed 2",
                        "scoreboard stopped after 300 frames; most rocks at once: 3",
                        "game time 5.625 s, 168 fixed steps, alarm ran in 25 frames"),
                out);
        assertEquals(300, scheduler[0].stats("spawner").calls(), "variable phases run once per frame");
        assertEquals(168, scheduler[0].stats("movement").calls(), "5.625 s at 30 steps a second");
        assertEquals(168, scheduler[0].stats("turret").calls());
        assertEquals(25, scheduler[0].stats("alarm").calls(), "the run condition held in 25 frames");
        assertEquals(
                2,
                scheduler[0].world().count(Chapter4Systems.Rock.class),
                "5 spawned by 5.625 s, 3 destroyed (the third after the HUD's last line)");
    }
}
