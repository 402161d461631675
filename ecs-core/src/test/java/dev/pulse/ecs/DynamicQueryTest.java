package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.column.Motion;
import dev.pulse.ecs.internal.Pages;
import dev.pulse.testing.fixtures.AllocationMeter;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * {@link World#query(QuerySpec)} and {@link DynamicQuery}: each term of a spec, what
 * {@code world.query(spec)} refuses and with which message, the {@link QueryRow} a walk hands
 * over (by position, by class, only inside the action), the early-exit walks and what the base
 * query gives, changes during a walk, walk copies and allocation. The random-operation model
 * test, which also compares with the typed queries, is {@link DynamicQueryModelTest}.
 */
class DynamicQueryTest {

    private final World world = new World();

    record Shield(int strength) {}

    record Sprite(String name) {}

    record Text(String text) {}

    /** A class that no entity of these tests ever has. */
    record NeverAdded() {}

    /** The entities a walk of {@code query} visits, in walk order. */
    private static List<Entity> visits(DynamicQuery query) {
        List<Entity> visited = new ArrayList<>();
        query.forEach(row -> visited.add(row.entity()));
        return visited;
    }

    /** What {@code read} answers for each visited row, in walk order. */
    private static <T> List<T> read(DynamicQuery query, Function<QueryRow, T> read) {
        List<T> values = new ArrayList<>();
        query.forEach(row -> values.add(read.apply(row)));
        return values;
    }

    @Nested
    class Terms {
        @Test
        void fetchedClassesAreRequiredAndHandedOverByPositionAndByClass() {
            Position p = new Position(1, 2);
            Velocity v = new Velocity(3, 4);
            Entity both = world.spawn(p, v);
            world.spawn(new Position(0, 0));
            world.spawn(new Velocity(0, 0));
            DynamicQuery query = world.query(QuerySpec.of(Position.class, Velocity.class));
            List<Object[]> rows = read(query, row -> new Object[] {
                row.entity(), row.get(0), row.get(1), row.get(Position.class), row.get(Velocity.class), row.size()
            });
            assertEquals(1, rows.size());
            Object[] row = rows.get(0);
            assertSame(both, row[0]);
            assertSame(p, row[1]);
            assertSame(v, row[2]);
            assertSame(p, row[3]);
            assertSame(v, row[4]);
            assertEquals(2, row[5]);
        }

        @Test
        void anOptionalTermIsHandedOverWhereItExistsAndNullElsewhereWithoutChangingTheMatches() {
            Shield shield = new Shield(5);
            Entity shielded = world.spawn(new Position(0, 0), shield);
            Entity bare = world.spawn(new Position(1, 1));
            world.spawn(shield);
            DynamicQuery query = world.query(QuerySpec.of(Position.class).optional(Shield.class));
            assertEquals(List.of(shielded, bare), visits(query));
            assertEquals(Arrays.asList(shield, null), read(query, row -> row.get(1)));
            assertEquals(Arrays.asList(shield, null), read(query, row -> row.get(Shield.class)));
            assertEquals(List.of(true, false), read(query, row -> row.has(1)));
            assertEquals(List.of(true, false), read(query, row -> row.has(Shield.class)));
            assertEquals(List.of(true, true), read(query, row -> row.has(0) && row.has(Position.class)));
            assertEquals(2, query.count());
            assertTrue(query.matches(bare));
        }

        @Test
        void optionalTermsTakeThePositionsAfterTheFetchedClassesInTheOrderGiven() {
            Shield shield = new Shield(1);
            Text text = new Text("t");
            Entity e = world.spawn(new Position(0, 0), shield, text);
            DynamicQuery query = world.query(
                    QuerySpec.of(Position.class).optional(Sprite.class).optional(Shield.class, Text.class));
            List<List<Object>> rows = read(query, row -> {
                List<Object> values = new ArrayList<>();
                for (int i = 0; i < row.size(); i++) {
                    values.add(row.get(i));
                }
                return values;
            });
            assertEquals(List.of(Arrays.asList(world.get(e, Position.class), null, shield, text)), rows);
        }

        @Test
        void anOptionalTermWhoseStorageHasNoPageThereIsNullOnThatPage() {
            List<Entity> entities = new ArrayList<>();
            for (int i = 0; i < Pages.SIZE + 10; i++) {
                entities.add(world.spawn(new Position(i, 0)));
            }
            Entity first = entities.get(0);
            Entity onSecondPage = entities.get(Pages.SIZE + 5);
            world.add(first, new Shield(1));
            DynamicQuery query = world.query(QuerySpec.of(Position.class).optional(Shield.class));
            List<Entity> shielded = new ArrayList<>();
            List<Entity> visited = new ArrayList<>();
            query.forEach(row -> {
                visited.add(row.entity());
                if (row.has(Shield.class)) {
                    shielded.add(row.entity());
                }
            });
            assertEquals(entities, visited);
            assertEquals(List.of(first), shielded);
            assertTrue(visited.contains(onSecondPage));
        }

        @Test
        void anOptionalTermAddedDuringTheWalkInANewPageIsHandedOverWhenReached() {
            List<Entity> entities = new ArrayList<>();
            for (int i = 0; i < Pages.SIZE + 10; i++) {
                entities.add(world.spawn(new Position(i, 0)));
            }
            Entity late = entities.get(Pages.SIZE + 3);
            Shield shield = new Shield(9);
            DynamicQuery query = world.query(QuerySpec.of(Position.class).optional(Shield.class));
            List<Object> handed = new ArrayList<>();
            query.forEach(row -> {
                if (row.entity() == entities.get(0)) {
                    world.add(late, shield); // the Shield storage's second page appears now
                }
                if (row.entity() == late) {
                    handed.add(row.get(1));
                }
            });
            assertEquals(List.of(shield), handed);
        }

        @Test
        void anOptionalTermAlsoRequiredByWithIsNeverNull() {
            world.spawn(new Position(0, 0));
            Entity shielded = world.spawn(new Position(0, 0), new Shield(2));
            DynamicQuery query = world.query(
                    QuerySpec.of(Position.class).optional(Shield.class).with(Shield.class));
            assertEquals(List.of(shielded), visits(query));
            assertEquals(List.of(true), read(query, row -> row.has(Shield.class)));
        }

        @Test
        void withRequiresAndWithoutExcludesWithoutHandingThemOver() {
            Entity frozen = world.spawn(new Position(0, 0), new Frozen());
            world.spawn(new Position(0, 0));
            world.spawn(new Position(0, 0), new Frozen(), new Health(1));
            DynamicQuery query =
                    world.query(QuerySpec.of(Position.class).with(Frozen.class).without(Health.class));
            assertEquals(List.of(frozen), visits(query));
            assertEquals(List.of(1), read(query, QueryRow::size));
        }

        @Test
        void eachAnyGroupNeedsOneOfItsClasses() {
            Entity sprite = world.spawn(new Position(0, 0), new Sprite("s"), new Health(1));
            Entity text = world.spawn(new Position(0, 0), new Text("t"), new Shield(1));
            Entity both = world.spawn(new Position(0, 0), new Sprite("s"), new Text("t"), new Health(1));
            world.spawn(new Position(0, 0), new Health(1));
            world.spawn(new Position(0, 0), new Sprite("no second group"));
            DynamicQuery query = world.query(
                    QuerySpec.of(Position.class).any(Sprite.class, Text.class).any(Health.class, Shield.class));
            assertEquals(List.of(sprite, text, both), visits(query));
            assertEquals(3, query.count());
        }

        @Test
        void anAnyGroupOfOptionalTermsHandsEachOverWithAtLeastOneNonNull() {
            Sprite s = new Sprite("s");
            Text t = new Text("t");
            world.spawn(new Position(0, 0), s);
            world.spawn(new Position(0, 0), t);
            world.spawn(new Position(0, 0));
            DynamicQuery query = world.query(QuerySpec.of(Position.class)
                    .optional(Sprite.class, Text.class)
                    .any(Sprite.class, Text.class));
            assertEquals(
                    List.of(Arrays.asList(s, null), Arrays.asList(null, t)),
                    read(query, row -> Arrays.asList(row.get(1), row.get(2))));
        }

        @Test
        void changedVisitsOnlyWhatChangedSinceTheBaselineAndRequiresItsClass() {
            Entity a = world.spawn(new Position(0, 0), new Velocity(0, 0));
            Entity b = world.spawn(new Position(0, 0), new Velocity(0, 0));
            world.spawn(new Position(0, 0));
            DynamicQuery changed = world.query(QuerySpec.of(Position.class).changed(Velocity.class));
            int seen = world.advanceTick();
            world.markChanged(b, Velocity.class);
            Entity c = world.spawn(new Position(0, 0), new Velocity(0, 0));
            assertEquals(List.of(b, c), visits(changed.since(seen)));
            assertFalse(changed.since(seen).matches(a));
            assertEquals(List.of(a, b, c), visits(changed.since(World.NEVER_RAN)));
            assertEquals(List.of(), visits(changed.since(world.advanceTick())));
        }

        @Test
        void addedIgnoresReplacesAndMarks() {
            Entity a = world.spawn(new Position(0, 0));
            DynamicQuery added = world.query(QuerySpec.of(Position.class).added(Position.class));
            int seen = world.advanceTick();
            world.add(a, new Position(1, 1));
            world.markChanged(a, Position.class);
            Entity b = world.spawn(new Position(0, 0));
            assertEquals(List.of(b), visits(added.since(seen)));
        }

        @Test
        void aChangeFilterOnAnOptionalTermRequiresIt() {
            world.spawn(new Position(0, 0));
            DynamicQuery changed = world.query(
                    QuerySpec.of(Position.class).optional(Shield.class).changed(Shield.class));
            int seen = world.advanceTick();
            Entity shielded = world.spawn(new Position(0, 0), new Shield(1));
            assertEquals(List.of(shielded), visits(changed.since(seen)));
            assertEquals(List.of(true), read(changed.since(seen), row -> row.has(1)));
        }

        @Test
        void twoChangeFiltersMustBothPassAndOtherFiltersStillApply() {
            Entity both = world.spawn(new Position(0, 0), new Velocity(0, 0));
            Entity moved = world.spawn(new Position(0, 0), new Velocity(0, 0));
            Entity frozen = world.spawn(new Position(0, 0), new Velocity(0, 0), new Frozen());
            DynamicQuery query = world.query(QuerySpec.of(Position.class)
                    .without(Frozen.class)
                    .changed(Position.class)
                    .changed(Velocity.class));
            int seen = world.advanceTick();
            world.markChanged(both, Position.class);
            world.markChanged(both, Velocity.class);
            world.markChanged(moved, Position.class);
            world.markChanged(frozen, Position.class);
            world.markChanged(frozen, Velocity.class);
            assertEquals(List.of(both), visits(query.since(seen)));
            assertSame(both, query.since(seen).findFirst(row -> true));
            assertEquals(1, query.since(seen).count());
        }

        @Test
        void aChangeFilteredWalkHandsOptionalTermsAndSkipsPagesLackingARequiredOne() {
            List<Entity> entities = new ArrayList<>();
            for (int i = 0; i < Pages.SIZE + 4; i++) {
                entities.add(world.spawn(new Position(i, 0)));
            }
            Entity secondPage = entities.get(Pages.SIZE + 1);
            Shield shield = new Shield(3);
            world.add(entities.get(1), shield);
            world.add(entities.get(2), new Velocity(0, 0));
            DynamicQuery query = world.query(
                    QuerySpec.of(Position.class).optional(Shield.class).changed(Position.class));
            DynamicQuery needsVelocity =
                    world.query(QuerySpec.of(Position.class, Velocity.class).changed(Position.class));
            int seen = world.advanceTick();
            for (Entity e : List.of(entities.get(1), entities.get(2), entities.get(3), secondPage)) {
                world.markChanged(e, Position.class);
            }
            assertEquals(
                    Arrays.asList(shield, null, null, null), read(query.since(seen), row -> row.get(Shield.class)));
            assertEquals(
                    List.of(entities.get(1), entities.get(2), entities.get(3), secondPage), visits(query.since(seen)));
            assertEquals(List.of(entities.get(2)), visits(needsVelocity.since(seen)));
        }

        @Test
        void sinceNeedsAChangeFilter() {
            DynamicQuery query = world.query(QuerySpec.of(Position.class));
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> query.since(3));
            assertTrue(e.getMessage().contains("has no added/changed filter"), e.getMessage());
        }

        @Test
        void aChangeFilterWithoutABaselineOutsideASystemSaysSo() {
            DynamicQuery query = world.query(QuerySpec.of(Position.class).changed(Position.class));
            world.spawn(new Position(0, 0));
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> query.forEach(row -> {}));
            assertTrue(e.getMessage().contains("no system runs on this thread"), e.getMessage());
        }

        @Test
        void anOrderedSpecWalksInEntityIndexOrderOverAShuffledSparseDriver() {
            List<Entity> marked = new ArrayList<>();
            for (int i = 0; i < 400; i++) {
                Entity e = world.spawn(new Position(i, 0));
                if (i % 10 == 0) {
                    marked.add(e);
                }
            }
            List<Entity> shuffled = new ArrayList<>(marked);
            Collections.shuffle(shuffled, new Random(3));
            for (Entity e : shuffled) {
                world.add(e, new Frozen());
            }
            QuerySpec spec = QuerySpec.of(Position.class).with(Frozen.class);
            DynamicQuery storageOrder = world.query(spec);
            DynamicQuery ordered = world.query(spec.ordered(WalkOrder.ENTITY_INDEX));
            assertSame(WalkOrder.STORAGE, storageOrder.order());
            assertSame(WalkOrder.ENTITY_INDEX, ordered.order());
            assertEquals(shuffled, visits(storageOrder), "a sparse driver walks in its packed order");
            assertEquals(marked, visits(ordered));
            assertEquals(marked.get(0), ordered.forEachUntil(row -> Flow.STOP));
            assertEquals(marked.get(0), ordered.firstOrNull());
            assertEquals(marked, ordered.collect(new ArrayList<>()));
            Entity fifth = marked.get(5);
            assertEquals(fifth, ordered.findFirst(row -> row.get(Position.class).x >= 50));
        }

        @Test
        void anOrderedSpecKeepsItsOrderWithChangeFiltersAnyGroupsAndSince() {
            DynamicQuery query = world.query(QuerySpec.of(Position.class)
                    .any(Sprite.class, Text.class)
                    .changed(Position.class)
                    .ordered(WalkOrder.ENTITY_INDEX));
            assertSame(WalkOrder.ENTITY_INDEX, query.order());
            assertSame(WalkOrder.ENTITY_INDEX, query.since(0).order());
            Entity e = world.spawn(new Position(0, 0), new Text("t"));
            world.spawn(new Position(0, 0));
            assertEquals(List.of(e), visits(query.since(World.NEVER_RAN)));
        }

        @Test
        void aClassThatWasNeverAComponentAnswersEmptyOrIsNoConstraint() {
            Entity e = world.spawn(new Position(0, 0));
            assertEquals(List.of(), visits(world.query(QuerySpec.of(NeverAdded.class))));
            assertEquals(
                    0,
                    world.query(QuerySpec.of(Position.class).with(NeverAdded.class))
                            .count());
            assertEquals(
                    List.of(e), visits(world.query(QuerySpec.of(Position.class).without(NeverAdded.class))));
            DynamicQuery optional = world.query(QuerySpec.of(Position.class).optional(NeverAdded.class));
            assertEquals(List.of(e), visits(optional));
            assertEquals(List.of(false), read(optional, row -> row.has(NeverAdded.class)));
            assertTrue(world.query(QuerySpec.of(NeverAdded.class)).isEmpty());
            assertEquals(0, world.query(NeverAdded.class).count(), "as a typed query");
        }

        @Test
        void tagsAreHandedOverAsTheirSharedInstance() {
            Frozen frozen = new Frozen();
            world.spawn(new Position(0, 0), frozen);
            world.spawn(new Position(0, 0), new Frozen());
            List<Object> tags = read(world.query(QuerySpec.of(Frozen.class)), row -> row.get(0));
            assertEquals(2, tags.size());
            assertSame(tags.get(0), tags.get(1));
        }

        @Test
        void theQueryKeepsItsSpec() {
            QuerySpec spec = QuerySpec.of(Position.class).changed(Position.class);
            DynamicQuery query = world.query(spec);
            assertSame(spec, query.spec());
            assertSame(spec, query.since(1).spec());
        }
    }

    @Nested
    class Refusals {
        private String refused(QuerySpec spec) {
            return assertThrows(IllegalArgumentException.class, () -> world.query(spec))
                    .getMessage();
        }

        @Test
        void aNullSpecIsRefused() {
            NullPointerException e = assertThrows(NullPointerException.class, () -> world.query((QuerySpec) null));
            assertTrue(e.getMessage().contains("needs a spec"), e.getMessage());
        }

        @Test
        void aClassNamedTwiceIsRefusedNamingIt() {
            assertEquals(
                    "Query names Position twice; name each component class once",
                    refused(QuerySpec.of(Position.class, Velocity.class, Position.class)));
            assertEquals(
                    "Query names Shield twice; name each component class once",
                    refused(QuerySpec.of(Position.class).optional(Shield.class, Shield.class)));
            assertEquals(
                    "Query names Position twice; name each component class once",
                    refused(QuerySpec.of(Position.class).optional(Position.class)));
            assertEquals(
                    "Query names Frozen twice; name each component class once",
                    refused(QuerySpec.of(Position.class).with(Frozen.class).with(Frozen.class)));
            assertEquals(
                    "Query names Position twice; name each component class once",
                    refused(QuerySpec.of(Position.class).with(Position.class)));
            assertEquals(
                    "Query names Frozen twice; name each component class once",
                    refused(QuerySpec.of(Position.class).without(Frozen.class, Frozen.class)));
        }

        @Test
        void aClassBothRequiredAndExcludedIsRefusedNamingIt() {
            assertTrue(refused(QuerySpec.of(Position.class).without(Position.class))
                    .startsWith("Query both requires and excludes Position"));
            assertTrue(refused(QuerySpec.of(Position.class).with(Frozen.class).without(Frozen.class))
                    .startsWith("Query both requires and excludes Frozen"));
            assertTrue(
                    refused(QuerySpec.of(Position.class).optional(Shield.class).without(Shield.class))
                            .startsWith("Query has Shield as an optional term and excludes it"));
            assertTrue(
                    refused(QuerySpec.of(Position.class).without(Velocity.class).changed(Velocity.class))
                            .startsWith("Query both requires and excludes Velocity"));
        }

        @Test
        void badAnyGroupsAreRefused() {
            assertTrue(refused(QuerySpec.of(Position.class).any(Sprite.class))
                    .startsWith("any(...) needs at least two component classes, got 1 (Sprite)"));
            assertTrue(refused(QuerySpec.of(Position.class).any(Sprite.class, Sprite.class))
                    .startsWith("any(...) names Sprite twice"));
            assertTrue(refused(QuerySpec.of(Position.class).any(Position.class, Sprite.class))
                    .contains("which the query already requires"));
            assertTrue(refused(QuerySpec.of(Position.class).without(Text.class).any(Sprite.class, Text.class))
                    .startsWith("Query excludes Text and names it in any(...)"));
        }

        @Test
        void aRepeatedChangeFilterIsRefused() {
            assertTrue(
                    refused(QuerySpec.of(Position.class).changed(Position.class).changed(Position.class))
                            .contains("already filters on changed Position"));
            world.query(QuerySpec.of(Position.class).changed(Position.class).added(Position.class)); // both: fine
        }

        @Test
        void aColumnComponentCannotBeFetchedButCanFilter() {
            assertTrue(refused(QuerySpec.of(Motion.class)).startsWith("Cannot fetch Motion in world.query(...)"));
            assertTrue(
                    refused(QuerySpec.of(Position.class).optional(Motion.class)).startsWith("Cannot fetch Motion"));
            Entity e = world.spawn(new Position(0, 0), new Motion(0, 0, 0, 0));
            world.spawn(new Position(0, 0));
            assertEquals(
                    List.of(e), visits(world.query(QuerySpec.of(Position.class).with(Motion.class))));
        }

        @Test
        void aClassThatCanNeverBeAComponentIsRefusedNamingIt() {
            assertTrue(
                    refused(QuerySpec.of(Runnable.class)).startsWith("Cannot use java.lang.Runnable as a component"));
            assertTrue(
                    refused(QuerySpec.of(Position.class).with(int.class)).startsWith("Cannot use primitive type int"));
            assertTrue(
                    refused(QuerySpec.of(Position.class).changed(Entity.class)).startsWith("Cannot use Entity"));
        }

        @Test
        void thirtyTwoComponentsAreTheMostAQueryHandsOver() {
            Class<?>[] fresh = new Class<?>[DynamicQuery.MAX_COMPONENTS + 1];
            for (int i = 0; i < fresh.length; i++) {
                fresh[i] = FreshClasses.copyOf(Shield.class);
            }
            Class<?>[] optional = Arrays.copyOfRange(fresh, 1, DynamicQuery.MAX_COMPONENTS);
            QuerySpec most = QuerySpec.of(Position.class).optional(optional);
            DynamicQuery query = world.query(most);
            assertEquals(32, most.components().size());
            String message = refused(most.optional(fresh[DynamicQuery.MAX_COMPONENTS]));
            assertTrue(message.contains("hands over 33 components, but a query hands at most 32"), message);
            // The last position is an optional term like the others (bit 31 of the mask).
            Entity e = world.spawn(new Position(0, 0));
            Object last = newInstance(fresh[DynamicQuery.MAX_COMPONENTS - 1]);
            world.add(e, last);
            Entity bare = world.spawn(new Position(0, 0));
            Entity onlyOptional = world.spawn(newInstance(fresh[1])); // the first position is required
            assertEquals(List.of(e, bare), visits(query));
            assertEquals(Arrays.asList(last, null), read(query, row -> row.get(31)));
            assertEquals(Arrays.asList(null, null), read(query, row -> row.get(30)));
            assertTrue(query.matches(bare));
            assertFalse(query.matches(onlyOptional));
        }

        private Object newInstance(Class<?> type) {
            try {
                java.lang.reflect.Constructor<?> constructor = type.getDeclaredConstructor(int.class);
                constructor.setAccessible(true);
                return constructor.newInstance(1);
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        }

        @Test
        void nullActionsAreRefused() {
            DynamicQuery query = world.query(QuerySpec.of(Position.class));
            assertEquals(
                    "forEach needs an action, e.g. row -> ...",
                    assertThrows(NullPointerException.class, () -> query.forEach(null))
                            .getMessage());
            assertEquals(
                    "forEachUntil needs an action, e.g. row -> ...",
                    assertThrows(NullPointerException.class, () -> query.forEachUntil(null))
                            .getMessage());
            assertEquals(
                    "findFirst needs an action, e.g. row -> ...",
                    assertThrows(NullPointerException.class, () -> query.findFirst(null))
                            .getMessage());
        }
    }

    @Nested
    class Rows {
        @Test
        void aRowKeptPastItsActionRefusesToBeRead() {
            world.spawn(new Position(0, 0));
            DynamicQuery query = world.query(QuerySpec.of(Position.class));
            QueryRow[] kept = new QueryRow[1];
            query.forEach(row -> kept[0] = row);
            QueryRow row = kept[0];
            List<Runnable> reads = List.of(
                    row::entity,
                    () -> row.get(0),
                    () -> row.get(Position.class),
                    () -> row.has(0),
                    () -> row.has(Position.class));
            for (Runnable read : reads) {
                IllegalStateException e = assertThrows(IllegalStateException.class, read::run);
                assertTrue(
                        e.getMessage().startsWith("A QueryRow of Query[Position] was read after its action returned"),
                        e.getMessage());
            }
            assertEquals(1, row.size(), "its size is no read of an entity");
        }

        @Test
        void aClosedRowHoldsNoComponentPageOrAction() {
            world.spawn(new Position(0, 0), new Shield(1));
            DynamicQuery query = world.query(QuerySpec.of(Position.class).optional(Shield.class));
            QueryRow[] kept = new QueryRow[1];
            query.forEach(row -> kept[0] = row);
            assertEquals(Arrays.asList(null, null), Arrays.asList(kept[0].values), "no component kept alive");
            assertEquals(Arrays.asList(null, null), Arrays.asList(kept[0].pages), "no page kept alive");
            assertNull(kept[0].action);
        }

        @Test
        void aRowIsAlsoClosedBetweenEntitiesAndAfterEarlyExitWalks() {
            world.spawn(new Position(0, 0));
            world.spawn(new Position(1, 0));
            DynamicQuery query = world.query(QuerySpec.of(Position.class));
            QueryRow[] kept = new QueryRow[1];
            List<Boolean> previousClosed = new ArrayList<>();
            query.forEachUntil(row -> {
                if (kept[0] != null) {
                    previousClosed.add(kept[0] == row);
                }
                kept[0] = row;
                return Flow.CONTINUE;
            });
            assertEquals(List.of(true), previousClosed, "one row for the walk");
            assertThrows(IllegalStateException.class, kept[0]::entity);
            query.findFirst(row -> {
                kept[0] = row;
                return true;
            });
            assertThrows(IllegalStateException.class, kept[0]::entity);
        }

        @Test
        void aPositionOutOfRangeIsRefusedWithThePositions() {
            world.spawn(new Position(0, 0));
            DynamicQuery query = world.query(QuerySpec.of(Position.class).optional(Shield.class));
            List<String> messages = new ArrayList<>();
            query.forEach(row -> {
                for (int position : new int[] {-1, 2}) {
                    messages.add(assertThrows(IndexOutOfBoundsException.class, () -> row.get(position))
                            .getMessage());
                    assertThrows(IndexOutOfBoundsException.class, () -> row.has(position));
                }
            });
            assertEquals(
                    List.of(
                            "Position -1 is not one of Query[Position, Shield?]'s components, which are at positions"
                                    + " 0 to 1 (Position, Shield)",
                            "Position 2 is not one of Query[Position, Shield?]'s components, which are at positions"
                                    + " 0 to 1 (Position, Shield)"),
                    messages);
        }

        @Test
        void aClassTheQueryDoesNotHandOverIsRefused() {
            world.spawn(new Position(0, 0), new Frozen());
            DynamicQuery query = world.query(
                    QuerySpec.of(Position.class).optional(Shield.class).with(Frozen.class));
            List<String> messages = new ArrayList<>();
            query.forEach(row -> {
                messages.add(assertThrows(IllegalArgumentException.class, () -> row.get(Frozen.class))
                        .getMessage());
                assertThrows(IllegalArgumentException.class, () -> row.has(Velocity.class));
                messages.add(assertThrows(NullPointerException.class, () -> row.get((Class<?>) null))
                        .getMessage());
                assertThrows(NullPointerException.class, () -> row.has((Class<?>) null));
            });
            assertEquals(
                    List.of(
                            "Query[Position, Shield? with Frozen] does not hand over Frozen; its components are"
                                    + " Position, Shield. Name Frozen in the spec's of(...) or optional(...) to read"
                                    + " it from the row",
                            "QueryRow.get/has need a component class, e.g. Position.class"),
                    messages);
        }

        @Test
        void theRowHandsWhatWasReadAtTheVisitEvenIfTheActionRemovesOrReplacesIt() {
            Position old = new Position(0, 0);
            Shield shield = new Shield(1);
            Entity e = world.spawn(old, shield);
            DynamicQuery query = world.query(QuerySpec.of(Position.class).optional(Shield.class));
            List<Object> seen = new ArrayList<>();
            query.forEach(row -> {
                world.add(e, new Position(5, 5));
                world.remove(e, Shield.class);
                seen.add(row.get(0));
                seen.add(row.get(Shield.class));
                world.despawn(e);
                seen.add(row.entity());
            });
            assertEquals(List.of(old, shield, e), seen);
        }

        @Test
        void aNestedWalkOfTheSameQueryHasItsOwnRow() {
            Entity a = world.spawn(new Position(0, 0));
            Entity b = world.spawn(new Position(1, 0));
            DynamicQuery query = world.query(QuerySpec.of(Position.class));
            List<String> pairs = new ArrayList<>();
            query.forEach(outer -> {
                query.forEach(inner -> {
                    assertNotSame(outer, inner);
                    pairs.add(outer.entity().index() + "-" + inner.entity().index());
                });
                pairs.add(outer.entity().index() + " after");
            });
            assertEquals(
                    List.of(
                            a.index() + "-" + a.index(),
                            a.index() + "-" + b.index(),
                            a.index() + " after",
                            b.index() + "-" + a.index(),
                            b.index() + "-" + b.index(),
                            b.index() + " after"),
                    pairs);
        }

        @Test
        void oneRowServesTheQuerysWalksOneAfterAnother() {
            world.spawn(new Position(0, 0));
            DynamicQuery query = world.query(QuerySpec.of(Position.class));
            List<QueryRow> rows = new ArrayList<>();
            query.forEach(rows::add);
            query.forEachUntil(row -> {
                rows.add(row);
                return Flow.CONTINUE;
            });
            query.findFirst(rows::add);
            assertSame(rows.get(0), rows.get(1));
            assertSame(rows.get(0), rows.get(2));
        }

        @Test
        void aWalkWhoseActionThrowsLeavesTheRowClosedAndTheQueryUsable() {
            Entity e = world.spawn(new Position(0, 0));
            DynamicQuery query = world.query(QuerySpec.of(Position.class));
            QueryRow[] kept = new QueryRow[1];
            IllegalStateException thrown = assertThrows(
                    IllegalStateException.class,
                    () -> query.forEach(row -> {
                        kept[0] = row;
                        throw new IllegalStateException("boom");
                    }));
            assertEquals("boom", thrown.getMessage());
            assertThrows(IllegalStateException.class, kept[0]::entity);
            assertEquals(List.of(e), visits(query));
            world.despawn(e); // the driver was unlocked
            assertEquals(List.of(), visits(query));
        }
    }

    @Nested
    class Walks {
        @Test
        void forEachUntilStopsWhereTheActionSaysAndAnswersThatEntity() {
            List<Entity> all = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                all.add(world.spawn(new Position(i, 0)));
            }
            DynamicQuery query = world.query(QuerySpec.of(Position.class));
            List<Entity> visited = new ArrayList<>();
            Entity stopped = query.forEachUntil(row -> {
                visited.add(row.entity());
                return row.get(Position.class).x == 2 ? Flow.STOP : Flow.CONTINUE;
            });
            assertSame(all.get(2), stopped);
            assertEquals(all.subList(0, 3), visited);
            assertNull(query.forEachUntil(row -> Flow.CONTINUE));
            NullPointerException e = assertThrows(NullPointerException.class, () -> query.forEachUntil(row -> null));
            assertTrue(e.getMessage().contains("returned null"), e.getMessage());
        }

        @Test
        void findFirstAnswersTheFirstEntityPassingTheTest() {
            world.spawn(new Position(0, 0));
            Entity second = world.spawn(new Position(1, 0), new Shield(1));
            world.spawn(new Position(2, 0), new Shield(2));
            DynamicQuery query = world.query(QuerySpec.of(Position.class).optional(Shield.class));
            assertSame(second, query.findFirst(row -> row.has(Shield.class)));
            assertNull(query.findFirst(row -> false));
        }

        @Test
        void earlyExitWalksWorkOverSparseDrivers() {
            for (int i = 0; i < 100; i++) {
                world.spawn(new Position(i, 0));
            }
            Entity marked = world.spawn(new Position(100, 0), new Frozen());
            Entity other = world.spawn(new Position(101, 0), new Frozen());
            DynamicQuery query = world.query(QuerySpec.of(Position.class).with(Frozen.class));
            assertFalse(world.storage(Frozen.class).isDense());
            assertSame(other, query.findFirst(row -> row.entity() == other));
            assertSame(marked, query.forEachUntil(row -> Flow.STOP));
            assertEquals(List.of(marked, other), visits(query));
        }

        @Test
        void everyWalkUnlocksItsDriverEvenWhenItsActionThrows() {
            world.spawn(new Position(0, 0));
            ComponentStorage<Position> positions = world.storage(Position.class);
            DynamicQuery plain = world.query(QuerySpec.of(Position.class));
            DynamicQuery changed = world.query(QuerySpec.of(Position.class).changed(Position.class))
                    .since(World.NEVER_RAN);
            List<Runnable> walks = List.of(
                    () -> plain.forEach(row -> {}),
                    () -> plain.forEachUntil(row -> Flow.CONTINUE),
                    () -> plain.findFirst(row -> false),
                    () -> changed.forEach(row -> {}),
                    () -> changed.forEachUntil(row -> Flow.CONTINUE));
            for (Runnable walk : walks) {
                walk.run();
                assertFalse(positions.isLocked());
            }
            for (DynamicQuery query : List.of(plain, changed)) {
                assertThrows(
                        IllegalStateException.class,
                        () -> query.forEach(row -> {
                            assertTrue(positions.isLocked());
                            throw new IllegalStateException("boom");
                        }));
                assertFalse(positions.isLocked());
            }
        }

        @Test
        void theClassDocumentationsExampleMovesEveryEntityAndReadsTheShieldWhereThereIsOne() {
            Entity shielded = world.spawn(new Position(0, 0), new Velocity(1, 2), new Shield(3));
            Entity bare = world.spawn(new Position(5, 5), new Velocity(-1, 0));
            List<Shield> shields = new ArrayList<>();
            DynamicQuery query =
                    world.query(QuerySpec.of(Position.class, Velocity.class).optional(Shield.class));
            query.forEach(row -> {
                Position p = row.get(Position.class); // or (Position) row.get(0)
                Velocity v = (Velocity) row.get(1);
                Shield shield = row.get(Shield.class); // null where the entity has no Shield
                p.x += v.dx;
                shields.add(shield);
            });
            assertEquals(1, world.get(shielded, Position.class).x);
            assertEquals(4, world.get(bare, Position.class).x);
            assertEquals(Arrays.asList(new Shield(3), null), shields);
        }

        @Test
        void theBaseQueryMethodsAnswerForTheSpec() {
            Entity player = world.spawn(new Position(0, 0), new Frozen());
            Entity other = world.spawn(new Position(0, 0));
            world.spawn(new Velocity(0, 0), new Frozen());
            DynamicQuery frozen = world.query(
                    QuerySpec.of(Position.class).optional(Shield.class).with(Frozen.class));
            assertEquals(1, frozen.count());
            assertFalse(frozen.isEmpty());
            assertSame(player, frozen.single());
            assertSame(player, frozen.singleOrNull());
            assertSame(player, frozen.first());
            assertSame(player, frozen.firstOrNull());
            assertTrue(frozen.matches(player));
            assertFalse(frozen.matches(other));
            assertEquals(List.of(player), frozen.collect(new ArrayList<>()));
            assertEquals("Query[Position, Shield? with Frozen]", frozen.toString());
            DynamicQuery none = world.query(QuerySpec.of(Health.class));
            assertThrows(NoSuchElementException.class, none::single);
            assertNull(none.firstOrNull());
            assertEquals(2, world.query(QuerySpec.of(Position.class)).count());
        }
    }

    @Nested
    class Drivers {
        @Test
        void aSparseDriverOfSeveralPackedPagesIsWalkedWholeInEveryForm() {
            List<Entity> moving = new ArrayList<>();
            for (int i = 0; i < 20_000; i++) {
                Entity e = world.spawn(new Position(i, 0));
                if (i % 4 == 0) {
                    moving.add(e);
                }
            }
            Collections.shuffle(moving, new Random(5));
            List<Entity> expected = new ArrayList<>();
            for (int i = 0; i < moving.size(); i++) {
                world.add(moving.get(i), new Velocity(i, 0));
                if (i % 10 == 0) {
                    world.add(moving.get(i), new Health(i)); // excluded below
                } else {
                    expected.add(moving.get(i));
                }
            }
            ComponentStorage<Velocity> velocities = world.storage(Velocity.class);
            assertTrue(velocities.size() > Pages.SIZE && !velocities.isDense() && !velocities.inIndexOrder());
            QuerySpec spec = QuerySpec.of(Velocity.class, Position.class).without(Health.class);
            DynamicQuery query = world.query(spec);
            assertEquals(expected, visits(query), "the packed order, which is the order of the adds");
            Entity last = expected.get(expected.size() - 1);
            assertSame(last, query.findFirst(row -> row.entity() == last));
            assertSame(last, query.forEachUntil(row -> row.entity() == last ? Flow.STOP : Flow.CONTINUE));
            assertEquals(expected.size(), query.count());
            List<Entity> sorted = new ArrayList<>(expected);
            sorted.sort((a, b) -> Integer.compare(a.index(), b.index()));
            DynamicQuery ordered = world.query(spec.ordered(WalkOrder.ENTITY_INDEX));
            assertEquals(sorted, visits(ordered));
            Entity lastIndex = sorted.get(sorted.size() - 1);
            assertSame(lastIndex, ordered.findFirst(row -> row.entity() == lastIndex));
        }

        /**
         * Velocity on the first 1,100 entities of page 0 and on 10 entities of page 1, Position
         * on page 0 only: the Velocity driver has entities in a page where Position has none.
         */
        private List<Entity> spawnAcrossTwoPages() {
            List<Entity> both = new ArrayList<>();
            for (int i = 0; i < Pages.SIZE; i++) {
                Entity e = world.spawn(new Position(i, 0));
                if (i < 1_100) {
                    world.add(e, new Velocity(i, 0));
                    both.add(e);
                }
            }
            for (int i = 0; i < 10; i++) {
                world.spawn(new Velocity(-i, 0));
            }
            return both;
        }

        @Test
        void aRequiredStorageWithNoPageWhereTheDriverHasEntitiesMatchesNoneThere() {
            List<Entity> both = spawnAcrossTwoPages();
            DynamicQuery query = world.query(QuerySpec.of(Position.class, Velocity.class));
            assertSame(world.storage(Velocity.class), query.driver());
            assertTrue(world.storage(Velocity.class).isDense());
            assertEquals(both, visits(query));
            Entity velocityOnly = world.entityAt(Pages.SIZE + 3);
            assertEquals(
                    1_110,
                    visits(world.query(QuerySpec.of(Velocity.class).optional(Position.class)))
                            .size());
            assertNull(world.query(QuerySpec.of(Velocity.class).optional(Position.class))
                    .findFirst(row -> row.entity() == velocityOnly && row.has(Position.class)));
            DynamicQuery changed = world.query(QuerySpec.of(Position.class).changed(Velocity.class));
            assertEquals(both, visits(changed.since(World.NEVER_RAN)));
        }

        @Test
        void aSparseOrShuffledDriverSkipsThePageWhereARequiredStorageHasNone() {
            List<Entity> both = spawnAcrossTwoPages();
            Entity first = both.get(0);
            world.remove(first, Velocity.class); // the packed list leaves index order: a sparse driver
            world.add(first, new Velocity(0, 0));
            assertFalse(world.storage(Velocity.class).isDense());
            DynamicQuery query = world.query(QuerySpec.of(Position.class, Velocity.class));
            assertEquals(new HashSet<>(both), new HashSet<>(visits(query)));
            assertEquals(both.size(), visits(query).size());
            DynamicQuery ordered =
                    world.query(QuerySpec.of(Position.class, Velocity.class).ordered(WalkOrder.ENTITY_INDEX));
            assertEquals(both, visits(ordered));
        }
    }

    @Nested
    class ChangesDuringAWalk {
        /** {@code count} entities with a Position each; those at even positions in the list also get a Velocity. */
        private List<Entity> spawn(int count) {
            List<Entity> all = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                Entity e = world.spawn(new Position(i, 0));
                if (i % 2 == 0) {
                    world.add(e, new Velocity(i, 0));
                }
                all.add(e);
            }
            return all;
        }

        /**
         * Walks {@code query} (driven by Velocity) while its action, at the third entity, takes
         * the Velocity of one ahead and gives it back (it left the driver: next walk), despawns
         * one ahead, strips one ahead of its Velocity, gives an odd one a Velocity (it
         * joins the driver: next walk), gives one ahead a Shield (handed over when reached) and
         * spawns a matching newcomer (next walk).
         */
        private void checkRules(DynamicQuery query, List<Entity> all) {
            assertSame(world.storage(Velocity.class), query.driver());
            Entity trigger = all.get(4);
            Entity rejoins = all.get(8);
            Entity despawned = all.get(10);
            Entity stripped = all.get(12);
            Entity joins = all.get(13);
            Entity shielded = all.get(14);
            Shield shield = new Shield(14);
            List<Entity> visited = new ArrayList<>();
            List<Object> shields = new ArrayList<>();
            List<Entity> spawned = new ArrayList<>();
            query.forEach(row -> {
                visited.add(row.entity());
                if (row.entity() == shielded) {
                    shields.add(row.get(Shield.class));
                }
                if (row.entity() == trigger) {
                    world.remove(rejoins, Velocity.class); // left the driver and came back: next walk
                    world.add(rejoins, new Velocity(8, 0));
                    world.despawn(despawned);
                    world.remove(stripped, Velocity.class);
                    world.add(joins, new Velocity(13, 0));
                    world.add(shielded, shield);
                    spawned.add(world.spawn(new Position(-1, 0), new Velocity(-1, 0)));
                }
            });
            List<Entity> expected = new ArrayList<>();
            for (int i = 0; i < all.size(); i += 2) {
                if (i != 8 && i != 10 && i != 12) {
                    expected.add(all.get(i));
                }
            }
            if (query.order() == WalkOrder.ENTITY_INDEX || query.driver().isDense()) {
                assertEquals(expected, visited);
            } else {
                assertEquals(expected.size(), visited.size(), visited::toString);
                assertTrue(visited.containsAll(expected), visited::toString);
            }
            assertTrue(visited.indexOf(trigger) < visited.indexOf(shielded), "the test changes an entity ahead");
            assertEquals(List.of(shield), shields);
            List<Entity> next = visits(query);
            assertTrue(next.contains(spawned.get(0)) && next.contains(joins) && next.contains(rejoins), next::toString);
        }

        @Test
        void aDenseWalkSkipsWhatLeftAndNeverVisitsNewcomers() {
            List<Entity> all = spawn(50);
            DynamicQuery query =
                    world.query(QuerySpec.of(Position.class, Velocity.class).optional(Shield.class));
            assertTrue(world.storage(Velocity.class).isDense());
            checkRules(query, all);
        }

        @Test
        void aPackedWalkSkipsWhatLeftAndNeverVisitsNewcomers() {
            List<Entity> all = spawn(50);
            for (int i = 0; i < 50; i += 2) {
                world.remove(all.get(i), Velocity.class); // the packed list leaves index order: sparse
                world.add(all.get(i), new Velocity(i, 0));
            }
            DynamicQuery query =
                    world.query(QuerySpec.of(Position.class, Velocity.class).optional(Shield.class));
            assertFalse(world.storage(Velocity.class).isDense());
            checkRules(query, all);
        }

        @Test
        void anOrderedWalkOverAShuffledDriverFollowsTheSameRules() {
            List<Entity> all = spawn(50);
            List<Entity> evens = new ArrayList<>();
            for (int i = 0; i < 50; i += 2) {
                evens.add(all.get(i));
            }
            Collections.shuffle(evens, new Random(7));
            for (Entity e : evens) {
                world.remove(e, Velocity.class);
                world.add(e, new Velocity(0, 0));
            }
            DynamicQuery query = world.query(QuerySpec.of(Position.class, Velocity.class)
                    .optional(Shield.class)
                    .ordered(WalkOrder.ENTITY_INDEX));
            assertFalse(world.storage(Velocity.class).isDense());
            assertFalse(world.storage(Velocity.class).inIndexOrder());
            checkRules(query, all);
        }
    }

    @Nested
    class CopiesAndAllocation {
        @Test
        void aQueryWalkedOftenGetsItsOwnCopyOfTheWalkWhereTheRuntimeMakesCopiesAndWalksTheSame() {
            List<Entity> all = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                all.add(world.spawn(new Position(i, 0)));
            }
            DynamicQuery query = world.query(QuerySpec.of(Position.class).optional(Shield.class));
            for (int i = 0; i < LoopCopies.WALKS_BEFORE_COPY; i++) {
                assertEquals(all, visits(query));
            }
            QueryLoops own = query.walker(DynamicQueryLoops.SHARED);
            if (LoopCopies.makesCopies()) {
                assertTrue(own.getClass().isHidden(), own.getClass().getName());
            } else { // the portable paths (pulse.walkCopies=false, Android, TeaVM): the shared walk
                assertSame(DynamicQueryLoops.SHARED, own);
            }
            assertEquals(all, visits(query));
            assertSame(all.get(3), query.findFirst(row -> row.get(Position.class).x == 3));
            assertSame(
                    all.get(4), query.forEachUntil(row -> row.get(Position.class).x == 4 ? Flow.STOP : Flow.CONTINUE));
        }

        @Test
        void walksAllocateNothingPerEntity() {
            List<Entity> all = new ArrayList<>();
            for (int i = 0; i < 2_000; i++) {
                Entity e = world.spawn(new Position(i, 0), new Velocity(1, 0));
                if (i % 3 == 0) {
                    world.add(e, new Shield(i));
                }
                all.add(e);
            }
            Collections.shuffle(all, new Random(1));
            for (Entity e : all.subList(0, 200)) {
                world.add(e, new Frozen()); // sparse, out of index order
            }
            DynamicQuery dense =
                    world.query(QuerySpec.of(Position.class, Velocity.class).optional(Shield.class));
            DynamicQuery sparse =
                    world.query(QuerySpec.of(Position.class).with(Frozen.class).optional(Shield.class));
            DynamicQuery ordered =
                    world.query(QuerySpec.of(Position.class).with(Frozen.class).ordered(WalkOrder.ENTITY_INDEX));
            float[] sum = {0};
            DynamicQuery.ForEach action = row -> {
                Position p = row.get(Position.class);
                sum[0] += p.x + (row.get(row.size() - 1) == null ? 0 : 1);
            };
            DynamicQuery.Until until = row -> Flow.CONTINUE;
            DynamicQuery.Match never = row -> false;
            Runnable walks = () -> {
                for (int i = 0; i < 20; i++) {
                    dense.forEach(action);
                    sparse.forEach(action);
                    ordered.forEach(action);
                    dense.forEachUntil(until);
                    sparse.findFirst(never);
                    ordered.findFirst(never);
                }
            };
            walks.run(); // warm: rows, sorting buffers and walk copies exist from here on
            long bytes = new AllocationMeter().leastBytesAllocatedBy(walks, 3);
            // 120 walks visiting 17,600 entities: one allocation per entity would be 16 bytes x 17,600 at least.
            assertTrue(bytes < 4_000, "120 walks allocated " + bytes + " bytes");
            assertTrue(sum[0] > 0);
        }

        @Test
        void aChangeFilteredWalkAllocatesNoMoreThanTheTypedOne() {
            for (int i = 0; i < 2_000; i++) {
                world.spawn(new Position(i, 0), new Shield(i));
            }
            DynamicQuery dynamic = world.query(
                            QuerySpec.of(Position.class).optional(Shield.class).changed(Position.class))
                    .since(World.NEVER_RAN);
            Query2<Position, Shield> typed = world.query(Position.class)
                    .optional(Shield.class)
                    .changed(Position.class)
                    .since(World.NEVER_RAN);
            float[] sum = {0};
            DynamicQuery.ForEach action = row -> sum[0] += row.get(Position.class).x;
            Query2.ForEach<Position, Shield> typedAction = (e, p, s) -> sum[0] += p.x;
            dynamic.forEach(action);
            typed.forEach(typedAction);
            AllocationMeter meter = new AllocationMeter();
            // Both allocate their walk's ChangedOffsets (its offset buffer grows with the changes), nothing more.
            long dynamicBytes = meter.leastBytesAllocatedBy(() -> dynamic.forEach(action), 3);
            long typedBytes = meter.leastBytesAllocatedBy(() -> typed.forEach(typedAction), 3);
            assertTrue(dynamicBytes <= typedBytes + 64, dynamicBytes + " bytes against the typed walk's " + typedBytes);
            assertTrue(sum[0] > 0);
        }
    }
}
