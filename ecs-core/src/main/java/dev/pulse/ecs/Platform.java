package dev.pulse.ecs;

import dev.pulse.ecs.seam.PlatformProbe;

/**
 * The runtime Pulse runs on, and the paths it chose there: {@link Pulse#platform()} answers it.
 * Pulse decides once, when first used, with no logging and no configuration: on HotSpot it uses
 * the fastest paths (per-query walk copies as hidden classes, {@link ClassValue} caches,
 * method-handle record writers); on Android and TeaVM, which lack those APIs, it uses portable
 * ones that give the same answers. {@code -Dpulse.platform=portable} forces the portable paths
 * on HotSpot, e.g. to test what Android will run.
 *
 * <pre>{@code
 * Platform platform = Pulse.platform();
 * if (!platform.threads()) {
 *     // parallelForEach and parallel scheduler phases run on the calling thread here
 * }
 * }</pre>
 */
public final class Platform {

    private final PlatformProbe probe;

    Platform(PlatformProbe probe) {
        this.probe = probe;
    }

    /**
     * The runtime's name: {@code "TeaVM"}, {@code "Android"}, or the JVM's {@code java.vm.name}
     * (e.g. {@code "OpenJDK 64-Bit Server VM"}).
     *
     * @return the name
     */
    public String runtime() {
        return probe.runtime();
    }

    /**
     * Whether the HotSpot paths are in use; false on Android and TeaVM, and with
     * {@code -Dpulse.platform=portable}.
     *
     * @return true for the HotSpot paths
     */
    public boolean hotSpotPaths() {
        return probe.hotSpot();
    }

    /**
     * Whether Pulse runs work on other threads: {@link Query1#parallelForEach parallel walks} and
     * the scheduler's parallel phases. False on TeaVM (a browser page runs one thread), where both
     * run sequentially on the calling thread, with the same results.
     *
     * @return whether threads are used
     */
    public boolean threads() {
        return probe.threads();
    }

    /**
     * Whether a query walked often gets its own copy of the walk loop (a hidden class), so the
     * JIT profiles its actions alone: HotSpot only, and not with {@code -Dpulse.walkCopies=false}.
     *
     * @return whether walk copies are made
     */
    public boolean walkCopies() {
        return probe.hotSpot() && LoopCopies.makesCopies();
    }

    /**
     * Whether column records are read by reflection. Where not (Android, TeaVM), declare each
     * column record's columns with {@link dev.pulse.ecs.column.ColumnSchema#declare(Class)}; using one undeclared
     * fails with a message that says so.
     *
     * @return whether records are read by reflection
     */
    public boolean readsRecords() {
        return probe.classes().readsRecords();
    }

    /**
     * Why the portable paths are in use, e.g. {@code "TeaVM lacks HotSpot's APIs"}; empty on
     * HotSpot.
     *
     * @return the reason, or an empty string
     */
    public String fallbackReason() {
        String reason = probe.fallbackReason();
        return reason == null ? "" : reason;
    }

    /**
     * Returns e.g. {@code Platform[OpenJDK 64-Bit Server VM: hotspot paths, threads, walk copies,
     * records by reflection]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "Platform[" + runtime() + ": "
                + (hotSpotPaths() ? "hotspot paths" : "portable paths (" + fallbackReason() + ")")
                + (threads() ? ", threads" : ", no threads")
                + (walkCopies() ? ", walk copies" : ", no walk copies")
                + (readsRecords() ? ", records by reflection" : ", declared column records") + "]";
    }
}
