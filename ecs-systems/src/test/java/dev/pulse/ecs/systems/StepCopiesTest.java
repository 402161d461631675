package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.WideComponents.Armor;
import dev.pulse.ecs.systems.WideComponents.Goal;
import dev.pulse.ecs.systems.WideComponents.Mana;
import dev.pulse.ecs.systems.WideComponents.Team;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Each typed system walks with its own copy of its step class on HotSpot ({@link StepCopies}),
 * and with the shared class where copies are off: the build runs this class a second time with
 * {@code -Dpulse.platform=portable} (with the typed systems' behaviour tests), so both answers
 * are checked, and the behaviour is checked both ways.
 */
class StepCopiesTest {

    /**
     * Whether this JVM's typed systems should get copies: on HotSpot (every JVM this build runs
     * on) unless a system property turns the HotSpot paths or the copies off.
     */
    private static final boolean EXPECT_COPIES = !"portable".equals(System.getProperty("pulse.platform"))
            && !"false".equals(System.getProperty("pulse.walkCopies"));

    private final World world = new World();

    /** An entity with all eight component classes the typed systems below receive. */
    private Entity spawnFull(long count) {
        Entity entity = world.spawn(new Counter(count), new Position(0, 0), new Velocity(0, 0), new Frozen());
        WideComponents.addAll(world, entity);
        return entity;
    }

    /**
     * Two systems of every arity and body form, as {@code {first, second, shared step class}}:
     * each body records its name, arity then a and b for {@code each}, c and d for
     * {@code eachWithContext}.
     */
    private List<Object[]> pairsOfEveryForm(List<String> calls) {
        List<Object[]> pairs = new ArrayList<>();
        pairs.add(new Object[] {
            GameSystem.each(Counter.class, (e, c, dt) -> calls.add("1a")),
            GameSystem.each(Counter.class, (e, c, dt) -> calls.add("1b")),
            EachStep1.class
        });
        pairs.add(new Object[] {
            GameSystem.each(Counter.class, Position.class, (e, c, p, dt) -> calls.add("2a")),
            GameSystem.each(Counter.class, Position.class, (e, c, p, dt) -> calls.add("2b")),
            EachStep2.class
        });
        pairs.add(new Object[] {
            GameSystem.each(Counter.class, Position.class, Velocity.class, (e, c, p, v, dt) -> calls.add("3a")),
            GameSystem.each(Counter.class, Position.class, Velocity.class, (e, c, p, v, dt) -> calls.add("3b")),
            EachStep3.class
        });
        pairs.add(new Object[] {
            GameSystem.each(
                    Counter.class,
                    Position.class,
                    Velocity.class,
                    Frozen.class,
                    (e, c, p, v, f, dt) -> calls.add("4a")),
            GameSystem.each(
                    Counter.class,
                    Position.class,
                    Velocity.class,
                    Frozen.class,
                    (e, c, p, v, f, dt) -> calls.add("4b")),
            EachStep4.class
        });
        pairs.add(new Object[] {
            GameSystem.each(
                    Counter.class,
                    Position.class,
                    Velocity.class,
                    Frozen.class,
                    Armor.class,
                    (en, a, b, c, d, e, dt) -> calls.add("5a")),
            GameSystem.each(
                    Counter.class,
                    Position.class,
                    Velocity.class,
                    Frozen.class,
                    Armor.class,
                    (en, a, b, c, d, e, dt) -> calls.add("5b")),
            EachStep5.class
        });
        pairs.add(new Object[] {
            GameSystem.each(
                    Counter.class,
                    Position.class,
                    Velocity.class,
                    Frozen.class,
                    Armor.class,
                    Mana.class,
                    (en, a, b, c, d, e, f, dt) -> calls.add("6a")),
            GameSystem.each(
                    Counter.class,
                    Position.class,
                    Velocity.class,
                    Frozen.class,
                    Armor.class,
                    Mana.class,
                    (en, a, b, c, d, e, f, dt) -> calls.add("6b")),
            EachStep6.class
        });
        pairs.add(new Object[] {
            GameSystem.each(
                    Counter.class,
                    Position.class,
                    Velocity.class,
                    Frozen.class,
                    Armor.class,
                    Mana.class,
                    Team.class,
                    (en, a, b, c, d, e, f, g, dt) -> calls.add("7a")),
            GameSystem.each(
                    Counter.class,
                    Position.class,
                    Velocity.class,
                    Frozen.class,
                    Armor.class,
                    Mana.class,
                    Team.class,
                    (en, a, b, c, d, e, f, g, dt) -> calls.add("7b")),
            EachStep7.class
        });
        pairs.add(new Object[] {
            GameSystem.each(
                    Counter.class,
                    Position.class,
                    Velocity.class,
                    Frozen.class,
                    Armor.class,
                    Mana.class,
                    Team.class,
                    Goal.class,
                    (en, a, b, c, d, e, f, g, h, dt) -> calls.add("8a")),
            GameSystem.each(
                    Counter.class,
                    Position.class,
                    Velocity.class,
                    Frozen.class,
                    Armor.class,
                    Mana.class,
                    Team.class,
                    Goal.class,
                    (en, a, b, c, d, e, f, g, h, dt) -> calls.add("8b")),
            EachStep8.class
        });
        pairs.add(new Object[] {
            GameSystem.eachWithContext(Counter.class, (e, c, x) -> calls.add("1c")),
            GameSystem.eachWithContext(Counter.class, (e, c, x) -> calls.add("1d")),
            EachContextStep1.class
        });
        pairs.add(new Object[] {
            GameSystem.eachWithContext(Counter.class, Position.class, (e, c, p, x) -> calls.add("2c")),
            GameSystem.eachWithContext(Counter.class, Position.class, (e, c, p, x) -> calls.add("2d")),
            EachContextStep2.class
        });
        pairs.add(new Object[] {
            GameSystem.eachWithContext(
                    Counter.class, Position.class, Velocity.class, (e, c, p, v, x) -> calls.add("3c")),
            GameSystem.eachWithContext(
                    Counter.class, Position.class, Velocity.class, (e, c, p, v, x) -> calls.add("3d")),
            EachContextStep3.class
        });
        pairs.add(new Object[] {
            GameSystem.eachWithContext(
                    Counter.class, Position.class, Velocity.class, Frozen.class, (e, c, p, v, f, x) -> calls.add("4c")),
            GameSystem.eachWithContext(
                    Counter.class, Position.class, Velocity.class, Frozen.class, (e, c, p, v, f, x) -> calls.add("4d")),
            EachContextStep4.class
        });
        pairs.add(new Object[] {
            GameSystem.eachWithContext(
                    Counter.class,
                    Position.class,
                    Velocity.class,
                    Frozen.class,
                    Armor.class,
                    (en, a, b, c, d, e, x) -> calls.add("5c")),
            GameSystem.eachWithContext(
                    Counter.class,
                    Position.class,
                    Velocity.class,
                    Frozen.class,
                    Armor.class,
                    (en, a, b, c, d, e, x) -> calls.add("5d")),
            EachContextStep5.class
        });
        pairs.add(new Object[] {
            GameSystem.eachWithContext(
                    Counter.class,
                    Position.class,
                    Velocity.class,
                    Frozen.class,
                    Armor.class,
                    Mana.class,
                    (en, a, b, c, d, e, f, x) -> calls.add("6c")),
            GameSystem.eachWithContext(
                    Counter.class,
                    Position.class,
                    Velocity.class,
                    Frozen.class,
                    Armor.class,
                    Mana.class,
                    (en, a, b, c, d, e, f, x) -> calls.add("6d")),
            EachContextStep6.class
        });
        pairs.add(new Object[] {
            GameSystem.eachWithContext(
                    Counter.class,
                    Position.class,
                    Velocity.class,
                    Frozen.class,
                    Armor.class,
                    Mana.class,
                    Team.class,
                    (en, a, b, c, d, e, f, g, x) -> calls.add("7c")),
            GameSystem.eachWithContext(
                    Counter.class,
                    Position.class,
                    Velocity.class,
                    Frozen.class,
                    Armor.class,
                    Mana.class,
                    Team.class,
                    (en, a, b, c, d, e, f, g, x) -> calls.add("7d")),
            EachContextStep7.class
        });
        pairs.add(new Object[] {
            GameSystem.eachWithContext(
                    Counter.class,
                    Position.class,
                    Velocity.class,
                    Frozen.class,
                    Armor.class,
                    Mana.class,
                    Team.class,
                    Goal.class,
                    (en, a, b, c, d, e, f, g, h, x) -> calls.add("8c")),
            GameSystem.eachWithContext(
                    Counter.class,
                    Position.class,
                    Velocity.class,
                    Frozen.class,
                    Armor.class,
                    Mana.class,
                    Team.class,
                    Goal.class,
                    (en, a, b, c, d, e, f, g, h, x) -> calls.add("8d")),
            EachContextStep8.class
        });
        return pairs;
    }

    private static EachStep stepOf(GameSystem system) {
        if (system instanceof Each1<?> each) {
            return each.step();
        }
        if (system instanceof Each2<?, ?> each) {
            return each.step();
        }
        if (system instanceof Each3<?, ?, ?> each) {
            return each.step();
        }
        if (system instanceof Each4<?, ?, ?, ?> each) {
            return each.step();
        }
        if (system instanceof Each5<?, ?, ?, ?, ?> each) {
            return each.step();
        }
        if (system instanceof Each6<?, ?, ?, ?, ?, ?> each) {
            return each.step();
        }
        if (system instanceof Each7<?, ?, ?, ?, ?, ?, ?> each) {
            return each.step();
        }
        return ((Each8<?, ?, ?, ?, ?, ?, ?, ?>) system).step();
    }

    /** Calls {@code step} once, as its query's walk would, with the first {@code arity} of {@code c}. */
    @SuppressWarnings("unchecked")
    private static void walkOnce(EachStep step, int arity, Entity entity, Object[] c) {
        switch (arity) {
            case 1 -> ((dev.pulse.ecs.Query1.ForEach<Object>) step).accept(entity, c[0]);
            case 2 -> ((dev.pulse.ecs.Query2.ForEach<Object, Object>) step).accept(entity, c[0], c[1]);
            case 3 -> ((dev.pulse.ecs.Query3.ForEach<Object, Object, Object>) step).accept(entity, c[0], c[1], c[2]);
            case 4 -> ((dev.pulse.ecs.Query4.ForEach<Object, Object, Object, Object>) step)
                    .accept(entity, c[0], c[1], c[2], c[3]);
            case 5 -> ((dev.pulse.ecs.Query5.ForEach<Object, Object, Object, Object, Object>) step)
                    .accept(entity, c[0], c[1], c[2], c[3], c[4]);
            case 6 -> ((dev.pulse.ecs.Query6.ForEach<Object, Object, Object, Object, Object, Object>) step)
                    .accept(entity, c[0], c[1], c[2], c[3], c[4], c[5]);
            case 7 -> ((dev.pulse.ecs.Query7.ForEach<Object, Object, Object, Object, Object, Object, Object>) step)
                    .accept(entity, c[0], c[1], c[2], c[3], c[4], c[5], c[6]);
            case 8 -> ((dev.pulse.ecs.Query8.ForEach<Object, Object, Object, Object, Object, Object, Object, Object>)
                            step)
                    .accept(entity, c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]);
            default -> throw new IllegalArgumentException("no typed system of arity " + arity);
        }
    }

    @Nested
    class EverySystem {
        @Test
        void twoTypedSystemsOfOneFormWalkWithTwoCopiesOfItsStepClassOrBothWithTheSharedOne() {
            spawnFull(0);
            List<String> calls = new ArrayList<>();
            for (Object[] pair : pairsOfEveryForm(calls)) {
                GameSystem first = (GameSystem) pair[0];
                GameSystem second = (GameSystem) pair[1];
                Class<?> shared = (Class<?>) pair[2];
                assertNull(stepOf(first), "no step before the first run");
                Scheduler.builder(world)
                        .add("first", first)
                        .add("second", second)
                        .build()
                        .tick(0.5);
                Class<?> a = stepOf(first).getClass();
                Class<?> b = stepOf(second).getClass();
                if (EXPECT_COPIES) {
                    assertTrue(a.isHidden() && b.isHidden(), a + ", " + b);
                    assertNotSame(a, b, "each system has its own class: " + shared.getSimpleName());
                    assertTrue(a.getName().startsWith(shared.getName() + "/"), a.getName());
                    assertTrue(b.getName().startsWith(shared.getName() + "/"), b.getName());
                } else {
                    assertSame(shared, a);
                    assertSame(shared, b);
                }
            }
            List<String> expected = new ArrayList<>();
            for (String pair : List.of("ab", "cd")) {
                for (int arity = 1; arity <= 8; arity++) {
                    expected.add(arity + pair.substring(0, 1));
                    expected.add(arity + pair.substring(1));
                }
            }
            assertEquals(expected, calls);
        }

        @Test
        void aSystemKeepsItsStepFromRunToRun() {
            Entity e = world.spawn(new Counter(0), new Position(0, 0));
            Each2<Counter, Position> system =
                    GameSystem.each(Counter.class, Position.class, (entity, c, p, dt) -> c.value += (long) dt);
            system.update(world, 2);
            EachStep step = system.step();
            system.update(world, 3);
            assertSame(step, system.step());
            assertEquals(5, world.get(e, Counter.class).value, "each run passes its own dt");
        }

        @Test
        void theRuntimeMakesCopiesExactlyWhereExpected() {
            assertEquals(EXPECT_COPIES, StepCopies.CURRENT.makesCopies());
        }
    }

    /** A copy calls the body exactly as the shared step does, with the system's dt or context. */
    @Nested
    class SameCalls {
        private final StepCopier copier = new HiddenClassStepCopier();

        private EachContext someContext() {
            EachContext[] seen = new EachContext[1];
            world.spawn(new Counter(0));
            Scheduler.builder(world)
                    .add("capture", GameSystem.eachWithContext(Counter.class, (e, c, context) -> seen[0] = context))
                    .build()
                    .tick(0.1);
            return assertInstanceOf(EachContext.class, seen[0]);
        }

        /** Calls {@code shared} and its copy with the same arguments, and checks both record the same calls. */
        private void assertSameCalls(Function<List<Object>, EachStep> make, int arity)
                throws ReflectiveOperationException {
            Entity entity = spawnFull(7);
            Object[] components = {
                new Counter(1),
                new Position(2, 3),
                new Velocity(4, 5),
                new Frozen(),
                new Armor(entity),
                new Mana(entity),
                new Team(entity),
                new Goal(entity)
            };
            EachContext context = someContext();
            List<Object> sharedCalls = new ArrayList<>();
            EachStep shared = make.apply(sharedCalls);
            List<Object> copyCalls = new ArrayList<>();
            EachStep copy = copier.copyOf(make.apply(copyCalls));
            assertNotSame(shared.getClass(), copy.getClass());
            assertSame(shared.getClass().getSuperclass(), copy.getClass().getSuperclass());
            for (EachStep step : List.of(shared, copy)) {
                step.dt = 0.25;
                step.context = context;
                walkOnce(step, arity, entity, components);
            }
            assertEquals(sharedCalls, copyCalls);
            assertEquals(arity + 2, sharedCalls.size(), "the entity, " + arity + " components and dt or context");
            assertSame(entity, sharedCalls.get(0));
        }

        @Test
        void everyStepOfABodyWithDt() throws ReflectiveOperationException {
            assertSameCalls(calls -> new EachStep1<Object>((e, a, dt) -> calls.addAll(List.of(e, a, dt))), 1);
            assertSameCalls(
                    calls -> new EachStep2<Object, Object>((e, a, b, dt) -> calls.addAll(List.of(e, a, b, dt))), 2);
            assertSameCalls(
                    calls -> new EachStep3<Object, Object, Object>(
                            (e, a, b, c, dt) -> calls.addAll(List.of(e, a, b, c, dt))),
                    3);
            assertSameCalls(
                    calls -> new EachStep4<Object, Object, Object, Object>(
                            (e, a, b, c, d, dt) -> calls.addAll(List.of(e, a, b, c, d, dt))),
                    4);
            assertSameCalls(
                    calls -> new EachStep5<Object, Object, Object, Object, Object>(
                            (en, a, b, c, d, e, dt) -> calls.addAll(List.of(en, a, b, c, d, e, dt))),
                    5);
            assertSameCalls(
                    calls -> new EachStep6<Object, Object, Object, Object, Object, Object>(
                            (en, a, b, c, d, e, f, dt) -> calls.addAll(List.of(en, a, b, c, d, e, f, dt))),
                    6);
            assertSameCalls(
                    calls -> new EachStep7<Object, Object, Object, Object, Object, Object, Object>(
                            (en, a, b, c, d, e, f, g, dt) -> calls.addAll(List.of(en, a, b, c, d, e, f, g, dt))),
                    7);
            assertSameCalls(
                    calls -> new EachStep8<Object, Object, Object, Object, Object, Object, Object, Object>(
                            (en, a, b, c, d, e, f, g, h, dt) -> calls.addAll(List.of(en, a, b, c, d, e, f, g, h, dt))),
                    8);
        }

        @Test
        void everyStepOfABodyWithAContext() throws ReflectiveOperationException {
            assertSameCalls(calls -> new EachContextStep1<Object>((e, a, x) -> calls.addAll(List.of(e, a, x))), 1);
            assertSameCalls(
                    calls -> new EachContextStep2<Object, Object>((e, a, b, x) -> calls.addAll(List.of(e, a, b, x))),
                    2);
            assertSameCalls(
                    calls -> new EachContextStep3<Object, Object, Object>(
                            (e, a, b, c, x) -> calls.addAll(List.of(e, a, b, c, x))),
                    3);
            assertSameCalls(
                    calls -> new EachContextStep4<Object, Object, Object, Object>(
                            (e, a, b, c, d, x) -> calls.addAll(List.of(e, a, b, c, d, x))),
                    4);
            assertSameCalls(
                    calls -> new EachContextStep5<Object, Object, Object, Object, Object>(
                            (en, a, b, c, d, e, x) -> calls.addAll(List.of(en, a, b, c, d, e, x))),
                    5);
            assertSameCalls(
                    calls -> new EachContextStep6<Object, Object, Object, Object, Object, Object>(
                            (en, a, b, c, d, e, f, x) -> calls.addAll(List.of(en, a, b, c, d, e, f, x))),
                    6);
            assertSameCalls(
                    calls -> new EachContextStep7<Object, Object, Object, Object, Object, Object, Object>(
                            (en, a, b, c, d, e, f, g, x) -> calls.addAll(List.of(en, a, b, c, d, e, f, g, x))),
                    7);
            assertSameCalls(
                    calls -> new EachContextStep8<Object, Object, Object, Object, Object, Object, Object, Object>(
                            (en, a, b, c, d, e, f, g, h, x) -> calls.addAll(List.of(en, a, b, c, d, e, f, g, h, x))),
                    8);
        }

        @Test
        void aStepReturnsTheBodyItWasBuiltWith() {
            Each1.Body<Object> body = (e, a, dt) -> {};
            Each4.ContextBody<Object, Object, Object, Object> contextBody = (e, a, b, c, d, x) -> {};
            assertSame(body, new EachStep1<>(body).body());
            assertSame(contextBody, new EachContextStep4<>(contextBody).body());
        }

        @Test
        void aClassWithoutAClassFileIsRefused() throws ReflectiveOperationException {
            EachStep copy = copier.copyOf(new EachStep1<Object>((e, a, dt) -> {}));
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> copier.copyOf(copy));
            assertTrue(
                    e.getMessage().startsWith("no class file for " + EachStep1.class.getName() + "/"), e.getMessage());
        }
    }

    /**
     * A copy calls the body it was defined for, held in a static final field (a constant to the
     * JIT, so the body inlines without a profile); the shared class calls its instance's body.
     */
    @Nested
    class ConstantBody {
        private final StepCopier copier = new HiddenClassStepCopier();

        /**
         * Every step form, as {@code {arity, a step whose body records name}}: the bodies record
         * only their name, so a call shows which body ran.
         */
        private List<Object[]> everyForm(List<String> calls, String name) {
            return List.of(
                    new Object[] {1, new EachStep1<Object>((e, a, dt) -> calls.add(name))},
                    new Object[] {2, new EachStep2<Object, Object>((e, a, b, dt) -> calls.add(name))},
                    new Object[] {3, new EachStep3<Object, Object, Object>((e, a, b, c, dt) -> calls.add(name))},
                    new Object[] {
                        4, new EachStep4<Object, Object, Object, Object>((e, a, b, c, d, dt) -> calls.add(name))
                    },
                    new Object[] {
                        5,
                        new EachStep5<Object, Object, Object, Object, Object>(
                                (en, a, b, c, d, e, dt) -> calls.add(name))
                    },
                    new Object[] {
                        6,
                        new EachStep6<Object, Object, Object, Object, Object, Object>(
                                (en, a, b, c, d, e, f, dt) -> calls.add(name))
                    },
                    new Object[] {
                        7,
                        new EachStep7<Object, Object, Object, Object, Object, Object, Object>(
                                (en, a, b, c, d, e, f, g, dt) -> calls.add(name))
                    },
                    new Object[] {
                        8,
                        new EachStep8<Object, Object, Object, Object, Object, Object, Object, Object>(
                                (en, a, b, c, d, e, f, g, h, dt) -> calls.add(name))
                    },
                    new Object[] {1, new EachContextStep1<Object>((e, a, x) -> calls.add(name))},
                    new Object[] {2, new EachContextStep2<Object, Object>((e, a, b, x) -> calls.add(name))},
                    new Object[] {3, new EachContextStep3<Object, Object, Object>((e, a, b, c, x) -> calls.add(name))},
                    new Object[] {
                        4, new EachContextStep4<Object, Object, Object, Object>((e, a, b, c, d, x) -> calls.add(name))
                    },
                    new Object[] {
                        5,
                        new EachContextStep5<Object, Object, Object, Object, Object>(
                                (en, a, b, c, d, e, x) -> calls.add(name))
                    },
                    new Object[] {
                        6,
                        new EachContextStep6<Object, Object, Object, Object, Object, Object>(
                                (en, a, b, c, d, e, f, x) -> calls.add(name))
                    },
                    new Object[] {
                        7,
                        new EachContextStep7<Object, Object, Object, Object, Object, Object, Object>(
                                (en, a, b, c, d, e, f, g, x) -> calls.add(name))
                    },
                    new Object[] {
                        8,
                        new EachContextStep8<Object, Object, Object, Object, Object, Object, Object, Object>(
                                (en, a, b, c, d, e, f, g, h, x) -> calls.add(name))
                    });
        }

        @Test
        void aCopyCallsTheBodyItWasDefinedForEvenFromAnotherInstanceOfItsClass() throws ReflectiveOperationException {
            List<String> calls = new ArrayList<>();
            List<Object[]> defined = everyForm(calls, "defined");
            List<Object[]> others = everyForm(calls, "other");
            Object[] components = {"a", "b", "c", "d", "e", "f", "g", "h"};
            for (int i = 0; i < defined.size(); i++) {
                int arity = (int) defined.get(i)[0];
                EachStep copy = copier.copyOf((EachStep) defined.get(i)[1]);
                Object otherBody = ((EachStep) others.get(i)[1]).body();
                EachStep second =
                        (EachStep) copy.getClass().getDeclaredConstructors()[0].newInstance(otherBody);
                assertSame(otherBody, second.body());
                walkOnce(second, arity, null, components);
            }
            assertEquals(
                    Collections.nCopies(defined.size(), "defined"),
                    calls,
                    "the class's constant, not the instance's field");
        }

        @Test
        void theSharedClassesCallEachInstancesOwnBody() {
            List<String> calls = new ArrayList<>();
            Object[] components = {"a", "b", "c", "d", "e", "f", "g", "h"};
            for (String name : List.of("first", "second")) {
                for (Object[] form : everyForm(calls, name)) {
                    walkOnce((EachStep) form[1], (int) form[0], null, components);
                }
            }
            List<String> expected = new ArrayList<>(Collections.nCopies(16, "first"));
            expected.addAll(Collections.nCopies(16, "second"));
            assertEquals(expected, calls);
        }

        @Test
        void theBodyIsHandedOnlyToTheClassDefinedForItAndOnlyOnce() throws ReflectiveOperationException {
            Object body = new Object();
            Object[] taken = new Object[2];
            Class<?> defined = EachStep.defineCopyFor(body, () -> {
                taken[0] = EachStep.takeBodyOfCopy();
                taken[1] = EachStep.takeBodyOfCopy();
                return String.class;
            });
            assertSame(String.class, defined);
            assertSame(body, taken[0]);
            assertNull(taken[1], "taken once");
            assertNull(EachStep.takeBodyOfCopy(), "nothing is offered outside a definition");
        }

        @Test
        void aClassThatDoesNotTakeItsBodyIsRefusedAndTheBodyIsWithdrawn() {
            IllegalStateException e = assertThrows(
                    IllegalStateException.class, () -> EachStep.defineCopyFor(new Object(), () -> String.class));
            assertEquals(
                    "java.lang.String did not take its body when initialised; a step class must set its"
                            + " constant body from EachStep.takeBodyOfCopy()",
                    e.getMessage());
            assertNull(EachStep.takeBodyOfCopy());
        }

        @Test
        void aDefinitionThatFailsWithdrawsTheBody() {
            assertThrows(
                    ClassNotFoundException.class,
                    () -> EachStep.defineCopyFor(new Object(), () -> {
                        throw new ClassNotFoundException("no such class");
                    }));
            assertNull(EachStep.takeBodyOfCopy());
        }
    }

    /** Where copies are off or fail, the shared step is used; a failing runtime is asked once. */
    @Nested
    class Fallback {
        private final EachStep shared = new EachStep1<Object>((e, a, dt) -> {});

        @Test
        void withoutACopierEverySystemKeepsTheSharedStep() {
            StepCopies none = new StepCopies(null);
            assertFalse(none.makesCopies());
            assertSame(shared, none.own(shared));
        }

        @Test
        void aCopierThatFailsIsAskedOnceThenTheSharedStepIsUsed() {
            int[] asked = {0};
            StepCopies failing = new StepCopies(step -> {
                asked[0]++;
                throw new UnsupportedOperationException("no hidden classes here");
            });
            assertTrue(failing.makesCopies());
            assertSame(shared, failing.own(shared));
            assertFalse(failing.makesCopies());
            assertSame(shared, failing.own(shared));
            assertEquals(1, asked[0]);
        }

        @Test
        void aCopierThatFailsReflectivelyOrWithALinkageErrorIsGivenUpToo() {
            StepCopies reflective = new StepCopies(step -> {
                throw new InstantiationException("abstract");
            });
            assertSame(shared, reflective.own(shared));
            assertFalse(reflective.makesCopies());
            StepCopies linkage = new StepCopies(step -> {
                throw new NoClassDefFoundError("java/lang/invoke/MethodHandles$Lookup");
            });
            assertSame(shared, linkage.own(shared));
            assertFalse(linkage.makesCopies());
        }

        @Test
        void aWorkingCopierGivesEachCallANewCopy() {
            StepCopies copies = new StepCopies(new HiddenClassStepCopier());
            EachStep first = copies.own(shared);
            EachStep second = copies.own(shared);
            assertNotSame(shared.getClass(), first.getClass());
            assertNotSame(first.getClass(), second.getClass());
            assertTrue(copies.makesCopies());
        }

        @Test
        void theHotSpotCopierIsLoadedOnlyOnHotSpotWithCopiesOn() {
            assertInstanceOf(HiddenClassStepCopier.class, StepCopies.load(true, true));
            assertNull(StepCopies.load(false, true), "portable paths");
            assertNull(StepCopies.load(true, false), "-Dpulse.walkCopies=false");
            assertNull(StepCopies.load(false, false));
        }
    }
}
