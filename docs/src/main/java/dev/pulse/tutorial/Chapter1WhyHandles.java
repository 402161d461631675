// snippet:ch1-head
package dev.pulse.tutorial;

import dev.pulse.ecs.pool.GenerationalArena;
import dev.pulse.ecs.pool.Handle;
import java.io.PrintStream;

/** Chapter 1: the ABA problem with plain indices, and generational handles as the cure. */
public final class Chapter1WhyHandles {

    private Chapter1WhyHandles() {}
    // end:ch1-head

    // snippet:ch1-plain-indices
    static void plainIndices(PrintStream out) {
        String[] name = new String[8]; // rock i's name
        int[] hp = new int[8]; // rock i's hit points
        int[] freeSlots = new int[8]; // slots of destroyed rocks, reused first
        int freeCount = 0;

        name[0] = "small rock";
        hp[0] = 10;
        name[1] = "big rock";
        hp[1] = 50;
        int turretTarget = 1; // the turret aims at the big rock: it keeps index 1

        name[1] = null; // something else destroys the big rock...
        freeSlots[freeCount++] = 1;
        int slot = freeSlots[--freeCount]; // ...and the next thing to appear takes its slot
        name[slot] = "friendly satellite";
        hp[slot] = 5;

        hp[turretTarget] -= 20; // the turret fires at "its rock"
        out.println("plain index: turret hit the " + name[turretTarget] + ", hp now " + hp[turretTarget]);
    }
    // end:ch1-plain-indices

    // snippet:ch1-handles
    static void handles(PrintStream out) {
        GenerationalArena<String> things = new GenerationalArena<>();
        Handle<String> small = things.insert("small rock");
        Handle<String> big = things.insert("big rock");
        Handle<String> turretTarget = big; // the turret keeps a handle: slot index + generation

        things.remove(big); // the big rock is destroyed: its generation goes up...
        Handle<String> satellite = things.insert("friendly satellite"); // ...and its slot is reused
        out.println("handles: big rock was " + big + ", satellite is " + satellite + ", small rock is " + small);

        String target = things.get(turretTarget); // same slot, older generation: stale
        out.println(target == null ? "handles: target is gone, turret holds fire" : "turret hit the " + target);
    }
    // end:ch1-handles

    // snippet:ch1-main
    static void run(PrintStream out) {
        plainIndices(out);
        handles(out);
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
// end:ch1-main
