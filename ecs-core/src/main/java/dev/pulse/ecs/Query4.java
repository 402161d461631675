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
            for (int p = 0, base = 0; base < end; p++, base += Pages.SIZE) {
                final Entity[] page = pages[p];
                final int count = Math.min(Pages.SIZE, end - base);
                // Pages never move, so they can be held for the whole page; a storage changed by
                // the action either still holds the same handle at the same offset (then the
                // component beside it is current) or falls back to its sparse lookup.
                final Entity[] aEntities = a.entityPage(p);
                final Object[] aComponents = a.componentPage(p);
                final Entity[] bEntities = b.entityPage(p);
                final Object[] bComponents = b.componentPage(p);
                final Entity[] cEntities = c.entityPage(p);
                final Object[] cComponents = c.componentPage(p);
                final Entity[] dEntities = d.entityPage(p);
                final Object[] dComponents = d.componentPage(p);
                for (int offset = 0; offset < count; offset++) {
                    final Entity entity = page[offset];
                    if (entity == null) {
                        continue; // removed during this walk
                    }
                    final Object ca = aComponents != null && aEntities[offset] == entity
                            ? aComponents[offset] : a.lookup(entity);
                    if (ca == null) {
                        continue;
                    }
                    final Object cb = bComponents != null && bEntities[offset] == entity
                            ? bComponents[offset] : b.lookup(entity);
                    if (cb == null) {
                        continue;
                    }
                    final Object cc = cComponents != null && cEntities[offset] == entity
                            ? cComponents[offset] : c.lookup(entity);
                    if (cc == null) {
                        continue;
                    }
                    final Object cd = dComponents != null && dEntities[offset] == entity
                            ? dComponents[offset] : d.lookup(entity);
                    if (cd == null) {
                        continue;
                    }
                    if (filtered && !passesFilters(entity, base + offset)) {
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
     * Returns the first matching entity (in walk order) whose components satisfy
     * {@code predicate}, and stops walking there; {@code null} if none does. The walk is
     * separate from {@link #forEach(ForEach)} and follows the same rules (see {@link Query}).
     *
     * <pre>{@code
     * Entity hit = query.findFirst((entity, a, b, c, d) -> ...);   // null: nothing passed the test
     * }</pre>
     *
     * @param predicate the test; it may change the world like a {@code forEach} action
     * @return the first entity passing the test, or {@code null}
     * @throws NullPointerException if {@code predicate} is null
     */
    @SuppressWarnings("unchecked")
    public Entity findFirst(Match<A, B, C, D> predicate) {
        requireAction(predicate, "findFirst");
        return walkUntil((entity, c) -> predicate.test(entity, (A) c[0], (B) c[1], (C) c[2], (D) c[3]));
    }

    /**
     * Calls {@code action} for each matching entity until it answers {@link Walk#STOP}. The walk
     * is separate from {@link #forEach(ForEach)} and follows the same rules (see {@link Query}).
     *
     * @param action what to do with each entity; answers {@link Walk#CONTINUE} or {@link Walk#STOP}
     * @return the entity the action stopped at, or {@code null} if the walk ran to the end
     * @throws NullPointerException if {@code action} is null, or answers {@code null}
     */
    @SuppressWarnings("unchecked")
    public Entity forEachUntil(Until<A, B, C, D> action) {
        requireAction(action, "forEachUntil");
        return walkUntil((entity, c) -> stops(action.accept(entity, (A) c[0], (B) c[1], (C) c[2], (D) c[3])));
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

    /**
     * The test of {@link #findFirst(Match)}.
     *
     * @param <A> the first component type
     * @param <B> the second component type
     * @param <C> the third component type
     * @param <D> the fourth component type
     */
    @FunctionalInterface
    public interface Match<A, B, C, D> {
        /**
         * Tests one matching entity.
         *
         * @param entity the entity
         * @param a the entity's A component
         * @param b the entity's B component
         * @param c the entity's C component
         * @param d the entity's D component
         * @return {@code true} to stop the walk and return this entity
         */
        boolean test(Entity entity, A a, B b, C c, D d);
    }

    /**
     * The action of {@link #forEachUntil(Until)}.
     *
     * @param <A> the first component type
     * @param <B> the second component type
     * @param <C> the third component type
     * @param <D> the fourth component type
     */
    @FunctionalInterface
    public interface Until<A, B, C, D> {
        /**
         * Handles one matching entity.
         *
         * @param entity the entity
         * @param a the entity's A component
         * @param b the entity's B component
         * @param c the entity's C component
         * @param d the entity's D component
         * @return {@link Walk#CONTINUE} to go on, {@link Walk#STOP} to stop here
         */
        Walk accept(Entity entity, A a, B b, C c, D d);
    }
}
