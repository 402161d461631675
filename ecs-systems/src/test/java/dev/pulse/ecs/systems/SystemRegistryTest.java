package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;

import dev.pulse.ecs.World;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class SystemRegistryTest {

    private final SystemRegistry systems = new SystemRegistry();

    /** A system class of its own, for lookups by type and for messages that name a class. */
    static final class Physics implements GameSystem {
        @Override
        public void update(World world, double dt) {}
    }

    @Nested
    class Registering {

        @Test
        void systemsAreKeptInRegistrationOrderWithTheirIndex() {
            GameSystem input = mock(GameSystem.class);
            systems.register("input", input, s -> {});
            systems.register("move", mock(GameSystem.class), s -> s.inPhase(Phase.FIXED_UPDATE));

            List<ScheduledSystem> inOrder = systems.inRegistrationOrder();

            assertEquals(List.of("input", "move"), List.copyOf(systems.names()));
            assertEquals(0, inOrder.get(0).registrationIndex);
            assertEquals(1, inOrder.get(1).registrationIndex);
            assertSame(inOrder.get(0), systems.registrationOf(input));
            assertSame(Phase.FIXED_UPDATE, systems.named("move").phase(), "configure ran on the system's config");
        }

        @Test
        void aBlankNameIsRefusedNamingTheSystemsClass() {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> systems.register(" ", new Physics(), s -> {}));

            assertEquals(
                    "Scheduler.Builder.add(name, system, ...): the name of a Physics is blank; a system needs a "
                            + "non-blank, unique name",
                    e.getMessage());
        }

        @Test
        void anAnonymousSystemIsNamedByItsClassNameAndALambdaAsALambda() {
            GameSystem anonymous = new GameSystem() {
                @Override
                public void update(World world, double dt) {}
            };

            NullPointerException forAnonymous =
                    assertThrows(NullPointerException.class, () -> systems.register(null, anonymous, s -> {}));
            NullPointerException forLambda =
                    assertThrows(NullPointerException.class, () -> systems.register(null, (world, dt) -> {}, s -> {}));

            assertTrue(
                    forAnonymous
                            .getMessage()
                            .contains("for a " + anonymous.getClass().getName() + ";"),
                    forAnonymous.getMessage());
            assertTrue(forLambda.getMessage().contains("for a lambda system;"), forLambda.getMessage());
        }

        @Test
        void aRefusedRegistrationLeavesTheRegistryAsItWas() {
            GameSystem move = mock(GameSystem.class);
            systems.register("move", move, s -> {});

            assertThrows(
                    IllegalArgumentException.class, () -> systems.register("move", mock(GameSystem.class), s -> {}));
            assertThrows(IllegalArgumentException.class, () -> systems.register("again", move, s -> {}));

            assertEquals(List.of("move"), List.copyOf(systems.names()));
            assertEquals(1, systems.inRegistrationOrder().size());
            assertNull(systems.named("again"));
        }
    }

    @Nested
    class Copies {

        @Test
        void laterRegistrationsDoNotReachACopy() {
            systems.register("a", mock(GameSystem.class), s -> {});
            SystemRegistry copy = systems.copy();
            GameSystem late = mock(GameSystem.class);

            systems.register("b", late, s -> {});

            assertEquals(List.of("a"), List.copyOf(copy.names()));
            assertEquals(1, copy.inRegistrationOrder().size());
            assertNull(copy.named("b"));
            assertNull(copy.registrationOf(late));
            assertSame(systems.named("a"), copy.require("a"), "the registrations themselves are shared");
        }
    }

    @Nested
    class Lookups {

        @Test
        void anUnknownNameIsRefusedListingTheRegisteredOnes() {
            systems.register("move", mock(GameSystem.class), s -> {});

            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> systems.require("mvoe"));

            assertEquals("No system named 'mvoe'; registered: [move]", e.getMessage());
        }

        @Test
        void byTypeTheOneSystemOfThatTypeIsAnswered() {
            Physics physics = new Physics();
            systems.register("input", mock(GameSystem.class), s -> {});
            systems.register("physics", physics, s -> {});

            assertSame(physics, systems.onlyOfType(Physics.class));
            assertSame(physics, systems.named("physics", Physics.class));
        }

        @Test
        void byTypeNoneOrSeveralAreRefused() {
            systems.register("one", new Physics(), s -> {});
            IllegalArgumentException none =
                    assertThrows(IllegalArgumentException.class, () -> systems.onlyOfType(Runnable.class));
            systems.register("two", new Physics(), s -> {});
            IllegalArgumentException several =
                    assertThrows(IllegalArgumentException.class, () -> systems.onlyOfType(Physics.class));

            assertEquals("No registered system is a java.lang.Runnable; registered: [one]", none.getMessage());
            assertEquals(
                    "2 registered systems are a " + Physics.class.getName() + ": [one, two]; pick one by name "
                            + "with system(name, Physics.class)",
                    several.getMessage());
        }

        @Test
        void byNameASystemOfAnotherTypeIsRefused() {
            systems.register("physics", new Physics(), s -> {});

            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> systems.named("physics", Runnable.class));

            assertEquals(
                    "System 'physics' is a " + Physics.class.getName() + ", not a java.lang.Runnable", e.getMessage());
        }
    }
}
