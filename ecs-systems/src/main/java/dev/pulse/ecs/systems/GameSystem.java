package dev.pulse.ecs.systems;

import dev.pulse.ecs.Commands;
import dev.pulse.ecs.World;
import java.util.Objects;

/**
 * A unit of game logic run by a {@link Scheduler} every tick: movement, AI, collision,
 * rendering. A system reads and writes the components of the entities it cares about.
 *
 * <p>Named {@code GameSystem}, not {@code System}, on purpose: a type called {@code System} would
 * shadow {@code java.lang.System} in every file that imports it, turning each
 * {@code System.nanoTime()} or {@code System.out} into a compile error or a fully qualified name.
 *
 * <p>The interface is functional, so a lambda is a system:
 * <pre>{@code
 * GameSystem gravity = (world, dt) -> world.query(Velocity.class).forEach((e, v) -> v.dy -= 9.81f * (float) dt);
 * }</pre>
 * Other convenience forms: {@link #withCommands(CommandsUpdate)} (a lambda that records
 * structural changes), {@link #withTime(TimedUpdate)} (a lambda that reads the scheduler's
 * clock), {@link #withContext(ContextUpdate)} (a lambda that gets the system's
 * context: commands, time, checked resources), {@link #each(Class, Class, Each2.Body)} and its
 * siblings (typed systems whose components arrive as parameters and which declare their own
 * access), {@link #eachWithContext(Class, Class, Each2.ContextBody)} and its siblings (typed
 * systems whose body also gets an {@link EachContext}: commands, declared resources, time),
 * {@link IteratingSystem} (process every entity of a query, like Artemis's
 * {@code IteratingSystem}) and {@link IntervalSystem} (run every N seconds of game time).
 *
 * <h2>When changes become visible</h2>
 * <table>
 * <caption>Flush points</caption>
 * <tr><th>change made by a system</th><th>visible to</th></tr>
 * <tr><td>direct: {@code world.spawn/despawn/add/remove}</td>
 *     <td>at once: the rest of this system (also inside a running {@code forEach}), every later
 *     system</td></tr>
 * <tr><td>the system's own {@link Commands} ({@link SystemContext#commands()}),
 *     {@link CommandsFlush#END_OF_PHASE} (default)</td>
 *     <td>every later phase; not the rest of this phase</td></tr>
 * <tr><td>the system's own {@link Commands}, {@link CommandsFlush#AFTER_SYSTEM}</td>
 *     <td>the next system of the phase on (Ashley's behaviour)</td></tr>
 * <tr><td>{@code world.commands()}</td>
 *     <td>after {@code world.flush()}: the scheduler flushes it at the end of every phase run</td></tr>
 * <tr><td>component values changed in place</td><td>at once</td></tr>
 * </table>
 * The recommendation: in {@link ExecutionMode#SEQUENTIAL} mode (the default) change the world
 * directly when the next system must see the change (a despawned platform must not be landed on),
 * and use the system's own commands when the rest of the phase should see one consistent world.
 * In {@link ExecutionMode#PARALLEL} mode structural changes must go through the system's own
 * commands (direct ones could race with other systems); {@code AFTER_SYSTEM} then makes the
 * system a sync point of its phase. Changing component values in place is fine in
 * {@code update}, within the declared access.
 *
 * <h2>Float or double</h2>
 * {@code dt} is a {@code double} because game time accumulates: a {@code float} sum of 1/60 s
 * steps drifts by whole frames within hours, and {@link Time} counts fixed steps exactly. Game
 * maths in {@code float} casts it: {@code p.x += v.dx * (float) dt}, or
 * {@code float step = (float) dt;} once per update. <strong>Do not leave the cast out:</strong>
 * {@code p.x += v.dx * dt} compiles (a compound assignment narrows implicitly) but computes in
 * {@code double} and rounds once per assignment, so its results differ in the last bits from
 * the same code with a {@code float dt}, and a port of a {@code float} game drifts away from its
 * original within seconds. Every system shape receives {@code dt} as a parameter, so the cast
 * works everywhere; a typed system's {@link EachContext} also offers it converted once per run,
 * {@link EachContext#dtf()}.
 *
 * <h2>Systems that call each other</h2>
 * A system that needs another one's methods gets it from the scheduler, typically once in
 * {@link #start(SystemContext)}: {@code score = context.system(ScoreSystem.class);} (see
 * {@link SystemContext#system(Class)}; {@link Scheduler#system(Class)} works from outside). Or
 * pass it to the constructor when the game builds its systems. Keep the calls on the ticking
 * thread in parallel mode, or declare the shared state as a resource
 * ({@link SystemConfig#writesResource(Class...)}).
 */
