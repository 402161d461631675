package dev.pulse.demo.game;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Parent;
import dev.pulse.ecs.World;
import dev.pulse.ecs.snapshot.ComponentCodec;
import dev.pulse.ecs.snapshot.FieldReader;
import dev.pulse.ecs.snapshot.FieldWriter;
import dev.pulse.ecs.snapshot.LoadedSnapshot;
import dev.pulse.ecs.snapshot.SnapshotFormat;
import dev.pulse.ecs.snapshot.SnapshotFormatException;
import dev.pulse.ecs.snapshot.Snapshots;
import dev.pulse.ecs.systems.ClockState;
import dev.pulse.ecs.systems.GameSystem;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Saves a running {@link Game} and loads it back so that it continues exactly as it would have:
 * the world (through {@link Snapshots}, with a codec per component class), plus, as extras, the
 * game's settings, random generator state, counters, score, parent/child links, scheduler clock, the enemy-steering
 * interval, the explosion sparks, the swarm's drones and the spatial grid the next step reads.
 */
public final class GameSave {

    /** Everything about a game that is not an entity. */
    record State(
            int enemies,
            int drones,
            long seed,
            long random,
            long frame,
            long elapsedNanos,
            long accumulatorNanos,
            long fixedSteps,
            long droppedFixedSteps,
            long steeringNanos,
            long spawned,
            long despawned,
            long enemiesSpawned,
            long kills,
            long timeouts,
            long launched,
            long hits,
            long staleTargets,
            long staleSlotReused,
            long retargets,
            long selfDestructs,
            long fuelOuts,
            long skippedCommands) {}

    /** One active spark, in the particle world's entity order. */
    record SavedSpark(
            float x,
            float y,
            float previousX,
            float previousY,
            float vx,
            float vy,
            float age,
            float life,
            int rgb,
            float ringSpeed) {}

    /** One flying drone, in the particle world's entity order. */
    record SavedDrone(float x, float y, float previousX, float previousY, float vx, float vy, float age, float life) {}

    /** The score resource. */
    record SavedScore(long points) {}

    /** One child-to-parent link (a turret on its base), in the order the children got their parent. */
    record ParentLink(Entity child, Entity parent) {}

    /** One entry of the spatial grid, in the grid's order (its entity may be dead: saved as stale). */
    record GridEntry(Entity entity, float x, float y) {}

