package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * {@link QuerySpec}: a value built from classes, refusing nulls as it is built; what it answers
 * about its terms; equality and its description. What a spec's query does is
 * {@link DynamicQueryTest}.
 */
class QuerySpecTest {

    record Shield() {}

    record Sprite(String name) {}

    record Text(String text) {}

    @Nested
    class Building {
        @Test
        void termsAreKeptInTheOrderGivenEachInItsRole() {
            QuerySpec spec = QuerySpec.of(Position.class, Velocity.class)
                    .optional(Shield.class)
                    .optional(Health.class, Sprite.class)
                    .with(Frozen.class)
                    .without(Text.class)
                    .any(Sprite.class, Text.class)
                    .any(Health.class, Shield.class)
                    .changed(Position.class)
                    .added(Velocity.class)
                    .changed(Health.class)
                    .ordered(WalkOrder.ENTITY_INDEX);
            assertEquals(List.of(Position.class, Velocity.class), spec.fetchedTypes());
            assertEquals(List.of(Shield.class, Health.class, Sprite.class), spec.optionalTypes());
            assertEquals(
                    List.of(Position.class, Velocity.class, Shield.class, Health.class, Sprite.class),
                    spec.components());
            assertEquals(List.of(Frozen.class), spec.withTypes());
            assertEquals(List.of(Text.class), spec.withoutTypes());
            assertEquals(
                    List.of(List.of(Sprite.class, Text.class), List.of(Health.class, Shield.class)), spec.anyGroups());
            assertEquals(List.of(Position.class, Health.class), spec.changedTypes());
            assertEquals(List.of(Velocity.class), spec.addedTypes());
            assertSame(WalkOrder.ENTITY_INDEX, spec.order());
            assertEquals(3, spec.changeCount());
            assertEquals(
                    List.of(Position.class, Velocity.class, Health.class),
                    List.of(spec.changeType(0), spec.changeType(1), spec.changeType(2)));
            assertEquals(
                    List.of(false, true, false),
                    List.of(spec.changeOfAdd(0), spec.changeOfAdd(1), spec.changeOfAdd(2)));
        }

        @Test
        void aFreshSpecHasOnlyItsFetchedClassesAndTheStorageOrder() {
            QuerySpec spec = QuerySpec.of(Position.class);
            assertEquals(List.of(Position.class), spec.fetchedTypes());
            assertEquals(List.of(Position.class), spec.components());
            assertEquals(List.of(), spec.optionalTypes());
            assertEquals(List.of(), spec.withTypes());
            assertEquals(List.of(), spec.withoutTypes());
            assertEquals(List.of(), spec.anyGroups());
            assertEquals(List.of(), spec.changedTypes());
            assertEquals(List.of(), spec.addedTypes());
            assertSame(WalkOrder.STORAGE, spec.order());
        }

        @Test
        void aListBuildsTheSameSpecAsTheArrayAndIsCopied() {
            List<Class<?>> read = new ArrayList<>(List.of(Position.class, Velocity.class));
            QuerySpec spec = QuerySpec.of(read);
            read.add(Health.class);
            assertEquals(QuerySpec.of(Position.class, Velocity.class), spec);
            assertEquals(List.of(Position.class, Velocity.class), spec.fetchedTypes());
        }

        @Test
        void eachStepReturnsANewSpecAndLeavesItsSourceAsItWas() {
            QuerySpec base = QuerySpec.of(Position.class);
            QuerySpec derived = base.with(Velocity.class);
            assertEquals(List.of(), base.withTypes());
            assertEquals(List.of(Velocity.class), derived.withTypes());
            assertEquals(List.of(), base.optional().optionalTypes(), "no class: nothing added");
            assertEquals(base, base.with().without().optional());
            QuerySpec full = base.optional(Health.class).with(Frozen.class).without(Velocity.class);
            assertEquals(full, full.optional().with().without(), "nothing added to terms that exist");
        }

        @Test
        void theListsItAnswersCannotBeChanged() {
            QuerySpec spec = QuerySpec.of(Position.class)
                    .optional(Health.class)
                    .with(Frozen.class)
                    .without(Velocity.class)
                    .any(Sprite.class, Text.class)
                    .changed(Position.class)
                    .added(Health.class);
            List<Function<QuerySpec, List<?>>> lists = List.of(
                    QuerySpec::fetchedTypes,
                    QuerySpec::optionalTypes,
                    QuerySpec::components,
                    QuerySpec::withTypes,
                    QuerySpec::withoutTypes,
                    QuerySpec::anyGroups,
                    QuerySpec::changedTypes,
                    QuerySpec::addedTypes);
            for (Function<QuerySpec, List<?>> list : lists) {
                assertThrows(UnsupportedOperationException.class, () -> list.apply(spec)
                        .clear());
            }
            assertThrows(
                    UnsupportedOperationException.class,
                    () -> spec.anyGroups().get(0).clear());
            assertThrows(
                    UnsupportedOperationException.class,
                    () -> QuerySpec.of(Position.class).components().clear());
        }

        @Test
        void anArrayChangedAfterwardsDoesNotChangeTheSpec() {
            Class<?>[] types = {Position.class, Velocity.class};
            QuerySpec spec = QuerySpec.of(types).any(types);
            types[0] = Health.class;
            assertEquals(List.of(Position.class, Velocity.class), spec.fetchedTypes());
            assertEquals(List.of(List.of(Position.class, Velocity.class)), spec.anyGroups());
        }
    }