@FunctionalInterface
public interface GameSystem {

    /**
     * Runs the system once.
     *
     * @param world the world the scheduler drives
     * @param dt    seconds of game time this run covers: the (clamped) frame time in a variable
     *              phase, the fixed step in a fixed phase, the interval in an
     *              {@link IntervalSystem}; {@code >= 0}, finite
     */
    void update(World world, double dt);

    /**
     * Called once before the system's first update, in execution order (phase order, then
     * order within the phase), when the scheduler starts. Keep the context if the system records
     * commands or reads the time. Does nothing by default.
     *
     * @param context the system's name, phase, world, command buffer and the scheduler's time
     */
    default void start(SystemContext context) {}

    /**
     * Called once when the scheduler stops, in reverse execution order. Does nothing by default.
     *
     * @param context the same context that {@link #start(SystemContext)} received
     */
    default void stop(SystemContext context) {}

    /**
     * A system body that also receives the system's own command buffer.
     */
    @FunctionalInterface
    interface CommandsUpdate {

        /**
         * Runs the system once.
         *
         * @param world    the world the scheduler drives
         * @param commands this system's own buffer, applied at the end of its phase
         * @param dt       seconds of game time this run covers
         */
        void update(World world, Commands commands, double dt);
    }

    /**
     * Creates a system from a lambda that records structural changes into the system's own
     * {@link Commands} buffer, e.g.
     * {@code GameSystem.withCommands((world, commands, dt) -> commands.spawn(new Bullet()))}.
     *
     * @param body the system body
     * @return a system that calls {@code body} with its own buffer; it must be started by a
     *         scheduler before its first update
     * @throws NullPointerException if {@code body} is null
     */
    static GameSystem withCommands(CommandsUpdate body) {
        return new CommandsSystem(body);
    }

    /**
     * A system body that receives the system's {@link SystemContext}: its command buffer, the
     * scheduler's time and checked access to resources.
     */
    @FunctionalInterface
    interface ContextUpdate {

        /**
         * Runs the system once.
         *
         * @param context this system's context ({@code context.world()} is the world)
         * @param dt      seconds of game time this run covers
         */
        void update(SystemContext context, double dt);
    }

    /**
     * Creates a system from a lambda that receives the system's own {@link SystemContext}, e.g.
     * {@code GameSystem.withContext((context, dt) -> context.writeResource(Score.class).points++)}.
     *
     * @param body the system body
     * @return a system that calls {@code body} with its context; it must be started by a
     *         scheduler before its first update
     * @throws NullPointerException if {@code body} is null
     */
    static GameSystem withContext(ContextUpdate body) {
        return new ContextSystem(body);
    }

    /**
     * Creates a typed system over the entities that have an {@code A}; see {@link Each1}.
     *
     * @param a    the component class
     * @param body called once per matching entity with its component and {@code dt}
     * @param <A>  the component type
     * @return the system; it declares {@code writes(a)} itself unless marked {@code reading(a)}
     * @throws NullPointerException if an argument is null
     */
    static <A> Each1<A> each(Class<A> a, Each1.Body<A> body) {
        return new Each1<>(a, body, null, new EachSpec(a));
    }

    /**
     * Creates a typed system over the entities that have an {@code A} and a {@code B}, e.g.
     * {@code GameSystem.each(Position.class, Velocity.class, (e, p, v, dt) -> p.x += v.x * (float) dt).reading(Velocity.class)};
     * see {@link Each2}.
     *
     * @param a    a component class
     * @param b    another component class
     * @param body called once per matching entity with its components and {@code dt}
     * @param <A>  the first component type
     * @param <B>  the second component type
     * @return the system; it declares its components written unless marked {@code reading(...)}
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a class repeats
     */
    static <A, B> Each2<A, B> each(Class<A> a, Class<B> b, Each2.Body<A, B> body) {
        return new Each2<>(a, b, body, null, new EachSpec(a, b));
    }

