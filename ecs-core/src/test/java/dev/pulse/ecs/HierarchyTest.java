package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.Position;
import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Parent/child relations through {@link World}'s API ({@link Hierarchy} is their storage). */
class HierarchyTest {

    private final World world = new World();

    @Nested
    class ParentComponent {
        @Test
        void holdsTheParentAndDescribesTheLink() {
            Entity parent = world.spawn();
            Entity child = world.spawn();
            world.setParent(child, parent);
            Parent link = world.get(child, Parent.class);
            assertEquals(parent, link.entity());
            assertEquals("Parent[" + parent + "]", link.toString());
        }
    }

    @Nested
    class Links {
        @Test
        void childKnowsItsParentAndParentItsChildrenInAttachmentOrder() {
            Entity base = world.spawn();
            Entity a = world.spawn();
            Entity b = world.spawn();
            Entity c = world.spawn();
            world.setParent(b, base);
            world.setParent(a, base);
            world.setParent(c, base);
            assertEquals(base, world.parent(a));
            assertEquals(base, world.get(a, Parent.class).entity());
            assertEquals(List.of(b, a, c), world.children(base));
            assertEquals(3, world.childCount(base));
            List<Entity> visited = new ArrayList<>();
            world.forEachChild(base, visited::add);
            assertEquals(List.of(b, a, c), visited);
            assertNull(world.parent(base));
        }

        @Test
        void reparentingMovesTheChildToTheEndOfTheNewParentsChildren() {
            Entity first = world.spawn();
            Entity second = world.spawn();
            Entity x = world.spawn();
            Entity y = world.spawn();
            world.setParent(x, first);
            world.setParent(y, second);
            world.setParent(x, second);
            assertEquals(List.of(), world.children(first));
            assertEquals(List.of(y, x), world.children(second));
            assertEquals(second, world.parent(x));
            world.setParent(y, second); // same parent again: y keeps its place
            assertEquals(List.of(y, x), world.children(second));
        }

        @Test
        void clearParentMakesARootAndKeepsItsOwnChildren() {
            Entity root = world.spawn();
            Entity middle = world.spawn();
            Entity leaf = world.spawn();
            world.setParent(middle, root);
            world.setParent(leaf, middle);
            assertTrue(world.clearParent(middle));
            assertFalse(world.clearParent(middle));
            assertNull(world.parent(middle));
            assertFalse(world.has(middle, Parent.class));
            assertEquals(List.of(leaf), world.children(middle));
            world.despawn(root);
            assertTrue(world.isAlive(middle) && world.isAlive(leaf), "detached subtree survives its old parent");
        }

        @Test
        void queriesFilterOnHasParentAndIsRoot() {
            Entity base = world.spawn(new Position(0, 0));
            Entity turret = world.spawn(new Position(1, 0));
            world.spawn(new Position(2, 0));
            world.setParent(turret, base);
            assertEquals(1, world.query(Position.class).with(Parent.class).count());
            assertEquals(2, world.query(Position.class).without(Parent.class).count());
            List<Entity> parents = new ArrayList<>();
            world.query(Position.class, Parent.class).forEach((e, p, parent) -> parents.add(parent.entity()));
            assertEquals(List.of(base), parents);
        }

        @Test
        void worldWithoutRelationsAnswersEmpty() {
            Entity e = world.spawn();
            assertNull(world.parent(e));
            assertEquals(List.of(), world.children(e));
            assertEquals(0, world.childCount(e));
            assertFalse(world.clearParent(e));
            assertThrows(NullPointerException.class, () -> world.parent(null));
        }

        @Test
        void commandsRecordLinksAndSkipDeadEntities() {
            Entity parent = world.spawn();
            Entity child = world.spawn();
            Entity dead = world.spawn();
            world.despawn(dead);
            Commands commands = new Commands();
            commands.setParent(child, parent);
            commands.setParent(child, dead);
            assertEquals(1, commands.apply(world));
            assertEquals(parent, world.parent(child));
            commands.clearParent(child);
            commands.apply(world);
            assertNull(world.parent(child));
        }

