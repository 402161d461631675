package dev.pulse.tutorial;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.StaleEntityException;
import dev.pulse.ecs.World;
import java.io.PrintStream;

/** Chapter 2: spawn, add, get, remove, despawn, and what stale handles do. */
public final class Chapter2EntitiesAndComponents {

    private Chapter2EntitiesAndComponents() {
    }

    /**
     * Runs the chapter's program.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        run(System.out);
    }

    static World run(PrintStream out) {
        // snippet:ch2-spawn
        World world = new World();
        Entity turret = world.spawn(new Position(0, 0));
        Entity rock = world.spawn(new Position(10, 0), new Velocity(-1, 0), new Health(30));
        out.println("spawned turret " + turret + " and rock " + rock + ": " + world.entityCount() + " entities");
        // end:ch2-spawn

        // snippet:ch2-add-get
        world.add(turret, new Target(rock));              // the turret aims at the rock
        world.add(rock, new Rock());                      // a tag: membership only, no data
        Health health = world.get(rock, Health.class);    // the component object itself...
        health.hp -= 10;                                  // ...so change it in place
        out.println("rock " + world.get(rock, Health.class)
                + ", moving: " + world.has(rock, Velocity.class)
                + ", turret has Health: " + world.has(turret, Health.class));
        // end:ch2-add-get

        // snippet:ch2-remove
        Velocity old = world.remove(rock, Velocity.class); // the rock stops
        out.println("removed " + old + ", moving: " + world.has(rock, Velocity.class));
        // end:ch2-remove

        // snippet:ch2-despawn
        world.despawn(rock);                               // gone, with all its components
        Entity satellite = world.spawn(new Position(3, 3), new Health(5));  // takes the free slot
        Entity target = world.get(turret, Target.class).entity();
        out.println("satellite " + satellite + " reuses slot " + rock.index()
                + "; the turret's target " + target + " is alive: " + world.isAlive(target)
                + ", its Health: " + world.get(target, Health.class));
        // end:ch2-despawn

        // snippet:ch2-stale-write
        try {
            world.add(target, new Health(100));            // a write through a stale handle...
        } catch (StaleEntityException e) {                 // ...fails loudly, the satellite is untouched
            out.println("refused: " + e.getMessage());
        }
        out.println("satellite " + world.get(satellite, Health.class));
        // end:ch2-stale-write
        return world;
    }
}
