package dev.pulse.ecs.systems;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query1;

/**
 * The step of an {@link Each1} made with {@code GameSystem.eachWithContext}: calls the body
 * with the entity, its components and the system's {@link EachContext}. On HotSpot each system
 * walks with its own copy of this class ({@link StepCopies}), so the body call sees one body.
 *
 * @param <A> the component type
 */
final class EachContextStep1<A> extends EachStep implements Query1.ForEach<A> {

    private final Each1.ContextBody<A> body;

    EachContextStep1(Each1.ContextBody<A> body) {
        this.body = body;
    }

    @Override
    public void accept(Entity entity, A a) {
        body.accept(entity, a, context);
    }

    @Override
    Object body() {
        return body;
    }
}