        @Test
        void clearForgetsEveryLink() {
            Entity p = world.spawn();
            Entity c = world.spawn();
            world.setParent(c, p);
            world.clear();
            Entity p2 = world.spawn();
            Entity c2 = world.spawn();
            assertEquals(List.of(), world.children(p2));
            assertNull(world.parent(c2));
        }
    }

    @Nested
    class DespawnCascade {
        @Test
        void despawningAParentDespawnsItsDescendantsOnly() {
            Entity root = world.spawn();
            Entity child = world.spawn();
            Entity grandchild = world.spawn();
            Entity sibling = world.spawn();
            Entity bystander = world.spawn();
            Entity parentOfRoot = world.spawn();
            world.setParent(root, parentOfRoot);
            world.setParent(child, root);
            world.setParent(grandchild, child);
            world.setParent(sibling, root);
            assertTrue(world.despawn(root));
            for (Entity e : List.of(root, child, grandchild, sibling)) {
                assertFalse(world.isAlive(e), e + " should be gone");
            }
            assertTrue(world.isAlive(bystander));
            assertEquals(List.of(), world.children(parentOfRoot), "root left its parent's children");
            assertEquals(2, world.entityCount());
        }

        @Test
        void descendantsGoInPostOrderBeforeTheEntityItself() {
            // The allocator reuses the most recently freed slot first, so spawning after the
            // cascade hands the slots back in reverse despawn order.
            Entity root = world.spawn();
            Entity a = world.spawn();
            Entity a1 = world.spawn();
            Entity a2 = world.spawn();
            Entity b = world.spawn();
            world.setParent(a, root);
            world.setParent(a1, a);
            world.setParent(a2, a);
            world.setParent(b, root);
            world.despawn(root);
            List<Integer> reused = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                reused.add(world.spawn().index());
            }
            List<Integer> despawnOrder = List.of(a1.index(), a2.index(), a.index(), b.index(), root.index());
            List<Integer> expected = new ArrayList<>(despawnOrder);
            java.util.Collections.reverse(expected);
            assertEquals(expected, reused);
        }

        @Test
        void hundredThousandDeepChainDespawnsWithoutStackOverflow() {
            int depth = 100_000;
            Entity root = world.spawn(new Position(0, 0));
            Entity previous = root;
            for (int i = 0; i < depth; i++) {
                Entity next = world.spawn(new Position(i, 0));
                world.setParent(next, previous);
                previous = next;
            }
            Entity leaf = previous;
            assertEquals(depth + 1, world.entityCount());
            // A loop check on the deepest entity walks the whole chain, iteratively.
            assertThrows(IllegalArgumentException.class, () -> world.setParent(root, leaf));
            assertTrue(world.despawn(root));
            assertEquals(0, world.entityCount());
            assertEquals(0, world.count(Position.class));
            assertEquals(0, world.count(Parent.class));
        }

