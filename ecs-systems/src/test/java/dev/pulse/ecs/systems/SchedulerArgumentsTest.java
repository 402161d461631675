package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Bad arguments to the scheduler's builder and to a system's config name the call, the argument and the system. */
class SchedulerArgumentsTest {

    private final Scheduler.Builder builder = Scheduler.builder(new World());
    private final GameSystem idle = (world, dt) -> {};

    private static void assertMessage(Class<? extends RuntimeException> type, Executable call, String... parts) {
        RuntimeException e = assertThrows(type, call);
        for (String part : parts) {
            assertTrue(
                    e.getMessage() != null && e.getMessage().contains(part),
                    "message should contain '" + part + "': " + e.getMessage());
        }
    }

    @Test
    void nullSystemNamesTheSystemsName() {
        assertMessage(
                NullPointerException.class,
                () -> builder.add("movement", null),
                "add(\"movement\"",
                "the system is null");
    }

    @Test
    void nullNameSaysTheNameIsNull() {
        assertMessage(NullPointerException.class, () -> builder.add(null, idle), "the name is null", "lambda system");
    }

    @Test
    void nullConfigureNamesTheSystem() {
        assertMessage(
                NullPointerException.class,
                () -> builder.add("hud", idle, null),
                "add(\"hud\"",
                "configure function is null");
    }

    @Test
    void blankNameSaysSo() {
        assertMessage(IllegalArgumentException.class, () -> builder.add(" ", idle), "blank");
    }

    @Test
    void nullConfigArgumentsNameTheSystemAndTheCall() {
        assertMessage(
                NullPointerException.class,
                () -> builder.add("a", idle, s -> s.inPhase(null)),
                "System 'a'",
                "inPhase(phase)",
                "phase is null");
        assertMessage(
                NullPointerException.class,
                () -> builder.add("b", (w, dt) -> {}, s -> s.runIf(null)),
                "System 'b'",
                "runIf(condition)");
        assertMessage(
                NullPointerException.class,
                () -> builder.add("c", (w, dt) -> {}, s -> s.after((String) null)),
                "System 'c'",
                "after(namesOrLabels)",
                "a name or label is null");
        assertMessage(
                NullPointerException.class,
                () -> builder.add("d", (w, dt) -> {}, s -> s.reads(Position.class, null)),
                "System 'd'",
                "reads(componentTypes)",
                "a component type is null");
        assertMessage(
                IllegalArgumentException.class,
                () -> builder.add("e", (w, dt) -> {}, s -> s.label(" ")),
                "System 'e'",
                "label");
    }

    @Test
    void nullBuilderSettingsNameTheCall() {
        assertMessage(NullPointerException.class, () -> Scheduler.builder(null), "builder(world)");
        assertMessage(NullPointerException.class, () -> builder.execution(null), "execution(mode)");
        assertMessage(NullPointerException.class, () -> builder.phases((Phase) null), "phases(order)");
    }
}
