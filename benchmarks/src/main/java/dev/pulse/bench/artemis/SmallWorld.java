package dev.pulse.bench.artemis;

import com.artemis.Archetype;
import com.artemis.ArchetypeBuilder;
import com.artemis.Aspect;
import com.artemis.BaseEntitySystem;
import com.artemis.Component;
import com.artemis.ComponentMapper;
import com.artemis.EntitySubscription;
import com.artemis.World;
import com.artemis.WorldConfigurationBuilder;
import com.artemis.systems.IteratingSystem;
import com.artemis.utils.IntBag;

/**
 * The small world of {@code SmallWorldTickBenchmark} as an Artemis-odb game writes it: a ship
 * shooter at its real size (6 ships, 21 pooled lasers, 3 rocks) with 13 light systems, one
 * class each ({@link IteratingSystem}s with mappers, a pairwise {@link BaseEntitySystem} for
 * laser hits), plus {@code extra} inert entities that no system matches. The Pulse side of the
 * benchmark runs the same logic, system for system (see {@code SmallWorldTickBenchmark}).
 */
public final class SmallWorld {

    /** Width of the playfield (positions wrap around). */
    public static final float WIDTH = 800f;
    /** Height of the playfield. */
    public static final float HEIGHT = 600f;
    /** Fixed frame time of every tick. */
    public static final float DT = 1 / 60f;
    /** Ships. */
    public static final int SHIPS = 6;
    /** Pooled lasers (rearmed from their ship's gun when their lifetime is over). */
    public static final int LASERS = 21;
    /** Drifting rocks. */
    public static final int ROCKS = 3;
    /** Cosine of a steering step. */
    public static final float TURN_COS = (float) Math.cos(0.05);
    /** Sine of a steering step. */
    public static final float TURN_SIN = (float) Math.sin(0.05);

    private final World world;
    private final ComponentMapper<Ship> ships;
    private final EntitySubscription allShips;

    /**
     * Builds the world: half the inert entities, the game's 30, the other half.
     *
     * @param extra inert entities (a component no system reads)
     */
    public SmallWorld(int extra) {
        world = new World(new WorldConfigurationBuilder()
                .with(
                        new InputSystem(),
                        new SteerSystem(),
                        new ThrustSystem(),
                        new DragSystem(),
                        new MoveSystem(),
                        new WrapSystem(),
                        new CooldownSystem(),
                        new FireSystem(),
                        new LifetimeSystem(),
                        new RearmSystem(),
                        new CollideSystem(),
                        new DeathSystem(),
                        new RespawnSystem())
                .build());
        ships = world.getMapper(Ship.class);
        ComponentMapper<Pos> positions = world.getMapper(Pos.class);
        ComponentMapper<Vel> velocities = world.getMapper(Vel.class);
        ComponentMapper<Heading> headings = world.getMapper(Heading.class);
        ComponentMapper<Laser> lasers = world.getMapper(Laser.class);
        Archetype scenery = new ArchetypeBuilder().add(Scenery.class).build(world);
        for (int i = 0; i < extra / 2; i++) {
            world.create(scenery);
        }
        Archetype ship = new ArchetypeBuilder()
                .add(Pos.class, Vel.class, Heading.class, Ship.class, Input.class, Gun.class)
                .build(world);
        int[] shipIds = new int[SHIPS];
        for (int s = 0; s < SHIPS; s++) {
            int id = world.create(ship);
            shipIds[s] = id;
            Ship sh = ships.get(id);
            sh.number = s;
            sh.health = 3;
            Pos p = positions.get(id);
            p.x = spawnX(s);
            p.y = spawnY(s);
            Heading h = headings.get(id);
            h.hx = 1;
        }
        Archetype laser =
                new ArchetypeBuilder().add(Pos.class, Vel.class, Laser.class).build(world);
        for (int l = 0; l < LASERS; l++) {
            int id = world.create(laser);
            lasers.get(id).owner = shipIds[l % SHIPS];
        }
        Archetype rock = new ArchetypeBuilder().add(Pos.class, Vel.class).build(world);
        for (int r = 0; r < ROCKS; r++) {
            int id = world.create(rock);
            Pos p = positions.get(id);
            p.x = 100 + 250 * r;
            p.y = 50 + 150 * r;
            Vel v = velocities.get(id);
            v.dx = 20 - 15 * r;
            v.dy = 10 + 5 * r;
        }
        for (int i = extra / 2; i < extra; i++) {
            world.create(scenery);
        }
        allShips = world.getAspectSubscriptionManager().get(Aspect.all(Ship.class));
        world.setDelta(DT);
        world.process(); // creations take effect at the first process; not part of a tick
    }

