package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.pulse.testing.fixtures.Position;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The randomised half of {@link DespawnedHandleTest}: the despawned mark against a model of which
 * handle objects are alive. (A model test by name, so mutation testing leaves it out: it runs
 * for seconds and covers most of the core, while the focused tests cover the same code.)
 */
class DespawnedHandleModelTest {

    /**
     * Lookups answer "alive" from an unmarked handle of this world without reading the slot's
     * generation, which is only right if every such handle is the one canonical handle of a live
     * slot and generation. Random spawns, despawns, adds, removes, clears and trims (pages
     * released and reused, slots retiring at a tiny generation limit) against a model of which
     * handle objects are alive.
     */
    @Test
    void everyHandleEverIssuedIsUnmarkedExactlyWhileItsEntityLives() {
        for (long seed = 1; seed <= 4; seed++) {
            runRandomLife(new Random(seed));
        }
    }

    private void runRandomLife(Random random) {
        World world = World.builder().maxGeneration(3).maxEntities(20_000).build();
        ComponentStorage<Position> positions = world.storage(Position.class);
        List<Entity> issued = new ArrayList<>();
        Map<Entity, Position> alive = new IdentityHashMap<>(); // handle object -> its Position, or null
        Entity first = world.spawn();
        int owner = first.owner; // this world's owner number
        issued.add(first);
        alive.put(first, null);
        for (int step = 0; step < 6_000; step++) {
            int op = random.nextInt(100);
            if (op < 45 && alive.size() < 15_000) {
                int burst = 1 + random.nextInt(op < 5 ? 3_000 : 3);
                for (int i = 0; i < burst && alive.size() < 15_000; i++) {
                    Entity e;
                    try {
                        e = world.spawn();
                    } catch (IllegalStateException full) {
                        break; // every slot live or retired at generation 3
                    }
                    Position p = random.nextBoolean() ? new Position(step, i) : null;
                    if (p != null) {
                        positions.add(e, p);
                    }
                    issued.add(e);
                    alive.put(e, p);
                }
            } else if (op < 85 && !issued.isEmpty()) {
                int burst = 1 + random.nextInt(op < 50 ? 4_000 : 3);
                int from = random.nextInt(issued.size());
                for (int i = 0; i < burst; i++) {
                    Entity e = issued.get((from + i) % issued.size());
                    assertEquals(alive.containsKey(e), world.despawn(e), () -> "despawn of " + e);
                    alive.remove(e);
                }
            } else if (op < 95 && !issued.isEmpty()) {
                Entity e = issued.get(random.nextInt(issued.size()));
                if (random.nextBoolean()) {
                    Position p = new Position(step, -1);
                    if (alive.containsKey(e)) {
                        positions.add(e, p);
                        alive.put(e, p);
                    } else {
                        assertThrows(StaleEntityException.class, () -> positions.add(e, p));
                    }
                } else {
                    assertSame(alive.get(e), positions.remove(e), () -> "remove of " + e);
                    if (alive.containsKey(e)) {
                        alive.put(e, null);
                    }
                }
            } else if (op < 97) {
                world.clear();
                alive.clear();
            } else {
                world.trim();
            }
            if (step % 250 == 0 || step == 5_999) {
                for (Entity e : issued) {
                    boolean live = alive.containsKey(e);
                    assertEquals(live, e.owner == owner, () -> "unmarked exactly while alive: " + e);
                    assertEquals(live, world.isAlive(e), () -> "isAlive " + e);
                    assertSame(alive.get(e), positions.get(e), () -> "get " + e);
                    assertEquals(alive.get(e) != null, positions.has(e), () -> "has " + e);
                    Entity copy = Entity.fromId(e.id()); // no owner: checked by generation
                    assertEquals(live, world.isAlive(copy), () -> "isAlive of the id copy of " + e);
                    assertSame(alive.get(e), positions.get(copy), () -> "get of the id copy of " + e);
                }
            }
        }
    }
}
