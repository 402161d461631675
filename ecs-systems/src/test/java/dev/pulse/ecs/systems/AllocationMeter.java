package dev.pulse.ecs.systems;

import java.lang.reflect.Method;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Measures bytes allocated by the current thread through
 * {@code com.sun.management.ThreadMXBean}, looked up reflectively because the
 * {@code dev.pulse.ecs.systems} module (patched with these tests) does not read {@code jdk.management}.
 * Tests that use it are skipped on a JVM without the bean.
 */
final class AllocationMeter {

    private final Object threadBean;
    private final Method allocatedBytes;

    AllocationMeter() {
        Object bean = null;
        Method method = null;
        try {
            bean = Class.forName("java.lang.management.ManagementFactory").getMethod("getThreadMXBean").invoke(null);
            method = Class.forName("com.sun.management.ThreadMXBean").getMethod("getCurrentThreadAllocatedBytes");
            method.invoke(bean);
        } catch (ReflectiveOperationException | LinkageError e) {
            method = null;
        }
        assumeTrue(method != null, "this JVM cannot measure per-thread allocation");
        this.threadBean = bean;
        this.allocatedBytes = method;
        // Reflection inflates its accessor after some calls; do that before anything is measured.
        for (int i = 0; i < 50; i++) {
            read();
        }
    }

    /**
     * Returns the bytes the current thread allocated while running {@code work}. The JVM may
     * allocate a little on its own (compilation, class loading), so callers compare with a
     * bound per operation: any per-operation allocation costs at least 16 bytes an operation.
     */
    long bytesAllocatedBy(Runnable work) {
        // Measure an empty run too: the meter's own call may allocate (boxing the long).
        long overhead = measure(() -> { });
        return Math.max(0, measure(work) - overhead);
    }

    /**
     * The least of {@code windows} measurements of {@code work}: a one-time event of the JVM or of
     * the world (a buffer that grows once) falls in one window, an allocation per operation in
     * every one.
     */
    long leastBytesAllocatedBy(Runnable work, int windows) {
        long least = Long.MAX_VALUE;
        for (int window = 0; window < windows; window++) {
            least = Math.min(least, bytesAllocatedBy(work));
        }
        return least;
    }

    private long measure(Runnable work) {
        long before = read();
        work.run();
        return read() - before;
    }

    private long read() {
        try {
            return (Long) allocatedBytes.invoke(threadBean);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("allocation meter failed", e);
        }
    }
}