    /** Where ship {@code s} (re)spawns, x. */
    public static float spawnX(int s) {
        return 100 + 120 * s;
    }

    /** Where ship {@code s} (re)spawns, y. */
    public static float spawnY(int s) {
        return 300 + (s % 2 == 0 ? -100 : 100);
    }

    /** The pseudo-random input bits of ship {@code number} on {@code frame} (same on both sides). */
    public static int inputBits(int frame, int number) {
        int h = (frame / 8) * 0x9E3779B1 + number * 0x85EBCA6B;
        h ^= h >>> 15;
        h *= 0x2C1B3C6D;
        return h ^ (h >>> 13);
    }

    /** One tick: every system once, in order. */
    public void tick() {
        world.process();
    }

    /**
     * Sums what the ships did (shots, hits, deaths), to check the ticks did something and to
     * feed the benchmark's blackhole.
     *
     * @return the sum
     */
    public long checksum() {
        IntBag entities = allShips.getEntities();
        int[] ids = entities.getData();
        long sum = 0;
        for (int i = 0, n = entities.size(); i < n; i++) {
            Ship s = ships.get(ids[i]);
            sum += s.shots * 31L + s.hits * 7L + s.deaths;
        }
        return sum;
    }

    /** Disposes of the world. */
    public void close() {
        world.dispose();
    }

    /** Position. */
    public static final class Pos extends Component {
        /** X. */
        public float x;
        /** Y. */
        public float y;
    }

    /** Velocity. */
    public static final class Vel extends Component {
        /** X speed. */
        public float dx;
        /** Y speed. */
        public float dy;
    }

    /** Facing, a unit vector. */
    public static final class Heading extends Component {
        /** X. */
        public float hx;
        /** Y. */
        public float hy;
    }

    /** A ship's state flags and counters. */
    public static final class Ship extends Component {
        /** Which ship, 0 to 5. */
        public int number;
        /** Hits left. */
        public int health;
        /** Waiting to respawn. */
        public boolean dead;
        /** Seconds until respawn. */
        public float respawn;
        /** Times hit. */
        public int hits;
        /** Times died. */
        public int deaths;
        /** Lasers fired. */
        public int shots;
    }

    /** This frame's controls. */
    public static final class Input extends Component {
        /** Thrust on. */
        public boolean thrust;
        /** Turning left. */
        public boolean left;
        /** Turning right. */
        public boolean right;
        /** Trigger held. */
        public boolean fire;
    }

    /** A ship's gun. */
    public static final class Gun extends Component {
        /** Seconds until it can fire again. */
        public float cooldown;
        /** Shots fired and waiting for a free laser. */
        public int pending;
    }

    /** A pooled laser. */
    public static final class Laser extends Component {
        /** Seconds left in flight; 0 or less: parked, free to rearm. */
        public float ttl;
        /** The ship that owns it. */
        public int owner;
    }

    /** An inert component no system reads. */
    public static final class Scenery extends Component {
        /** Some data. */
        public int value;
    }

    /** Reads the controls (pseudo-random, per ship and frame). */
    static final class InputSystem extends IteratingSystem {
        ComponentMapper<Ship> ships;
        ComponentMapper<Input> inputs;
        int frame;

        InputSystem() {
            super(Aspect.all(Ship.class, Input.class));
        }

        @Override
        protected void begin() {
            frame++;
        }

