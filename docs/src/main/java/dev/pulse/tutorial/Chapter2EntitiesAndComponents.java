// snippet:ch2-head
package dev.pulse.tutorial;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.StaleEntityException;
import dev.pulse.ecs.World;
import java.io.PrintStream;

/** Chapter 2: spawn, add, get, remove, despawn, and what stale and null handles do. */
public final class Chapter2EntitiesAndComponents {

    private Chapter2EntitiesAndComponents() {}
    // end:ch2-head

    // snippet:ch2-position
    /** Where something is. A mutable class: systems change it in place every frame. */
    static final class Position {
        float x;
        float y;

        Position(float x, float y) {
            this.x = x;
            this.y = y;
        }

        @Override
        public String toString() {
            return "(" + x + ", " + y + ")";
        }
    }
    // end:ch2-position

    // snippet:ch2-velocity-health
    /** How fast something moves, in units per second. */
    static final class Velocity {
        float dx;
        float dy;

        Velocity(float dx, float dy) {
            this.dx = dx;
            this.dy = dy;
        }

        @Override
        public String toString() {
            return "Velocity(" + dx + ", " + dy + ")";
        }
    }

    /** Hit points; at zero or below the thing breaks. */
    static final class Health {
        int hp;

        Health(int hp) {
            this.hp = hp;
        }

        @Override
        public String toString() {
            return "Health(" + hp + ")";
        }
    }
    // end:ch2-velocity-health

    // snippet:ch2-rock
    /** Tag: this entity is a rock. No fields, so Pulse stores no data for it, only membership. */
    record Rock() {}
    // end:ch2-rock

    // snippet:ch2-target
    /** What a turret aims at: a handle to another entity, which may die at any time. */
    record Target(Entity entity) {}
    // end:ch2-target

    // snippet:ch2-spawn
    static World run(PrintStream out) {
        World world = new World();
        Entity turret = world.spawn(new Position(0, 0));
        Entity rock = world.spawn(new Position(10, 0), new Velocity(-1, 0), new Health(30));
        out.println("spawned turret " + turret + " and rock " + rock + ": " + world.entityCount() + " entities");
        // end:ch2-spawn

        // snippet:ch2-add-get
        world.add(turret, new Target(rock)); // the turret aims at the rock
        world.add(rock, new Rock()); // a tag: membership only, no data
        Health health = world.get(rock, Health.class); // the component object itself...
        health.hp -= 10; // ...so change it in place
        out.println("rock " + world.get(rock, Health.class)
                + ", moving: " + world.has(rock, Velocity.class)
                + ", turret has Health: " + world.has(turret, Health.class));
        // end:ch2-add-get

        // snippet:ch2-remove
        Velocity old = world.remove(rock, Velocity.class); // the rock stops
        out.println("removed " + old + ", moving: " + world.has(rock, Velocity.class));
        // end:ch2-remove

        // snippet:ch2-despawn
        world.despawn(rock); // gone, with all its components
        Entity satellite = world.spawn(new Position(3, 3), new Health(5)); // takes the free slot
        Entity target = world.get(turret, Target.class).entity();
        out.println("satellite " + satellite + " reuses slot " + rock.index()
                + "; the turret's target " + target + " is alive: " + world.isAlive(target)
                + ", its Health: " + world.get(target, Health.class));
        // end:ch2-despawn

        // snippet:ch2-stale-write
        out.println("despawn it again: " + world.despawn(target) // nothing happens: false
                + ", remove its Health: " + world.remove(target, Health.class)); // nothing happens: null
        try {
            world.add(target, new Health(100)); // adding through a stale handle...
        } catch (StaleEntityException e) { // ...fails loudly, the satellite is untouched
            out.println("refused: " + e.getMessage());
        }
        out.println("satellite " + world.get(satellite, Health.class));
        // end:ch2-stale-write

        // snippet:ch2-null
        Entity never = null; // a field nobody set, say
        try {
            world.get(never, Health.class);
        } catch (NullPointerException e) { // null is a bug, not "not alive"
            out.println("null: " + e.getMessage());
        }
        return world;
    }

    /**
     * Runs the chapter's program, printing to the console.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        run(System.out);
    }
}
// end:ch2-null