    /**
     * Creates a typed system over the entities that have an {@code A}, a {@code B} and a
     * {@code C}; see {@link Each3}.
     *
     * @param a    a component class
     * @param b    another component class
     * @param c    another component class
     * @param body called once per matching entity with its components and {@code dt}
     * @param <A>  the first component type
     * @param <B>  the second component type
     * @param <C>  the third component type
     * @return the system; it declares its components written unless marked {@code reading(...)}
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a class repeats
     */
    static <A, B, C> Each3<A, B, C> each(Class<A> a, Class<B> b, Class<C> c, Each3.Body<A, B, C> body) {
        return new Each3<>(a, b, c, body, null, new EachSpec(a, b, c));
    }

    /**
     * Creates a typed system over the entities that have an {@code A}, a {@code B}, a {@code C}
     * and a {@code D}; see {@link Each4}.
     *
     * @param a    a component class
     * @param b    another component class
     * @param c    another component class
     * @param d    another component class
     * @param body called once per matching entity with its components and {@code dt}
     * @param <A>  the first component type
     * @param <B>  the second component type
     * @param <C>  the third component type
     * @param <D>  the fourth component type
     * @return the system; it declares its components written unless marked {@code reading(...)}
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a class repeats
     */
    static <A, B, C, D> Each4<A, B, C, D> each(
            Class<A> a, Class<B> b, Class<C> c, Class<D> d, Each4.Body<A, B, C, D> body) {
        return new Each4<>(a, b, c, d, body, null, new EachSpec(a, b, c, d));
    }

    /**
     * Creates a typed system over the entities that have an {@code A}, a {@code B}, a {@code C}, a
     * {@code D} and an {@code E}; see {@link Each5}.
     *
     * @param a    a component class
     * @param b    another component class
     * @param c    another component class
     * @param d    another component class
     * @param e    another component class
     * @param body called once per matching entity with its components and {@code dt}
     * @param <A>  the first component type
     * @param <B>  the second component type
     * @param <C>  the third component type
     * @param <D>  the fourth component type
     * @param <E>  the fifth component type
     * @return the system; it declares its components written unless marked {@code reading(...)}
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a class repeats
     */
    static <A, B, C, D, E> Each5<A, B, C, D, E> each(
            Class<A> a, Class<B> b, Class<C> c, Class<D> d, Class<E> e, Each5.Body<A, B, C, D, E> body) {
        return new Each5<>(a, b, c, d, e, body, null, new EachSpec(a, b, c, d, e));
    }

    /**
     * Creates a typed system over the entities that have an {@code A}, a {@code B}, a {@code C}, a
     * {@code D}, an {@code E} and an {@code F}; see {@link Each6}.
     *
     * @param a    a component class
     * @param b    another component class
     * @param c    another component class
     * @param d    another component class
     * @param e    another component class
     * @param f    another component class
     * @param body called once per matching entity with its components and {@code dt}
     * @param <A>  the first component type
     * @param <B>  the second component type
     * @param <C>  the third component type
     * @param <D>  the fourth component type
     * @param <E>  the fifth component type
     * @param <F>  the sixth component type
     * @return the system; it declares its components written unless marked {@code reading(...)}
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a class repeats
     */
    static <A, B, C, D, E, F> Each6<A, B, C, D, E, F> each(
            Class<A> a, Class<B> b, Class<C> c, Class<D> d, Class<E> e, Class<F> f, Each6.Body<A, B, C, D, E, F> body) {
        return new Each6<>(a, b, c, d, e, f, body, null, new EachSpec(a, b, c, d, e, f));
    }

    /**
     * Creates a typed system over the entities that have an {@code A}, a {@code B}, a {@code C}, a
     * {@code D}, an {@code E}, an {@code F} and a {@code G}; see {@link Each7}.
     *
     * @param a    a component class
     * @param b    another component class
     * @param c    another component class
     * @param d    another component class
     * @param e    another component class
     * @param f    another component class
     * @param g    another component class
     * @param body called once per matching entity with its components and {@code dt}
     * @param <A>  the first component type
     * @param <B>  the second component type
     * @param <C>  the third component type
     * @param <D>  the fourth component type
     * @param <E>  the fifth component type
     * @param <F>  the sixth component type
     * @param <G>  the seventh component type
     * @return the system; it declares its components written unless marked {@code reading(...)}
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a class repeats
     */
    static <A, B, C, D, E, F, G> Each7<A, B, C, D, E, F, G> each(
            Class<A> a,
            Class<B> b,
            Class<C> c,
            Class<D> d,
            Class<E> e,
            Class<F> f,
            Class<G> g,
            Each7.Body<A, B, C, D, E, F, G> body) {
        return new Each7<>(a, b, c, d, e, f, g, body, null, new EachSpec(a, b, c, d, e, f, g));
    }

