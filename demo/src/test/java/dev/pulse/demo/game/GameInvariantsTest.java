package dev.pulse.demo.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Parent;
import dev.pulse.ecs.World;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Runs the game headless for 40 seconds of game time and checks its invariants after every
 * tick (and, for missile decisions, at every decision).
 */
class GameInvariantsTest {

    private static final int TICKS = 2000;
    private static final double FRAME = 1.0 / 50;

    /** Records what each missile was allowed to chase and checks every steering decision. */
    static final class TargetAudit implements MissileObserver {
        final Map<Entity, Entity> chosen = new HashMap<>();
        World world;
        int launches;
        int retargets;
        int selfDestructs;
        int steers;

        @Override
        public void launched(Entity missile, Entity target) {
            assertTrue(world.isAlive(target), "missile " + missile + " launched at dead " + target);
            assertEquals(null, chosen.put(missile, target), "missile " + missile + " launched twice");
            launches++;
        }

        @Override
        public void retargeted(Entity missile, Entity stale, Entity newTarget) {
            assertEquals(
                    chosen.get(missile), stale, "missile " + missile + " retargeted away from a target it never had");
            assertFalse(world.isAlive(stale), "missile " + missile + " retargeted although " + stale + " is alive");
            assertTrue(world.isAlive(newTarget), "missile " + missile + " retargeted to dead " + newTarget);
            assertNotEquals(stale, newTarget);
            chosen.put(missile, newTarget);
            retargets++;
        }

        @Override
        public void selfDestructed(Entity missile, Entity stale) {
            assertEquals(chosen.get(missile), stale);
            assertFalse(world.isAlive(stale));
            selfDestructs++;
        }

        @Override
        public void steered(Entity missile, Entity target, float targetX, float targetY) {
            Entity allowed = chosen.get(missile);
            if (!target.equals(allowed)) {
                fail("missile " + missile + " steered toward " + target + " but its chosen target is " + allowed);
            }
            assertTrue(world.isAlive(target), "missile " + missile + " steered toward dead " + target);
            Position p = world.get(target, Position.class);
            assertEquals(p.x, targetX, "steered toward a point that is not the target's position");
            assertEquals(p.y, targetY);
            steers++;
        }
    }

    static TargetAudit audit;
    static Game game;
    static long[] entityCounts = new long[TICKS];
    static long[] balance = new long[TICKS];
    static int[] enemyCounts = new int[TICKS];
    static int[] kindSums = new int[TICKS];
    static long[] skipped = new long[TICKS];
    static int[] missileTargetMismatches = new int[TICKS];

    @BeforeAll
    static void play() {
        audit = new TargetAudit();
        game = new Game(GameSettings.of(300, 7), audit, null);
        audit.world = game.world();
        World world = game.world();
        for (int t = 0; t < TICKS; t++) {
            game.tick(FRAME);
            GameStats s = game.stats();
            entityCounts[t] = world.entityCount();
            balance[t] = s.spawned() - s.despawned();
            enemyCounts[t] = game.enemyCount();
            kindSums[t] = world.count(Enemy.class)
                    + world.count(Missile.class)
                    + world.count(Turret.class)
                    + world.count(Base.class);
            skipped[t] = s.skippedCommands();
            int[] mismatches = {0};
            world.query(Missile.class, Target.class).forEach((m, missile, target) -> {
                if (!target.entity().equals(audit.chosen.get(m))) {
                    mismatches[0]++;
                }
            });
            missileTargetMismatches[t] = mismatches[0];
        }
    }

    @Nested
    class Handles {

        @Test
        void missilesOnlyEverSteerTowardTheirOriginalOrDeliberatelyChosenTarget() {
            // Every steering call was checked by the audit; make sure there were plenty.
            assertTrue(audit.steers > 10_000, "only " + audit.steers + " steering decisions");
            for (int t = 0; t < TICKS; t++) {
                assertEquals(
                        0,
                        missileTargetMismatches[t],
                        "tick " + t + ": a missile's Target component differs "
                                + "from the target it launched at or chose");
            }
        }

