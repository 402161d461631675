package dev.pulse.bench.pulse;

/**
 * Pulse with handles kept in primitive form: the program stores {@code entity.id()} in a
 * {@code long[]} (as Artemis programs keep {@code int} ids) and reads with
 * {@code storage.get(long id)}, which checks the generation like {@code get(Entity)} but skips
 * loading the handle object (contender {@code pulse-id}). Everything else is
 * {@link PulseAdapter}'s.
 */
public final class PulseIdAdapter extends PulseAdapter {

    private long[] ids;
    private long[] retiredIds;

    /** Creates the adapter; call {@link #open(int)} before use. */
    public PulseIdAdapter() {}

    @Override
    public void open(int slots) {
        super.open(slots);
        ids = new long[slots];
        retiredIds = new long[slots];
    }

    @Override
    public void spawnMoving(int slot) {
        super.spawnMoving(slot);
        ids[slot] = handle(slot).id();
    }

    @Override
    public void spawnStill(int slot) {
        super.spawnStill(slot);
        ids[slot] = handle(slot).id();
    }

    @Override
    public void retire(int slot) {
        retiredIds[slot] = ids[slot];
        super.retire(slot);
    }

    @Override
    public float readX(int slot) {
        Position p = positions().get(ids[slot]);
        return p == null ? Float.NaN : p.x;
    }

    @Override
    public float readRetiredX(int slot) {
        Position p = positions().get(retiredIds[slot]);
        return p == null ? Float.NaN : p.x;
    }
}
