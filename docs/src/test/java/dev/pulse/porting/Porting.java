package dev.pulse.porting;

import dev.pulse.ecs.Commands;
import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query1;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.WalkOrder;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.CommandsFlush;
import dev.pulse.ecs.systems.Each2;
import dev.pulse.ecs.systems.GameSystem;
import dev.pulse.ecs.systems.IteratingSystem;
import dev.pulse.ecs.systems.Phase;
import dev.pulse.ecs.systems.Scheduler;
import dev.pulse.ecs.systems.SystemContext;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/** The code of docs/PORTING.md: each marked region is shown on the page. */
final class Porting {

    private Porting() {}

    /**
     * Families become queries.
     *
     * @param world the world
     * @return how many entities the query matches
     */
    static int families(World world) {
        // snippet:port-family
        // Ashley:  Family.all(Position.class, Velocity.class).exclude(Frozen.class).get()
        // Artemis: Aspect.all(Position.class, Velocity.class).exclude(Frozen.class)
        Query2<Position, Velocity> moving =
                world.query(Position.class, Velocity.class).without(Frozen.class);
        moving.forEach((entity, p, v) -> { // engine.getEntitiesFor(family) and a loop
            p.x += v.dx;
            p.y += v.dy;
        });
        // end:port-family
        return moving.count();
    }

    // snippet:port-mapper
    /** Pulls Bob down. A storage kept in a field is Pulse's ComponentMapper. */
    static final class Gravity implements GameSystem {
        private ComponentStorage<Velocity> velocities; // ComponentMapper<Velocity>
        private Query1<Bob> bobs;

        @Override
        public void start(SystemContext context) { // Ashley: addedToEngine; Artemis: initialize
            velocities = context.world().storage(Velocity.class);
            bobs = context.world().query(Bob.class);
        }

        @Override
        public void update(World world, double dt) {
            Entity bob = bobs.single(); // the one entity with Bob (Artemis: a tag)
            Velocity v = velocities.get(bob); // mapper.get(entity); null if it has none
            v.dy -= 9.81f * (float) dt; // float maths: cast dt (see below)
        }
    }
    // end:port-mapper

    // snippet:port-iterating
    /** Ashley's IteratingSystem over Family.all(Position, Velocity).exclude(Frozen). */
    static final class Movement extends IteratingSystem {
        Movement() {
            super(Position.class, Velocity.class);
            exclude(Frozen.class);
        }

        @Override
        protected void process(World world, Entity e, double dt) { // processEntity(entity, deltaTime)
            Position p = world.get(e, Position.class);
            Velocity v = world.get(e, Velocity.class);
            p.x += v.dx * (float) dt;
            p.y += v.dy * (float) dt;
        }
    }
    // end:port-iterating

    /** How fast a platform sinks, in metres a second. */
    static final float SINK_SPEED = 0.5f;

    /**
     * Artemis's {@code IteratingSystem} with mappers, or Ashley's with a family, as a typed
     * system: platforms sink, and crumble when they reach the ground.
     *
     * @return the system
     */
    static Each2<Position, Platform> crumbling() {
        // snippet:port-typed
        // Artemis: @All({Position.class, Platform.class}) @Exclude(Frozen.class) ... extends IteratingSystem
        // Ashley:  super(Family.all(Position.class, Platform.class).exclude(Frozen.class).get())
        return GameSystem.eachWithContext(Position.class, Platform.class, (platform, at, shape, context) -> {
                    at.y -= SINK_SPEED * context.dtf(); // mPosition.get(e) / pm.get(entity): a parameter
                    if (at.y <= 0) { // world.delta / deltaTime: context.dtf()
                        context.commands().despawn(platform); // world.delete(e) / engine.removeEntity(entity)
                        context.writeResource(Crumbled.class).platforms++; // checked against writesResource
                    }
                })
                .reading(Platform.class)
                .without(Frozen.class)
                .writesResource(Crumbled.class);
        // end:port-typed
    }

    // snippet:port-landing
    /** Lands Bob on the first platform under his feet, and stops looking there. */
    static final class Landing implements GameSystem {
        private Query2<Position, Bob> bobs;
        private Query2<Position, Platform> platforms;

        @Override
        public void start(SystemContext context) {
            bobs = context.world().query(Position.class, Bob.class);
            platforms = context.world().query(Position.class, Platform.class);
        }

        @Override
        public void update(World world, double dt) {
            Entity player = bobs.single();
            Position feet = world.get(player, Position.class);
            Entity under = platforms.findFirst((platform, at, shape) ->
                    feet.x >= at.x && feet.x <= at.x + shape.width() && Math.abs(feet.y - at.y) < 0.1f);
            world.get(player, Bob.class).grounded = under != null;
        }