    @Nested
    class Refusals {
        @Test
        void noFetchedClassIsRefused() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> QuerySpec.of());
            assertTrue(e.getMessage().contains("at least one component class"), e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> QuerySpec.of(List.of()));
        }

        @Test
        void nullArraysListsAndClassesAreRefusedNamingTheMethodAndWhere() {
            assertMessage(() -> QuerySpec.of((Class<?>[]) null), "QuerySpec.of(...) got a null class array");
            assertMessage(() -> QuerySpec.of((List<Class<?>>) null), "QuerySpec.of(...) got a null list");
            assertMessage(() -> QuerySpec.of(Position.class, null), "of(...) got a null class (argument 1)");
            assertMessage(
                    () -> QuerySpec.of(Arrays.asList(Position.class, Velocity.class, null)),
                    "of(...) got a null class (element 2 of the list)");
            QuerySpec spec = QuerySpec.of(Position.class);
            assertMessage(() -> spec.optional((Class<?>[]) null), "optional(...) got a null class array");
            assertMessage(() -> spec.optional(Health.class, null), "optional(...) got a null class (argument 1)");
            assertMessage(() -> spec.with((Class<?>) null), "with(...) got a null class (argument 0)");
            assertMessage(() -> spec.without((Class<?>[]) null), "without(...) got a null class array");
            assertMessage(() -> spec.without(Frozen.class, null), "without(...) got a null class (argument 1)");
            assertMessage(() -> spec.any(Frozen.class, null), "any(...) got a null class (argument 1)");
            assertMessage(() -> spec.any((Class<?>[]) null), "any(...) got a null class array");
            assertMessage(() -> spec.changed(null), "changed(...) needs a component class");
            assertMessage(() -> spec.added(null), "added(...) needs a component class");
            assertMessage(() -> spec.ordered(null), "ordered(...) needs an order");
        }

        private void assertMessage(Runnable build, String start) {
            NullPointerException e = assertThrows(NullPointerException.class, build::run);
            assertTrue(e.getMessage().startsWith(start), e.getMessage());
        }
    }

    @Nested
    class Equality {
        private QuerySpec full() {
            return QuerySpec.of(Position.class)
                    .optional(Shield.class)
                    .with(Frozen.class)
                    .without(Text.class)
                    .any(Sprite.class, Health.class)
                    .changed(Position.class)
                    .ordered(WalkOrder.ENTITY_INDEX);
        }

        @Test
        void specsWithTheSameTermsAreEqualAndHashAlike() {
            assertEquals(full(), full());
            assertEquals(full().hashCode(), full().hashCode());
            QuerySpec spec = full();
            assertEquals(spec, spec);
        }

        @Test
        void eachTermTellsSpecsApart() {
            QuerySpec base = QuerySpec.of(Position.class);
            List<QuerySpec> different = List.of(
                    base,
                    QuerySpec.of(Velocity.class),
                    QuerySpec.of(Position.class, Velocity.class),
                    base.optional(Shield.class),
                    base.with(Shield.class),
                    base.without(Shield.class),
                    base.any(Shield.class, Sprite.class),
                    base.any(Sprite.class, Shield.class),
                    base.changed(Position.class),
                    base.added(Position.class),
                    base.changed(Position.class).added(Velocity.class),
                    base.added(Velocity.class).changed(Position.class),
                    base.ordered(WalkOrder.ENTITY_INDEX));
            for (int i = 0; i < different.size(); i++) {
                for (int j = 0; j < different.size(); j++) {
                    if (i != j) {
                        assertNotEquals(different.get(i), different.get(j), i + " vs " + j);
                        assertNotEquals(
                                different.get(i).hashCode(), different.get(j).hashCode(), i + " vs " + j);
                    }
                }
            }
            assertNotEquals(base, null);
            assertNotEquals(base, "QuerySpec[Position]");
        }

        @Test
        void theDefaultOrderGivenExplicitlyIsTheSameSpec() {
            QuerySpec base = QuerySpec.of(Position.class);
            assertEquals(base, base.ordered(WalkOrder.STORAGE));
        }
    }

    @Nested
    class Description {
        @Test
        void namesEveryTermLikeAQuery() {
            QuerySpec spec = QuerySpec.of(Position.class, Velocity.class)
                    .optional(Shield.class, Health.class)
                    .with(Frozen.class, Sprite.class)
                    .without(Text.class)
                    .any(Sprite.class, Text.class)
                    .any(Health.class, Shield.class)
                    .changed(Position.class)
                    .added(Velocity.class)
                    .ordered(WalkOrder.ENTITY_INDEX);
            assertEquals(
                    "QuerySpec[Position, Velocity, Shield?, Health? with Frozen, Sprite without Text"
                            + " any(Sprite, Text) any(Health, Shield) changed Position, added Velocity"
                            + " in entity index order]",
                    spec.toString());
        }

        @Test
        void aPlainSpecNamesItsFetchedClassesOnly() {
            assertEquals("QuerySpec[Position]", QuerySpec.of(Position.class).toString());
            assertEquals(
                    "QuerySpec[Position, Health?]",
                    QuerySpec.of(Position.class).optional(Health.class).toString());
        }
    }
}