        @Override
        protected void process(int id) {
            Ship s = ships.get(id);
            Input in = inputs.get(id);
            int bits = s.dead ? 0 : inputBits(frame, s.number);
            in.thrust = (bits & 1) != 0;
            in.left = (bits & 6) == 2;
            in.right = (bits & 6) == 4;
            in.fire = (bits & 8) != 0;
        }
    }

    /** Turns ships. */
    static final class SteerSystem extends IteratingSystem {
        ComponentMapper<Input> inputs;
        ComponentMapper<Heading> headings;

        SteerSystem() {
            super(Aspect.all(Input.class, Heading.class));
        }

        @Override
        protected void process(int id) {
            Input in = inputs.get(id);
            if (in.left == in.right) {
                return;
            }
            Heading h = headings.get(id);
            float sin = in.left ? -TURN_SIN : TURN_SIN;
            float x = h.hx * TURN_COS - h.hy * sin;
            h.hy = h.hx * sin + h.hy * TURN_COS;
            h.hx = x;
        }
    }

    /** Accelerates thrusting ships. */
    static final class ThrustSystem extends IteratingSystem {
        ComponentMapper<Input> inputs;
        ComponentMapper<Heading> headings;
        ComponentMapper<Vel> velocities;

        ThrustSystem() {
            super(Aspect.all(Input.class, Heading.class, Vel.class));
        }

        @Override
        protected void process(int id) {
            if (!inputs.get(id).thrust) {
                return;
            }
            Heading h = headings.get(id);
            Vel v = velocities.get(id);
            v.dx += h.hx * 120f * world.delta;
            v.dy += h.hy * 120f * world.delta;
        }
    }

    /** Slows ships down. */
    static final class DragSystem extends IteratingSystem {
        ComponentMapper<Vel> velocities;

        DragSystem() {
            super(Aspect.all(Ship.class, Vel.class));
        }

        @Override
        protected void process(int id) {
            Vel v = velocities.get(id);
            v.dx *= 0.99f;
            v.dy *= 0.99f;
        }
    }

    /** Moves everything that moves. */
    static final class MoveSystem extends IteratingSystem {
        ComponentMapper<Pos> positions;
        ComponentMapper<Vel> velocities;

        MoveSystem() {
            super(Aspect.all(Pos.class, Vel.class));
        }

        @Override
        protected void process(int id) {
            Pos p = positions.get(id);
            Vel v = velocities.get(id);
            p.x += v.dx * world.delta;
            p.y += v.dy * world.delta;
        }
    }

    /** Wraps positions around the playfield. */
    static final class WrapSystem extends IteratingSystem {
        ComponentMapper<Pos> positions;

        WrapSystem() {
            super(Aspect.all(Pos.class));
        }

        @Override
        protected void process(int id) {
            Pos p = positions.get(id);
            if (p.x < 0) {
                p.x += WIDTH;
            } else if (p.x >= WIDTH) {
                p.x -= WIDTH;
            }
            if (p.y < 0) {
                p.y += HEIGHT;
            } else if (p.y >= HEIGHT) {
                p.y -= HEIGHT;
            }
        }
    }

    /** Counts gun cooldowns down. */
    static final class CooldownSystem extends IteratingSystem {
        ComponentMapper<Gun> guns;

        CooldownSystem() {
            super(Aspect.all(Gun.class));
        }

        @Override
        protected void process(int id) {
            Gun g = guns.get(id);
            if (g.cooldown > 0) {
                g.cooldown -= world.delta;
            }
        }
    }

    /** Fires guns whose trigger is held and which have cooled down. */
    static final class FireSystem extends IteratingSystem {
        ComponentMapper<Input> inputs;
        ComponentMapper<Gun> guns;
        ComponentMapper<Ship> ships;

        FireSystem() {
            super(Aspect.all(Input.class, Gun.class, Ship.class));
        }

        @Override
        protected void process(int id) {
            Gun g = guns.get(id);
            if (inputs.get(id).fire && g.cooldown <= 0) {
                g.cooldown = 0.2f;
                g.pending++;
                ships.get(id).shots++;
            }
        }
    }

