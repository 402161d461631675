package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

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

    private static final Path PACKAGE_INFO = Path.of("src/main/java/dev/pulse/ecs/package-info.java");
    private static final Path THIS_TEST = Path.of("src/test/java/dev/pulse/ecs/PackageExampleTest.java");

    static final class Position {
        float x;
        float y;
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
        List<String> log = new ArrayList<>();
        Entity ship = world.spawn(new Position(), new Velocity(1, 2));
        Query2<Position, Velocity> moving = world.query(Position.class, Velocity.class);
        moving.forEach((p, v) -> { p.x += v.dx; p.y += v.dy; });   // every entity with both
        world.observers().onRemove(Velocity.class, (e, v) -> log.add(e + " stops"));
        int seen = world.advanceTick();
        world.remove(ship, Velocity.class);                        // the observer runs inside this call
        world.markChanged(ship, Position.class);                   // fields are written by hand
        world.query(Position.class).changed(Position.class).since(seen)
                .forEach((e, p) -> log.add(e + " moved"));         // only what changed since
        world.despawn(ship);
        Position gone = world.get(ship, Position.class);           // null, never a newer entity's
        // example:end
        // spotless:on

        assertEquals(List.of(ship + " stops", ship + " moved"), log);
        assertNull(gone);
        assertFalse(world.isAlive(ship));
        Entity next = world.spawn(new Position());
        assertEquals(ship.index(), next.index(), "the slot is reused by the next spawn");
        assertNull(world.get(ship, Position.class), "the stale handle does not reach the newcomer");
    }
}
