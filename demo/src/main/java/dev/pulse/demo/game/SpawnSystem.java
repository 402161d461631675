package dev.pulse.demo.game;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Prefab;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.GameSystem;

/**
 * Keeps the enemy count at the target: each fixed step it spawns up to a twenty-fifth of the
 * target, so a wave of deaths is refilled over a few steps. The world's allocator hands out the
 * most recently freed slots first, so new enemies usually move into the slots the dead just
 * left, which is what makes stale handles dangerous and Pulse's generations necessary.
 */
final class SpawnSystem implements GameSystem {

    /** Turret mounts: distance from the base and turning speed. */
    private static final float MOUNT_RADIUS = 12f;

    private static final float MOUNT_SPEED = 0.8f;

    private final Game game;
    private final int perStep;
    private final Prefab enemy;

    SpawnSystem(Game game) {
        this.game = game;
        this.perStep = Math.max(1, game.settings.enemies() / 25);
        GameRandom random = game.world.resource(GameRandom.class);
        // snippet:demo-prefab
        // Position, Velocity and Enemy are drawn together (the speed sets the velocity), so each
        // spawn overrides them; the lifetime comes from the prefab's own factory.
        this.enemy = Prefab.builder("enemy")
                .with(Position.class, () -> new Position(game.settings.width() / 2, game.settings.height() / 2))
                .with(Velocity.class, () -> new Velocity(0, 0))
                .with(Enemy.class, () -> new Enemy(1, 30f))
                .with(Lifetime.class, () -> new Lifetime(8f + 16f * (float) random.nextDouble()))
                .build();
        // end:demo-prefab
    }

    @Override
    public void update(World world, double dt) {
        int missing = world.resource(GameSettings.class).enemies() - game.enemies.size();
        if (missing > 0) {
            topUp(Math.min(missing, perStep));
        }
    }

    /** Spawns {@code count} enemies at random places. */
    void topUp(int count) {
        GameRandom r = game.world.resource(GameRandom.class);
        GameSettings settings = game.world.resource(GameSettings.class);
        float w = settings.width();
        float h = settings.height();
        for (int i = 0; i < count; i++) {
            float x = 20f + (float) r.nextDouble() * (w - 40f);
            float y = 20f + (float) r.nextDouble() * (h - 40f);
            int hp = 1 + r.nextInt(3);
            float speed = 30f + 40f * (float) r.nextDouble();
            float vx = (float) (r.nextDouble() * 2 - 1);
            float vy = (float) (r.nextDouble() * 2 - 1);
            float length = (float) Math.sqrt(vx * vx + vy * vy) + 1e-6f;
            // The prefab's Lifetime factory draws the last random number, as before prefabs.
            game.spawn(enemy.components(
                    new Position(x, y), new Velocity(vx / length * speed, vy / length * speed), new Enemy(hp, speed)));
            game.stats.enemiesSpawned++;
        }
    }

    /**
     * Spawns the turret bases on a jittered grid across the arena, each with a turret mounted on
     * it as a child entity.
     */
    void placeTurrets() {
        int n = game.settings.turrets();
        int columns = (int) Math.ceil(Math.sqrt(n * 4.0 / 3.0));
        int rows = (n + columns - 1) / columns;
        float cellW = game.settings.width() / columns;
        float cellH = game.settings.height() / rows;
        GameRandom r = game.random;
        for (int i = 0; i < n; i++) {
            float x = (i % columns + 0.3f + 0.4f * (float) r.nextDouble()) * cellW;
            float y = (i / columns + 0.3f + 0.4f * (float) r.nextDouble()) * cellH;
            float reload = 0.16f + 0.16f * (float) r.nextDouble();
            // snippet:demo-turret-on-base
            Entity base = game.spawn(new Position(x, y), new Base());
            float angle = i * 2.4f; // spread by the golden angle
            Entity turret = game.spawn(
                    new Position(x + MOUNT_RADIUS, y),
                    new Mount(MOUNT_RADIUS, angle, i % 2 == 0 ? MOUNT_SPEED : -MOUNT_SPEED),
                    new Turret(reload, reload * (float) r.nextDouble()));
            game.world.setParent(turret, base); // despawning the base takes the turret
            // end:demo-turret-on-base
        }
    }
}