    /** Counts laser lifetimes down. */
    static final class LifetimeSystem extends IteratingSystem {
        ComponentMapper<Laser> lasers;

        LifetimeSystem() {
            super(Aspect.all(Laser.class));
        }

        @Override
        protected void process(int id) {
            Laser l = lasers.get(id);
            if (l.ttl > 0) {
                l.ttl -= world.delta;
            }
        }
    }

    /** Launches parked lasers from their ship when its gun has a shot pending. */
    static final class RearmSystem extends IteratingSystem {
        ComponentMapper<Laser> lasers;
        ComponentMapper<Pos> positions;
        ComponentMapper<Vel> velocities;
        ComponentMapper<Gun> guns;
        ComponentMapper<Heading> headings;

        RearmSystem() {
            super(Aspect.all(Laser.class, Pos.class, Vel.class));
        }

        @Override
        protected void process(int id) {
            Laser l = lasers.get(id);
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
            Pos p = positions.get(id);
            p.x = from.x;
            p.y = from.y;
            Vel v = velocities.get(id);
            v.dx = h.hx * 300f;
            v.dy = h.hy * 300f;
        }
    }

    /** Laser against ship, pairwise: a hit costs the ship one health and parks the laser. */
    static final class CollideSystem extends BaseEntitySystem {
        ComponentMapper<Laser> lasers;
        ComponentMapper<Pos> positions;
        ComponentMapper<Ship> ships;
        EntitySubscription shipSubscription;

        CollideSystem() {
            super(Aspect.all(Laser.class, Pos.class));
        }

        @Override
        protected void initialize() {
            shipSubscription = world.getAspectSubscriptionManager().get(Aspect.all(Ship.class, Pos.class));
        }

        @Override
        protected void processSystem() {
            IntBag laserBag = subscription.getEntities();
            IntBag shipBag = shipSubscription.getEntities();
            int[] laserIds = laserBag.getData();
            int[] shipIds = shipBag.getData();
            for (int i = 0, n = laserBag.size(); i < n; i++) {
                int laserId = laserIds[i];
                Laser l = lasers.get(laserId);
                if (l.ttl <= 0) {
                    continue;
                }
                Pos lp = positions.get(laserId);
                for (int j = 0, m = shipBag.size(); j < m; j++) {
                    int shipId = shipIds[j];
                    Ship s = ships.get(shipId);
                    if (shipId == l.owner || s.dead) {
                        continue;
                    }
                    Pos sp = positions.get(shipId);
                    float dx = lp.x - sp.x;
                    float dy = lp.y - sp.y;
                    if (dx * dx + dy * dy < 144f) {
                        s.health--;
                        s.hits++;
                        l.ttl = 0;
                        break;
                    }
                }
            }
        }
    }

    /** Kills ships out of health. */
    static final class DeathSystem extends IteratingSystem {
        ComponentMapper<Ship> ships;

        DeathSystem() {
            super(Aspect.all(Ship.class));
        }

        @Override
        protected void process(int id) {
            Ship s = ships.get(id);
            if (!s.dead && s.health <= 0) {
                s.dead = true;
                s.respawn = 2f;
                s.deaths++;
            }
        }
    }

    /** Brings dead ships back when their timer runs out. */
    static final class RespawnSystem extends IteratingSystem {
        ComponentMapper<Ship> ships;
        ComponentMapper<Pos> positions;
        ComponentMapper<Vel> velocities;

        RespawnSystem() {
            super(Aspect.all(Ship.class, Pos.class, Vel.class));
        }

        @Override
        protected void process(int id) {
            Ship s = ships.get(id);
            if (!s.dead) {
                return;
            }
            s.respawn -= world.delta;
            if (s.respawn > 0) {
                return;
            }
            s.dead = false;
            s.health = 3;
            Pos p = positions.get(id);
            p.x = spawnX(s.number);
            p.y = spawnY(s.number);
            Vel v = velocities.get(id);
            v.dx = 0;
            v.dy = 0;
        }
    }
}