    static final Snapshots SNAPSHOTS = Snapshots.builder()
            .register("demo.Position", Position.class, new ComponentCodec<>() {
                @Override
                public void write(Position p, FieldWriter out) {
                    out.writeFloat("x", p.x);
                    out.writeFloat("y", p.y);
                    out.writeFloat("previousX", p.previousX);
                    out.writeFloat("previousY", p.previousY);
                }

                @Override
                public Position read(FieldReader in) {
                    Position p = new Position(in.readFloat("x"), in.readFloat("y"));
                    p.previousX = in.readFloat("previousX", p.x); // absent in a hand-made save: no motion
                    p.previousY = in.readFloat("previousY", p.y);
                    return p;
                }
            })
            .register("demo.Enemy", Enemy.class, new ComponentCodec<>() {
                @Override
                public void write(Enemy e, FieldWriter out) {
                    out.writeInt("hp", e.hp);
                    out.writeInt("maxHp", e.maxHp);
                    out.writeFloat("speed", e.speed);
                }

                @Override
                public Enemy read(FieldReader in) {
                    Enemy e = new Enemy(in.readInt("maxHp"), in.readFloat("speed"));
                    e.hp = in.readInt("hp");
                    return e;
                }
            })
            .register("demo.Target", Target.class) // a record: the default codec
            .register("demo.Velocity", Velocity.class, new ComponentCodec<>() {
                @Override
                public void write(Velocity v, FieldWriter out) {
                    out.writeFloat("x", v.x);
                    out.writeFloat("y", v.y);
                }

                @Override
                public Velocity read(FieldReader in) {
                    return new Velocity(in.readFloat("x"), in.readFloat("y"));
                }
            })
            .register("demo.Missile", Missile.class, new ComponentCodec<>() {
                @Override
                public void write(Missile m, FieldWriter out) {
                    out.writeEntity("firedAt", m.firedAt);
                    out.writeFloat("speed", m.speed);
                    out.writeInt("retargets", m.retargets);
                    out.writeBoolean("spent", m.spent);
                }

                @Override
                public Missile read(FieldReader in) {
                    Missile m = new Missile(in.readEntity("firedAt"), in.readFloat("speed"));
                    m.retargets = in.readInt("retargets");
                    m.spent = in.readBoolean("spent");
                    return m;
                }
            })
            .register("demo.Lifetime", Lifetime.class, new ComponentCodec<>() {
                @Override
                public void write(Lifetime l, FieldWriter out) {
                    out.writeFloat("remaining", l.remaining);
                }

                @Override
                public Lifetime read(FieldReader in) {
                    return new Lifetime(in.readFloat("remaining"));
                }
            })
            .register("demo.Turret", Turret.class, new ComponentCodec<>() {
                @Override
                public void write(Turret t, FieldWriter out) {
                    out.writeFloat("reload", t.reload);
                    out.writeFloat("cooldown", t.cooldown);
                    out.writeInt("launched", t.launched);
                }

                @Override
                public Turret read(FieldReader in) {
                    Turret t = new Turret(in.readFloat("reload"), in.readFloat("cooldown"));
                    t.launched = in.readInt("launched");
                    return t;
                }
            })
            .register("demo.Base", Base.class) // a record: the default codec
            .register("demo.Mount", Mount.class, new ComponentCodec<>() {
                @Override
                public void write(Mount m, FieldWriter out) {
                    out.writeFloat("radius", m.radius);
                    out.writeFloat("angle", m.angle);
                    out.writeFloat("angularSpeed", m.angularSpeed);
                }

                @Override
                public Mount read(FieldReader in) {
                    return new Mount(in.readFloat("radius"), in.readFloat("angle"), in.readFloat("angularSpeed"));
                }
            })
            .register("demo.State", State.class)
            .register("demo.Score", SavedScore.class)
            .register("demo.ParentLink", ParentLink.class)
            .register("demo.Spark", SavedSpark.class)
            .register("demo.Drone", SavedDrone.class)
            .register("demo.GridEntry", GridEntry.class)
            .build();

    private GameSave() {}

    /**
     * Saves a game between ticks.
     *
     * @param game   the game; not changed
     * @param format the encoding
     * @return the save
     */
    public static byte[] save(Game game, SnapshotFormat format) {
        GameStats s = game.stats;
        ClockState clock = game.scheduler().clockState();
        List<Object> extras = new ArrayList<>();
        extras.add(new State(
                game.settings.enemies(),
                game.settings.drones(),
                game.settings.seed(),
                game.random.state(),
                clock.frame(),
                clock.elapsedNanos(),
                clock.accumulatorNanos(),
                clock.fixedSteps(),
                clock.droppedFixedSteps(),
                game.steering.accumulatedNanos(),
                s.spawned,
                s.despawned,
                s.enemiesSpawned,
                s.kills,
                s.timeouts,
                s.launched,
                s.hits,
                s.staleTargets,
                s.staleSlotReused,
                s.retargets,
                s.selfDestructs,
                s.fuelOuts,
                s.skippedCommands));
        extras.add(new SavedScore(game.world.resource(Score.class).points()));
        // The Parent component is the world's own (not registered): the links are saved as extras,
        // in the Parent storage's order, and set again in that order on load.
        game.world.query(Parent.class).forEach((child, parent) -> extras.add(new ParentLink(child, parent.entity())));
        game.sparkQuery.forEach((spark, k) -> extras.add(new SavedSpark(
                k.get(Spark.X),
                k.get(Spark.Y),
                k.get(Spark.PREVIOUS_X),
                k.get(Spark.PREVIOUS_Y),
                k.get(Spark.VX),
                k.get(Spark.VY),
                k.get(Spark.AGE),
                k.get(Spark.LIFE),
                k.get(Spark.RGB),
                k.get(Spark.RING_SPEED))));
        game.droneQuery.forEach((drone, d) -> extras.add(new SavedDrone(
                d.get(Drone.X),
                d.get(Drone.Y),
                d.get(Drone.PREVIOUS_X),
                d.get(Drone.PREVIOUS_Y),
                d.get(Drone.VX),
                d.get(Drone.VY),
                d.get(Drone.AGE),
                d.get(Drone.LIFE))));
        UniformGrid grid = game.grid;
        for (int i = 0; i < grid.size(); i++) {
            extras.add(new GridEntry(grid.entityAt(i), grid.xAt(i), grid.yAt(i)));
        }
        return format == SnapshotFormat.BINARY
                ? SNAPSHOTS.toBinary(game.world, extras)
                : SNAPSHOTS.toJson(game.world, extras).getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }

    /**
     * Loads a saved game (either format).
     *
     * @param save     the bytes of a save
     * @param observer told about every missile decision (use {@link MissileObserver#NONE})
     * @param renderer creates the render system, or {@code null}
     * @return the game, ready to tick on from where it was saved
     * @throws SnapshotFormatException if the save is refused
     */
    public static Game load(byte[] save, MissileObserver observer, Function<Game, GameSystem> renderer) {
        // The settings are inside the save: read them first into a scratch world.
        State state = SNAPSHOTS.load(save, new World()).extra(State.class);
        GameSettings settings;
        try {
            settings = GameSettings.of(state.enemies(), state.drones(), state.seed());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("The save's settings are invalid: " + e.getMessage(), e);
        }
        Game game = new Game(settings, observer, renderer, false);
        LoadedSnapshot loaded = SNAPSHOTS.load(save, game.world);
        for (Entity e : loaded.entities()) {
            game.ledger.record(e);
        }
        for (ParentLink link : loaded.extras(ParentLink.class)) {
            game.world.setParent(link.child(), link.parent());
        }
        game.world.resource(Score.class).points = loaded.extra(SavedScore.class).points();
        game.random.restore(state.random());
        game.scheduler()
                .restoreClock(new ClockState(
                        state.frame(),
                        state.elapsedNanos(),
                        state.accumulatorNanos(),
                        state.fixedSteps(),
                        state.droppedFixedSteps()));
        game.steering.restoreAccumulatedNanos(state.steeringNanos());
        GameStats s = game.stats;
        s.spawned = state.spawned();
        s.despawned = state.despawned();
        s.enemiesSpawned = state.enemiesSpawned();
        s.kills = state.kills();
        s.timeouts = state.timeouts();
        s.launched = state.launched();
        s.hits = state.hits();
        s.staleTargets = state.staleTargets();
        s.staleSlotReused = state.staleSlotReused();
        s.retargets = state.retargets();
        s.selfDestructs = state.selfDestructs();
        s.fuelOuts = state.fuelOuts();
        s.skippedCommands = state.skippedCommands();
        // Respawned in the saved order, so the particle world walks them in that order again.
        for (SavedSpark k : loaded.extras(SavedSpark.class)) {
            if (game.sparks.size() >= game.sparkCapacity) {
                break;
            }
            game.particles.spawn(new Spark(
                    k.x(),
                    k.y(),
                    k.previousX(),
                    k.previousY(),
                    k.vx(),
                    k.vy(),
                    k.age(),
                    k.life(),
                    k.rgb(),
                    k.ringSpeed()));
        }
        for (SavedDrone d : loaded.extras(SavedDrone.class)) {
            game.particles.spawn(
                    new Drone(d.x(), d.y(), d.previousX(), d.previousY(), d.vx(), d.vy(), d.age(), d.life()));
        }
        UniformGrid grid = game.grid;
        grid.clear();
        for (GridEntry entry : loaded.extras(GridEntry.class)) {
            grid.add(entry.entity(), entry.x(), entry.y());
        }
        grid.build();
        return game;
    }
}
