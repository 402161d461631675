package dev.pulse.porting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.Scheduler;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.List;
import org.junit.jupiter.api.Test;

class PortingTest {

    private final World world = new World();

    @Test
    void theTypedCrumblingSystemSinksDespawnsAndScoresLikeAnIteratingSystem() {
        world.insertResource(new Crumbled());
        Entity low = world.spawn(new Position(0, 0.01f), new Platform(2));
        Entity high = world.spawn(new Position(0, 5f), new Platform(2));
        Entity frozen = world.spawn(new Position(0, 0.01f), new Platform(2), new Frozen());
        Scheduler scheduler =
                Scheduler.builder(world).add("crumbling", Porting.crumbling()).build();
        scheduler.tick(1.0 / 60);
        scheduler.tick(1.0 / 60);
        assertFalse(world.isAlive(low), "sank to the ground and crumbled");
        assertEquals(1, world.resource(Crumbled.class).platforms);
        float expected = 5f;
        expected -= Porting.SINK_SPEED * (float) (1.0 / 60);
        expected -= Porting.SINK_SPEED * (float) (1.0 / 60);
        assertEquals(expected, world.get(high, Position.class).y, 0f, "float maths, as the original");
        assertEquals(0.01f, world.get(frozen, Position.class).y, 0f, "frozen platforms are left out");
    }

    @Test
    void movementAndGravityComputeInFloatLikeTheOriginals() {
        Entity bob = world.spawn(new Position(0.1f, 5f), new Velocity(1.7f, 0.3f), new Bob());
        double[] seenDt = new double[1];
        Scheduler scheduler = Scheduler.builder(world)
                .add("clock", (w, dt) -> seenDt[0] = dt, s -> s.noAccess().before("gravity"))
                .add("gravity", new Porting.Gravity(), s -> s.before("movement"))
                .add("movement", new Porting.Movement())
                .build();
        float x = 0.1f;
        float y = 5f;
        float dy = 0.3f;
        int stepsWhereDoubleMathsDiffers = 0;

        for (int i = 0; i < 600; i++) {
            scheduler.tick(1.0 / 60);
            float dt = (float) seenDt[0]; // Ashley's float deltaTime
            float uncastDy = dy;
            uncastDy -= 9.81 * seenDt[0]; // what Gravity would compute without the cast
            dy -= 9.81f * dt;
            x += 1.7f * dt;
            y += dy * dt;
            Position p = world.get(bob, Position.class);
            assertEquals(
                    Float.floatToIntBits(dy), Float.floatToIntBits(world.get(bob, Velocity.class).dy), "step " + i);
            assertEquals(Float.floatToIntBits(x), Float.floatToIntBits(p.x), "step " + i + ": " + x + " vs " + p.x);
            assertEquals(Float.floatToIntBits(y), Float.floatToIntBits(p.y), "step " + i + ": " + y + " vs " + p.y);
            if (uncastDy != dy) {
                stepsWhereDoubleMathsDiffers++;
            }
        }

        assertTrue(stepsWhereDoubleMathsDiffers > 0, "the inputs must tell float maths from double maths");
    }

    @Test
    void theFamilyQueryMovesWhatIsNotFrozen() {
        Entity moving = world.spawn(new Position(0, 0), new Velocity(1, 2));
        Entity frozen = world.spawn(new Position(0, 0), new Velocity(1, 2), new Frozen());

        assertEquals(1, Porting.families(world));
        assertEquals(2f, world.get(moving, Position.class).y);
        assertEquals(0f, world.get(frozen, Position.class).y);
    }

    @Test
    void observersOfAFamilyQueryHearEntitiesJoinAndLeaveLikeAnEntityListener() {
        java.util.List<String> heard = Porting.listen(world);
        Entity bob = world.spawn(new Position(1, 2), new Bob());
        world.remove(bob, Position.class);
        Entity other = world.spawn(new Position(0, 0), new Bob());
        world.despawn(other);
        assertEquals(
                java.util.List.of(
                        "entityAdded " + bob, "entityRemoved " + bob, "entityAdded " + other, "entityRemoved " + other),
                heard);
    }

    @Test
    void theScheduleRunsGravityMovementCrumbleLandingAndWelcomeInOneFrame() {
        Entity bob = world.spawn(new Position(1, 2), new Velocity(0, 0), new Bob(), new Fresh());
        Entity solid = world.spawn(new Position(0, 2), new Platform(2), new Fresh());
        world.spawn(new Position(0, -1), new Platform(2));

        Scheduler scheduler = Porting.schedule(world, () -> true);

        assertTrue(world.get(bob, Velocity.class).dy < 0, "gravity ran");
        assertTrue(world.get(bob, Position.class).y < 2, "movement ran after gravity");
        assertEquals(1, world.count(Platform.class), "the sunk platform crumbled");
        assertTrue(world.get(bob, Bob.class).grounded, "landing found the solid platform");
        assertEquals(List.of(bob, solid), scheduler.system(Porting.Welcome.class).welcomed);
        assertEquals(0, world.count(Fresh.class), "welcomed once");
    }

    @Test
    void crumbledPlatformsAreGoneBeforeLandingLooksInTheSamePhase() {
        Entity bob = world.spawn(new Position(1, -1), new Velocity(0, 0), new Bob());
        world.spawn(new Position(0, -1), new Platform(2));

        Porting.schedule(world, () -> true);

        assertFalse(world.get(bob, Bob.class).grounded, "AFTER_SYSTEM: landing no longer sees the platform");
        assertEquals(0, world.count(Platform.class));
    }

    @Test
    void aFalseConditionPausesTheWholeSimulationLabelButNotTheRest() {
        Entity bob = world.spawn(new Position(1, 2), new Velocity(0, 0), new Bob(), new Fresh());

        Scheduler scheduler = Porting.schedule(world, () -> false);

        assertEquals(2f, world.get(bob, Position.class).y, "nothing simulated");
        assertEquals(List.of(bob), scheduler.system(Porting.Welcome.class).welcomed, "welcome is not paused");
        assertEquals("label 'simulation' condition", scheduler.stats("gravity").lastSkipReason());
    }

    @Test
    void aDespawnedHandleStaysDeadWhenItsSlotIsReused() {
        assertNull(Porting.pooled(world));
    }

    @Test
    void anOrderedQueryVisitsInAscendingEntityIndexLikeArtemis() {
        List<Entity> platforms = new java.util.ArrayList<>();
        for (int i = 0; i < 50; i++) {
            platforms.add(world.spawn(new Position(i, 0), new Platform(1)));
        }
        for (int i = 0; i < 20; i += 2) { // shuffle the storages' own order
            world.remove(platforms.get(i), Platform.class);
            world.add(platforms.get(i), new Platform(2));
        }
        world.despawn(platforms.get(7));
        List<Integer> expected = new java.util.ArrayList<>();
        for (int i = 0; i < 50; i++) {
            if (i != 7) {
                expected.add(platforms.get(i).index());
            }
        }
        assertEquals(expected, Porting.visitingOrder(world));
    }
}
