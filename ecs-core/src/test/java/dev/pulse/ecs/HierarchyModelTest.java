package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * Drives parent/child links with random operation sequences (spawn, set parent, clear parent,
 * despawn with cascade, slot reuse) and checks every answer against a plain map model: a map
 * from child to parent and, per parent, an insertion-ordered set of children.
 */
class HierarchyModelTest {

    @Test
    void fiftyThousandRandomOperationsAgreeWithTheModel() {
        assertEquals(50_000, new Run(20261123L).operations(50_000));
    }

    @Property(tries = 10)
    void randomSequencesAgreeWithTheModel(@ForAll long seed) {
        new Run(seed).operations(5_000);
    }

    private static final class Run {
        private final Random random;
        private final World world = new World();
        private final Map<Entity, Entity> parentOf = new HashMap<>();
        private final Map<Entity, LinkedHashSet<Entity>> childrenOf = new HashMap<>();
        private final List<Entity> live = new ArrayList<>();
        private final List<Entity> dead = new ArrayList<>();

        Run(long seed) {
            random = new Random(seed);
        }

        int operations(int count) {
            for (int i = 0; i < count; i++) {
                step();
                if (i % 997 == 0) {
                    checkEverything();
                }
            }
            checkEverything();
            return count;
        }

        private void step() {
            int op = random.nextInt(100);
            if (live.size() < 3 || op < 25) {
                Entity e = world.spawn();
                live.add(e);
                childrenOf.put(e, new LinkedHashSet<>());
            } else if (op < 65) {
                Entity child = pick();
                Entity parent =
                        random.nextInt(10) == 0 && !dead.isEmpty() ? dead.get(random.nextInt(dead.size())) : pick();
                setParent(child, parent);
            } else if (op < 75) {
                Entity child = pick();
                boolean had = parentOf.containsKey(child);
                assertEquals(had, world.clearParent(child));
                detach(child);
            } else {
                Entity e = pick();
                assertEquals(true, world.despawn(e));
                despawnModel(e);
            }
        }

        private void setParent(Entity child, Entity parent) {
            if (!live.contains(parent)) {
                assertThrows(StaleEntityException.class, () -> world.setParent(child, parent));
            } else if (child.equals(parent) || isAncestorOrSelf(child, parent)) {
                assertThrows(IllegalArgumentException.class, () -> world.setParent(child, parent));
            } else {
                world.setParent(child, parent);
                if (!parent.equals(parentOf.get(child))) {
                    detach(child);
                    parentOf.put(child, parent);
                    childrenOf.get(parent).add(child);
                }
            }
        }

        private boolean isAncestorOrSelf(Entity ancestor, Entity entity) {
            for (Entity e = entity; e != null; e = parentOf.get(e)) {
                if (e.equals(ancestor)) {
                    return true;
                }
            }
            return false;
        }

        private void detach(Entity child) {
            Entity parent = parentOf.remove(child);
            if (parent != null) {
                childrenOf.get(parent).remove(child);
            }
        }

        private void despawnModel(Entity root) {
            List<Entity> doomed = new ArrayList<>();
            ArrayDeque<Entity> stack = new ArrayDeque<>();
            stack.push(root);
            while (!stack.isEmpty()) {
                Entity e = stack.pop();
                doomed.add(e);
                childrenOf.get(e).forEach(stack::push);
            }
            detach(root);
            for (Entity e : doomed) {
                parentOf.remove(e);
                childrenOf.remove(e);
                live.remove(e);
                dead.add(e);
            }
        }

        private Entity pick() {
            return live.get(random.nextInt(live.size()));
        }

        private void checkEverything() {
            assertEquals(live.size(), world.entityCount());
            assertEquals(parentOf.size(), world.count(Parent.class));
            for (Entity e : live) {
                assertEquals(parentOf.get(e), world.parent(e), "parent of " + e);
                assertEquals(new ArrayList<>(childrenOf.get(e)), world.children(e), "children of " + e);
                assertEquals(childrenOf.get(e).size(), world.childCount(e));
            }
            for (Entity e : dead) {
                assertFalse(world.isAlive(e));
                assertEquals(null, world.parent(e));
                assertEquals(List.of(), world.children(e));
            }
        }
    }
}
