package dev.pulse.ecs;

/**
 * One added or changed filter of a {@link Query}: entities whose component in {@link #storage}
 * was added (or changed, adds included) after the walk's baseline tick.
 */
final class ChangeFilter {

    static final ChangeFilter[] NONE = new ChangeFilter[0];

    final ComponentStorage<?> storage;
    /** {@code true}: added after the baseline; {@code false}: changed (or added) after it. */
    final boolean ofAdd;

    ChangeFilter(ComponentStorage<?> storage, boolean ofAdd) {
        this.storage = storage;
        this.ofAdd = ofAdd;
    }

    @Override
    public String toString() {
        return (ofAdd ? "added " : "changed ") + storage.componentType().name();
    }
}
