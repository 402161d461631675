package com.example.checks;

import dev.pulse.ecs.column.ColumnChunk;
import dev.pulse.ecs.column.ColumnSchema;
import dev.pulse.ecs.column.ColumnStorage;
import dev.pulse.ecs.column.Columnar;
import dev.pulse.ecs.Commands;
import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.column.FloatColumn;
import dev.pulse.ecs.column.IntColumn;
import dev.pulse.ecs.Platform;
import dev.pulse.ecs.Pulse;
import dev.pulse.ecs.StaleEntityException;
import dev.pulse.ecs.Flow;
import dev.pulse.ecs.World;
import dev.pulse.ecs.snapshot.ComponentCodec;
import dev.pulse.ecs.snapshot.FieldReader;
import dev.pulse.ecs.snapshot.FieldWriter;
import dev.pulse.ecs.snapshot.Snapshots;
import dev.pulse.ecs.systems.ExecutionMode;
import dev.pulse.ecs.systems.GameSystem;
import dev.pulse.ecs.systems.Phase;
import dev.pulse.ecs.systems.Scheduler;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Pulse's key checks, run where a game runs: on the JVM ({@link #main(String[])}, and
 * PlatformChecksTest), and compiled by TeaVM into the browser as JavaScript and as WebAssembly GC
 * ({@link PlatformChecksPage}, served as {@code checks-js.html} and {@code checks-wasm.html};
 * BrowserRunTest reads what they print). They are the behaviours that depend on what a runtime
 * offers (reflection, threads, records, class initialisation), each made of real assertions:
 *
 * <ul>
 *   <li>{@code platform}: what {@link Pulse#platform()} answers, against what the runtime is;</li>
 *   <li>{@code tags-vs-data}: a class with fields (own, inherited, or an enum's) is data, each
 *       entity keeping its own object; a class without is a tag;</li>
 *   <li>{@code stale-handle}: a despawned entity's handle, after a spawn reused its slot, answers
 *       as documented and never with the new occupant's data;</li>
 *   <li>{@code columns-declared}, {@code columns-declared-first-use-by-class} and
 *       {@code columns-undeclared}: column records declared with {@link ColumnSchema#declare}
 *       round-trip their values; an undeclared one fails at first use saying what to declare,
 *       where the runtime cannot read records (on HotSpot it is read by reflection);</li>
 *   <li>{@code observers} and {@code change-detection};</li>
 *   <li>{@code queries-arity-1-to-4}, {@code commands} and {@code scheduler-parallel} (a
 *       parallel scheduler runs every system, on the calling thread where there are no threads,
 *       with the results of a sequential one);</li>
 *   <li>{@code snapshot-bytes}, {@code snapshot-record-order} and {@code snapshot-tag};</li>
 *   <li>{@code walk-until-handle}: {@code forEachUntil} and {@code findFirst} answer the handle
 *       the action was given, even when it despawned that entity and a spawn took its slot.</li>
 * </ul>
 *
 * <p>What it prints: a line {@code platform Platform[...]} (which differs between runtimes), then
 * one line per check, {@code PASS name} or {@code FAIL name: what went wrong}, in the order above,
 * then {@code checks: N passed, M failed}. Every line but the first is the same on every runtime
 * where Pulse keeps its promises.
 */
public final class PlatformChecks {

    /** How the summary line starts. */
    public static final String SUMMARY = "checks: ";
    /** How the line that describes the platform starts. */
    public static final String PLATFORM = "platform ";
    /** How a passed check's line starts. */
    public static final String PASS = "PASS ";
    /** How a failed check's line starts. */
    public static final String FAIL = "FAIL ";

    /** Where the checks run, as the program that starts them knows it (not as Pulse reports it). */
    public enum Host {
        /** A Java virtual machine (HotSpot, unless {@code -Dpulse.platform=portable}). */
        JVM,
        /** TeaVM: JavaScript or WebAssembly GC in a browser. */
        TEAVM
    }

    private PlatformChecks() {
    }

    /**
     * Runs the checks on the JVM and prints their lines.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        print(Host.JVM);
    }

    /**
     * Runs the checks and prints their lines to {@code System.out} (the browser's console in
     * TeaVM).
     *
     * @param host where this runs, as its caller knows it (not as Pulse reports it)
     */
    public static void print(Host host) {
        for (String line : run(host)) {
            System.out.println(line);
        }
    }

    /**
     * Runs every check, each in fresh worlds, and answers the lines to print (see the class
     * comment). A check that throws anything fails with that exception's class and message.
     *
     * @param host where this runs, as its caller knows it
     * @return the platform line, one line per check, and the summary
     */
    public static List<String> run(Host host) {
        List<String> lines = new ArrayList<>();
        lines.add(PLATFORM + Pulse.platform());
        int passed = 0;
        int failed = 0;
        for (Check check : checks(host)) {
            String problem;
            try {
                check.body().run();
                problem = null;
            } catch (CheckFailure e) {
                problem = e.getMessage();
            } catch (Throwable e) {
                problem = "threw " + e;
            }
            if (problem == null) {
                lines.add(PASS + check.name());
                passed++;
            } else {
                lines.add(FAIL + check.name() + ": " + problem);
                failed++;
            }
        }
        lines.add(SUMMARY + passed + " passed, " + failed + " failed");
        return lines;
    }

    private static List<Check> checks(Host host) {
        return List.of(
                new Check("platform", () -> platform(host)),
                new Check("tags-vs-data", PlatformChecks::tagsVersusData),
                new Check("stale-handle", PlatformChecks::staleHandle),
                new Check("columns-declared", PlatformChecks::columnsDeclared),
                new Check("columns-declared-first-use-by-class", PlatformChecks::columnsDeclaredFirstUsedByClass),
                new Check("columns-undeclared", PlatformChecks::columnsUndeclared),
                new Check("observers", PlatformChecks::observers),
                new Check("change-detection", PlatformChecks::changeDetection),
                new Check("queries-arity-1-to-4", PlatformChecks::queries),
                new Check("commands", PlatformChecks::commands),
                new Check("scheduler-parallel", PlatformChecks::parallelScheduler),
                new Check("snapshot-bytes", PlatformChecks::snapshotBytes),
                new Check("snapshot-record-order", PlatformChecks::snapshotRecordOrder),
                new Check("snapshot-tag", PlatformChecks::snapshotTag),
                new Check("walk-until-handle", PlatformChecks::walkUntilHandle));
    }

    // ---- platform

    private static void platform(Host host) {
        Platform platform = Pulse.platform();
        if (host == Host.TEAVM) {
            expectEqual("TeaVM", platform.runtime(), "runtime()");
            expect(!platform.threads(), "threads() answered true on TeaVM");
            expect(!platform.hotSpotPaths(), "hotSpotPaths() answered true on TeaVM");
            expect(!platform.readsRecords(), "readsRecords() answered true on TeaVM");
            expect(!platform.walkCopies(), "walkCopies() answered true on TeaVM");
            expect(!platform.fallbackReason().isEmpty(), "fallbackReason() is empty on TeaVM");
        } else {
            expect(!platform.runtime().equals("TeaVM") && !platform.runtime().equals("Android"),
                    "runtime() answered " + platform.runtime() + " on a JVM");
            expect(platform.threads(), "threads() answered false on a JVM");
            boolean portable = "portable".equals(System.getProperty("pulse.platform"));
            expect(platform.hotSpotPaths() == !portable, "hotSpotPaths() answered " + platform.hotSpotPaths()
                    + " with pulse.platform=" + System.getProperty("pulse.platform"));
            expect(platform.fallbackReason().isEmpty() == platform.hotSpotPaths(),
                    "fallbackReason() '" + platform.fallbackReason() + "' with hotSpotPaths() " + platform.hotSpotPaths());
            expect(!platform.hotSpotPaths() || platform.readsRecords(), "HotSpot paths that do not read records");
        }
    }

    // ---- tags and data

    private static void tagsVersusData() {
        World world = new World();
        Entity a = world.spawn(new Position(1, 2), new Marker());
        Entity b = world.spawn(new Position(3, 4));
        expect(!world.storage(Position.class).isTag(), "Position (two fields) is stored as a tag");
        Position pa = world.get(a, Position.class);
        Position pb = world.get(b, Position.class);
        expect(pa != pb, "get(b, Position) answered a's Position object: the issue's defect");
        expect(pa.x == 1 && pa.y == 2 && pb.x == 3 && pb.y == 4, "the positions read back as (" + pa.x + ", " + pa.y
                + ") and (" + pb.x + ", " + pb.y + ")");
        pa.x = 10;
        expect(world.get(b, Position.class).x == 3, "changing a's position changed b's");

        expect(world.storage(Marker.class).isTag(), "Marker (no fields) is not a tag");
        expect(world.has(a, Marker.class) && !world.has(b, Marker.class), "the tag is on the wrong entities");

        Entity c = world.spawn(new Heir(5));
        Entity d = world.spawn(new Heir(6));
        expect(!world.storage(Heir.class).isTag(), "Heir (a field inherited from Base) is stored as a tag");
        expect(world.get(c, Heir.class).hp == 5 && world.get(d, Heir.class).hp == 6, "Heir's inherited field read "
                + world.get(c, Heir.class).hp + " and " + world.get(d, Heir.class).hp);

        Entity calm = world.spawn(Mood.CALM);
        Entity angry = world.spawn(Mood.ANGRY);
        expect(!world.storage(Mood.class).isTag(), "the enum Mood (fields from java.lang.Enum) is stored as a tag");
        expect(world.get(calm, Mood.class) == Mood.CALM && world.get(angry, Mood.class) == Mood.ANGRY,
                "the moods read back as " + world.get(calm, Mood.class) + " and " + world.get(angry, Mood.class));

        Entity frozen = world.spawn(new Frozen());
        expect(world.storage(Frozen.class).isTag(), "the empty record Frozen is not a tag");
        expect(world.has(frozen, Frozen.class) && !world.has(a, Frozen.class), "the Frozen tag is on the wrong entities");
    }

    // ---- stale handles

    private static void staleHandle() {
        World world = new World();
        Entity gone = world.spawn(new Position(1, 2));
        long goneId = gone.id();
        expect(world.despawn(gone), "despawn of a live entity answered false");
        Entity occupant = world.spawn(new Position(9, 9));
        expect(occupant.index() == gone.index(), "the spawn did not reuse the freed slot (" + gone + ", " + occupant
                + "): nothing to check");
        expect(occupant.generation() != gone.generation(), "the reused slot kept its generation: " + occupant);
        expect(!occupant.equals(gone), gone + " equals the new occupant " + occupant);
        expect(!world.isAlive(gone), "isAlive answered true for " + gone);
        expect(world.isAlive(occupant), "isAlive answered false for the new occupant " + occupant);
        expect(world.get(gone, Position.class) == null, "get on the stale handle answered " + describe(world.get(gone,
                Position.class)) + " (documented: null)");
        expect(!world.has(gone, Position.class), "has on the stale handle answered true");
        expect(world.remove(gone, Position.class) == null, "remove on the stale handle removed something");
        expect(!world.despawn(gone), "despawn on the stale handle answered true");
        expect(world.get(occupant, Position.class).x == 9, "the new occupant lost its Position");

        // A handle rebuilt from the id (no owner mark): the slot's generation decides.
        Entity rebuilt = Entity.fromId(goneId);
        expect(world.get(rebuilt, Position.class) == null, "get on the stale handle rebuilt from its id answered "
                + describe(world.get(rebuilt, Position.class)));
        expect(world.storage(Position.class).get(goneId) == null, "storage.get(stale id) answered "
                + describe(world.storage(Position.class).get(goneId)));
        expect(!world.isAlive(rebuilt), "isAlive answered true for the stale handle rebuilt from its id");
        expect(world.storage(Position.class).get(occupant.id()).x == 9, "storage.get(the occupant's id) lost it");

        try {
            world.add(gone, new Position(5, 5));
            throw new CheckFailure("add to the stale handle did not throw StaleEntityException");
        } catch (StaleEntityException e) {
            expect(world.get(occupant, Position.class).x == 9, "the refused add changed the new occupant");
        }
    }

    // ---- columns

    private static void columnsDeclared() {
        World world = new World();
        List<Entity> dots = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            dots.add(world.spawn(new Dot(i, -i * 0.5f, 100 + i)));
        }
        world.despawn(dots.get(1));
        ColumnStorage<Dot> storage = world.columns(Dot.class);
        expectEqual(4, storage.size(), "live Dots");
        expectEqual(new Dot(3, -1.5f, 103), world.get(dots.get(3), Dot.class), "get of the fourth Dot");
        expectEqual(new Dot(4, -2f, 104), storage.get(dots.get(4)), "ColumnStorage.get of the fifth Dot");
        expect(world.get(dots.get(1), Dot.class) == null, "the despawned Dot still answers");

        FloatColumn<Dot> x = Dot.COLUMNS.floatColumn("x");
        FloatColumn<Dot> y = Dot.COLUMNS.floatColumn("y");
        IntColumn<Dot> n = Dot.COLUMNS.intColumn("n");
        Set<Entity> seen = new HashSet<>();
        world.columnQuery(Dot.class).forEachChunk((ColumnChunk chunk) -> {
            float[] xs = chunk.floats(x);
            float[] ys = chunk.floats(y);
            int[] ns = chunk.ints(n);
            for (int i = chunk.start(); i < chunk.end(); i++) {
                int k = ns[i] - 100;
                expect(xs[i] == k && ys[i] == -k * 0.5f, "chunk row " + i + " holds (" + xs[i] + ", " + ys[i] + ", "
                        + ns[i] + ")");
                expect(chunk.entity(i).equals(dots.get(k)), "chunk row " + i + " belongs to " + chunk.entity(i)
                        + ", not " + dots.get(k));
                seen.add(chunk.entity(i));
                xs[i] += 10; // a write through the chunk, read back by get below
            }
        });
        expectEqual(Set.of(dots.get(0), dots.get(2), dots.get(3), dots.get(4)), seen, "entities in the chunks");
        expectEqual(new Dot(12, -1f, 102), world.get(dots.get(2), Dot.class), "get after a write through the chunk");
    }

    private static void columnsDeclaredFirstUsedByClass() {
        // No Mote exists before this: Pulse must run Mote's static initialiser (its declaration)
        // itself, as ColumnSchema.declare's documentation promises.
        World world = new World();
        ColumnStorage<Mote> motes = world.columns(Mote.class);
        expectEqual(0, motes.size(), "Motes in a new world");
        Entity e = world.spawn(new Mote(2.5, true));
        expectEqual(new Mote(2.5, true), motes.get(e), "the Mote read back");
    }

    private static void columnsUndeclared() {
        World world = new World();
        if (Pulse.platform().readsRecords()) {
            // HotSpot reads the record by reflection: no declaration needed.
            Entity e = world.spawn(new Loose(1.5f, 2.5f));
            expectEqual(new Loose(1.5f, 2.5f), world.get(e, Loose.class), "the undeclared record read by reflection");
            return;
        }
        try {
            world.spawn(new Loose(1.5f, 2.5f));
            throw new CheckFailure("spawning an undeclared column record did not fail");
        } catch (IllegalArgumentException e) {
            String message = String.valueOf(e.getMessage());
            expect(message.contains("cannot read records by reflection")
                    && message.contains("ColumnSchema.declare(Loose.class)"), "the refusal does not say to declare "
                    + "the columns: " + message);
        }
        expectEqual(0, world.entityCount(), "entities after the refused spawn");
    }

    // ---- observers and change detection

    private static void observers() {
        World world = new World();
        List<String> events = new ArrayList<>();
        world.observers().onAdd(Alpha.class, (e, a) -> events.add("add " + a.n + " to " + e));
        world.observers().onRemove(Alpha.class, (e, a) -> events.add("remove " + a.n + " from " + e));
        Entity one = world.spawn(new Alpha(1), new Beta(1));
        Entity two = world.spawn(new Beta(2));
        world.add(two, new Alpha(2));
        world.remove(one, Alpha.class);
        world.despawn(two);
        Commands commands = new Commands();
        commands.spawn(new Alpha(3), new Beta(3));
        commands.add(one, new Alpha(4));
        expect(events.size() == 4, "observers saw commands before they were applied: " + events);
        commands.apply(world);
        List<Entity> third = new ArrayList<>();
        world.query(Alpha.class).forEach((e, a) -> {
            if (a.n == 3) {
                third.add(e);
            }
        });
        expect(third.size() == 1, "the entity the commands spawned: " + third);
        expectEqual(List.of("add 1 to " + one, "add 2 to " + two, "remove 1 from " + one, "remove 2 from " + two,
                "add 3 to " + third.get(0), "add 4 to " + one), events, "observed events");
    }

    private static void changeDetection() {
        World world = new World();
        Entity a = world.spawn(new Position(1, 1));
        Entity b = world.spawn(new Position(2, 2));
        Entity c = world.spawn(new Position(3, 3));
        Entity d = world.spawn(new Position(4, 4));
        ComponentStorage<Position> positions = world.storage(Position.class);

        int seen = world.advanceTick();
        positions.getMut(a).x += 1;
        world.markChanged(b, Position.class);
        world.get(d, Position.class).x += 1; // a plain get marks nothing
        expectEqual(Set.of(a, b), visitChanged(world, seen), "changed since the first baseline");

        int next = world.advanceTick();
        world.add(c, new Position(30, 30)); // replacing marks it
        expectEqual(Set.of(c), visitChanged(world, next), "changed since the second baseline");
        expect(positions.changedSince(seen) && positions.changedSince(next), "changedSince misses the changes");
        int quiet = world.advanceTick();
        expectEqual(Set.of(), visitChanged(world, quiet), "changed with nothing changed");
        expect(!positions.changedSince(quiet), "changedSince sees a change where there was none");
    }

    private static Set<Entity> visitChanged(World world, int since) {
        List<Entity> visited = new ArrayList<>();
        world.query(Position.class).changed(Position.class).since(since).forEach((e, p) -> visited.add(e));
        return distinct(visited);
    }

    // ---- queries, commands, scheduler

    private static void queries() {
        World world = new World();
        Entity e1 = world.spawn(new Alpha(1));
        Entity e2 = world.spawn(new Alpha(2), new Beta(2));
        Entity e3 = world.spawn(new Alpha(3), new Beta(3), new Gamma(3));
        Entity e4 = world.spawn(new Alpha(4), new Beta(4), new Gamma(4), new Delta(4));
        Entity e5 = world.spawn(new Beta(5), new Gamma(5), new Delta(5));
        Entity e6 = world.spawn(new Delta(6));
        world.spawn(new Position(0, 0));

        List<Entity> one = new ArrayList<>();
        world.query(Alpha.class).forEach((e, a) -> {
            expectOwn(world, e, a.n);
            one.add(e);
        });
        expectEqual(Set.of(e1, e2, e3, e4), distinct(one), "query(Alpha)");
        List<Entity> two = new ArrayList<>();
        world.query(Alpha.class, Beta.class).forEach((e, a, b) -> {
            expect(a.n == b.n, e + " got Alpha " + a.n + " with Beta " + b.n);
            expectOwn(world, e, a.n);
            two.add(e);
        });
        expectEqual(Set.of(e2, e3, e4), distinct(two), "query(Alpha, Beta)");
        List<Entity> three = new ArrayList<>();
        world.query(Alpha.class, Beta.class, Gamma.class).forEach((e, a, b, c) -> {
            expect(a.n == b.n && b.n == c.n, e + " got components of different entities");
            three.add(e);
        });
        expectEqual(Set.of(e3, e4), distinct(three), "query(Alpha, Beta, Gamma)");
        List<Entity> four = new ArrayList<>();
        world.query(Alpha.class, Beta.class, Gamma.class, Delta.class).forEach((e, a, b, c, d) -> {
            expect(a.n == b.n && b.n == c.n && c.n == d.n, e + " got components of different entities");
            four.add(e);
        });
        expectEqual(Set.of(e4), distinct(four), "query(Alpha, Beta, Gamma, Delta)");
        List<Entity> without = new ArrayList<>();
        world.query(Beta.class).without(Alpha.class).forEach((e, b) -> without.add(e));
        expectEqual(Set.of(e5), distinct(without), "query(Beta).without(Alpha)");
        List<Entity> with = new ArrayList<>();
        world.query(Delta.class).with(Gamma.class).forEach((e, d) -> with.add(e));
        expectEqual(Set.of(e4, e5), distinct(with), "query(Delta).with(Gamma)");
        expectEqual(3, world.query(Delta.class).count(), "query(Delta).count()");
        expect(world.isAlive(e6), "e6 died");
    }

    /** Checks that the Alpha a walk gave with {@code e} is {@code e}'s own. */
    private static void expectOwn(World world, Entity e, int n) {
        expect(world.get(e, Alpha.class).n == n, e + " was given Alpha " + n + " but has Alpha "
                + world.get(e, Alpha.class).n);
    }

    private static void commands() {
        World world = new World();
        Entity keep = world.spawn(new Alpha(1));
        Entity strip = world.spawn(new Alpha(2), new Beta(2));
        Entity doomed = world.spawn(new Alpha(3));
        Commands commands = new Commands();
        commands.spawn(new Alpha(4), new Beta(4));
        commands.add(keep, new Beta(1));
        commands.remove(strip, Alpha.class);
        commands.despawn(doomed);
        expectEqual(4, commands.size(), "recorded commands");
        expect(world.entityCount() == 3 && !world.has(keep, Beta.class) && world.isAlive(doomed),
                "a command took effect before apply");
        commands.apply(world);
        expect(commands.isEmpty(), "apply left commands in the buffer");
        expectEqual(3, world.entityCount(), "entities after apply");
        expect(world.get(keep, Beta.class).n == 1, "add(keep, Beta) was not applied");
        expect(!world.has(strip, Alpha.class) && world.has(strip, Beta.class), "remove(strip, Alpha) was not applied");
        expect(!world.isAlive(doomed), "despawn(doomed) was not applied");
        List<Entity> spawned = new ArrayList<>();
        world.query(Alpha.class, Beta.class).forEach((e, a, b) -> {
            if (!e.equals(keep)) {
                spawned.add(e);
            }
        });
        expect(spawned.size() == 1 && world.get(spawned.get(0), Alpha.class).n == 4
                && world.get(spawned.get(0), Beta.class).n == 4, "the spawned entity is missing or wrong: " + spawned);
    }

    private static void parallelScheduler() {
        ScheduleRun sequential = ScheduleRun.play(ExecutionMode.SEQUENTIAL);
        ScheduleRun parallel = ScheduleRun.play(ExecutionMode.PARALLEL);
        expectEqual(ExecutionMode.SEQUENTIAL, sequential.mode, "the sequential scheduler's executionMode()");
        expectEqual(ExecutionMode.PARALLEL, parallel.mode, "the parallel scheduler's executionMode()");
        for (int s = 0; s < ScheduleRun.SYSTEMS; s++) {
            expectEqual(ScheduleRun.expectedRuns(s), sequential.runs[s], "runs of sequential system " + s);
            expectEqual(ScheduleRun.expectedRuns(s), parallel.runs[s], "runs of parallel system " + s);
            if (!Pulse.platform().threads()) {
                expect(parallel.threads[s] == parallel.caller, "parallel system " + s + " ran on another thread "
                        + "where Pulse says there are none");
            }
        }
        expectEqual(sequential.state, parallel.state, "the parallel run's world");
    }

    /**
     * One scheduler run: five systems, four of them free to run at the same time, for
     * {@link #TICKS} ticks; what each system did and where, and the world at the end.
     */
    private static final class ScheduleRun {
        static final int SYSTEMS = 5;
        static final int TICKS = 10;
        static final int MOVERS = 20;
        /** Per system: its runs (system 1, an each-system, counts its entities). */
        final int[] runs = new int[SYSTEMS];
        /** Per system: the thread of its last run. */
        final Thread[] threads = new Thread[SYSTEMS];
        final Thread caller = Thread.currentThread();
        ExecutionMode mode;
        String state;

        static int expectedRuns(int system) {
            return system == 1 ? TICKS * MOVERS : TICKS;
        }

        static ScheduleRun play(ExecutionMode mode) {
            ScheduleRun run = new ScheduleRun();
            World world = new World();
            for (int i = 0; i < MOVERS; i++) {
                world.spawn(new Position(i, -i), new Velocity(0.5f * i, 1), new Alpha(i));
            }
            // Types first used inside a parallel phase would create their storages there.
            world.storage(Beta.class);
            world.storage(Gamma.class);
            Scheduler scheduler = Scheduler.builder(world)
                    .execution(mode)
                    .add("move", (w, dt) -> {
                        run.ran(0);
                        w.query(Position.class, Velocity.class).forEach((e, p, v) -> {
                            p.x += v.dx;
                            p.y += v.dy;
                        });
                    }, s -> s.inPhase(Phase.UPDATE).writes(Position.class).reads(Velocity.class))
                    .add("count", GameSystem.each(Alpha.class, (e, a, dt) -> {
                        run.ran(1);
                        a.n += 2;
                    }), s -> s.inPhase(Phase.UPDATE).writes(Alpha.class))
                    .add("spawn", GameSystem.withCommands((w, commands, dt) -> {
                        run.ran(2);
                        commands.spawn(new Beta(run.runs[2]));
                    }), s -> s.inPhase(Phase.UPDATE).writes(Beta.class))
                    .add("grow", (w, dt) -> {
                        run.ran(3);
                        w.query(Gamma.class).forEach((e, g) -> g.n++);
                    }, s -> s.inPhase(Phase.UPDATE).writes(Gamma.class))
                    .add("seed", GameSystem.withCommands((w, commands, dt) -> {
                        run.ran(4);
                        commands.spawn(new Gamma(w.count(Gamma.class)));
                    }), s -> s.inPhase(Phase.UPDATE).after("grow").writes(Gamma.class))
                    .build();
            scheduler.start();
            for (int t = 0; t < TICKS; t++) {
                scheduler.tick(1.0 / 60);
            }
            scheduler.stop();
            run.mode = scheduler.executionMode();
            StringBuilder state = new StringBuilder();
            world.query(Position.class, Velocity.class, Alpha.class).forEach((e, p, v, a) ->
                    state.append(e.index()).append(':').append(p.x).append(',').append(p.y).append(',').append(a.n)
                            .append(' '));
            int[] betas = {0};
            world.query(Beta.class).forEach((e, b) -> betas[0] += b.n);
            int[] gammas = {0};
            world.query(Gamma.class).forEach((e, g) -> gammas[0] += g.n);
            run.state = state + "betas " + world.count(Beta.class) + " sum " + betas[0] + ", gammas "
                    + world.count(Gamma.class) + " sum " + gammas[0];
            return run;
        }

        /** Counts a run of system {@code s} and keeps its thread (each system writes only its own slots). */
        void ran(int s) {
            threads[s] = Thread.currentThread();
            runs[s]++;
        }
    }

    // ---- snapshots

    /**
     * The snapshot setup of the snapshot checks: records by the default codec, a tag, a class with
     * a codec. Built by each check, not in a static field, so that where it cannot be built those
     * checks fail and the others still run.
     */
    private static Snapshots snapshots() {
        return Snapshots.builder()
                .register("checks.Vec", Vec.class)
                .register("checks.Range", Range.class)
                .register("checks.Frozen", Frozen.class)
                .register("checks.Dot", Dot.class)
                .register("checks.Position", Position.class, new PositionCodec())
                .build();
    }

    /** A world for the snapshot checks. */
    private static World snapshotWorld() {
        World world = new World();
        world.spawn(new Vec(1.5f, -2.25f), new Range(-3f, 7f), new Frozen());
        Entity gap = world.spawn(new Position(0, 0));
        world.spawn(new Vec(4f, 8f), new Position(5.5f, 6.5f));
        world.spawn(new Dot(1, 2, 3), new Frozen());
        world.despawn(gap); // a hole in the slots, and a generation above 0 once reused
        world.spawn(new Range(0.25f, 0.5f), new Dot(-1, -2, -3));
        return world;
    }

    private static void snapshotBytes() {
        Snapshots snapshots = snapshots();
        World world = snapshotWorld();
        byte[] saved = snapshots.toBinary(world);
        World loaded = new World();
        snapshots.fromBinary(saved, loaded);
        byte[] resaved = snapshots.toBinary(loaded);
        expect(Arrays.equals(saved, resaved), "binary save, load, save gave other bytes (" + saved.length + " then "
                + resaved.length + ")");
        expectEqual(world.entityCount(), loaded.entityCount(), "entities after load");
        // JSON is left out: TeaVM 0.16's class library cannot compile it (README, "Web (TeaVM)").
    }

    private static void snapshotRecordOrder() {
        Snapshots snapshots = snapshots();
        World loaded = new World();
        snapshots.fromBinary(snapshots.toBinary(snapshotWorld()), loaded);
        Set<Vec> vecs = new HashSet<>();
        loaded.query(Vec.class).forEach((e, v) -> vecs.add(v));
        expectEqual(Set.of(new Vec(1.5f, -2.25f), new Vec(4f, 8f)), vecs, "the loaded Vecs");
        // min is declared before max, but sorts after it by name: a by-name order would swap them.
        Set<Range> ranges = new HashSet<>();
        loaded.query(Range.class).forEach((e, r) -> ranges.add(r));
        expectEqual(Set.of(new Range(-3f, 7f), new Range(0.25f, 0.5f)), ranges, "the loaded Ranges");
        Set<Dot> dots = new HashSet<>();
        loaded.columnQuery(Dot.class).forEach((e, row) -> dots.add(loaded.get(e, Dot.class)));
        expectEqual(Set.of(new Dot(1, 2, 3), new Dot(-1, -2, -3)), dots, "the loaded Dots (a column record)");
        List<Entity> both = new ArrayList<>();
        loaded.query(Vec.class, Range.class).forEach((e, v, r) -> both.add(e));
        expect(both.size() == 1 && loaded.get(both.get(0), Vec.class).x() == 1.5f
                && loaded.get(both.get(0), Range.class).min() == -3f, "the loaded Vec and Range are on other entities");
    }

    private static void snapshotTag() {
        Snapshots snapshots = snapshots();
        World loaded = new World();
        snapshots.fromBinary(snapshots.toBinary(snapshotWorld()), loaded);
        expect(loaded.storage(Frozen.class).isTag(), "Frozen is not a tag after load");
        List<Entity> frozen = new ArrayList<>();
        loaded.query(Frozen.class).forEach((e, f) -> frozen.add(e));
        expectEqual(2, frozen.size(), "entities with the Frozen tag after load");
        for (Entity e : frozen) {
            expect(loaded.has(e, Range.class) || loaded.has(e, Dot.class), "the Frozen tag landed on " + e
                    + ", which had none");
            expect(!loaded.has(e, Position.class), "the Frozen tag landed on an entity with a Position");
        }
        List<Entity> warm = new ArrayList<>();
        loaded.query(Vec.class).without(Frozen.class).forEach((e, v) -> warm.add(e));
        expect(warm.size() == 1 && loaded.get(warm.get(0), Vec.class).x() == 4f, "the entity without the tag: " + warm);
    }

    // ---- forEachUntil and findFirst

    private static void walkUntilHandle() {
        World world = new World();
        world.spawn(new Alpha(1), new Beta(1));
        world.spawn(new Alpha(2), new Beta(2));
        world.spawn(new Alpha(3), new Beta(3));
        Entity[] given = new Entity[1];
        Entity[] newcomer = new Entity[1];

        Entity stopped = world.query(Alpha.class).forEachUntil((e, a) -> {
            if (a.n != 2) {
                return Flow.CONTINUE;
            }
            replace(world, e, given, newcomer, 20);
            return Flow.STOP;
        });
        expectHandle(world, "query(Alpha).forEachUntil", stopped, given[0], newcomer[0]);

        Entity found = world.query(Alpha.class, Beta.class).findFirst((e, a, b) -> {
            if (a.n != 3) {
                return false;
            }
            replace(world, e, given, newcomer, 30);
            return true;
        });
        expectHandle(world, "query(Alpha, Beta).findFirst", found, given[0], newcomer[0]);

        Entity firstFound = world.query(Alpha.class).findFirst((e, a) -> {
            if (a.n != 1) {
                return false;
            }
            replace(world, e, given, newcomer, 10);
            return true;
        });
        expectHandle(world, "query(Alpha).findFirst", firstFound, given[0], newcomer[0]);
    }

    /** Despawns {@code e} and spawns another entity, which takes its slot. */
    private static void replace(World world, Entity e, Entity[] given, Entity[] newcomer, int n) {
        given[0] = e;
        world.despawn(e);
        newcomer[0] = world.spawn(new Alpha(n), new Beta(n));
    }

    private static void expectHandle(World world, String walk, Entity answered, Entity given, Entity newcomer) {
        expect(given != null, walk + " never reached the entity it looked for");
        expect(newcomer.index() == given.index(), walk + ": the spawn did not reuse the slot (" + given + ", "
                + newcomer + "): nothing to check");
        expect(given.equals(answered), walk + " answered " + answered + ", not the handle it gave the action, "
                + given + (newcomer.equals(answered) ? " (the new occupant of its slot)" : ""));
        expect(!world.isAlive(answered), walk + " answered a live entity");
    }

    // ---- assertions

    private static void expect(boolean condition, String problem) {
        if (!condition) {
            throw new CheckFailure(problem);
        }
    }

    private static void expectEqual(Object expected, Object actual, String what) {
        if (!expected.equals(actual)) {
            throw new CheckFailure(what + ": expected " + expected + ", got " + actual);
        }
    }

    private static Set<Entity> distinct(List<Entity> visited) {
        Set<Entity> set = new HashSet<>(visited);
        expect(set.size() == visited.size(), "a walk visited an entity twice: " + visited);
        return set;
    }

    private static String describe(Position p) {
        return p == null ? "null" : "Position(" + p.x + ", " + p.y + ")";
    }

    /** A check's failure: the message says what was expected and what happened. */
    private static final class CheckFailure extends RuntimeException {
        CheckFailure(String problem) {
            super(problem);
        }
    }

    /** A named check. */
    private record Check(String name, Runnable body) {
    }

    // ---- the components the checks use

    /** Data: two fields. */
    static final class Position {
        float x;
        float y;

        Position(float x, float y) {
            this.x = x;
            this.y = y;
        }
    }

    /** Data, for the scheduler. */
    static final class Velocity {
        final float dx;
        final float dy;

        Velocity(float dx, float dy) {
            this.dx = dx;
            this.dy = dy;
        }
    }

    /** A tag: no fields. */
    static final class Marker {
    }

    /** The superclass of {@link Heir}, which holds the field. */
    static class Base {
        int hp;
    }

    /** Data by inheritance: no fields of its own. */
    static final class Heir extends Base {
        Heir(int hp) {
            this.hp = hp;
        }
    }

    /** Data: an enum's fields are java.lang.Enum's. */
    enum Mood {
        CALM, ANGRY
    }

    /** A tag that is a record, with the default record codec in snapshots. */
    record Frozen() {
    }

    /** A record of two floats, saved by the default record codec. */
    record Vec(float x, float y) {
    }

    /** A record whose components' names sort against their order. */
    record Range(float min, float max) {
    }

    /** The query components: each holds its entity's number. */
    static final class Alpha {
        int n;

        Alpha(int n) {
            this.n = n;
        }
    }

    /** See {@link Alpha}. */
    static final class Beta {
        final int n;

        Beta(int n) {
            this.n = n;
        }
    }

    /** See {@link Alpha}. */
    static final class Gamma {
        int n;

        Gamma(int n) {
            this.n = n;
        }
    }

    /** See {@link Alpha}. */
    static final class Delta {
        final int n;

        Delta(int n) {
            this.n = n;
        }
    }

    /** A declared column record, first used through an instance. */
    record Dot(float x, float y, int n) implements Columnar {
        static final ColumnSchema<Dot> COLUMNS = ColumnSchema.declare(Dot.class)
                .floatColumn("x", Dot::x)
                .floatColumn("y", Dot::y)
                .intColumn("n", Dot::n)
                .build(v -> new Dot((float) v[0], (float) v[1], (int) v[2]));
    }

    /** A declared column record, first used through its class. */
    record Mote(double size, boolean lit) implements Columnar {
        static final ColumnSchema<Mote> COLUMNS = ColumnSchema.declare(Mote.class)
                .doubleColumn("size", Mote::size)
                .booleanColumn("lit", Mote::lit)
                .build(v -> new Mote((double) v[0], (boolean) v[1]));
    }

    /** A column record nobody declared. */
    record Loose(float a, float b) implements Columnar {
    }

    /** {@link Position}'s snapshot codec. */
    private static final class PositionCodec implements ComponentCodec<Position> {
        @Override
        public void write(Position p, FieldWriter out) {
            out.writeFloat("x", p.x);
            out.writeFloat("y", p.y);
        }

        @Override
        public Position read(FieldReader in) {
            return new Position(in.readFloat("x"), in.readFloat("y"));
        }
    }
}
