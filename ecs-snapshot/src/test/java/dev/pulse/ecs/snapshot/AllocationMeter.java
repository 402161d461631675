package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.reflect.Method;

/**
 * Measures the bytes the current thread allocates through {@code com.sun.management.ThreadMXBean},
 * looked up reflectively (this test module does not read {@code jdk.management}). Tests that
 * use {@link #AllocationMeter()} are skipped on a JVM without the bean; {@link #ifAvailable()}
 * lets a test run its other checks there. Allocation bounds the peak memory from above: a load
 * cannot hold more than it allocated.
 */
final class AllocationMeter {

    private final Object threadBean;
    private final Method allocatedBytes;

    /** A meter; the calling test is skipped (an assumption fails) if this JVM has none. */
    AllocationMeter() {
        this(lookUp());
        assumeTrue(allocatedBytes != null, "this JVM cannot measure per-thread allocation");
    }

    private AllocationMeter(Object[] beanAndMethod) {
        this.threadBean = beanAndMethod[0];
        this.allocatedBytes = (Method) beanAndMethod[1];
        if (allocatedBytes != null) {
            for (int i = 0; i < 50; i++) {
                allocatedBytes(); // reflection inflates its accessor after some calls; do it before measuring
            }
        }
    }

    /**
     * Returns a meter, or {@code null} if this JVM cannot measure per-thread allocation.
     *
     * @return the meter or null
     */
    static AllocationMeter ifAvailable() {
        AllocationMeter meter = new AllocationMeter(lookUp());
        return meter.allocatedBytes == null ? null : meter;
    }

    private static Object[] lookUp() {
        try {
            Object bean = Class.forName("java.lang.management.ManagementFactory").getMethod("getThreadMXBean")
                    .invoke(null);
            Method method = Class.forName("com.sun.management.ThreadMXBean").getMethod("getCurrentThreadAllocatedBytes");
            long bytes = (Long) method.invoke(bean);
            return new Object[] {bean, bytes < 0 ? null : method};   // -1: the JVM has the measurement switched off
        } catch (ReflectiveOperationException | LinkageError | ClassCastException e) {
            return new Object[] {null, null};
        }
    }

    /** The bytes the current thread allocated while running {@code work}, whether it threw or not. */
    long bytesAllocatedBy(Runnable work) {
        long before = allocatedBytes();
        try {
            work.run();
        } catch (RuntimeException expected) {
            // a refused load: its allocation is what is measured
        }
        return allocatedBytes() - before;
    }

    /** The bytes the current thread has allocated so far (a running total). */
    long allocatedBytes() {
        try {
            return (Long) allocatedBytes.invoke(threadBean);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("allocation meter failed", e);
        }
    }
}