        /**
         * Called by other systems (see the scheduler example).
         *
         * @param world the world
         * @return whether Bob stands on a platform
         */
        boolean bobIsGrounded(World world) {
            return world.get(bobs.single(), Bob.class).grounded;
        }
    }
    // end:port-landing

    // snippet:port-listener
    /** Instead of EntityListener.entityAdded: new entities carry a Fresh tag until welcomed. */
    static final class Welcome implements GameSystem {
        final List<Entity> welcomed = new ArrayList<>();
        private Query1<Position> fresh;
        private Commands commands;

        @Override
        public void start(SystemContext context) {
            fresh = context.world().query(Position.class).with(Fresh.class);
            commands = context.commands();
        }

        @Override
        public void update(World world, double dt) {
            fresh.forEach((entity, p) -> {
                welcomed.add(entity); // what entityAdded(entity) did
                commands.remove(entity, Fresh.class); // welcomed once
            });
        }
    }
    // end:port-listener

    /**
     * Ashley's family listener with observers: records what it hears.
     *
     * @param world the world
     * @return what was heard, in order
     */
    static List<String> listen(World world) {
        // snippet:port-observers
        List<String> heard = new ArrayList<>();
        Query1<Bob> family = world.query(Bob.class).with(Position.class); // Family.all(Bob, Position)
        world.observers().onMatch(family, e -> heard.add("entityAdded " + e));
        world.observers().onUnmatch(family, e -> heard.add("entityRemoved " + e)); // still alive here
        // end:port-observers
        return heard;
    }

    /**
     * Builds the schedule of the porting page and runs one frame.
     *
     * @param world   the world
     * @param playing whether the game runs (false while the game-over screen shows)
     * @return the scheduler
     */
    static Scheduler schedule(World world, BooleanSupplier playing) {
        // snippet:port-scheduler
        GameSystem crumble = GameSystem.withCommands(
                (w, commands, dt) -> w.query(Position.class, Platform.class).forEach((platform, at, shape) -> {
                    if (at.y < 0) {
                        commands.despawn(platform); // sunk below the water line
                    }
                }));
        Scheduler scheduler = Scheduler.builder(world)
                // Ashley's priorities become phases, then before/after inside a phase
                .add("gravity", new Gravity(), s -> s.inPhase(Phase.FIXED_UPDATE)
                        .label("simulation"))
                .add("movement", new Movement(), s -> s.inPhase(Phase.FIXED_UPDATE)
                        .label("simulation")
                        .after("gravity"))
                .add("crumble", crumble, s -> s.inPhase(Phase.FIXED_UPDATE)
                        .label("simulation")
                        .after("movement")
                        .flushCommands(CommandsFlush.AFTER_SYSTEM)) // like Ashley: gone before "landing"
                .add("landing", new Landing(), s -> s.inPhase(Phase.FIXED_UPDATE)
                        .label("simulation")
                        .after("crumble"))
                .add("welcome", new Welcome())
                // one condition pauses the whole group (no runIf on every system)
                .configureLabel("simulation", set -> set.runIf((w, time) -> playing.getAsBoolean()))
                .build();
        scheduler.tick(1.0 / 60); // engine.update(deltaTime)
        Landing landing = scheduler.system(Landing.class); // engine.getSystem(Landing.class)
        boolean grounded = landing.bobIsGrounded(world);
        // end:port-scheduler
        return scheduler;
    }

    /**
     * Despawns and spawns: what PooledEngine's recycling becomes.
     *
     * @param world the world
     * @return the stale handle's component (always null)
     */
    static Platform pooled(World world) {
        // snippet:port-pooled
        Entity platform = world.spawn(new Position(0, 0), new Platform(2));
        world.despawn(platform); // engine.removeEntity(entity)
        Entity next = world.spawn(new Position(5, 0), new Platform(1)); // may reuse the slot...
        boolean alive = world.isAlive(platform); // ...but the old handle is stale: false
        Platform shape = world.get(platform, Platform.class); // null, never the new platform's
        // end:port-pooled
        if (alive || next.equals(platform)) {
            throw new AssertionError("a despawned handle must stay dead");
        }
        return shape;
    }

    /**
     * Artemis's visiting order (ascending entity id) as a stable order on request.
     *
     * @param world the world
     * @return the platforms' entity indexes in the order the ordered walk visited them
     */
    static List<Integer> visitingOrder(World world) {
        List<Integer> visited = new ArrayList<>();
        // snippet:port-order
        // Artemis visits a system's entities in ascending id order; ask a query for the same:
        Query2<Position, Platform> platforms = world.query(Position.class, Platform.class)
                .ordered(WalkOrder.ENTITY_INDEX); // build once, keep in a field
        platforms.forEach((entity, pos, platform) -> visited.add(entity.index())); // 0, 1, 2, ...
        // end:port-order
        return visited;
    }
}