        @Test
        void staleHandlesAreNoticedAndCounted() {
            GameStats s = game.stats();
            assertTrue(s.retargets() > 20, "expected many stale-handle retargets, got " + s.retargets());
            assertEquals(audit.retargets, s.retargets());
            assertEquals(audit.selfDestructs, s.selfDestructs());
            assertEquals(s.retargets() + s.selfDestructs(), s.staleTargets());
        }

        @Test
        void staleHandlesOftenPointAtSlotsAlreadyReusedByNewEnemies() {
            // The dangerous case exists in this game: a plain index would have chased the new occupant.
            assertTrue(
                    game.stats().staleSlotReused() > 10,
                    "slot reuse under stale handles: " + game.stats().staleSlotReused());
        }

        @Test
        void everyLaunchWasObserved() {
            assertEquals(game.stats().launched(), audit.launches);
            assertTrue(audit.launches > 500);
        }
    }

    @Nested
    class Counts {

        @Test
        void spawnedMinusDespawnedEqualsAliveAfterEveryTick() {
            for (int t = 0; t < TICKS; t++) {
                assertEquals(balance[t], entityCounts[t], "tick " + t);
            }
        }

        @Test
        void everyEntityIsAnEnemyAMissileATurretOrABase() {
            for (int t = 0; t < TICKS; t++) {
                assertEquals(entityCounts[t], kindSums[t], "tick " + t);
            }
        }

        @Test
        void everyDeathIsRecordedOnce() {
            for (int t = 0; t < TICKS; t++) {
                assertEquals(0, skipped[t], "tick " + t + ": a despawn was recorded for an entity already gone");
            }
        }

        @Test
        void theSpawnerKeepsTheEnemyCountNearTheTarget() {
            int target = game.settings().enemies();
            for (int t = 0; t < TICKS; t++) {
                assertTrue(enemyCounts[t] <= target, "tick " + t + ": " + enemyCounts[t] + " enemies");
                assertTrue(enemyCounts[t] >= target * 0.8, "tick " + t + ": only " + enemyCounts[t] + " enemies");
            }
        }

        @Test
        void enemiesDieByHitsAndByTimeouts() {
            GameStats s = game.stats();
            assertTrue(s.kills() > 100, "kills " + s.kills());
            assertTrue(s.timeouts() > 50, "timeouts " + s.timeouts());
            assertEquals(s.enemiesSpawned() - s.kills() - s.timeouts(), game.enemyCount());
        }

        @Test
        void hitsSpawnSparksThatBurnOut() {
            assertTrue(game.sparks().size() > 0, "no sparks alive after 40 s of explosions");
            assertTrue(game.sparks().size() <= game.sparkCapacity());
            assertEquals(game.sparks().size(), game.particles().entityCount(), "the particle world holds sparks only");
        }
    }

    @Nested
    class ResourcesRelationsAndPrefabs {

        @Test
        void everyTurretRidesABaseAtItsMountRadius() {
            World world = game.world();
            int[] mounted = {0};
            world.query(Position.class, Turret.class, Parent.class).forEach((turret, p, t, parent) -> {
                assertTrue(world.has(parent.entity(), Base.class), turret + " is mounted on a non-base");
                Position base = world.get(parent.entity(), Position.class);
                Mount mount = world.get(turret, Mount.class);
                float dx = p.x - base.x;
                float dy = p.y - base.y;
                assertEquals(mount.radius, (float) Math.sqrt(dx * dx + dy * dy), 0.01f);
                mounted[0]++;
            });
            assertEquals(game.settings().turrets(), mounted[0]);
            assertEquals(game.settings().turrets(), world.count(Base.class));
        }

        @Test
        void despawningABaseTakesItsTurretAlong() {
            Game g = new Game(GameSettings.of(50, 3));
            World world = g.world();
            Entity[] base = {null};
            world.query(Base.class).forEach((e, b) -> base[0] = base[0] == null ? e : base[0]);
            Entity turret = world.children(base[0]).get(0);
            int turrets = world.count(Turret.class);
            assertTrue(world.despawn(base[0]));
            assertFalse(world.isAlive(turret));
            assertEquals(turrets - 1, world.count(Turret.class));
        }

