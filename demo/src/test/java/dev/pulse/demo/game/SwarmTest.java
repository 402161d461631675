package dev.pulse.demo.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.column.ColumnChunk;
import dev.pulse.ecs.snapshot.SnapshotFormat;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The stress mode's swarm: drones are column components of the particle world, and they fly. */
class SwarmTest {

    private static final int DRONES = 5_000;

    private static Game swarm() {
        return new Game(GameSettings.of(100, DRONES, 11));
    }

    @Test
    void aNormalGameHasNoDrones() {
        Game game = new Game(GameSettings.of(200, 42));
        assertEquals(0, game.drones().size());
        game.tick(1);
        assertEquals(0, game.drones().size());
        assertEquals(game.sparks().size(), game.particles().entityCount(), "the particle world holds sparks only");
    }

    @Test
    void theDronesLiveInColumnsOfTheParticleWorldNotInTheGameWorld() {
        Game game = swarm();
        assertEquals(DRONES, game.drones().size());
        assertSame(game.drones(), game.particles().columns(Drone.class), "the drones are the Drone column storage");
        assertEquals(DRONES, game.droneQuery().count());
        assertEquals(DRONES + game.sparks().size(), game.particles().entityCount());
        // The game world holds the game: enemies, turrets, bases, missiles; no drone.
        assertEquals(100, game.enemyCount());
        assertFalse(game.world().entityCount() >= DRONES);
        // Walked in chunks of float arrays: the chunks cover every drone exactly once.
        int[] covered = {0};
        game.droneQuery().forEachChunk((ColumnChunk chunk) -> {
            assertTrue(chunk.floats(Drone.X).length >= chunk.end());
            covered[0] += chunk.size();
        });
        assertEquals(DRONES, covered[0]);
        GameSettings settings = game.settings();
        game.droneQuery().forEach((drone, d) -> {
            assertTrue(d.get(Drone.X) >= 0 && d.get(Drone.X) <= settings.width());
            assertTrue(d.get(Drone.Y) >= 0 && d.get(Drone.Y) <= settings.height());
            float speed = (float) Math.hypot(d.get(Drone.VX), d.get(Drone.VY));
            assertTrue(speed >= 19.9f && speed <= 80.1f, "speed " + speed);
        });
    }

    @Test
    void oneFixedStepMovesEveryDroneByItsVelocityTimesTheStep() {
        Game game = swarm();
        Map<Entity, float[]> before = new HashMap<>();
        game.droneQuery()
                .forEach((drone, d) -> before.put(drone, new float[] {
                    d.get(Drone.X), d.get(Drone.Y), d.get(Drone.VX), d.get(Drone.VY), d.get(Drone.AGE)
                }));
        long steps = game.scheduler().time().fixedSteps();
        game.tick(Game.FIXED_STEP);
        assertEquals(steps + 1, game.scheduler().time().fixedSteps(), "exactly one fixed step");

        float dt = (float) Game.FIXED_STEP;
        GameSettings settings = game.settings();
        int[] moved = {0};
        game.droneQuery().forEach((drone, d) -> {
            float[] was = before.get(drone);
            assertTrue(was != null, "no drone burns out in the first step, so none is replaced: " + drone);
            assertEquals(was[0], d.get(Drone.PREVIOUS_X), "the previous position is remembered");
            assertEquals(was[1], d.get(Drone.PREVIOUS_Y));
            assertEquals(was[4] + dt, d.get(Drone.AGE), 1e-6f);
            float x = was[0] + was[2] * dt;
            float y = was[1] + was[3] * dt;
            if (x >= 0 && x <= settings.width() && y >= 0 && y <= settings.height()) {
                assertEquals(x, d.get(Drone.X), 1e-3f);
                assertEquals(y, d.get(Drone.Y), 1e-3f);
                assertEquals(was[2], d.get(Drone.VX));
                assertEquals(was[3], d.get(Drone.VY));
                moved[0]++;
            } else { // bounced off a wall: reflected back inside, the velocity across the wall reversed
                assertTrue(d.get(Drone.X) >= 0 && d.get(Drone.X) <= settings.width());
                assertTrue(d.get(Drone.Y) >= 0 && d.get(Drone.Y) <= settings.height());
            }
        });
        assertEquals(DRONES, before.size());
        assertEquals(DRONES, game.drones().size());
        assertTrue(moved[0] > DRONES * 9 / 10, "most drones fly freely: " + moved[0]);
    }

    @Test
    void burntOutDronesAreDespawnedAndReplacedInTheirSlots() {
        Game game = swarm();
        List<Entity> first = new ArrayList<>();
        game.droneQuery().forEach((drone, d) -> first.add(drone));
        for (int frame = 0; frame < 17 * 50; frame++) { // drones live at most 16 s
            game.tick(1.0 / 50);
            assertEquals(DRONES, game.drones().size(), "the swarm is topped up every step");
        }
        int reused = 0;
        for (Entity e : first) {
            assertFalse(game.particles().isAlive(e), "burnt out: " + e);
            assertFalse(game.drones().has(e));
            assertNull(game.particles().get(e, Drone.class));
            if (game.particles().entityAt(e.index()) != null) {
                reused++;
            }
        }
        assertTrue(reused > DRONES / 2, "new drones move into the slots the burnt-out left: " + reused);
        game.droneQuery().forEach((drone, d) -> assertTrue(d.get(Drone.AGE) < d.get(Drone.LIFE)));
    }

    @Test
    void aDespawnedDroneLeavesTheColumnsAndIsReplacedNextStep() {
        Game game = swarm();
        Entity victim = game.particles().entityAt(0);
        assertTrue(game.drones().has(victim));
        game.particles().despawn(victim);
        assertFalse(game.drones().has(victim));
        assertFalse(game.drones().modify(victim, d -> d.set(Drone.X, 0)), "a stale handle reaches nothing");
        assertEquals(DRONES - 1, game.drones().size());
        assertEquals(DRONES - 1, game.droneQuery().count());
        game.tick(Game.FIXED_STEP);
        assertEquals(DRONES, game.drones().size());
    }

    @ParameterizedTest
    @EnumSource(SnapshotFormat.class)
    void aSavedSwarmLoadsAndFliesOnToTheSameState(SnapshotFormat format) {
        Game uninterrupted = swarm();
        Game saved = swarm();
        for (int frame = 0; frame < 300; frame++) {
            uninterrupted.tick(1.0 / 50);
            if (frame < 123) {
                saved.tick(1.0 / 50);
            }
        }
        Game loaded = GameSave.load(GameSave.save(saved, format), MissileObserver.NONE, null);
        assertEquals(DRONES, loaded.settings().drones());
        assertEquals(DRONES, loaded.drones().size());
        assertEquals(saved.digest(), loaded.digest(), "the loaded game starts where the saved one was");
        for (int frame = 123; frame < 300; frame++) {
            loaded.tick(1.0 / 50);
        }
        assertEquals(uninterrupted.digest(), loaded.digest());
    }
}
