package dev.pulse.ecs;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.ConcurrentModificationException;
import java.util.List;
import java.util.function.Consumer;

/**
 * A world's parent/child links, kept by entity index. Created by the world on the first
 * {@link World#setParent}; a world that never links entities has none and pays nothing.
 *
 * <h2>Storage</h2>
 * Six parallel arrays indexed by entity index, grown by doubling up to the highest index ever
 * linked: the linked entity's handle (its generation check: a slot whose handle is
 * {@code null} or differs from the asked-for handle is not linked), the parent's index, and an
 * intrusive doubly linked list of children (first, last, next, previous) plus a child count.
 * Attaching appends to the parent's list, detaching unlinks in O(1), so the children of an
 * entity are in attachment order. The child-to-parent link is also the {@link Parent}
 * component on the child, which queries fetch and filter on.
 *
 * <h2>Despawn cascade</h2>
 * {@link #despawnDescendantsAndUnlink(Entity)} runs before the world despawns an entity that
 * is linked: it despawns the descendants in post-order (each child's subtree, in attachment
 * order, before the child itself; the entity itself last, by the world), walking the sibling
 * links with no stack and no recursion, so a chain of any depth is safe. Every entity is
 * therefore despawned while its parent is still alive.
 */
final class Hierarchy {

    static final int NONE = -1;

    private final World world;
    private final ComponentStorage<Parent> parents;
    /** Whether no entity has a parent (so no links at all): the world may drop this object. */
    boolean isEmpty() {
        return parents.size() == 0;
    }

    private Entity[] handles = new Entity[0];
    private int[] parent = new int[0];
    private int[] firstChild = new int[0];
    private int[] lastChild = new int[0];
    private int[] nextSibling = new int[0];
    private int[] previousSibling = new int[0];
    private int[] childCount = new int[0];
    /** Counts link changes, so that {@link #forEachChild} can detect changes made by its action. */
    private int modifications;

    Hierarchy(World world) {
        this.world = world;
        this.parents = world.storage(Parent.class);
    }

    /** Links {@code child} under {@code newParent}; both are alive and distinct (checked by the world). */
    void setParent(Entity child, Entity newParent) {
        int c = child.index();
        int p = newParent.index();
        ensureCapacity(Math.max(c, p) + 1);
        link(c, child);
        link(p, newParent);
        if (parent[c] == p) {
            return; // already this parent's child: keep its place among the siblings
        }
        if (firstChild[c] != NONE) {
            // Only an entity with children can close a loop: walk up from the new parent.
            for (int a = p; a != NONE; a = parent[a]) {
                if (a == c) {
                    throw new IllegalArgumentException("Cannot make " + newParent + " the parent of " + child
                            + ": " + newParent + " is a descendant of " + child + ", so the hierarchy would "
                            + "become a loop; detach " + newParent
                            + " first (world.clearParent) or pick another parent");
                }
            }
        }
        if (parent[c] != NONE) {
            unlink(c);
        }
        int last = lastChild[p];
        parent[c] = p;
        previousSibling[c] = last;
        nextSibling[c] = NONE;
        if (last == NONE) {
            firstChild[p] = c;
        } else {
            nextSibling[last] = c;
        }
        lastChild[p] = c;
        childCount[p]++;
        modifications++;
        Parent link = new Parent(newParent);
        Object old = parents.put(c, link);
        Observers observers = world.observing;
        if (observers != null) {
            observers.added(parents, child, old, link);
        }
    }

    /** Detaches a live child from its parent; answers whether it had one. */
    boolean clearParent(Entity child) {
        int c = child.index();
        if (!isLinked(child) || parent[c] == NONE) {
            return false;
        }
        unlink(c);
        Observers observers = world.observing;
        Object link = parents.at(c);
        if (observers != null && link != null) {
            observers.removing(parents, child, link);
        } else {
            parents.removeIfPresent(c);
        }
        return true;
    }

