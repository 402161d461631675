package dev.pulse.ecs;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A query described by its component classes, built at run time: from a list read from a file,
 * a script, an editor's selection. {@link World#query(QuerySpec)} turns it into a
 * {@link DynamicQuery} over that world, which hands each match's components by position or by
 * class ({@link QueryRow}).
 *
 * <pre>{@code
 * QuerySpec spec = QuerySpec.of(Position.class, Velocity.class)   // positions 0 and 1
 *         .optional(Shield.class)                                 // position 2, null where absent
 *         .with(Player.class)
 *         .without(Dead.class)
 *         .any(Sprite.class, Text.class);
 * DynamicQuery query = world.query(spec);
 * }</pre>
 *
 * <p>The terms mean what they mean on the typed queries ({@link Query1} … {@link Query4} and
 * {@link Query}): the fetched classes ({@link #of(Class[])}) and the {@link #with} classes are
 * required, {@link #optional} terms are handed {@code null} where the entity lacks them,
 * {@link #without} classes are excluded, each {@link #any} group needs one of its classes,
 * {@link #changed} and {@link #added} filter on change ticks and {@link #ordered} sets the walk
 * order. A spec's components are its fetched classes, then its optional ones, each in the order
 * given; that is the position a {@link QueryRow} reads them at.
 *
 * <p>A spec is an immutable value: every method returns a new spec, and two specs are equal
 * when they name the same classes in the same roles and in the same order. It holds classes
 * only, no world, so one spec can build queries over several worlds. It refuses nulls when it
 * is built; what needs a world is checked by {@link World#query(QuerySpec)}: a class named twice,
 * required and excluded, a column component fetched, a class that can never be a component.
 */
public final class QuerySpec {

    private final List<Class<?>> fetched;
    private final List<Class<?>> optional;
    private final List<Class<?>> with;
    private final List<Class<?>> without;
    private final List<List<Class<?>>> any;
    /** The change filters in the order given (the first drives a change-filtered walk). */
    private final List<ChangeTerm> changes;

    private final WalkOrder order;

    /** One {@code changed} or {@code added} term. */
    private record ChangeTerm(Class<?> type, boolean ofAdd) {
        @Override
        public String toString() {
            return (ofAdd ? "added " : "changed ") + type.getSimpleName();
        }
    }

    private QuerySpec(
            List<Class<?>> fetched,
            List<Class<?>> optional,
            List<Class<?>> with,
            List<Class<?>> without,
            List<List<Class<?>>> any,
            List<ChangeTerm> changes,
            WalkOrder order) {
        this.fetched = fetched;
        this.optional = optional;
        this.with = with;
        this.without = without;
        this.any = any;
        this.changes = changes;
        this.order = order;
    }

    /**
     * Returns a spec that fetches these component classes: an entity must have every one, and
     * its walk hands them at positions 0, 1, ... in this order.
     *
     * @param types one or more component classes
     * @return a new spec
     * @throws NullPointerException     if the array or a class is null
     * @throws IllegalArgumentException if no class is given
     */
    public static QuerySpec of(Class<?>... types) {
        if (types == null) {
            throw new NullPointerException("QuerySpec.of(...) got a null class array; pass component classes");
        }
        return of(List.of(checked(types, "of")));
    }

    /**
     * Returns a spec that fetches the component classes of a list, in its order: for tools that
     * read the classes from a file or a script. Otherwise like {@link #of(Class[])}.
     *
     * @param types one or more component classes
     * @return a new spec
     * @throws NullPointerException     if the list or a class in it is null
     * @throws IllegalArgumentException if the list is empty
     */
    public static QuerySpec of(List<? extends Class<?>> types) {
        if (types == null) {
            throw new NullPointerException("QuerySpec.of(...) got a null list; pass a list of component classes");
        }
        List<Class<?>> fetched = copy(types, "of");
        if (fetched.isEmpty()) {
            throw new IllegalArgumentException("QuerySpec.of(...) got no class; a query fetches at least one "
                    + "component class, e.g. QuerySpec.of(Position.class)");
        }
        return new QuerySpec(fetched, List.of(), List.of(), List.of(), List.of(), List.of(), WalkOrder.STORAGE);
    }

    /**
     * Returns a spec that also hands over these components where the entity has them, and
     * {@code null} where it does not: optional terms, at the positions after the fetched
     * classes and the optional terms given before, in this order. The entities visited do not
     * change. An optional term also named by {@link #with}, {@link #changed} or {@link #added}
     * is required (then never {@code null}).
     *
     * @param types component classes
     * @return a new spec
     * @throws NullPointerException if the array or a class is null
     */
    public QuerySpec optional(Class<?>... types) {
        return new QuerySpec(fetched, plus(optional, types, "optional"), with, without, any, changes, order);
    }

    /**
     * Returns a spec that also requires these components, without handing them over.
     *
     * @param types component classes the entity must also have
     * @return a new spec
     * @throws NullPointerException if the array or a class is null
     */
    public QuerySpec with(Class<?>... types) {
        return new QuerySpec(fetched, optional, plus(with, types, "with"), without, any, changes, order);
    }

    /**
     * Returns a spec that skips entities having any of these components.
     *
     * @param types component classes the entity must not have
     * @return a new spec
     * @throws NullPointerException if the array or a class is null
     */
    public QuerySpec without(Class<?>... types) {
        return new QuerySpec(fetched, optional, with, plus(without, types, "without"), any, changes, order);
    }

    /**
     * Returns a spec that also requires at least one of these components (a group; each group
     * added must hold). {@link World#query(QuerySpec)} refuses a group of fewer than two
     * classes, or one that names a class twice, an excluded class or a required one.
     *
     * @param types the group's component classes
     * @return a new spec
     * @throws NullPointerException if the array or a class is null
     */
    public QuerySpec any(Class<?>... types) {
        List<List<Class<?>>> groups = new ArrayList<>(any);
        groups.add(List.of(checked(types, "any")));
        return new QuerySpec(fetched, optional, with, without, List.copyOf(groups), changes, order);
    }

    /**
     * Returns a spec that visits only entities whose {@code type} component changed (was
     * replaced, marked or added) after the baseline: the running system's last run, or the tick
     * given to {@link DynamicQuery#since(int)}. Requires {@code type} if the spec does not.
     * See {@link Query1#changed(Class)}.
     *
     * @param type the component class whose changes count
     * @return a new spec
     * @throws NullPointerException if {@code type} is null
     */
    public QuerySpec changed(Class<?> type) {
        return withChange(type, false, "changed");
    }

    /**
     * Returns a spec that visits only entities whose {@code type} component was added after
     * the baseline (see {@link #changed(Class)}); a component replaced by {@code add} is not
     * added again. Requires {@code type} if the spec does not.
     *
     * @param type the component class whose additions count
     * @return a new spec
     * @throws NullPointerException if {@code type} is null
     */
    public QuerySpec added(Class<?> type) {
        return withChange(type, true, "added");
    }

    private QuerySpec withChange(Class<?> type, boolean ofAdd, String method) {
        if (type == null) {
            throw new NullPointerException(method + "(...) needs a component class, e.g. Position.class");
        }
        List<ChangeTerm> more = new ArrayList<>(changes);
        more.add(new ChangeTerm(type, ofAdd));
        return new QuerySpec(fetched, optional, with, without, any, List.copyOf(more), order);
    }

    /**
     * Returns a spec whose queries walk in {@code order}: {@link WalkOrder#ENTITY_INDEX} for a
     * stable order, {@link WalkOrder#STORAGE} (the default) for the fastest.
     *
     * @param order the order to walk in
     * @return a new spec
     * @throws NullPointerException if {@code order} is null
     */
    public QuerySpec ordered(WalkOrder order) {
        if (order == null) {
            throw new NullPointerException("ordered(...) needs an order: WalkOrder.ENTITY_INDEX for a stable one, "
                    + "WalkOrder.STORAGE for the fastest");
        }
        return new QuerySpec(fetched, optional, with, without, any, changes, order);
    }

    /**
     * Returns the components a walk hands over, by position: the fetched classes, then the
     * optional ones.
     *
     * @return an unmodifiable list
     */
    public List<Class<?>> components() {
        if (optional.isEmpty()) {
            return fetched;
        }
        List<Class<?>> all = new ArrayList<>(fetched);
        all.addAll(optional);
        return Collections.unmodifiableList(all);
    }

    /**
     * Returns the fetched classes (required and handed over), in order.
     *
     * @return an unmodifiable list, never empty
     */
    public List<Class<?>> fetchedTypes() {
        return fetched;
    }

    /**
     * Returns the optional terms, in order.
     *
     * @return an unmodifiable list
     */
    public List<Class<?>> optionalTypes() {
        return optional;
    }

    /**
     * Returns the classes required by {@link #with}, in order.
     *
     * @return an unmodifiable list
     */
    public List<Class<?>> withTypes() {
        return with;
    }

    /**
     * Returns the classes excluded by {@link #without}, in order.
     *
     * @return an unmodifiable list
     */
    public List<Class<?>> withoutTypes() {
        return without;
    }

    /**
     * Returns the {@link #any} groups, in order.
     *
     * @return an unmodifiable list of unmodifiable lists
     */
    public List<List<Class<?>>> anyGroups() {
        return any;
    }

    /**
     * Returns the classes of the {@link #changed} filters, in order.
     *
     * @return an unmodifiable list
     */
    public List<Class<?>> changedTypes() {
        return changeTypes(false);
    }

    /**
     * Returns the classes of the {@link #added} filters, in order.
     *
     * @return an unmodifiable list
     */
    public List<Class<?>> addedTypes() {
        return changeTypes(true);
    }

    private List<Class<?>> changeTypes(boolean ofAdd) {
        List<Class<?>> types = new ArrayList<>();
        for (ChangeTerm term : changes) {
            if (term.ofAdd() == ofAdd) {
                types.add(term.type());
            }
        }
        return Collections.unmodifiableList(types);
    }

    /**
     * Returns the order its queries walk in: {@link WalkOrder#STORAGE} unless {@link #ordered}
     * said otherwise.
     *
     * @return the order
     */
    public WalkOrder order() {
        return order;
    }

    /** The change filters in the order given, for {@link DynamicQuery}: each class and whether it is {@code added}. */
    int changeCount() {
        return changes.size();
    }

    Class<?> changeType(int i) {
        return changes.get(i).type();
    }

    boolean changeOfAdd(int i) {
        return changes.get(i).ofAdd();
    }

    /**
     * Tells whether {@code other} is a spec with the same classes in the same roles and the same
     * order, and the same walk order.
     *
     * @param other any object, or {@code null}
     * @return {@code true} if equal
     */
    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof QuerySpec that
                && fetched.equals(that.fetched)
                && optional.equals(that.optional)
                && with.equals(that.with)
                && without.equals(that.without)
                && any.equals(that.any)
                && changes.equals(that.changes)
                && order == that.order;
    }

    /**
     * Returns a hash code consistent with {@link #equals}.
     *
     * @return the hash code
     */
    @Override
    public int hashCode() {
        return Objects.hash(fetched, optional, with, without, any, changes, order);
    }

    /**
     * Describes the spec in the form of {@link Query#toString()}, e.g.
     * {@code QuerySpec[Position, Velocity, Shield? with Player without Dead any(Sprite, Text)]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("QuerySpec[");
        append(text, "", fetched, "");
        append(text, ", ", optional, "?");
        append(text, " with ", with, "");
        append(text, " without ", without, "");
        for (List<Class<?>> group : any) {
            append(text, " any(", group, "");
            text.append(')');
        }
        for (int i = 0; i < changes.size(); i++) {
            text.append(i == 0 ? " " : ", ").append(changes.get(i));
        }
        if (order == WalkOrder.ENTITY_INDEX) {
            text.append(" in entity index order");
        }
        return text.append(']').toString();
    }

    private static void append(StringBuilder text, String label, List<Class<?>> types, String suffix) {
        for (int i = 0; i < types.size(); i++) {
            text.append(i == 0 ? label : ", ")
                    .append(types.get(i).getSimpleName())
                    .append(suffix);
        }
    }

    /** {@code existing} with {@code types} appended, refusing nulls with the {@code method}'s name. */
    private static List<Class<?>> plus(List<Class<?>> existing, Class<?>[] types, String method) {
        Class<?>[] added = checked(types, method);
        if (added.length == 0) {
            return existing;
        }
        List<Class<?>> all = new ArrayList<>(existing);
        Collections.addAll(all, added);
        return List.copyOf(all);
    }

    /** {@code types}, refused if it or a class in it is null. */
    private static Class<?>[] checked(Class<?>[] types, String method) {
        if (types == null) {
            throw new NullPointerException(method + "(...) got a null class array; pass component classes");
        }
        for (int i = 0; i < types.length; i++) {
            if (types[i] == null) {
                throw nullClass(method, "argument " + i);
            }
        }
        return types;
    }

    /** A copy of {@code types}, refused if a class in it is null. */
    private static List<Class<?>> copy(List<? extends Class<?>> types, String method) {
        List<Class<?>> copy = new ArrayList<>(types.size());
        for (int i = 0; i < types.size(); i++) {
            Class<?> type = types.get(i);
            if (type == null) {
                throw nullClass(method, "element " + i + " of the list");
            }
            copy.add(type);
        }
        return Collections.unmodifiableList(copy);
    }

    private static NullPointerException nullClass(String method, String where) {
        return new NullPointerException(
                method + "(...) got a null class (" + where + "); pass component classes such as Position.class");
    }
}
