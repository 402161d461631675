package dev.pulse.ecs;

/**
 * A query over entities that have 4 given components, optionally filtered with
 * {@link #with(Class[])} and {@link #without(Class[])}. Obtain it from
 * {@link World#query(Class, Class, Class, Class)} and keep it in a field.
 *
 * <pre>{@code
 * Query4<Position, Velocity, Health, Sprite> query = world.query(Position.class, Velocity.class, Health.class, Sprite.class);
 * query.forEach((entity, pos, vel, health, sprite) -> { ... });
 * }</pre>
 *
 * <p>See {@link Query} for iteration order and the rules on changes during iteration.
 *
 * @param <A> the first component type
 * @param <B> the second component type
 * @param <C> the third component type
 * @param <D> the fourth component type
 */
public final class Query4<A, B, C, D> extends Query {

    private final ComponentStorage<A> a;
    private final ComponentStorage<B> b;
    private final ComponentStorage<C> c;
    private final ComponentStorage<D> d;

    Query4(World world, ComponentStorage<A> a, ComponentStorage<B> b, ComponentStorage<C> c, ComponentStorage<D> d,
            ComponentStorage<?>[] required, ComponentStorage<?>[] excluded) {
        super(world, new ComponentStorage<?>[] {a, b, c, d}, required, excluded);
        this.a = a;
        this.b = b;
        this.c = c;
        this.d = d;
    }

    /**
     * Returns a query that also requires these components, without fetching them.
     *
     * @param types component classes the entity must also have
     * @return a new query
     * @throws NullPointerException     if a class is null
     * @throws IllegalArgumentException if a class can never be a component, or is already named
     */
    public Query4<A, B, C, D> with(Class<?>... types) {
        return new Query4<>(world, a, b, c, d, plus(required, types, "with"), excluded);
    }

    /**
     * Returns a query that skips entities having any of these components.
     *
     * @param types component classes the entity must not have
     * @return a new query
     * @throws NullPointerException     if a class is null
     * @throws IllegalArgumentException if a class can never be a component, or is already named
     */
    public Query4<A, B, C, D> without(Class<?>... types) {
        return new Query4<>(world, a, b, c, d, required, plus(excluded, types, "without"));
    }

    /**
     * Calls {@code action} once for each matching entity. Allocates nothing per entity.
     * Structural changes inside the action are allowed (see {@link Query}).
     *
     * @param action what to do with each entity and its components
     * @throws NullPointerException if {@code action} is null
     */
    @SuppressWarnings("unchecked")
    public void forEach(ForEach<A, B, C, D> action) {
        if (action == null) {
            throw new NullPointerException("forEach needs an action, e.g. (entity, ...) -> { ... }");
        }
        final ComponentStorage<A> a = this.a;
        final ComponentStorage<B> b = this.b;
        final ComponentStorage<C> c = this.c;
        final ComponentStorage<D> d = this.d;
        final ComponentStorage<?> driver = driver();
        final boolean filtered = this.filtered;
        driver.lock();
        try {
            final int end = driver.size;
            final Entity[][] pages = driver.entityPages;
            for (int base = 0; base < end; base += Pages.SIZE) {
                final Entity[] page = pages[base >>> Pages.SHIFT];
                final int count = Math.min(Pages.SIZE, end - base);
                for (int offset = 0; offset < count; offset++) {
                    final Entity entity = page[offset];
                    if (entity == null) {
                        continue; // removed during this walk
                    }
                    final int pos = base + offset;
                    final Object ca = a.fetch(entity, pos);
                    if (ca == null) {
                        continue;
                    }
                    final Object cb = b.fetch(entity, pos);
                    if (cb == null) {
                        continue;
                    }
                    final Object cc = c.fetch(entity, pos);
                    if (cc == null) {
                        continue;
                    }
                    final Object cd = d.fetch(entity, pos);
                    if (cd == null) {
                        continue;
                    }
                    if (filtered && !passesFilters(entity, pos)) {
                        continue;
                    }
                    action.accept(entity, (A) ca, (B) cb, (C) cc, (D) cd);
                }
            }
        } finally {
            driver.unlock();
        }
    }

    /**
     * The action of {@link #forEach(ForEach)}.
     *
     * @param <A> the first component type
     * @param <B> the second component type
     * @param <C> the third component type
     * @param <D> the fourth component type
     */
    @FunctionalInterface
    public interface ForEach<A, B, C, D> {
        /**
         * Handles one matching entity.
         *
         * @param entity the entity
     * @param a the entity's A component
     * @param b the entity's B component
     * @param c the entity's C component
     * @param d the entity's D component
         */
        void accept(Entity entity, A a, B b, C c, D d);
    }
}