    /**
     * Creates a typed system over the entities that have an {@code A}, a {@code B}, a {@code C}, a
     * {@code D}, an {@code E}, an {@code F}, a {@code G} and an {@code H}; see {@link Each8}.
     *
     * @param a    a component class
     * @param b    another component class
     * @param c    another component class
     * @param d    another component class
     * @param e    another component class
     * @param f    another component class
     * @param g    another component class
     * @param h    another component class
     * @param body called once per matching entity with its components and {@code dt}
     * @param <A>  the first component type
     * @param <B>  the second component type
     * @param <C>  the third component type
     * @param <D>  the fourth component type
     * @param <E>  the fifth component type
     * @param <F>  the sixth component type
     * @param <G>  the seventh component type
     * @param <H>  the eighth component type
     * @return the system; it declares its components written unless marked {@code reading(...)}
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a class repeats
     */
    static <A, B, C, D, E, F, G, H> Each8<A, B, C, D, E, F, G, H> each(
            Class<A> a,
            Class<B> b,
            Class<C> c,
            Class<D> d,
            Class<E> e,
            Class<F> f,
            Class<G> g,
            Class<H> h,
            Each8.Body<A, B, C, D, E, F, G, H> body) {
        return new Each8<>(a, b, c, d, e, f, g, h, body, null, new EachSpec(a, b, c, d, e, f, g, h));
    }

    /**
     * Creates a typed system over the entities that have an {@code A}, whose body
     * also gets an {@link EachContext}: the system's command buffer, the resources it declares
     * ({@code readsResource}, {@code writesResource} on the returned system, checked on use),
     * {@code dt()}, {@code dtf()} and the time; see {@link Each1}.
     *
     * @param a    the component class
     * @param body called once per matching entity with its component and the context
     * @param <A>  the component type
     * @return the system; it declares its access itself, derived from what it names. It must be
     *         started by a scheduler before its first update
     * @throws NullPointerException     if an argument is null
     */
    static <A> Each1<A> eachWithContext(Class<A> a, Each1.ContextBody<A> body) {
        return new Each1<>(
                a,
                null,
                Objects.requireNonNull(
                        body, "A typed system needs a body, e.g. " + "(entity, ..., context) -> { ... }"),
                new EachSpec(a));
    }

    /**
     * Creates a typed system over the entities that have an {@code A} and a {@code B}, whose body
     * also gets an {@link EachContext}: the system's command buffer, the resources it declares
     * ({@code readsResource}, {@code writesResource} on the returned system, checked on use),
     * {@code dt()}, {@code dtf()} and the time, e.g.
     * {@code GameSystem.eachWithContext(Position.class, Coin.class, (coin, p, c, context) ->
     * context.commands().despawn(coin)).with(PickedUp.class)}; see {@link Each2}.
     *
     * @param a    a component class
     * @param b    another component class
     * @param body called once per matching entity with its components and the context
     * @param <A>  the first component type
     * @param <B>  the second component type
     * @return the system; it declares its access itself, derived from what it names. It must be
     *         started by a scheduler before its first update
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a class repeats
     */
    static <A, B> Each2<A, B> eachWithContext(Class<A> a, Class<B> b, Each2.ContextBody<A, B> body) {
        return new Each2<>(
                a,
                b,
                null,
                Objects.requireNonNull(
                        body, "A typed system needs a body, e.g. " + "(entity, ..., context) -> { ... }"),
                new EachSpec(a, b));
    }

    /**
     * Creates a typed system over the entities that have an {@code A}, a {@code B} and a
     * {@code C}, whose body
     * also gets an {@link EachContext}: the system's command buffer, the resources it declares
     * ({@code readsResource}, {@code writesResource} on the returned system, checked on use),
     * {@code dt()}, {@code dtf()} and the time; see {@link Each3}.
     *
     * @param a    a component class
     * @param b    another component class
     * @param c    another component class
     * @param body called once per matching entity with its components and the context
     * @param <A>  the first component type
     * @param <B>  the second component type
     * @param <C>  the third component type
     * @return the system; it declares its access itself, derived from what it names. It must be
     *         started by a scheduler before its first update
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a class repeats
     */
    static <A, B, C> Each3<A, B, C> eachWithContext(
            Class<A> a, Class<B> b, Class<C> c, Each3.ContextBody<A, B, C> body) {
        return new Each3<>(
                a,
                b,
                c,
                null,
                Objects.requireNonNull(
                        body, "A typed system needs a body, e.g. " + "(entity, ..., context) -> { ... }"),
                new EachSpec(a, b, c));
    }

