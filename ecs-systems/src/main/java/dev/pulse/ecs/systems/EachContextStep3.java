package dev.pulse.ecs.systems;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query3;

/**
 * The step of an {@link Each3} made with {@code GameSystem.eachWithContext}: calls the body
 * with the entity, its components and the system's {@link EachContext}. On HotSpot each system
 * walks with its own copy of this class ({@link StepCopies}), so the body call sees one body.
 *
 * @param <A> the first component type
 * @param <B> the second component type
 * @param <C> the third component type
 */
final class EachContextStep3<A, B, C> extends EachStep implements Query3.ForEach<A, B, C> {

    private final Each3.ContextBody<A, B, C> body;

    EachContextStep3(Each3.ContextBody<A, B, C> body) {
        this.body = body;
    }

    @Override
    public void accept(Entity entity, A a, B b, C c) {
        body.accept(entity, a, b, c, context);
    }

    @Override
    Object body() {
        return body;
    }
}
