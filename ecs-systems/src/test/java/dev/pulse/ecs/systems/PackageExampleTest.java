package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.PackageExample;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The example in this package's {@code package-info.java}, compiled and run so it cannot rot: the
 * lines between {@code example:begin} and {@code example:end} below are the Javadoc's example
 * verbatim (compared line by line, trimmed); keep the two in step.
 */
class PackageExampleTest {

    private static final Path PACKAGE_INFO = Path.of("src/main/java/dev/pulse/ecs/systems/package-info.java");
    private static final Path THIS_TEST = Path.of("src/test/java/dev/pulse/ecs/systems/PackageExampleTest.java");

    static final class Position {
        float x;
    }

    static final class Velocity {
        final float dx;
        final float dy;

        Velocity(float dx, float dy) {
            this.dx = dx;
            this.dy = dy;
        }
    }

    @Test
    void javadocExampleIsTheCodeThisTestRuns() throws IOException {
        PackageExample.assertInStep(PACKAGE_INFO, THIS_TEST);
    }

    @Test
    void exampleRunsAsItsCommentsSay() {
        // spotless:off (the example must match its Javadoc copy line for line)
        // example:begin
        World world = new World();
        Entity ball = world.spawn(new Position(), new Velocity(60, 0));
        Scheduler scheduler = Scheduler.builder(world)
                .add("move", GameSystem.each(Position.class, Velocity.class,
                        (e, p, v, dt) -> p.x += v.dx * (float) dt).reading(Velocity.class),
                     s -> s.inPhase(Phase.FIXED_UPDATE))                 // 60 steps a second
                .add("leave", GameSystem.eachWithContext(Position.class, (e, p, context) -> {
                         if (p.x > 100) context.commands().despawn(e);    // applied when the phase ends
                     }), s -> s.inPhase(Phase.LATE_UPDATE))
                .build();
        for (int frame = 0; frame < 120; frame++) {
            scheduler.tick(1.0 / 60);                                     // once per frame
        }
        scheduler.stop();
        // example:end
        // spotless:on

        assertEquals(120, scheduler.time().fixedSteps(), "one fixed step of 1/60 s per frame of 1/60 s");
        assertFalse(world.isAlive(ball), "the ball passed x = 100 within 2 s at 60 units a second");
        assertEquals(0, world.count(Position.class));
    }

    @Test
    void leaveDespawnsOnlyWhenItsPhaseEnds() {
        World world = new World();
        Entity ball = world.spawn(new Position(), new Velocity(60, 0));
        world.get(ball, Position.class).x = 101;
        List<Boolean> aliveAfterLeave = new ArrayList<>();
        Scheduler scheduler = Scheduler.builder(world)
                .add(
                        "leave",
                        GameSystem.eachWithContext(Position.class, (e, p, context) -> {
                            if (p.x > 100) context.commands().despawn(e);
                        }),
                        s -> s.inPhase(Phase.LATE_UPDATE))
                .add("after leave", (w, dt) -> aliveAfterLeave.add(w.isAlive(ball)), s -> s.inPhase(Phase.LATE_UPDATE)
                        .after("leave")
                        .noAccess())
                .build();
        scheduler.tick(1.0 / 60);
        assertEquals(List.of(true), aliveAfterLeave, "the despawn waits for the end of LATE_UPDATE");
        assertFalse(world.isAlive(ball), "and is applied there");
    }
}