    /**
     * Creates a typed system over the entities that have an {@code A}, a {@code B}, a
     * {@code C} and a {@code D}, whose body
     * also gets an {@link EachContext}: the system's command buffer, the resources it declares
     * ({@code readsResource}, {@code writesResource} on the returned system, checked on use),
     * {@code dt()}, {@code dtf()} and the time; see {@link Each4}.
     *
     * @param a    a component class
     * @param b    another component class
     * @param c    another component class
     * @param d    another component class
     * @param body called once per matching entity with its components and the context
     * @param <A>  the first component type
     * @param <B>  the second component type
     * @param <C>  the third component type
     * @param <D>  the fourth component type
     * @return the system; it declares its access itself, derived from what it names. It must be
     *         started by a scheduler before its first update
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a class repeats
     */
    static <A, B, C, D> Each4<A, B, C, D> eachWithContext(
            Class<A> a, Class<B> b, Class<C> c, Class<D> d, Each4.ContextBody<A, B, C, D> body) {
        return new Each4<>(
                a,
                b,
                c,
                d,
                null,
                Objects.requireNonNull(
                        body, "A typed system needs a body, e.g. " + "(entity, ..., context) -> { ... }"),
                new EachSpec(a, b, c, d));
    }

    /**
     * Creates a typed system over the entities that have an {@code A}, a {@code B}, a {@code C}, a
     * {@code D} and an {@code E}, whose body also gets an {@link EachContext}: the system's
     * command buffer, the resources it declares ({@code readsResource}, {@code writesResource} on
     * the returned system, checked on use), {@code dt()}, {@code dtf()} and the time; see {@link
     * Each5}.
     *
     * @param a    a component class
     * @param b    another component class
     * @param c    another component class
     * @param d    another component class
     * @param e    another component class
     * @param body called once per matching entity with its components and the context
     * @param <A>  the first component type
     * @param <B>  the second component type
     * @param <C>  the third component type
     * @param <D>  the fourth component type
     * @param <E>  the fifth component type
     * @return the system; it declares its access itself, derived from what it names. It must be
     *         started by a scheduler before its first update
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a class repeats
     */
    static <A, B, C, D, E> Each5<A, B, C, D, E> eachWithContext(
            Class<A> a, Class<B> b, Class<C> c, Class<D> d, Class<E> e, Each5.ContextBody<A, B, C, D, E> body) {
        return new Each5<>(
                a,
                b,
                c,
                d,
                e,
                null,
                Objects.requireNonNull(
                        body, "A typed system needs a body, e.g. " + "(entity, ..., context) -> { ... }"),
                new EachSpec(a, b, c, d, e));
    }

    /**
     * Creates a typed system over the entities that have an {@code A}, a {@code B}, a {@code C}, a
     * {@code D}, an {@code E} and an {@code F}, whose body also gets an {@link EachContext}: the
     * system's command buffer, the resources it declares ({@code readsResource}, {@code
     * writesResource} on the returned system, checked on use), {@code dt()}, {@code dtf()} and the
     * time; see {@link Each6}.
     *
     * @param a    a component class
     * @param b    another component class
     * @param c    another component class
     * @param d    another component class
     * @param e    another component class
     * @param f    another component class
     * @param body called once per matching entity with its components and the context
     * @param <A>  the first component type
     * @param <B>  the second component type
     * @param <C>  the third component type
     * @param <D>  the fourth component type
     * @param <E>  the fifth component type
     * @param <F>  the sixth component type
     * @return the system; it declares its access itself, derived from what it names. It must be
     *         started by a scheduler before its first update
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a class repeats
     */
    static <A, B, C, D, E, F> Each6<A, B, C, D, E, F> eachWithContext(
            Class<A> a,
            Class<B> b,
            Class<C> c,
            Class<D> d,
            Class<E> e,
            Class<F> f,
            Each6.ContextBody<A, B, C, D, E, F> body) {
        return new Each6<>(
                a,
                b,
                c,
                d,
                e,
                f,
                null,
                Objects.requireNonNull(
                        body, "A typed system needs a body, e.g. " + "(entity, ..., context) -> { ... }"),
                new EachSpec(a, b, c, d, e, f));
    }

