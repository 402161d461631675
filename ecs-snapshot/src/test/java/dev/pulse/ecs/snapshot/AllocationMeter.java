package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.reflect.Method;

/**
 * Measures the bytes the current thread allocates through {@code com.sun.management.ThreadMXBean},
 * looked up reflectively (this test module does not read {@code jdk.management}). Tests that
 * use it are skipped on a JVM without the bean. Allocation bounds the peak memory from above:
 * a load cannot hold more than it allocated.
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
        for (int i = 0; i < 50; i++) {
            read(); // reflection inflates its accessor after some calls; do it before measuring
        }
    }

    /** The bytes the current thread allocated while running {@code work}, whether it threw or not. */
    long bytesAllocatedBy(Runnable work) {
        long before = read();
        try {
            work.run();
        } catch (RuntimeException expected) {
            // a refused load: its allocation is what is measured
        }
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
