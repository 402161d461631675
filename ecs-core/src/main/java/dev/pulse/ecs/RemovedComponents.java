package dev.pulse.ecs;

import dev.pulse.ecs.internal.ChangeClock;
import java.util.Arrays;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The record of entities that lost a component of one type (bevy's {@code RemovedComponents}):
 * a system that keeps something per entity (a physics body, a spatial index entry) learns here
 * what to drop. Obtain it with {@link World#removed(Class)}; recording starts then.
 *
 * <pre>{@code
 * RemovedComponents<Body> lost = world.removed(Body.class);
 * int seen = world.advanceTick();
 * ...
 * lost.forEachSince(seen, entity -> physics.drop(entity));
 * }</pre>
 *
 * <h2>Layout and cost</h2>
 * Two parallel primitive arrays in removal order: the entity's id ({@link Entity#id()}, so the
 * handle is kept without an object) and the change tick of the removal. A removal appends one
 * entry (amortised O(1), no allocation once grown); a read binary-searches the first entry
 * after its baseline. Entries are kept until {@link #trimThrough(int)} drops them; the
 * scheduler of module {@code dev.pulse.ecs.systems} trims, after every update, what every
 * system has seen. Outside a scheduler, trim yourself. Types nobody asked about record nothing.
 *
 * <p>The handles answered are usually stale (despawned entities) or lack the component: they
 * are records of what happened, to compare with handles you kept, not to read through.
 *
 * @param <T> the component type
 */
public final class RemovedComponents<T> {

    private final World world;
    private final ComponentType type;
    private long[] ids = new long[64];
    private int[] ticks = new int[64];
    private int size;

    RemovedComponents(World world, ComponentType type) {
        this.world = world;
        this.type = type;
    }

    void record(int index, int generation, int tick) {
        if (size == ids.length) {
            ids = Arrays.copyOf(ids, size * 2);
            ticks = Arrays.copyOf(ticks, size * 2);
        }
        ids[size] = new Entity(index, generation).id();
        ticks[size] = tick;
        size++;
    }

    /**
     * Calls {@code action} with every entity that lost the component after tick {@code since},
     * oldest first; an entity that lost it twice appears twice.
     *
     * @param since  a tick from {@link World#advanceTick()} or a system's last run
     * @param action receives each entity's (usually stale) handle
     * @throws NullPointerException if {@code action} is null
     */
    public void forEachSince(int since, Consumer<? super Entity> action) {
        Objects.requireNonNull(action, "forEachSince needs an action, e.g. entity -> index.drop(entity)");
        int end = size;
        for (int i = firstAfter(since); i < end; i++) {
            long id = ids[i];
            action.accept(new Entity((int) id, (int) (id >>> Entity.INDEX_BITS)));
        }
    }

    /**
     * Calls {@code action} with every entity that lost the component since the running system
     * last ran (see the scheduler).
     *
     * @param action receives each entity's (usually stale) handle
     * @throws NullPointerException  if {@code action} is null
     * @throws IllegalStateException outside a system: use {@link #forEachSince(int, Consumer)}
     */
    public void forEach(Consumer<? super Entity> action) {
        int since = world.clock.systemBaseline();
        if (since == ChangeClock.NO_SYSTEM) {
            throw new IllegalStateException("removed(" + type.name() + ").forEach needs a running system to know "
                    + "since when; outside a scheduler call forEachSince(tick) with a tick from world.advanceTick()");
        }
        forEachSince(since, action);
    }

    /**
     * Returns how many removals are recorded after tick {@code since}.
     *
     * @param since the baseline tick
     * @return the count
     */
    public int countSince(int since) {
        return size - firstAfter(since);
    }

    /**
     * Drops the entries of ticks up to and including {@code tick}: no reader will ask for them
     * again. O(entries kept).
     *
     * @param tick the newest tick every reader has seen
     */
    public void trimThrough(int tick) {
        int from = firstAfter(tick);
        if (from > 0) {
            System.arraycopy(ids, from, ids, 0, size - from);
            System.arraycopy(ticks, from, ticks, 0, size - from);
            size -= from;
        }
    }

    /** Index of the first entry with a tick after {@code since} (ticks ascend). */
    private int firstAfter(int since) {
        int low = 0;
        int high = size;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (ChangeClock.newer(ticks[mid], since)) {
                high = mid;
            } else {
                low = mid + 1;
            }
        }
        return low;
    }

    /**
     * Returns a short description, e.g. {@code RemovedComponents[Health, 3 recorded]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "RemovedComponents[" + type.name() + ", " + size + " recorded]";
    }
}
