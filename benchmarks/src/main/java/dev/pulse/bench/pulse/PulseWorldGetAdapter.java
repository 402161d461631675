package dev.pulse.bench.pulse;

/**
 * Pulse reading {@code Position} through {@code world.get(entity, Position.class)}, the
 * one-line API a user reaches for first, instead of a typed storage kept in a field (contender
 * {@code pulse-world}). Everything else is {@link PulseAdapter}'s, so the two differ only in the
 * per-read lookup of the storage by class.
 */
public final class PulseWorldGetAdapter extends PulseAdapter {

    /** Creates the adapter; call {@link #open(int)} before use. */
    public PulseWorldGetAdapter() {}

    @Override
    public float readX(int slot) {
        Position p = world().get(handle(slot), Position.class);
        return p == null ? Float.NaN : p.x;
    }

    @Override
    public float readRetiredX(int slot) {
        Position p = world().get(retiredHandle(slot), Position.class);
        return p == null ? Float.NaN : p.x;
    }
}
