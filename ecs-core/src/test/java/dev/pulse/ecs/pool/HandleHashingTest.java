package dev.pulse.ecs.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Handles of neighbouring slots and generations spread over hash buckets. */
class HandleHashingTest {

    @Test
    void handlesOfNeighbouringSlotsAndGenerationsHashApart() {
        GenerationalArena<String> arena = new GenerationalArena<>();
        Set<Integer> hashes = new HashSet<>();
        int handles = 0;
        for (int generation = 0; generation < 4; generation++) {
            Handle<?>[] round = new Handle<?>[64];
            for (int i = 0; i < round.length; i++) {
                round[i] = arena.insert("v" + i);
                assertEquals(generation, round[i].generation());
                hashes.add(round[i].hashCode());
                handles++;
            }
            for (Handle<?> h : round) {
                arena.remove(h.index(), h.generation());
            }
        }
        assertEquals(handles, hashes.size(), "handles of nearby slots and generations collide");
    }
}
