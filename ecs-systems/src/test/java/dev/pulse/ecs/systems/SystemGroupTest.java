package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class SystemGroupTest {

    private static final double STEP = 1.0 / 60;

    private World world;
    private List<String> log;

    @BeforeEach
    void setUp() {
        world = new World();
        log = new ArrayList<>();
    }

    private GameSystem logging(String name) {
        return (w, dt) -> log.add(name);
    }

    @Nested
    class Configuration {

        @Test
        void membersGetTheGroupsPhaseOrderingAndLabel() {
            Scheduler scheduler = Scheduler.builder(world)
                    .group("play", g -> g.inPhase(Phase.LATE_UPDATE)
                            .after("camera")
                            .before("hud")
                            .add("jump", logging("jump"))
                            .add("move", logging("move")))
                    .add("hud", logging("hud"), s -> s.inPhase(Phase.LATE_UPDATE))
                    .add("camera", logging("camera"), s -> s.inPhase(Phase.LATE_UPDATE))
                    .add("after-play", logging("after-play"), s -> s.inPhase(Phase.LATE_UPDATE)
                            .after("play")
                            .before("hud"))
                    .build();

            scheduler.tick(STEP);

            assertEquals(List.of("camera", "jump", "move", "after-play", "hud"), log);
            assertEquals(Phase.LATE_UPDATE, scheduler.stats("jump").phase());
            assertEquals(Phase.LATE_UPDATE, scheduler.stats("move").phase());
        }

        @Test
        void withoutAPhaseMembersKeepTheirOwn() {
            Scheduler scheduler = Scheduler.builder(world)
                    .group("play", g -> g.add("a", logging("a")).add("b", logging("b"), s -> s.inPhase(Phase.RENDER)))
                    .build();

            assertEquals(Phase.UPDATE, scheduler.stats("a").phase());
            assertEquals(Phase.RENDER, scheduler.stats("b").phase());
        }

        @Test
        void aMembersOwnConfigurationAddsToTheGroupsAndMayOverrideThePhase() {
            AtomicBoolean wanted = new AtomicBoolean(true);
            Scheduler scheduler = Scheduler.builder(world)
                    .group("play", g -> g.inPhase(Phase.UPDATE)
                            .add("second", logging("second"), s -> s.after("first")
                                    .runIf((w, t) -> wanted.get()))
                            .add("first", logging("first"))
                            .add("drawn", logging("drawn"), s -> s.inPhase(Phase.RENDER)))
                    .build();

            scheduler.tick(STEP);
            wanted.set(false);
            scheduler.tick(STEP);

            assertEquals(List.of("first", "second", "drawn", "first", "drawn"), log);
            assertEquals(Phase.RENDER, scheduler.stats("drawn").phase());
        }

        @Test
        void theConfigurationMayComeAfterTheMembersInTheChain() {
            Scheduler scheduler = Scheduler.builder(world)
                    .group(
                            "late",
                            g -> g.add("a", logging("a")).inPhase(Phase.RENDER).startDisabled())
                    .build();

            assertEquals(Phase.RENDER, scheduler.stats("a").phase());
            assertFalse(scheduler.isLabelEnabled("late"));
        }
    }

    @Nested
    class ConditionsAndState {

        @Test
        void theGroupConditionGatesEveryMemberAndLabelledSystemsToo() {
            AtomicBoolean playing = new AtomicBoolean(true);
            Scheduler scheduler = Scheduler.builder(world)
                    .group("play", g -> g.runIf((w, t) -> playing.get())
                            .add("jump", logging("jump"))
                            .add("move", logging("move")))
                    .add("joined", logging("joined"), s -> s.label("play"))
                    .add("hud", logging("hud"))
                    .build();

            scheduler.tick(STEP);
            playing.set(false);
            scheduler.tick(STEP);

            assertEquals(List.of("jump", "move", "joined", "hud", "hud"), log);
            assertEquals("label 'play' condition", scheduler.stats("jump").lastSkipReason());
        }

        @Test
        void everyConditionOfTheGroupMustHold() {
            AtomicBoolean a = new AtomicBoolean(true);
            AtomicBoolean b = new AtomicBoolean(true);
            Scheduler scheduler = Scheduler.builder(world)
                    .group("play", g -> g.runIf((w, t) -> a.get())
                            .runIf((w, t) -> b.get())
                            .add("x", logging("x")))
                    .build();

            scheduler.tick(STEP);
            b.set(false);
            scheduler.tick(STEP);
            b.set(true);
            a.set(false);
            scheduler.tick(STEP);

            assertEquals(List.of("x"), log);
        }

        @Test
        void aGroupStartedDisabledRunsOnceItsLabelIsEnabled() {
            Scheduler scheduler = Scheduler.builder(world)
                    .group("play", g -> g.startDisabled().add("move", logging("move")))
                    .add("menu", logging("menu"))
                    .build();

            scheduler.tick(STEP);
            scheduler.enableLabel("play");
            scheduler.tick(STEP);
            scheduler.disableLabel("play");
            scheduler.tick(STEP);

            assertEquals(List.of("menu", "move", "menu", "menu"), log);
        }

        @Test
        void aGroupStartsEnabledByDefault() {
            Scheduler scheduler = Scheduler.builder(world)
                    .group("play", g -> g.add("move", logging("move")))
                    .build();

            assertTrue(scheduler.isLabelEnabled("play"));
        }
    }

    @Nested
    class BadInput {

        @Test
        void aSecondGroupWithTheSameLabelIsRejected() {
            Scheduler.Builder builder = Scheduler.builder(world).group("play", g -> g.add("a", logging("a")));

            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class, () -> builder.group("play", g -> g.add("b", logging("b"))));

            assertTrue(
                    e.getMessage().contains("'play' is already registered")
                            && e.getMessage().contains("s.label(\"play\")"),
                    e.getMessage());
        }

        @Test
        void anEmptyGroupIsRejected() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Scheduler.builder(world)
                    .group("play", g -> g.inPhase(Phase.UPDATE)));

            assertTrue(e.getMessage().contains("Group 'play' has no systems"), e.getMessage());
        }

        @Test
        void aBlankLabelIsRejected() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Scheduler.builder(world)
                    .group(" ", g -> g.add("a", logging("a"))));

            assertTrue(e.getMessage().contains("label is blank"), e.getMessage());
        }

        @Test
        void nullArgumentsAreNamed() {
            Scheduler.Builder builder = Scheduler.builder(world);
            GameSystem system = logging("a");

            assertThrows(NullPointerException.class, () -> builder.group(null, g -> g.add("a", system)));
            assertThrows(NullPointerException.class, () -> builder.group("play", null));
            assertEquals(
                    "Group 'g': add(name, system, ...): the name is null",
                    assertThrows(NullPointerException.class, () -> builder.group("g", g -> g.add(null, system)))
                            .getMessage());
            assertEquals(
                    "Group 'h': add(\"a\", system, ...): the system is null",
                    assertThrows(NullPointerException.class, () -> builder.group("h", g -> g.add("a", null)))
                            .getMessage());
            assertEquals(
                    "Group 'i': add(\"a\", system, configure): the configure function is null",
                    assertThrows(NullPointerException.class, () -> builder.group("i", g -> g.add("a", system, null)))
                            .getMessage());
            assertEquals(
                    "Group 'j': inPhase(phase): phase is null",
                    assertThrows(NullPointerException.class, () -> builder.group("j", g -> g.inPhase(null)))
                            .getMessage());
            assertEquals(
                    "Group 'k': runIf(condition): condition is null",
                    assertThrows(NullPointerException.class, () -> builder.group("k", g -> g.runIf(null)))
                            .getMessage());
            assertEquals(
                    "Group 'l': after(namesOrLabels): a name or label is null",
                    assertThrows(NullPointerException.class, () -> builder.group("l", g -> g.after("x", null)))
                            .getMessage());
            assertEquals(
                    "Group 'm': before(namesOrLabels): the array is null",
                    assertThrows(NullPointerException.class, () -> builder.group("m", g -> g.before((String[]) null)))
                            .getMessage());
        }

        @Test
        void aMemberWhoseNameIsTakenIsRejectedByTheBuilder() {
            Scheduler.Builder builder = Scheduler.builder(world).add("move", logging("move"));

            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class, () -> builder.group("play", g -> g.add("move", logging("other"))));

            assertTrue(e.getMessage().contains("'move' is already registered"), e.getMessage());
        }

        @Test
        void aGroupLabelEqualToASystemNameFailsTheBuild() {
            Scheduler.Builder builder = Scheduler.builder(world)
                    .add("play", logging("play"))
                    .group("play", g -> g.add("move", logging("move")));

            ScheduleBuildException e = assertThrows(ScheduleBuildException.class, builder::build);

            assertTrue(e.getMessage().contains("play"), e.getMessage());
        }
    }
}