        @Test
        void despawningAParentWhileIteratingAQueryOverChildrenSkipsTheDeadSiblings() {
            Entity base = world.spawn(new Position(0, 0));
            List<Entity> turrets = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                Entity t = world.spawn(new Position(i, 1));
                world.setParent(t, base);
                turrets.add(t);
            }
            Entity otherBase = world.spawn(new Position(9, 9));
            Entity otherTurret = world.spawn(new Position(9, 10));
            world.setParent(otherTurret, otherBase);
            List<Entity> visited = new ArrayList<>();
            world.query(Position.class, Parent.class).forEach((e, p, parent) -> {
                visited.add(e);
                if (parent.entity().equals(base)) {
                    world.despawn(parent.entity()); // the first child seen takes its siblings along
                }
            });
            assertEquals(List.of(turrets.get(0), otherTurret), visited);
            assertEquals(2, world.entityCount());
            assertEquals(1, world.count(Parent.class));
        }

        @Test
        void staleParentHandleNeverResolvesToTheSlotsNextOccupant() {
            Entity parent = world.spawn();
            Entity child = world.spawn();
            world.setParent(child, parent);
            world.despawn(parent);
            Entity newcomer = world.spawn();
            Entity newChild = world.spawn();
            assertTrue(newcomer.index() == parent.index() || newcomer.index() == child.index());
            assertEquals(List.of(), world.children(parent));
            assertEquals(0, world.childCount(parent));
            assertEquals(List.of(), world.children(newcomer));
            assertNull(world.parent(newChild));
            assertNull(world.parent(child));
        }
    }

    @Nested
    class BadInput {
        @Test
        void selfParentIsRejected() {
            Entity e = world.spawn();
            IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> world.setParent(e, e));
            assertTrue(error.getMessage().contains("its own parent"), error.getMessage());
            assertNull(world.parent(e));
        }

        @Test
        void descendantAsParentIsRejectedAndNothingChanges() {
            Entity root = world.spawn();
            Entity child = world.spawn();
            Entity grandchild = world.spawn();
            world.setParent(child, root);
            world.setParent(grandchild, child);
            IllegalArgumentException error =
                    assertThrows(IllegalArgumentException.class, () -> world.setParent(root, grandchild));
            assertTrue(
                    error.getMessage().contains("descendant")
                            && error.getMessage().contains(root.toString()),
                    error.getMessage());
            assertNull(world.parent(root));
            assertEquals(List.of(grandchild), world.children(child));
        }

        @Test
        void staleParentOrChildIsRejected() {
            Entity live = world.spawn();
            Entity dead = world.spawn();
            world.despawn(dead);
            Entity reuser = world.spawn(); // takes dead's slot
            assertEquals(dead.index(), reuser.index());
            StaleEntityException e = assertThrows(StaleEntityException.class, () -> world.setParent(live, dead));
            assertTrue(
                    e.getMessage().contains(dead.toString()) && e.getMessage().contains("newer entity"),
                    e.getMessage());
            assertThrows(StaleEntityException.class, () -> world.setParent(dead, live));
            assertThrows(NullPointerException.class, () -> world.setParent(live, null));
            assertNull(world.parent(live));
            assertEquals(List.of(), world.children(reuser));
        }

        @Test
        void foreignEntityIsRejected() {
            World other = new World();
            for (int i = 0; i < 10; i++) {
                other.spawn();
            }
            Entity foreign = other.spawn();
            Entity mine = world.spawn();
            ForeignEntityException asParent =
                    assertThrows(ForeignEntityException.class, () -> world.setParent(mine, foreign));
            assertTrue(
                    asParent.getMessage().contains(world.toString())
                            && asParent.getMessage().contains(other.toString()),
                    asParent.getMessage());
            assertThrows(ForeignEntityException.class, () -> world.setParent(foreign, mine));
            assertNull(world.parent(mine));
        }

        @Test
        void parentComponentCannotBeAddedRemovedOrSpawnedDirectly() {
            Entity p = world.spawn();
            Entity c = world.spawn();
            Entity other = world.spawn();
            world.setParent(c, p);
            Parent link = world.get(c, Parent.class);
            IllegalArgumentException add = assertThrows(IllegalArgumentException.class, () -> world.add(other, link));
            assertTrue(
                    add.getMessage().contains("setParent") && add.getMessage().contains(other.toString()),
                    add.getMessage());
            assertThrows(IllegalArgumentException.class, () -> world.remove(c, Parent.class));
            assertThrows(IllegalArgumentException.class, () -> world.storage(Parent.class)
                    .add(other, link));
            assertThrows(IllegalArgumentException.class, () -> world.spawn(new Position(0, 0), link));
            assertThrows(IllegalArgumentException.class, () -> new Commands().add(other, link));
            assertThrows(IllegalArgumentException.class, () -> new Commands().remove(c, Parent.class));
            assertThrows(IllegalArgumentException.class, () -> new Commands().spawn(link));
            assertEquals(p, world.parent(c));
            assertFalse(world.has(other, Parent.class));
            assertEquals(3, world.entityCount());
        }

        @Test
        void changingLinksInsideForEachChildIsDetected() {
            Entity p = world.spawn();
            Entity a = world.spawn();
            Entity b = world.spawn();
            world.setParent(a, p);
            world.setParent(b, p);
            assertThrows(ConcurrentModificationException.class, () -> world.forEachChild(p, world::despawn));
            // The copy is the way to do it.
            for (Entity child : world.children(p)) {
                world.despawn(child);
            }
            assertEquals(0, world.childCount(p));
            assertNotEquals(0, world.entityCount());
        }
    }
}
