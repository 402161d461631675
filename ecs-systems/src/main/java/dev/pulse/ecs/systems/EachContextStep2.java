package dev.pulse.ecs.systems;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query2;

/**
 * The step of an {@link Each2} made with {@code GameSystem.eachWithContext}: calls the body
 * with the entity, its components and the system's {@link EachContext}. On HotSpot each system
 * walks with its own copy of this class ({@link StepCopies}), so the body call sees one body.
 *
 * @param <A> the first component type
 * @param <B> the second component type
 */
final class EachContextStep2<A, B> extends EachStep implements Query2.ForEach<A, B> {

    private final Each2.ContextBody<A, B> body;

    EachContextStep2(Each2.ContextBody<A, B> body) {
        this.body = body;
    }

    @Override
    public void accept(Entity entity, A a, B b) {
        body.accept(entity, a, b, context);
    }

    @Override
    Object body() {
        return body;
    }
}
