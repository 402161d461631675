package dev.pulse.ecs.systems;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query4;

/**
 * The step of an {@link Each4} made with {@code GameSystem.each}: calls the body with the
 * entity, its components and {@code dt}. On HotSpot each system walks with its own copy of this
 * class ({@link StepCopies}), so the body call sees one body.
 *
 * @param <A> the first component type
 * @param <B> the second component type
 * @param <C> the third component type
 * @param <D> the fourth component type
 */
final class EachStep4<A, B, C, D> extends EachStep implements Query4.ForEach<A, B, C, D> {

    private final Each4.Body<A, B, C, D> body;

    EachStep4(Each4.Body<A, B, C, D> body) {
        this.body = body;
    }

    @Override
    public void accept(Entity entity, A a, B b, C c, D d) {
        body.accept(entity, a, b, c, d, dt);
    }

    @Override
    Object body() {
        return body;
    }
}
