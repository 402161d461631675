package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.mockito.Mockito.mock;

import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class StatsTableTest {

    private static final String NL = System.lineSeparator();

    private final SystemRegistry systems = new SystemRegistry();

    private void register(String name, Consumer<SystemConfig> configure) {
        systems.register(name, mock(GameSystem.class), configure);
    }

    private Schedule schedule(Phase... phases) {
        return Schedule.of(
                systems,
                List.of(phases),
                CommandsFlush.END_OF_PHASE,
                AmbiguityPolicy.REPORT,
                new LinkedHashMap<>(),
                new IdentityHashMap<>());
    }

    private SystemStats stats(String name) {
        return systems.named(name).stats;
    }

    private static List<String> names(List<SystemStats> stats) {
        return stats.stream().map(SystemStats::name).toList();
    }

    @Nested
    class Rows {

        @Test
        void statsAreListedInPhaseOrderThenExecutionOrder() {
            register("draw", s -> s.inPhase(Phase.RENDER));
            register("collide", s -> s.after("move"));
            register("move", s -> {});

            StatsTable table = new StatsTable(schedule(Phase.UPDATE, Phase.RENDER).plans);

            assertEquals(List.of("move", "collide", "draw"), names(table.all()));
            assertThrows(UnsupportedOperationException.class, () -> table.all().clear());
        }

        @Test
        void resetZeroesEverySystem() {
            register("a", s -> {});
            register("b", s -> s.inPhase(Phase.RENDER));
            StatsTable table = new StatsTable(schedule(Phase.UPDATE, Phase.RENDER).plans);
            stats("a").record(100);
            stats("b").record(200);
            stats("b").skip("own condition");

            table.reset();

            for (SystemStats s : table.all()) {
                assertEquals(0, s.calls(), s.name());
                assertEquals(0, s.skips(), s.name());
                assertEquals(0, s.maxNanos(), s.name());
            }
        }
    }

    @Nested
    class Printing {

        @Test
        void columnsAreAsWideAsTheLongestPhaseAndSystemNameAndTimesAreMicroseconds() {
            register("a", s -> {});
            register("collisions", s -> {});
            Phase idle = Phase.variable("IDLE_ANIMATIONS"); // no systems, still sets the phase column
            StatsTable table = new StatsTable(schedule(idle, Phase.UPDATE).plans);
            stats("a").record(1_500);
            stats("a").record(2_500);

            assertEquals(
                    ""
                            + "phase            system           calls     last µs      avg µs      max µs     skips  state"
                            + NL
                            + "UPDATE           a                    2         2.5         2.0         2.5         0"
                            + NL
                            + "UPDATE           collisions           0         0.0         0.0         0.0         0"
                            + NL,
                    table.render());
        }

        @Test
        void theStateSaysWhatKeepsASystemOffInMembershipOrderThenItsOwnFlag() {
            register("move", s -> s.label("sim").label("world"));
            Schedule schedule = schedule(Phase.UPDATE);
            StatsTable table = new StatsTable(schedule.plans);
            schedule.sets.label("world").enabled = false;
            schedule.sets.phase(Phase.UPDATE).enabled = false;
            systems.named("move").enabled = false;
            stats("move").skip("own condition");

            assertEquals("off: phase UPDATE disabled, label 'world' disabled, disabled", state(table));
        }

        @Test
        void withNothingKeepingItOffTheStateSaysWhyTheLatestRunWasSkipped() {
            register("move", s -> s.label("sim"));
            StatsTable table = new StatsTable(schedule(Phase.UPDATE).plans);

            assertEquals("", state(table));
            stats("move").skip("label 'sim' condition");
            assertEquals("last skipped: label 'sim' condition", state(table));
            stats("move").record(10);
            assertEquals("", state(table));
        }

        /** The state column of the first row (columns are two or more spaces apart; the state may be empty). */
        private String state(StatsTable table) {
            String[] columns = table.render().split(NL)[1].split(" {2,}");
            return columns.length > 7 ? columns[7] : "";
        }
    }
}
