package dev.pulse.ecs.pool;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

class AllocationMeterTest {

    private static Object sink;

    @Test
    void meterSeesAllocationSoZeroReadingsElsewhereMeanSomething() {
        AllocationMeter meter = new AllocationMeter();
        long bytes = meter.bytesAllocatedBy(() -> {
            for (int i = 0; i < 1000; i++) {
                sink = new byte[1024];
            }
        });
        assertTrue(bytes >= 1000L * 1024, "measured only " + bytes + " bytes");
    }
}