    /**
     * Despawns {@code entity}'s descendants (post-order) and detaches it from its parent; the
     * world then despawns the entity itself. Does nothing for an unlinked entity.
     */
    void despawnDescendantsAndUnlink(Entity entity) {
        int r = entity.index();
        if (!isLinked(entity)) {
            return;
        }
        ObserverException failure = null;
        int node = firstChild[r];
        if (node != NONE) {
            node = deepestFirstChild(node);
            while (true) {
                // node has no children left: it is next in post-order.
                int up = parent[node];
                int next = nextSibling[node];
                Entity handle = handles[node];
                unlink(node);
                forget(node);
                try {
                    world.despawn(handle); // unlinked now, so this does not come back here
                } catch (ObserverException e) {
                    // The child is gone (observer failures complete the change); finish the subtree first.
                    if (failure == null) {
                        failure = e;
                    } else {
                        failure.addSuppressed(e);
                    }
                }
                if (next != NONE) {
                    node = deepestFirstChild(next);
                } else if (up == r) {
                    break;
                } else {
                    node = up;
                }
            }
        }
        if (parent[r] != NONE) {
            unlink(r);
        }
        forget(r);
        if (failure != null) {
            throw failure;
        }
    }

    /** The parent of a linked child, or {@code null}. */
    Entity parentOf(Entity child) {
        return isLinked(child) && parent[child.index()] != NONE ? handles[parent[child.index()]] : null;
    }

    int childCount(Entity entity) {
        return isLinked(entity) ? childCount[entity.index()] : 0;
    }

    /** The children in attachment order, copied. */
    List<Entity> children(Entity entity) {
        if (!isLinked(entity)) {
            return List.of();
        }
        List<Entity> children = new ArrayList<>(childCount[entity.index()]);
        for (int c = firstChild[entity.index()]; c != NONE; c = nextSibling[c]) {
            children.add(handles[c]);
        }
        return children;
    }

    void forEachChild(Entity entity, Consumer<Entity> action) {
        if (!isLinked(entity)) {
            return;
        }
        int expected = modifications;
        for (int c = firstChild[entity.index()]; c != NONE; c = nextSibling[c]) {
            action.accept(handles[c]);
            if (modifications != expected) {
                throw new ConcurrentModificationException("The hierarchy changed while forEachChild(" + entity
                        + ") ran; iterate over world.children(" + entity + ") (a copy) to change links or "
                        + "despawn children in the loop, or record the changes with Commands");
            }
        }
    }

    private boolean isLinked(Entity entity) {
        int i = entity.index();
        return i < handles.length && entity.equals(handles[i]);
    }

    private int deepestFirstChild(int node) {
        while (firstChild[node] != NONE) {
            node = firstChild[node];
        }
        return node;
    }

    /** Marks slot {@code i} as holding {@code entity} (no links yet if it was not linked). */
    private void link(int i, Entity entity) {
        if (handles[i] == null) {
            handles[i] = entity;
            parent[i] = NONE;
            firstChild[i] = NONE;
            lastChild[i] = NONE;
            nextSibling[i] = NONE;
            previousSibling[i] = NONE;
            childCount[i] = 0;
        }
    }

    /** Takes {@code c} out of its parent's list of children. */
    private void unlink(int c) {
        int p = parent[c];
        int previous = previousSibling[c];
        int next = nextSibling[c];
        if (previous == NONE) {
            firstChild[p] = next;
        } else {
            nextSibling[previous] = next;
        }
        if (next == NONE) {
            lastChild[p] = previous;
        } else {
            previousSibling[next] = previous;
        }
        childCount[p]--;
        parent[c] = NONE;
        previousSibling[c] = NONE;
        nextSibling[c] = NONE;
        modifications++;
    }

    /** Clears slot {@code i} (no parent, no children left), so its next occupant starts unlinked. */
    private void forget(int i) {
        handles[i] = null;
        parent[i] = NONE;
        firstChild[i] = NONE;
        lastChild[i] = NONE;
        modifications++;
    }

    private void ensureCapacity(int size) {
        if (size <= handles.length) {
            return;
        }
        int length = Math.max(size, Math.max(16, handles.length * 2));
        handles = Arrays.copyOf(handles, length);
        parent = Arrays.copyOf(parent, length);
        firstChild = Arrays.copyOf(firstChild, length);
        lastChild = Arrays.copyOf(lastChild, length);
        nextSibling = Arrays.copyOf(nextSibling, length);
        previousSibling = Arrays.copyOf(previousSibling, length);
        childCount = Arrays.copyOf(childCount, length);
    }
}
