package dev.pulse.ecs.systems;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query3;

/**
 * The step of an {@link Each3} made with {@code GameSystem.each}: calls the body with the
 * entity, its components and {@code dt}. On HotSpot each system walks with its own copy of this
 * class ({@link StepCopies}), so the body call sees one body.
 *
 * @param <A> the first component type
 * @param <B> the second component type
 * @param <C> the third component type
 */
final class EachStep3<A, B, C> extends EachStep implements Query3.ForEach<A, B, C> {

    private final Each3.Body<A, B, C> body;

    EachStep3(Each3.Body<A, B, C> body) {
        this.body = body;
    }

    @Override
    public void accept(Entity entity, A a, B b, C c) {
        body.accept(entity, a, b, c, dt);
    }

    @Override
    Object body() {
        return body;
    }
}
