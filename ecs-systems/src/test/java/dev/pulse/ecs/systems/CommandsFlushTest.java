package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class CommandsFlushTest {

    private static final double STEP = 1.0 / 60;

    private World world;
    private ExecutorService pool;

    @BeforeEach
    void setUp() {
        world = new World();
        pool = Executors.newFixedThreadPool(4);
    }

    @AfterEach
    void tearDown() {
        pool.shutdownNow();
    }

    /** The platformer case: a platform despawned through Commands, then a later system looks for platforms. */
    private List<Integer> platformsSeenAfterDespawn(CommandsFlush policy, ExecutionMode mode) {
        Entity platform = world.spawn(new Counter(1));
        List<Integer> seen = Collections.synchronizedList(new ArrayList<>());
        GameSystem crumble = GameSystem.withCommands((w, commands, dt) -> commands.despawn(platform));
        Scheduler scheduler = Scheduler.builder(world)
                .execution(mode)
                .executor(pool)
                .add("crumble", crumble, s -> s.writes(Counter.class).flushCommands(policy))
                .add("land", (w, dt) -> seen.add(w.count(Counter.class)), s -> s.reads(Counter.class))
                .add("later", (w, dt) -> seen.add(w.count(Counter.class)), s -> s.inPhase(Phase.LATE_UPDATE)
                        .reads(Counter.class))
                .build();
        scheduler.tick(STEP);
        return seen;
    }

    @ParameterizedTest
    @EnumSource(ExecutionMode.class)
    void byDefaultCommandsApplyAtTheEndOfThePhase(ExecutionMode mode) {
        assertEquals(
                List.of(1, 0),
                platformsSeenAfterDespawn(CommandsFlush.END_OF_PHASE, mode),
                "the rest of the phase still sees the platform; the next phase does not");
    }

    @ParameterizedTest
    @EnumSource(ExecutionMode.class)
    void afterSystemAppliesCommandsBeforeTheNextSystemOfThePhase(ExecutionMode mode) {
        assertEquals(List.of(0, 0), platformsSeenAfterDespawn(CommandsFlush.AFTER_SYSTEM, mode));
    }

    @Test
    void afterSystemAppliesOnlyThatSystemsBufferNotTheWorldsOrOthers() {
        List<Integer> seen = new ArrayList<>();
        GameSystem early = GameSystem.withCommands((w, c, dt) -> c.spawn(new Counter(1)));
        GameSystem flusher = GameSystem.withCommands((w, c, dt) -> {
            c.spawn(new Counter(2));
            w.commands().spawn(new Counter(3));
        });
        Scheduler scheduler = Scheduler.builder(world)
                .add("early", early)
                .add("flusher", flusher, s -> s.flushCommands(CommandsFlush.AFTER_SYSTEM))
                .add("spy", (w, dt) -> seen.add(w.count(Counter.class)))
                .build();

        scheduler.tick(STEP);

        assertEquals(List.of(1), seen, "only the flusher's own spawn is visible inside the phase");
        assertEquals(3, world.count(Counter.class), "the others applied at the end of the phase");
    }

    @Test
    void inParallelModeAnAfterSystemFlusherIsASyncPointThatRunsAlone() {
        AtomicInteger running = new AtomicInteger();
        AtomicInteger overlapWithFlusher = new AtomicInteger();
        AtomicInteger flusherRunning = new AtomicInteger();
        Scheduler.Builder builder =
                Scheduler.builder(world).execution(ExecutionMode.PARALLEL).executor(pool);
        for (int i = 0; i < 6; i++) {
            builder.add(
                    "worker" + i,
                    (w, dt) -> {
                        running.incrementAndGet();
                        if (flusherRunning.get() > 0) {
                            overlapWithFlusher.incrementAndGet();
                        }
                        busyWait();
                        running.decrementAndGet();
                    },
                    s -> s.noAccess());
            if (i == 2) {
                GameSystem flusher = GameSystem.withCommands((w, c, dt) -> {
                    flusherRunning.incrementAndGet();
                    if (running.get() > 0) {
                        overlapWithFlusher.incrementAndGet();
                    }
                    c.spawn(new Counter(1));
                    busyWait();
                    flusherRunning.decrementAndGet();
                });
                builder.add("flusher", flusher, s -> s.noAccess().flushCommands(CommandsFlush.AFTER_SYSTEM));
            }
        }
        List<Integer> seenLater = Collections.synchronizedList(new ArrayList<>());
        builder.add("spy", (w, dt) -> seenLater.add(w.count(Counter.class)), s -> s.reads(Counter.class));
        Scheduler scheduler = builder.build();

        for (int tick = 0; tick < 20; tick++) {
            scheduler.tick(STEP);
        }

        assertEquals(0, overlapWithFlusher.get(), "nothing runs at the same time as the flusher");
        assertEquals(20, seenLater.size());
        for (int tick = 0; tick < 20; tick++) {
            assertEquals(tick + 1, seenLater.get(tick), "the spy, after the flusher, sees this tick's spawn");
        }
        assertTrue(scheduler.ambiguityReport().isEmpty(), "the sync point orders; it reports nothing");
    }

    @Test
    void aFailureInALaterSystemKeepsTheFlushedChangesAndTheSystemThatFailedDiscardsItsOwn() {
        Entity doomed = world.spawn(new Counter(1));
        GameSystem killer = GameSystem.withCommands((w, c, dt) -> c.despawn(doomed));
        GameSystem failing = GameSystem.withCommands((w, c, dt) -> {
            c.spawn(new Counter(9));
            throw new IllegalStateException("boom");
        });
        Scheduler scheduler = Scheduler.builder(world)
                .add("killer", killer, s -> s.flushCommands(CommandsFlush.AFTER_SYSTEM))
                .add("failing", failing)
                .build();

        assertThrows(SystemFailureException.class, () -> scheduler.tick(STEP));

        assertFalse(world.isAlive(doomed));
        assertEquals(0, world.count(Counter.class));
    }

    @Test
    void aNullPolicyIsRefused() {
        assertThrows(NullPointerException.class, () -> Scheduler.builder(world)
                .add("a", (w, dt) -> {}, s -> s.flushCommands(null)));
    }

    private static void busyWait() {
        long until = System.nanoTime() + 200_000;
        while (System.nanoTime() < until) {
            Thread.onSpinWait();
        }
    }

    /** Scheduler.Builder.flushCommands: the default for every system that does not choose. */
    @Nested
    class SchedulerWideDefault {

        /** What "land" and "later" see after "crumble" despawned the platform through its commands. */
        private List<Integer> seen(
                Scheduler.Builder builder,
                java.util.function.Consumer<SystemConfig> crumbleConfig,
                ExecutionMode mode) {
            Entity platform = world.spawn(new Counter(1));
            List<Integer> seen = Collections.synchronizedList(new ArrayList<>());
            GameSystem crumble = GameSystem.withCommands((w, commands, dt) -> commands.despawn(platform));
            builder.execution(mode)
                    .executor(pool)
                    .add("crumble", crumble, s -> crumbleConfig.accept(s.writes(Counter.class)))
                    .add("land", (w, dt) -> seen.add(w.count(Counter.class)), s -> s.reads(Counter.class))
                    .add("later", (w, dt) -> seen.add(w.count(Counter.class)), s -> s.inPhase(Phase.LATE_UPDATE)
                            .reads(Counter.class))
                    .build()
                    .tick(STEP);
            return seen;
        }

        @ParameterizedTest
        @EnumSource(ExecutionMode.class)
        void aSchedulerWideAfterSystemAppliesToSystemsThatDoNotChoose(ExecutionMode mode) {
            Scheduler.Builder builder = Scheduler.builder(world).flushCommands(CommandsFlush.AFTER_SYSTEM);

            assertEquals(List.of(0, 0), seen(builder, s -> {}, mode));
        }

        @ParameterizedTest
        @EnumSource(ExecutionMode.class)
        void aSystemsOwnChoiceOverridesTheSchedulerWideDefault(ExecutionMode mode) {
            Scheduler.Builder builder = Scheduler.builder(world).flushCommands(CommandsFlush.AFTER_SYSTEM);

            assertEquals(List.of(1, 0), seen(builder, s -> s.flushCommands(CommandsFlush.END_OF_PHASE), mode));
        }

        @Test
        void theDefaultMayBeSetAfterTheSystemsAreAdded() {
            Entity platform = world.spawn(new Counter(1));
            List<Integer> seen = new ArrayList<>();
            Scheduler.builder(world)
                    .add("crumble", GameSystem.withCommands((w, c, dt) -> c.despawn(platform)))
                    .add("land", (w, dt) -> seen.add(w.count(Counter.class)), s -> s.after("crumble"))
                    .flushCommands(CommandsFlush.AFTER_SYSTEM)
                    .build()
                    .tick(STEP);

            assertEquals(List.of(0), seen);
        }

        @Test
        void withoutASchedulerWideDefaultCommandsApplyAtTheEndOfThePhase() {
            assertEquals(List.of(1, 0), seen(Scheduler.builder(world), s -> {}, ExecutionMode.SEQUENTIAL));
        }

        @Test
        void aNullDefaultIsRefusedNamingTheChoices() {
            NullPointerException e = assertThrows(
                    NullPointerException.class, () -> Scheduler.builder(world).flushCommands(null));

            assertTrue(e.getMessage().contains("END_OF_PHASE or AFTER_SYSTEM"), e.getMessage());
        }
    }
}
