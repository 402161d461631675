package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A despawned entity's handle carries a mark ({@link Entity#DESPAWNED}) that lookups read
 * instead of the slot pages: these tests pin down that the mark changes no answer — stale stays
 * stale, foreign stays foreign, the slot's next occupant is untouched — and that handles which
 * never get the mark (rebuilt from ids) are still checked by generation.
 */
class DespawnedHandleTest {

    @Nested
    class StaleAnswers {

        @Test
        void readsOfADespawnedHandleAnswerStaleEvenWhenItsSlotHoldsANewEntity() {
            World world = new World();
            ComponentStorage<Position> positions = world.storage(Position.class);
            Entity old = world.spawn(new Position(1, 1));
            world.despawn(old);
            Position newer = new Position(2, 2);
            Entity next = world.spawn(newer);
            assertEquals(old.index(), next.index(), "the freed slot is reused");

            assertNull(positions.get(old));
            assertFalse(positions.has(old));
            assertNull(world.get(old, Position.class));
            assertFalse(world.isAlive(old));
            assertSame(newer, positions.get(next), "the next occupant is untouched");
            assertTrue(world.isAlive(next));
        }

        @Test
        void writesThroughADespawnedHandleFailAsStaleNotAsForeign() {
            World world = new World();
            Entity old = world.spawn(new Position(1, 1));
            world.despawn(old);
            Entity next = world.spawn(new Position(2, 2));

            StaleEntityException stale = assertThrows(StaleEntityException.class,
                    () -> world.add(old, new Velocity(1, 1)));
            assertTrue(stale.getMessage().contains(next.toString()), stale.getMessage());
            assertThrows(StaleEntityException.class, () -> world.setParent(old, next));
            assertNull(world.remove(old, Position.class));
            assertFalse(world.despawn(old));
            assertEquals(1, world.count(Position.class), "nothing happened to the next occupant");
        }

        @Test
        void aDespawnedHandleStillEqualsItsIdCopyAndTheCopyIsStaleToo() {
            World world = new World();
            Entity old = world.spawn(new Position(1, 1));
            Entity copy = Entity.fromId(old.id());
            world.despawn(old);
            world.spawn(new Position(2, 2));

            assertEquals(copy, old);
            assertEquals(copy.hashCode(), old.hashCode());
            assertNull(world.get(copy, Position.class), "the unmarked copy is checked by generation");
            assertFalse(world.isAlive(copy));
        }

        @Test
        void clearMarksEveryHandle() {
            World world = new World();
            Entity a = world.spawn(new Position(1, 1));
            Entity b = world.spawn(new Position(2, 2));
            world.clear();
            Entity c = world.spawn(new Position(3, 3));

            assertFalse(world.has(a, Position.class));
            assertFalse(world.isAlive(b));
            assertNotEquals(a, c);
            assertTrue(world.has(c, Position.class));
        }
    }

    @Nested
    class ForeignStaysForeign {

        @Test
        void aDespawnedHandleOfAnotherWorldIsRefusedAsForeign() {
            World game = new World();
            World ui = new World();
            Entity gone = game.spawn(new Position(1, 1));
            game.despawn(gone);
            ui.spawn(new Position(2, 2)); // a live entity in the same slot of the other world

            ForeignEntityException read = assertThrows(ForeignEntityException.class,
                    () -> ui.get(gone, Position.class));
            assertTrue(read.getMessage().contains(game.toString()), read.getMessage());
            assertThrows(ForeignEntityException.class, () -> ui.has(gone, Position.class));
            assertThrows(ForeignEntityException.class, () -> ui.isAlive(gone));
            assertThrows(ForeignEntityException.class, () -> ui.add(gone, new Velocity(0, 0)));
        }
    }

    @Nested
    class Allocator {

        @Test
        void onlyTheCanonicalHandleOfTheFreedGenerationIsMarked() {
            GenerationalIndexAllocator ids = new GenerationalIndexAllocator();
            Entity first = ids.allocate();
            assertTrue(ids.deallocate(first));
            Entity second = ids.allocate();
            assertEquals(first.index(), second.index());

            assertNotEquals(0, first.owner & Entity.DESPAWNED, "the freed handle is marked");
            assertEquals(0, second.owner & Entity.DESPAWNED, "the slot's new handle is not");
            assertEquals(ids.owner, first.owner & ~Entity.DESPAWNED, "the owner number is kept");
            assertFalse(ids.isLive(first));
            assertTrue(ids.isLive(second));
            assertFalse(ids.deallocate(first), "a second free of the old handle changes nothing");
            assertTrue(ids.isLive(second));
        }

        @Test
        void ownerNumbersNeverUseTheDespawnedBit() {
            for (int i = 0; i < 100; i++) {
                GenerationalIndexAllocator ids = new GenerationalIndexAllocator();
                assertEquals(0, ids.owner & Entity.DESPAWNED);
                assertNotEquals(Entity.NO_OWNER, ids.owner);
            }
        }
    }

    /**
     * Lookups answer "alive" from an unmarked handle of this world without reading the slot's
     * generation, which is only right if every such handle is the one canonical handle of a live
     * slot and generation. Random spawns, despawns, adds, removes, clears and trims (pages
     * released and reused, slots retiring at a tiny generation limit) against a model of which
     * handle objects are alive.
     */
    @Nested
    class UnmarkedMeansAlive {

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
                        assertEquals(alive.containsKey(e), world.despawn(e), "despawn of " + e);
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
                        assertSame(alive.get(e), positions.remove(e), "remove of " + e);
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
                        assertEquals(live, e.owner == owner, "unmarked exactly while alive: " + e);
                        assertEquals(live, world.isAlive(e), "isAlive " + e);
                        assertSame(alive.get(e), positions.get(e), "get " + e);
                        assertEquals(alive.get(e) != null, positions.has(e), "has " + e);
                        Entity copy = Entity.fromId(e.id()); // no owner: checked by generation
                        assertEquals(live, world.isAlive(copy), "isAlive of the id copy of " + e);
                        assertSame(alive.get(e), positions.get(copy), "get of the id copy of " + e);
                    }
                }
            }
        }
    }
}
