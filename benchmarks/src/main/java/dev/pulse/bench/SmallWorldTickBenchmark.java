package dev.pulse.bench;

import dev.pulse.bench.artemis.SmallWorld;
import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query1;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.GameSystem;
import dev.pulse.ecs.systems.Scheduler;
import dev.pulse.ecs.systems.Timing;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Scenario {@code smallWorldTick}: one tick of a ship shooter at its real size, the case where
 * a scheduler's fixed cost per system decides the frame time. 13 light systems (input, steer,
 * thrust, drag, move, wrap, gun cooldown, fire, laser lifetime, laser rearm, laser-ship
 * collision pairs, death, respawn) over 30 entities (6 ships, 21 pooled lasers, 3 rocks), the
 * same logic on both sides: Pulse as a user writes it ({@code Scheduler.builder(world).add(...)}
 * of typed {@code each} systems and two hand-written ones, default settings) and Artemis-odb
 * ({@link SmallWorld}: one {@code IteratingSystem} class per system, a pairwise
 * {@code BaseEntitySystem}). {@code size} adds inert entities (a component no system reads),
 * half spawned before the game's entities and half after, so that a loss at 1M entities (sparse
 * pages spread, driver choice) shows against {@code size=0}.
 *
 * <p>Per system: the tick's time / 13. {@code pulse} runs the scheduler's defaults (sampled
 * timing, {@link Timing#SAMPLED}); {@code -p impl=pulse-untimed} runs it with {@link Timing#OFF}
 * (no clock reads) and {@code -p impl=pulse-timed} with {@link Timing#PER_SYSTEM} (a clock read
 * per system run), to show what timing costs.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class SmallWorldTickBenchmark {

    /** pulse (the scheduler's defaults), artemis; pulse-untimed (Timing.OFF) and pulse-timed (Timing.PER_SYSTEM) are not run by default. */
    @Param({"pulse", "artemis"})
    public String impl;

    /** Inert entities added to the game's 30. */
    @Param({"0", "1000000"})
    public int size;

    private SmallWorld artemis;
    private PulseGame pulse;

    /** Builds the world and its 13 systems. */
    @Setup(Level.Trial)
    public void setup() {
        switch (impl) {
            case "artemis" -> artemis = new SmallWorld(size);
            case "pulse" -> pulse = new PulseGame(size, null);
            case "pulse-untimed" -> pulse = new PulseGame(size, Timing.OFF);
            case "pulse-timed" -> pulse = new PulseGame(size, Timing.PER_SYSTEM);
            default -> throw new IllegalArgumentException(
                    "Unknown impl '" + impl + "' for smallWorldTick: use pulse, artemis, pulse-untimed or pulse-timed");
        }
    }

    /** Checks the ticks played the game: ships fired. */
    @TearDown(Level.Trial)
    public void check() {
        long sum = artemis != null ? artemis.checksum() : pulse.checksum();
        if (sum == 0) {
            throw new IllegalStateException("smallWorldTick (" + impl + "): no ship fired");
        }
        if (artemis != null) {
            artemis.close();
        }
    }

    /**
     * One tick of the 13 systems.
     *
     * @param blackhole consumes the input system's frame counter
     */
    @Benchmark
    public void smallWorldTick(Blackhole blackhole) {
        if (artemis != null) {
            artemis.tick();
            return;
        }
        pulse.scheduler.tick(SmallWorld.DT);
        blackhole.consume(pulse.input.frame);
    }

    /** Position. */
    static final class Pos {
        float x;
        float y;
    }

    /** Velocity. */
    static final class Vel {
        float dx;
        float dy;
    }

    /** Facing, a unit vector. */
    static final class Heading {
        float hx;
        float hy;
    }

    /** A ship's state flags and counters. */
    static final class Ship {
        int number;
        int health;
        boolean dead;
        float respawn;
        int hits;
        int deaths;
        int shots;
    }

    /** This frame's controls. */
    static final class Input {
        boolean thrust;
        boolean left;
        boolean right;
        boolean fire;
    }

    /** A ship's gun. */
    static final class Gun {
        float cooldown;
        int pending;
    }

    /** A pooled laser. */
    static final class Laser {
        float ttl;
        Entity owner;
    }

    /** An inert component no system reads. */
    static final class Scenery {
        int value;
    }

    /** The Pulse side: the world, the scheduler and the two systems that keep state. */
    static final class PulseGame {
        final World world = new World();
        final Scheduler scheduler;
        final InputSystem input;
        private final Query1<Ship> ships;

        /** {@code timing} null keeps the scheduler's default. */
        PulseGame(int extra, Timing timing) {
            for (int i = 0; i < extra / 2; i++) {
                world.spawn(new Scenery());
            }
            Entity[] shipHandles = new Entity[SmallWorld.SHIPS];
            for (int s = 0; s < SmallWorld.SHIPS; s++) {
                Ship ship = new Ship();
                ship.number = s;
                ship.health = 3;
                Pos p = new Pos();
                p.x = SmallWorld.spawnX(s);
                p.y = SmallWorld.spawnY(s);
                Heading h = new Heading();
                h.hx = 1;
                shipHandles[s] = world.spawn(p, new Vel(), h, ship, new Input(), new Gun());
            }
            for (int l = 0; l < SmallWorld.LASERS; l++) {
                Laser laser = new Laser();
                laser.owner = shipHandles[l % SmallWorld.SHIPS];
                world.spawn(new Pos(), new Vel(), laser);
            }
            for (int r = 0; r < SmallWorld.ROCKS; r++) {
                Pos p = new Pos();
                p.x = 100 + 250 * r;
                p.y = 50 + 150 * r;
                Vel v = new Vel();
                v.dx = 20 - 15 * r;
                v.dy = 10 + 5 * r;
                world.spawn(p, v);
            }
            for (int i = extra / 2; i < extra; i++) {
                world.spawn(new Scenery());
            }
            ships = world.query(Ship.class);
            input = new InputSystem(world);
            ComponentStorage<Gun> guns = world.storage(Gun.class);
            ComponentStorage<Pos> positions = world.storage(Pos.class);
            ComponentStorage<Heading> headings = world.storage(Heading.class);
            Scheduler.Builder builder = Scheduler.builder(world);
            if (timing != null) {
                builder.timing(timing);
            }
            scheduler = builder.add("input", input)
                    .add(
                            "steer",
                            GameSystem.each(Input.class, Heading.class, (e, in, h, dt) -> {
                                        if (in.left == in.right) {
                                            return;
                                        }
                                        float sin = in.left ? -SmallWorld.TURN_SIN : SmallWorld.TURN_SIN;
                                        float x = h.hx * SmallWorld.TURN_COS - h.hy * sin;
                                        h.hy = h.hx * sin + h.hy * SmallWorld.TURN_COS;
                                        h.hx = x;
                                    })
                                    .reading(Input.class))
                    .add(
                            "thrust",
                            GameSystem.each(Input.class, Heading.class, Vel.class, (e, in, h, v, dt) -> {
                                        if (in.thrust) {
                                            v.dx += h.hx * 120f * (float) dt;
                                            v.dy += h.hy * 120f * (float) dt;
                                        }
                                    })
                                    .reading(Input.class, Heading.class))
                    .add(
                            "drag",
                            GameSystem.each(Ship.class, Vel.class, (e, ship, v, dt) -> {
                                        v.dx *= 0.99f;
                                        v.dy *= 0.99f;
                                    })
                                    .reading(Ship.class))
                    .add(
                            "move",
                            GameSystem.each(Pos.class, Vel.class, (e, p, v, dt) -> {
                                        p.x += v.dx * (float) dt;
                                        p.y += v.dy * (float) dt;
                                    })
                                    .reading(Vel.class))
                    .add("wrap", GameSystem.each(Pos.class, (e, p, dt) -> {
                        if (p.x < 0) {
                            p.x += SmallWorld.WIDTH;
                        } else if (p.x >= SmallWorld.WIDTH) {
                            p.x -= SmallWorld.WIDTH;
                        }
                        if (p.y < 0) {
                            p.y += SmallWorld.HEIGHT;
                        } else if (p.y >= SmallWorld.HEIGHT) {
                            p.y -= SmallWorld.HEIGHT;
                        }
                    }))
                    .add("cooldown", GameSystem.each(Gun.class, (e, g, dt) -> {
                        if (g.cooldown > 0) {
                            g.cooldown -= (float) dt;
                        }
                    }))
                    .add(
                            "fire",
                            GameSystem.each(Input.class, Gun.class, Ship.class, (e, in, g, ship, dt) -> {
                                        if (in.fire && g.cooldown <= 0) {
                                            g.cooldown = 0.2f;
                                            g.pending++;
                                            ship.shots++;
                                        }
                                    })
                                    .reading(Input.class))
                    .add("lifetime", GameSystem.each(Laser.class, (e, l, dt) -> {
                        if (l.ttl > 0) {
                            l.ttl -= (float) dt;
                        }
                    }))
                    .add(
                            "rearm",
                            GameSystem.each(Laser.class, Pos.class, Vel.class, (e, l, p, v, dt) -> {
                                if (l.ttl > 0) {
                                    return;
                                }
                                Gun g = guns.get(l.owner);
                                if (g.pending == 0) {
                                    return;
                                }
                                g.pending--;
                                l.ttl = 1.0f;
                                Pos from = positions.get(l.owner);
                                Heading h = headings.get(l.owner);
                                p.x = from.x;
                                p.y = from.y;
                                v.dx = h.hx * 300f;
                                v.dy = h.hy * 300f;
                            }),
                            s -> s.writes(Gun.class).reads(Heading.class))
                    .add("collide", new CollideSystem(world))
                    .add("death", GameSystem.each(Ship.class, (e, ship, dt) -> {
                        if (!ship.dead && ship.health <= 0) {
                            ship.dead = true;
                            ship.respawn = 2f;
                            ship.deaths++;
                        }
                    }))
                    .add("respawn", GameSystem.each(Ship.class, Pos.class, Vel.class, (e, ship, p, v, dt) -> {
                        if (!ship.dead) {
                            return;
                        }
                        ship.respawn -= (float) dt;
                        if (ship.respawn > 0) {
                            return;
                        }
                        ship.dead = false;
                        ship.health = 3;
                        p.x = SmallWorld.spawnX(ship.number);
                        p.y = SmallWorld.spawnY(ship.number);
                        v.dx = 0;
                        v.dy = 0;
                    }))
                    .build();
            scheduler.start();
            scheduler.tick(SmallWorld.DT); // as Artemis's first process(), which makes its creations take effect
        }

        /** Shots, hits and deaths summed as {@link SmallWorld#checksum()} sums them. */
        long checksum() {
            long[] sum = {0};
            ships.forEach((Ship s) -> sum[0] += s.shots * 31L + s.hits * 7L + s.deaths);
            return sum[0];
        }
    }

    /** Reads the controls (pseudo-random, per ship and frame): a system that keeps state. */
    static final class InputSystem implements GameSystem {
        private final Query2<Ship, Input> query;
        private final Query2.ForEachComponents<Ship, Input> read = this::read;
        int frame;

        InputSystem(World world) {
            query = world.query(Ship.class, Input.class);
        }

        @Override
        public void update(World world, double dt) {
            frame++;
            query.forEach(read);
        }

        private void read(Ship s, Input in) {
            int bits = s.dead ? 0 : SmallWorld.inputBits(frame, s.number);
            in.thrust = (bits & 1) != 0;
            in.left = (bits & 6) == 2;
            in.right = (bits & 6) == 4;
            in.fire = (bits & 8) != 0;
        }
    }

    /**
     * Laser against ship, pairwise: a hit costs the ship one health and parks the laser. The
     * ships are gathered into arrays first (the inner loop of a pairwise test).
     */
    static final class CollideSystem implements GameSystem {
        private final Query2<Ship, Pos> shipQuery;
        private final Query2<Laser, Pos> laserQuery;
        private final Ship[] ships = new Ship[64];
        private final Pos[] shipPositions = new Pos[64];
        private final Entity[] shipHandles = new Entity[64];
        private int shipCount;
        private final Query2.ForEach<Ship, Pos> gather = this::gather;
        private final Query2.ForEach<Laser, Pos> test = this::test;

        CollideSystem(World world) {
            shipQuery = world.query(Ship.class, Pos.class);
            laserQuery = world.query(Laser.class, Pos.class);
        }

        @Override
        public void update(World world, double dt) {
            shipCount = 0;
            shipQuery.forEach(gather);
            laserQuery.forEach(test);
        }

        private void gather(Entity e, Ship s, Pos p) {
            ships[shipCount] = s;
            shipPositions[shipCount] = p;
            shipHandles[shipCount] = e;
            shipCount++;
        }

        private void test(Entity e, Laser l, Pos lp) {
            if (l.ttl <= 0) {
                return;
            }
            for (int j = 0; j < shipCount; j++) {
                Ship s = ships[j];
                if (shipHandles[j].equals(l.owner) || s.dead) {
                    continue;
                }
                Pos sp = shipPositions[j];
                float dx = lp.x - sp.x;
                float dy = lp.y - sp.y;
                if (dx * dx + dy * dy < 144f) {
                    s.health--;
                    s.hits++;
                    l.ttl = 0;
                    return;
                }
            }
        }
    }
}
