package dev.pulse.ecs;

/**
 * One component type's observers: its onAdd, onReplace and onRemove subscriptions and the query
 * memberships that name it, plus what the hooks' fast paths read: the sole add / remove observer
 * (when the type has exactly one and no query membership names it) and whether an add or a
 * removal has nothing to tell anyone. {@link Observers} replaces the arrays as subscriptions come
 * and go (never changing one in place, so an event being delivered keeps the list it started
 * with) and then calls {@link #update()}; while someone hears this type, its storage holds this
 * and calls {@link #added} and {@link #removing} directly.
 */
final class TypeObservers {
    /** The world's dispatcher, which delivers what this type's hooks cannot settle alone. */
    final ObserverDispatch dispatch;
    /** The storage of this type (it exists before its first subscription). */
    final ComponentStorage<?> storage;
    /** Its component type's id. */
    final int typeId;

    Subscription[] add = Observers.NO_SUBSCRIPTIONS;
    Subscription[] replace = Observers.NO_SUBSCRIPTIONS;
    Subscription[] remove = Observers.NO_SUBSCRIPTIONS;
    QueryMembership[] memberships = ObserverDispatch.NO_MEMBERSHIPS;
    /** The only onAdd observer and no membership, else {@code null}. */
    Subscription soleAdd;
    /** The only onRemove observer and no membership, else {@code null}. */
    Subscription soleRemove;
    /** {@link #soleRemove}'s callback, else {@code null}: what an observed remove reads first. */
    Observers.OnComponent<Object> soleRemover;
    /** Nobody is told about a removal of this type (no onRemove, no membership). */
    boolean quietRemove = true;
    /** Nobody is told about an add of this type (no onAdd, no membership). */
    boolean quietAdd = true;

    TypeObservers(ObserverDispatch dispatch, ComponentStorage<?> storage) {
        this.dispatch = dispatch;
        this.storage = storage;
        this.typeId = storage.componentType().id;
    }

    /** Recomputes the fast-path fields after the arrays changed, and the storage's bits. */
    void update() {
        boolean plain = memberships.length == 0;
        soleAdd = plain && add.length == 1 ? add[0] : null;
        soleRemove = plain && remove.length == 1 ? remove[0] : null;
        soleRemover = soleRemove == null ? null : soleRemove.onComponent;
        quietRemove = plain && remove.length == 0;
        quietAdd = plain && add.length == 0;
        dispatch.world.heard(storage, this, !quietAdd || replace.length > 0, !quietRemove);
    }

    /** {@link ObserverDispatch#added} for this type, from its storage (which holds this when heard). */
    void added(Entity entity, Object old, Object component) {
        dispatch.addedTo(this, storage, entity, old, component);
    }

    /**
     * {@link ObserverDispatch#removing} for this type, from its {@code storage} (passed, though
     * this holds it, because the caller's {@code this} needs no null check in compiled code),
     * which holds this only while someone hears its removals: so there is someone to tell, and
     * only whether it is one observer is left to ask.
     */
    void removing(ComponentStorage<?> storage, Entity entity, Object component) {
        Observers.OnComponent<Object> sole = soleRemover;
        // One test for "no removal running and the chain below MAX_DEPTH": a running removal
        // puts the left side at 256 or more, and depth never exceeds MAX_DEPTH (< 256).
        if (sole != null && (dispatch.removingCount << 8 | dispatch.depth) < Observers.MAX_DEPTH) {
            dispatch.removingAlone(this, storage, sole, entity, component);
        } else {
            dispatch.removingForAll(this, storage, entity, component);
        }
    }
}
