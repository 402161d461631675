package dev.pulse.demo.game;

import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query1;
import dev.pulse.ecs.World;
import dev.pulse.ecs.column.ColumnQuery;
import dev.pulse.ecs.column.ColumnStorage;
import dev.pulse.ecs.column.ColumnView;
import dev.pulse.ecs.systems.GameSystem;
import dev.pulse.ecs.systems.IntervalSystem;
import dev.pulse.ecs.systems.Phase;
import dev.pulse.ecs.systems.Scheduler;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The demo game: enemies wander an arena, turrets launch homing missiles that hold their
 * target by {@link Entity} handle, hits blow up in sparks. One {@link Scheduler} runs it:
 * the simulation in {@link Phase#FIXED_UPDATE} (fixed step {@link #FIXED_STEP}), an optional
 * renderer in {@link Phase#RENDER} with the interpolation alpha.
 *
 * <h2>A fixed step, in order</h2>
 * <ol>
 *   <li>{@code spawn}: tops the enemy count back up from the enemy {@link dev.pulse.ecs.Prefab},
 *       reusing the slots the dead left;</li>
 *   <li>{@code mounts}: turns each turret around the base it is mounted on (its parent entity;
 *       a typed system);</li>
 *   <li>{@code enemy-steering}: enemies wander and keep off the walls (an {@link IntervalSystem},
 *       ten times a second);</li>
 *   <li>{@code turrets}: reloaded turrets launch a missile at an enemy in range;</li>
 *   <li>{@code missile-steering}: each missile resolves its {@link Target} handle; a stale
 *       handle means the target died, so it retargets to the nearest live enemy or
 *       self-destructs, and never follows the slot's new occupant;</li>
 *   <li>{@code movement}: integrates velocities, bounces off the arena walls;</li>
 *   <li>{@code collision}: rebuilds the {@link UniformGrid} of enemies and finds missile hits;</li>
 *   <li>{@code damage}: applies hits, kills, spawns explosion sparks;</li>
 *   <li>{@code lifetimes}: enemies time out, missiles run out of fuel;</li>
 *   <li>{@code sparks}: moves and fades explosion sparks (column components of the particle world);</li>
 *   <li>{@code swarm}: flies the {@link Drone drones}, the stress mode's hundred thousand bodies
 *       (column components of the particle world too; none in a normal game);</li>
 *   <li>{@code cleanup}: applies the step's despawns from the command buffer.</li>
 * </ol>
 * Mounts, enemy steering, turrets, missile steering, movement, flee and lifetimes are typed
 * systems ({@code GameSystem.each}, {@code eachWithContext}): their components arrive as
 * parameters and they declare their own access.
 * The settings, the random generator, the counters and the {@link Score} are world resources.
 *
 * <p>Deterministic: one {@link GameRandom} seeded from the settings drives every random
 * choice, iteration follows storage order, and nothing reads the wall clock, so the same
 * settings and the same sequence of {@link #tick(double)} calls give the same game.
 */
public final class Game {

    /** The fixed simulation step, seconds. */
    public static final double FIXED_STEP = 1.0 / 60;
    /** Enemy radius, arena units. */
    public static final float ENEMY_RADIUS = 7f;
    /** Distance at which a missile hits an enemy. */
    static final float HIT_DISTANCE = ENEMY_RADIUS + 2f;
    /** How far a missile with a stale target looks for a new one before it self-destructs. */
    static final float RETARGET_RADIUS = 260f;
    /** How far a turret reaches. */
    static final float TURRET_RANGE = 320f;

    final GameSettings settings;
    final World world;
    final GameRandom random;
    final GameStats stats = new GameStats();
    final UniformGrid grid;
    final Graveyard graveyard = new Graveyard();
    final SpawnLedger ledger = new SpawnLedger();
    final HitList hits = new HitList();
    /** The particle world: sparks (see {@link Spark}) and drones (see {@link Drone}), columns only. */
    final World particles = new World();

    final ColumnStorage<Spark> sparks = particles.columns(Spark.class);
    final ColumnQuery sparkQuery = particles.columnQuery(Spark.class);
    final ColumnStorage<Drone> drones = particles.columns(Drone.class);
    final ColumnQuery droneQuery = particles.columnQuery(Drone.class);
    /** Most sparks alive at once; more are dropped silently. */
    final int sparkCapacity;

    private final ColumnView<Spark> launching = sparks.view();
    private final ColumnView<Drone> launchingDrone = drones.view();
    final MissileObserver observer;

    final ComponentStorage<Position> positions;
    final ComponentStorage<Velocity> velocities;
    final ComponentStorage<Enemy> enemies;
    final ComponentStorage<Missile> missiles;
    final ComponentStorage<Target> targets;
    final ComponentStorage<Lifetime> lifetimes;

    /** The enemy-steering interval, whose accumulated time a save keeps. */
    final IntervalSystem steering;

    private final Scheduler scheduler;
    private final Query1<Position> everything;

    /**
     * Creates a game without a renderer and without an observer.
     *
     * @param settings the game's size and seed
     */
    public Game(GameSettings settings) {
        this(settings, MissileObserver.NONE, null);
    }

    /**
     * Creates a game, spawning the turrets and the first wave of enemies.
     *
     * @param settings the game's size and seed
     * @param observer told about every missile decision (use {@link MissileObserver#NONE})
     * @param renderer creates the system registered as {@code render} in {@link Phase#RENDER},
     *                 given this game; {@code null} for none
     * @throws NullPointerException if {@code settings} or {@code observer} is null
     */
    public Game(GameSettings settings, MissileObserver observer, Function<Game, GameSystem> renderer) {
        this(settings, observer, renderer, true);
    }

    /** Creates a game; {@code populate} false leaves the world empty for {@link GameSave#load}. */
    Game(GameSettings settings, MissileObserver observer, Function<Game, GameSystem> renderer, boolean populate) {
        if (settings == null || observer == null) {
            throw new NullPointerException("Game needs settings and an observer (MissileObserver.NONE for none)");
        }
        this.settings = settings;
        this.observer = observer;
        this.random = new GameRandom(settings.seed());
        this.world = World.builder()
                .initialCapacity(settings.enemies() + settings.turrets() * 8 + 64)
                .build();
        // snippet:demo-resources
        // World-wide data lives in the world as resources, one per type; systems look them up
        // (and, through their context, have their declared access checked).
        world.insertResource(settings);
        world.insertResource(random);
        world.insertResource(stats);
        world.insertResource(new Score());
        // end:demo-resources
        this.grid = new UniformGrid(settings.width(), settings.height(), 48f);
        this.sparkCapacity = Math.max(2048, Math.min(65_536, settings.enemies()));
        this.positions = world.storage(Position.class);
        this.velocities = world.storage(Velocity.class);
        this.enemies = world.storage(Enemy.class);
        this.missiles = world.storage(Missile.class);
        this.targets = world.storage(Target.class);
        this.lifetimes = world.storage(Lifetime.class);
        this.everything = world.query(Position.class);

        // snippet:demo-scheduler
        Scheduler.Builder builder =
                Scheduler.builder(world).fixedTimestep(FIXED_STEP).maxFixedStepsPerTick(8);
        SpawnSystem spawn = new SpawnSystem(this);
        fixed(builder, "spawn", spawn);
        fixed(builder, "mounts", MountSystem.create(this)); // typed systems declare their own access
        // Enemies change their mind ten times a second, not every step: the same wandering at a
        // sixth of the cost, which matters with 100,000 of them.
        steering = IntervalSystem.every(EnemySteeringSystem.INTERVAL, EnemySteeringSystem.create(this));
        fixed(builder, "enemy-steering", steering);
        alone(builder, "turrets", TurretSystem.create(this));
        alone(builder, "missile-steering", MissileSteeringSystem.create(this));
        fixed(builder, "movement", MovementSystem.create(this));
        fixed(builder, "collision", new CollisionSystem(this));
        fixed(builder, "damage", new DamageSystem(this));
        fixed(builder, "flee", FleeSystem.create());
        alone(builder, "lifetimes", LifetimeSystem.create(this));
        fixed(builder, "sparks", new SparkSystem(this));
        fixed(builder, "swarm", new SwarmSystem(this));
        fixed(builder, "cleanup", new CleanupSystem(this));
        if (renderer != null) {
            builder.add("render", renderer.apply(this), config -> config.inPhase(Phase.RENDER));
        }
        this.scheduler = builder.build();
        // end:demo-scheduler
        EnemyDeaths.observe(this); // score and explosion on every kill

        if (!populate) {
            return;
        }
        spawn.placeTurrets();
        spawn.topUp(settings.enemies());
        grid.clear();
        world.query(Position.class, Enemy.class).forEach((e, p, enemy) -> grid.add(e, p.x, p.y));
        grid.build();
        launchDrones(settings.drones());
    }

    // snippet:demo-fixed
    private static void fixed(Scheduler.Builder builder, String name, GameSystem system) {
        builder.add(name, system, config -> config.inPhase(Phase.FIXED_UPDATE));
    }

    // A typed system that also reaches the game's shared state (its grid, counters, graveyard)
    // declares only its parameters itself: exclusive() keeps the conflict analysis exact.
    private static void alone(Scheduler.Builder builder, String name, GameSystem system) {
        builder.add(name, system, config -> config.inPhase(Phase.FIXED_UPDATE).exclusive());
    }
    // end:demo-fixed

    /**
     * Advances the game by one frame: as many fixed steps as are due, then rendering.
     *
     * @param frameSeconds game seconds since the previous frame, {@code >= 0}
     * @throws IllegalArgumentException if {@code frameSeconds} is negative, NaN or infinite
     */
    public void tick(double frameSeconds) {
        scheduler.tick(frameSeconds);
    }

    /**
     * Returns the scheduler that runs the game, for its clock and per-system timings.
     *
     * @return the scheduler
     */
    public Scheduler scheduler() {
        return scheduler;
    }

    /**
     * Returns the world the game lives in. Read it between ticks; do not change it.
     *
     * @return the world
     */
    public World world() {
        return world;
    }

    /**
     * Returns the game's counters.
     *
     * @return the live counters
     */
    public GameStats stats() {
        return stats;
    }

    /**
     * Returns the game's settings.
     *
     * @return the settings
     */
    public GameSettings settings() {
        return settings;
    }

    /**
     * Returns the explosion sparks: column components of the particle world.
     *
     * @return the storage; its entities are the visible sparks
     */
    public ColumnStorage<Spark> sparks() {
        return sparks;
    }

    /**
     * Returns the query over every spark, for walking them in chunks (the renderer does).
     *
     * @return the query
     */
    public ColumnQuery sparkQuery() {
        return sparkQuery;
    }

    /**
     * Returns the swarm's drones: column components of the particle world, as many as
     * {@link GameSettings#drones()} (none except in the stress mode).
     *
     * @return the storage; its entities are the flying drones
     */
    public ColumnStorage<Drone> drones() {
        return drones;
    }

    /**
     * Returns the query over every drone, for walking them in chunks (the swarm system and the
     * renderer do).
     *
     * @return the query
     */
    public ColumnQuery droneQuery() {
        return droneQuery;
    }

    /**
     * Returns the particle world, which holds the sparks and the drones and nothing else.
     *
     * @return the particle world
     */
    public World particles() {
        return particles;
    }

    /**
     * Returns the most sparks alive at once.
     *
     * @return the capacity
     */
    public int sparkCapacity() {
        return sparkCapacity;
    }

    /**
     * Launches one spark (dropped silently at {@link #sparkCapacity()}); allocates nothing once
     * the particle world's pages exist.
     *
     * @return whether it was launched
     */
    boolean launchSpark(float x, float y, float vx, float vy, float life, int rgb, float ringSpeed) {
        if (sparks.size() >= sparkCapacity) {
            return false;
        }
        Entity spark = particles.spawn();
        sparks.add(spark);
        ColumnView<Spark> s = launching;
        s.bind(spark);
        s.set(Spark.X, x);
        s.set(Spark.Y, y);
        s.set(Spark.PREVIOUS_X, x);
        s.set(Spark.PREVIOUS_Y, y);
        s.set(Spark.VX, vx);
        s.set(Spark.VY, vy);
        s.set(Spark.LIFE, life);
        s.set(Spark.RGB, rgb);
        s.set(Spark.RING_SPEED, ringSpeed);
        return true;
    }

    /**
     * Launches {@code count} drones at random places, flying in random directions (nothing if
     * {@code count <= 0}); allocates nothing once the particle world's pages exist.
     */
    void launchDrones(int count) {
        GameRandom r = random;
        float w = settings.width();
        float h = settings.height();
        ColumnView<Drone> d = launchingDrone;
        for (int i = 0; i < count; i++) {
            float x = (float) r.nextDouble() * w;
            float y = (float) r.nextDouble() * h;
            float dx;
            float dy;
            float d2;
            do { // a random direction: rejection-sample the unit disc, as explode() does
                dx = (float) (r.nextDouble() * 2 - 1);
                dy = (float) (r.nextDouble() * 2 - 1);
                d2 = dx * dx + dy * dy;
            } while (d2 > 1f || d2 < 1e-4f);
            float speed = (20f + 60f * (float) r.nextDouble()) / (float) Math.sqrt(d2);
            Entity drone = particles.spawn();
            drones.add(drone);
            d.bind(drone);
            d.set(Drone.X, x);
            d.set(Drone.Y, y);
            d.set(Drone.PREVIOUS_X, x);
            d.set(Drone.PREVIOUS_Y, y);
            d.set(Drone.VX, dx * speed);
            d.set(Drone.VY, dy * speed);
            d.set(Drone.LIFE, 4f + 12f * (float) r.nextDouble());
        }
    }

    /**
     * Returns the score, a world resource.
     *
     * @return the live score
     */
    public Score score() {
        return world.resource(Score.class);
    }

    /**
     * Returns the number of live enemies.
     *
     * @return enemies in the world
     */
    public int enemyCount() {
        return enemies.size();
    }

    /**
     * Returns the number of live missiles.
     *
     * @return missiles in the world
     */
    public int missileCount() {
        return missiles.size();
    }

    /**
     * Hashes the whole game state: every entity's components in storage order, the sparks, the
     * drones and the counters. An entity reference is hashed as the position of its target in that order
     * (or as stale), not as a handle, so a game loaded from a save (whose handles differ) has
     * the digest of the game it was saved from. Two games with the same settings that were
     * ticked the same way have the same digest. O(entities + sparks).
     *
     * @return a 64-bit digest
     */
    public long digest() {
        Map<Entity, Integer> order = new HashMap<>();
        everything.forEach((e, p) -> order.put(e, order.size()));
        long[] h = {0x9E3779B97F4A7C15L};
        everything.forEach((e, p) -> {
            long x = mix(h[0], Float.floatToIntBits(p.x));
            x = mix(x, Float.floatToIntBits(p.y));
            Velocity v = velocities.get(e);
            if (v != null) {
                x = mix(x, Float.floatToIntBits(v.x));
                x = mix(x, Float.floatToIntBits(v.y));
            }
            Enemy enemy = enemies.get(e);
            if (enemy != null) {
                x = mix(x, enemy.hp);
            }
            Target target = targets.get(e);
            if (target != null) {
                x = mix(x, order.getOrDefault(target.entity(), -1));
            }
            Lifetime lifetime = lifetimes.get(e);
            if (lifetime != null) {
                x = mix(x, Float.floatToIntBits(lifetime.remaining));
            }
            h[0] = x;
        });
        // Sparks are summed, not chained: their walk order is their particle-world slot order,
        // which a loaded game rebuilds compactly, so the hash must not depend on it.
        long[] sparkSum = {0};
        sparkQuery.forEach((spark, s) -> sparkSum[0] +=
                mix(mix(0, Float.floatToIntBits(s.get(Spark.X))), Float.floatToIntBits(s.get(Spark.AGE))));
        long x = mix(h[0], sparkSum[0]);
        long[] droneSum = {0}; // summed for the same reason
        droneQuery.forEach((drone, d) -> droneSum[0] += mix(
                mix(mix(0, Float.floatToIntBits(d.get(Drone.X))), Float.floatToIntBits(d.get(Drone.VY))),
                Float.floatToIntBits(d.get(Drone.AGE))));
        x = mix(x, droneSum[0]);
        long[] counters = {
            stats.spawned,
            stats.despawned,
            stats.kills,
            stats.timeouts,
            stats.launched,
            stats.hits,
            stats.staleTargets,
            stats.retargets,
            stats.selfDestructs,
            stats.fuelOuts,
            sparks.size(),
            drones.size()
        };
        for (long c : counters) {
            x = mix(x, c);
        }
        return x;
    }

    private static long mix(long h, long value) {
        long x = (h ^ value) * 0xBF58476D1CE4E5B9L;
        return Long.rotateLeft(x, 31) * 0x94D049BB133111EBL + 0x632BE59BD9B4E019L;
    }

    /** Spawns an entity and records it in the ledger and the counters. */
    Entity spawn(Object... components) {
        Entity e = world.spawn(components);
        ledger.record(e);
        stats.spawned++;
        return e;
    }

    /**
     * Launches {@code count} sparks at a point (dropped silently at the spark capacity).
     */
    void explode(float x, float y, int count, float speed, int[] palette) {
        GameRandom r = random;
        for (int i = 0; i < count; i++) {
            if (sparks.size() >= sparkCapacity) {
                return;
            }
            // A random direction without trigonometry (StrictMath would be slow, Math not
            // guaranteed bit-identical across JVMs): rejection-sample the unit disc.
            float dx;
            float dy;
            float d2;
            do {
                dx = (float) (r.nextDouble() * 2 - 1);
                dy = (float) (r.nextDouble() * 2 - 1);
                d2 = dx * dx + dy * dy;
            } while (d2 > 1f || d2 < 1e-4f);
            float v = speed * (0.3f + 0.7f * (float) r.nextDouble());
            launchSpark(
                    x, y, dx * v, dy * v, 0.35f + 0.6f * (float) r.nextDouble(), palette[r.nextInt(palette.length)], 0);
        }
    }
}