    /**
     * Creates a typed system over the entities that have an {@code A}, a {@code B}, a {@code C}, a
     * {@code D}, an {@code E}, an {@code F} and a {@code G}, whose body also gets an {@link
     * EachContext}: the system's command buffer, the resources it declares ({@code readsResource},
     * {@code writesResource} on the returned system, checked on use), {@code dt()}, {@code dtf()}
     * and the time; see {@link Each7}.
     *
     * @param a    a component class
     * @param b    another component class
     * @param c    another component class
     * @param d    another component class
     * @param e    another component class
     * @param f    another component class
     * @param g    another component class
     * @param body called once per matching entity with its components and the context
     * @param <A>  the first component type
     * @param <B>  the second component type
     * @param <C>  the third component type
     * @param <D>  the fourth component type
     * @param <E>  the fifth component type
     * @param <F>  the sixth component type
     * @param <G>  the seventh component type
     * @return the system; it declares its access itself, derived from what it names. It must be
     *         started by a scheduler before its first update
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a class repeats
     */
    static <A, B, C, D, E, F, G> Each7<A, B, C, D, E, F, G> eachWithContext(
            Class<A> a,
            Class<B> b,
            Class<C> c,
            Class<D> d,
            Class<E> e,
            Class<F> f,
            Class<G> g,
            Each7.ContextBody<A, B, C, D, E, F, G> body) {
        return new Each7<>(
                a,
                b,
                c,
                d,
                e,
                f,
                g,
                null,
                Objects.requireNonNull(
                        body, "A typed system needs a body, e.g. " + "(entity, ..., context) -> { ... }"),
                new EachSpec(a, b, c, d, e, f, g));
    }

    /**
     * Creates a typed system over the entities that have an {@code A}, a {@code B}, a {@code C}, a
     * {@code D}, an {@code E}, an {@code F}, a {@code G} and an {@code H}, whose body also gets an
     * {@link EachContext}: the system's command buffer, the resources it declares ({@code
     * readsResource}, {@code writesResource} on the returned system, checked on use), {@code
     * dt()}, {@code dtf()} and the time; see {@link Each8}.
     *
     * @param a    a component class
     * @param b    another component class
     * @param c    another component class
     * @param d    another component class
     * @param e    another component class
     * @param f    another component class
     * @param g    another component class
     * @param h    another component class
     * @param body called once per matching entity with its components and the context
     * @param <A>  the first component type
     * @param <B>  the second component type
     * @param <C>  the third component type
     * @param <D>  the fourth component type
     * @param <E>  the fifth component type
     * @param <F>  the sixth component type
     * @param <G>  the seventh component type
     * @param <H>  the eighth component type
     * @return the system; it declares its access itself, derived from what it names. It must be
     *         started by a scheduler before its first update
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a class repeats
     */
    static <A, B, C, D, E, F, G, H> Each8<A, B, C, D, E, F, G, H> eachWithContext(
            Class<A> a,
            Class<B> b,
            Class<C> c,
            Class<D> d,
            Class<E> e,
            Class<F> f,
            Class<G> g,
            Class<H> h,
            Each8.ContextBody<A, B, C, D, E, F, G, H> body) {
        return new Each8<>(
                a,
                b,
                c,
                d,
                e,
                f,
                g,
                h,
                null,
                Objects.requireNonNull(
                        body, "A typed system needs a body, e.g. " + "(entity, ..., context) -> { ... }"),
                new EachSpec(a, b, c, d, e, f, g, h));
    }

    /**
     * A system body that also receives the scheduler's clock.
     */
    @FunctionalInterface
    interface TimedUpdate {

        /**
         * Runs the system once.
         *
         * @param world the world the scheduler drives
         * @param time  the scheduler's clock: frame number, elapsed game time, fixed steps,
         *              interpolation alpha (see {@link Time})
         * @param dt    seconds of game time this run covers, as in {@link GameSystem#update}
         */
        void update(World world, Time time, double dt);
    }

    /**
     * Creates a system from a lambda that reads the scheduler's {@link Time} (the frame number,
     * elapsed game time, the render alpha), e.g.
     * {@code GameSystem.withTime((world, time, dt) -> hud.frame = time.frame())}. This is the
     * lambda form of keeping {@link SystemContext#time()} from {@link #start(SystemContext)}.
     *
     * @param body the system body
     * @return a system that calls {@code body} with the scheduler's clock; it must be started by
     *         a scheduler before its first update
     * @throws NullPointerException if {@code body} is null
     */
    static GameSystem withTime(TimedUpdate body) {
        return new TimedSystem(body);
    }
}