        @Test
        void theScoreIsAResourceWorthTenPointsPerHitPointOfEachKill() {
            long kills = game.stats().kills();
            long points = game.score().points();
            assertSame(game.world().resource(Score.class), game.score());
            assertSame(game.stats(), game.world().resource(GameStats.class));
            assertTrue(points >= 10 * kills && points <= 30 * kills, points + " points for " + kills + " kills");
        }

        @Test
        void missilesCarryThePrefabsFuelAndEnemiesTheirOwnLifetimes() {
            Game g = new Game(GameSettings.of(100, 9));
            World world = g.world();
            for (int t = 0; t < 20; t++) {
                g.tick(FRAME);
            }
            float[] fuel = {Float.MAX_VALUE, 0};
            world.query(Missile.class, Lifetime.class).forEach((e, m, life) -> {
                fuel[0] = Math.min(fuel[0], life.remaining);
                fuel[1] = Math.max(fuel[1], life.remaining);
            });
            assertTrue(fuel[1] <= 3.5f && fuel[1] > 0, "missile fuel " + fuel[1]);
            java.util.Set<Lifetime> distinct = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
            world.query(Enemy.class, Lifetime.class).forEach((e, enemy, life) -> distinct.add(life));
            assertEquals(world.count(Enemy.class), distinct.size(), "each enemy has its own Lifetime object");
        }
    }

    @Nested
    class Determinism {

        private long play(long seed, int ticks) {
            Game g = new Game(GameSettings.of(150, seed));
            for (int t = 0; t < ticks; t++) {
                g.tick(FRAME);
            }
            return g.digest();
        }

        @Test
        void theSameSeedGivesTheSameFinalState() {
            assertEquals(play(11, 400), play(11, 400));
        }

        @Test
        void differentSeedsGiveDifferentFinalStates() {
            assertNotEquals(play(11, 400), play(12, 400));
        }

        @Test
        void theDigestChangesAsTheGameRuns() {
            Game g = new Game(GameSettings.of(150, 3));
            long before = g.digest();
            g.tick(FRAME);
            assertNotEquals(before, g.digest());
        }

        @Test
        void frameRateDoesNotChangeTheSimulationOnlyItsRendering() {
            // 400 frames of 1/50 s and 200 frames of 1/25 s run the same 480 fixed steps.
            Game a = new Game(GameSettings.of(150, 5));
            Game b = new Game(GameSettings.of(150, 5));
            for (int t = 0; t < 400; t++) {
                a.tick(1.0 / 50);
            }
            for (int t = 0; t < 200; t++) {
                b.tick(1.0 / 25);
            }
            assertEquals(a.scheduler().time().fixedSteps(), b.scheduler().time().fixedSteps());
            assertEquals(a.digest(), b.digest());
        }
    }

    @Nested
    class Settings {

        @Test
        void theArenaGrowsWithTheEnemyCount() {
            GameSettings small = GameSettings.of(200, 1);
            GameSettings large = GameSettings.of(20_000, 1);
            assertEquals(800f, small.width(), 0.5f);
            assertEquals(600f, small.height(), 0.5f);
            assertEquals(small.width() * 10, large.width(), 1f);
            assertTrue(large.turrets() > small.turrets());
        }

        @Test
        void anEnemyCountOutOfRangeIsRejectedWithTheRange() {
            IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(
                    IllegalArgumentException.class, () -> GameSettings.of(0, 1));
            assertTrue(e.getMessage().contains("1.." + GameSettings.MAX_ENEMIES), e.getMessage());
        }

        @Test
        void aGameNeedsSettingsAndAnObserver() {
            assertNotNull(org.junit.jupiter.api.Assertions.assertThrows(
                            NullPointerException.class, () -> new Game(GameSettings.of(10, 1), null, null))
                    .getMessage());
        }
    }
}
