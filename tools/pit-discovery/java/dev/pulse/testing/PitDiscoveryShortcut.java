package dev.pulse.testing;

import java.lang.reflect.Method;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;

/**
 * Lets PIT find the tests of a test JVM without running them first. Added to the test classpath of
 * the library modules by the parent pom's {@code mutation} profile only.
 *
 * <p>PIT's JUnit 5 plugin finds a class's tests by <em>running</em> the class with a listener
 * that records each test as it starts, and a mutation-testing JVM does that for every test class
 * it is given before it runs any mutant. PIT starts such a JVM for every mutated class and again
 * after every mutant that times out (about 140 in {@code ecs-core}), so the whole covering suite
 * ran about 140 times for nothing but a list of names. While that discovery is on the stack, this
 * interceptor skips test bodies and their before/after methods: the tests still start and finish,
 * so PIT records each of them, and it then runs them for real, against each mutant. Test
 * factories are not skipped (their tests exist only once they ran), nor are jqwik properties
 * (another engine). Outside PIT's mutation JVMs (Surefire, PIT's coverage run) it does nothing.
 */
public final class PitDiscoveryShortcut implements InvocationInterceptor {

    private static final String MINION = "org.pitest.mutationtest.execute.MutationTestMinion";
    private static final String DISCOVERY = "findTestsForTestClasses";

    /** Whether PIT is on the classpath at all: if not, no stack is ever walked. */
    private static final boolean PIT_PRESENT = present(MINION);

    private static boolean present(String name) {
        try {
            Class.forName(name, false, PitDiscoveryShortcut.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /** Whether PIT's mutation JVM is discovering tests (its discovery method is on the stack). */
    static boolean discovering() {
        return PIT_PRESENT && StackWalker.getInstance().walk(frames -> frames.anyMatch(
                f -> f.getMethodName().equals(DISCOVERY) && f.getClassName().equals(MINION)));
    }

    private static void skipOrProceed(Invocation<Void> invocation) throws Throwable {
        if (discovering()) {
            invocation.skip();
        } else {
            invocation.proceed();
        }
    }

    @Override
    public void interceptTestMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> invocationContext,
            ExtensionContext extensionContext) throws Throwable {
        skipOrProceed(invocation);
    }

    @Override
    public void interceptTestTemplateMethod(Invocation<Void> invocation,
            ReflectiveInvocationContext<Method> invocationContext, ExtensionContext extensionContext) throws Throwable {
        skipOrProceed(invocation);
    }

    @Override
    public void interceptBeforeAllMethod(Invocation<Void> invocation,
            ReflectiveInvocationContext<Method> invocationContext, ExtensionContext extensionContext) throws Throwable {
        skipOrProceed(invocation);
    }

    @Override
    public void interceptBeforeEachMethod(Invocation<Void> invocation,
            ReflectiveInvocationContext<Method> invocationContext, ExtensionContext extensionContext) throws Throwable {
        skipOrProceed(invocation);
    }

    @Override
    public void interceptAfterEachMethod(Invocation<Void> invocation,
            ReflectiveInvocationContext<Method> invocationContext, ExtensionContext extensionContext) throws Throwable {
        skipOrProceed(invocation);
    }

    @Override
    public void interceptAfterAllMethod(Invocation<Void> invocation,
            ReflectiveInvocationContext<Method> invocationContext, ExtensionContext extensionContext) throws Throwable {
        skipOrProceed(invocation);
    }
}
