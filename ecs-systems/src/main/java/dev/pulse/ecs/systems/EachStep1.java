package dev.pulse.ecs.systems;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query1;

/**
 * The step of an {@link Each1} made with {@code GameSystem.each}: calls the body with the
 * entity, its components and {@code dt}. On HotSpot each system walks with its own copy of this
 * class ({@link StepCopies}), so the body call sees one body.
 *
 * @param <A> the component type
 */
final class EachStep1<A> extends EachStep implements Query1.ForEach<A> {

    private final Each1.Body<A> body;

    EachStep1(Each1.Body<A> body) {
        this.body = body;
    }

    @Override
    public void accept(Entity entity, A a) {
        body.accept(entity, a, dt);
    }

    @Override
    Object body() {
        return body;
    }
}
