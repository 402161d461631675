// snippet:ch11-head
package dev.pulse.tutorial;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.ObserverException;
import dev.pulse.ecs.Query1;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.RemovedComponents;
import dev.pulse.ecs.Subscription;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.GameSystem;
import dev.pulse.ecs.systems.RunCondition;
import dev.pulse.ecs.systems.Scheduler;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/** Chapter 11: observers and change detection. */
public final class Chapter11Observers {

    static final class Position {
        float x;
        float y;

        Position(float x, float y) {
            this.x = x;
            this.y = y;
        }
    }

    static final class Health {
        int hp;

        Health(int hp) {
            this.hp = hp;
        }
    }

    /** A tag: enemies the player can shoot. */
    record Enemy() {}

    /** Spawned where an enemy died. */
    record Explosion(float x, float y) {}

    /** A resource: the player's score. */
    static final class Score {
        int points;
    }

    private Chapter11Observers() {}
    // end:ch11-head

    // snippet:ch11-observers
    /** Explosion and score on every enemy death, and a count of enemies on screen. */
    static List<Subscription> observeDeaths(World world, PrintStream out) {
        List<Subscription> subscriptions = new ArrayList<>();
        // onRemove runs before the removal: the entity is alive and still has its Health and
        // Position. A despawn removes every component, so this fires on death too.
        subscriptions.add(world.observers().onRemove(Health.class, (entity, health) -> {
            Position at = world.get(entity, Position.class);
            world.commands().spawn(new Explosion(at.x, at.y)); // structural changes: record them
            world.resource(Score.class).points += 10;
        }));
        // Ashley's family listener: an entity starts or stops matching a query.
        Query1<Enemy> enemies = world.query(Enemy.class).with(Health.class);
        subscriptions.add(world.observers().onMatch(enemies, e -> out.println("enemy in: " + e)));
        subscriptions.add(world.observers().onUnmatch(enemies, e -> out.println("enemy out: " + e)));
        return subscriptions;
    }
    // end:ch11-observers

    // snippet:ch11-since
    /** Outside a scheduler: remember a tick, change some things, ask what changed since. */
    static void changedSince(World world, Entity a, Entity b, PrintStream out) {
        Query1<Position> moved = world.query(Position.class).changed(Position.class);
        int seen = world.advanceTick();
        world.storage(Position.class).getMut(a).x += 5; // getMut marks the component changed
        world.get(b, Position.class).y += 1; // a plain get does not: not seen
        moved.since(seen).forEach((entity, p) -> out.println("moved since " + seen + ": " + entity + " to x " + p.x));
    }
    // end:ch11-since

    // snippet:ch11-systems
    /** A spatial index that only updates what moved, and drops what lost its Position. */
    static final class SpatialIndex implements GameSystem {
        final Query1<Position> moved;
        final RemovedComponents<Position> gone;
        int updates;

        SpatialIndex(World world) {
            moved = world.query(Position.class).changed(Position.class);
            gone = world.removed(Position.class);
        }

        @Override
        public void update(World world, double dt) {
            // Changes since this system last ran: each system sees every change once.
            moved.forEach((entity, p) -> updates++);
            gone.forEach(entity -> updates++);
        }
    }
    // end:ch11-systems

    // snippet:ch11-run
    static World run(PrintStream out) {
        World world = new World();
        world.insertResource(new Score());
        List<Subscription> subscriptions = observeDeaths(world, out);
        Entity a = world.spawn(new Position(0, 0), new Health(3), new Enemy());
        Entity b = world.spawn(new Position(9, 9), new Health(3), new Enemy());
        world.despawn(a);
        world.flush();
        out.println("score " + world.resource(Score.class).points + ", explosions " + world.count(Explosion.class));

        Entity rock = world.spawn(new Position(1, 1));
        changedSince(world, b, rock, out);

        SpatialIndex index = new SpatialIndex(world);
        Query2<Position, Health> living = world.query(Position.class, Health.class);
        Scheduler scheduler = Scheduler.builder(world)
                .add(
                        "move",
                        (w, dt) -> living.forEach((e, p, h) -> {
                            if (h.hp > 1) {
                                w.storage(Position.class).getMut(e).x += 1; // moves while healthy
                            }
                        }))
                .add("index", index, c -> c.after("move"))
                .add(
                        "healthBar",
                        (w, dt) -> out.println("redraw health bars"),
                        c -> c.runIf(RunCondition.changed(Health.class)))
                .build();
        scheduler.tick(1.0 / 60); // first run: everything counts as changed
        world.add(b, new Health(1)); // replacing counts as a change
        scheduler.tick(1.0 / 60);
        world.despawn(rock); // the index drops it: removed(Position)
        scheduler.tick(1.0 / 60);
        scheduler.tick(1.0 / 60);
        out.println("index updates: " + index.updates);

        // A failing observer: the change completes, the error names observer and event.
        world.observers().onAdd(Enemy.class, (e, tag) -> {
            throw new IllegalStateException("no more enemies");
        });
        try {
            world.spawn(new Enemy());
        } catch (ObserverException e) {
            out.println("refused: " + e.getMessage().substring(0, e.getMessage().indexOf(" registered")));
            out.println("enemies now " + world.count(Enemy.class));
        }
        subscriptions.forEach(Subscription::unsubscribe);
        return world;
    }

    /**
     * Runs the chapter's program.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        run(System.out);
    }
}
// end:ch11-run
