package dev.pulse.ecs.seam;

import java.util.function.Function;

/**
 * Which runtime Pulse runs on, and the implementation of each platform seam chosen for it:
 * decided once, on first use, with no logging. {@code dev.pulse.ecs.Pulse.platform()} is its
 * public face.
 *
 * <p>The HotSpot implementations live in {@code HotSpotSeams} (and, in the core package,
 * {@code HiddenClassLoopCopier} and {@code MethodHandleRecords}), which are loaded by name
 * through {@link #loadHotSpot}; where loading one fails (its APIs are missing) the portable
 * implementation is used instead, and {@link #fallbackReason()} says why. The system property
 * {@value #PROPERTY}{@code =portable} chooses the portable implementations on HotSpot too.
 */
public final class PlatformProbe implements ClassCaches {

    /** The system property that forces the portable implementations: {@code -Dpulse.platform=portable}. */
    public static final String PROPERTY = "pulse.platform";

    private static final String HOTSPOT_SEAMS = "dev.pulse.ecs.seam.HotSpotSeams";
    private static final PlatformProbe CURRENT = probe();

    private final String runtime;
    private final boolean hotSpot;
    private final boolean threads;
    private final String fallbackReason;
    private final ClassInspector classes;
    private final CallerFinder callers;
    private final SpinWait spinWait;
    private final ClassCaches caches;

    private PlatformProbe(String runtime, boolean teaVm, boolean threads, Object hotSpotSeams, String fallbackReason) {
        this.runtime = runtime;
        this.hotSpot = hotSpotSeams != null;
        this.threads = threads;
        this.fallbackReason = fallbackReason;
        if (hotSpotSeams != null) {
            classes = (ClassInspector) hotSpotSeams;
            callers = (CallerFinder) hotSpotSeams;
            spinWait = (SpinWait) hotSpotSeams;
            caches = (ClassCaches) hotSpotSeams;
        } else {
            classes = new PortableClassInspector(teaVm);
            callers = new StackTraceCallerFinder();
            spinWait = Thread::yield;
            caches = MapClassCache::new;
        }
    }

    /**
     * Returns the runtime Pulse runs on and its seams.
     *
     * @return the same object for the life of the process
     */
    public static PlatformProbe current() {
        return CURRENT;
    }

    /**
     * The portable choice Pulse makes on a runtime without HotSpot's APIs, built here for tests
     * that check what Android or TeaVM see: {@link #current()} is the one Pulse uses.
     *
     * @param runtime the runtime's name, e.g. {@code "Android"}
     * @param teaVm   true for TeaVM (no threads; fields listed in declaration order)
     * @param reason  why the portable paths are chosen
     * @return a probe with the portable implementations
     */
    public static PlatformProbe portable(String runtime, boolean teaVm, String reason) {
        return new PlatformProbe(runtime, teaVm, !teaVm, null, reason);
    }

    private static PlatformProbe probe() {
        String vmName = property("java.vm.name");
        String vendor = property("java.vm.vendor");
        boolean teaVm = "TeaVM".equals(property("os.name"));
        boolean android = vmName.contains("Dalvik") || vendor.contains("Android");
        String runtime = teaVm ? "TeaVM" : android ? "Android" : vmName.isEmpty() ? "unknown" : vmName;
        boolean threads = !teaVm; // TeaVM's browser targets run one thread
        if ("portable".equals(property(PROPERTY))) {
            return new PlatformProbe(runtime, teaVm, threads, null, "-D" + PROPERTY + "=portable");
        }
        if (teaVm || android) {
            return new PlatformProbe(runtime, teaVm, threads, null, runtime + " lacks HotSpot's APIs");
        }
        try {
            Object seams = Class.forName(HOTSPOT_SEAMS).getDeclaredConstructor().newInstance();
            return new PlatformProbe(runtime, teaVm, threads, seams, null);
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            return new PlatformProbe(runtime, teaVm, threads, null, "HotSpot APIs unavailable: " + e);
        }
    }

    private static String property(String name) {
        try {
            String value = System.getProperty(name);
            return value == null ? "" : value;
        } catch (RuntimeException e) { // a security manager, or a runtime without properties
            return "";
        }
    }

    /**
     * Loads and instantiates a HotSpot implementation by name, or answers null where the
     * portable implementations are in use or the class cannot be loaded here.
     *
     * @param className the implementation's binary name; it needs a no-argument constructor
     * @param type      the seam it implements
     * @param <T>       that type
     * @return a new instance, or null
     */
    public <T> T loadHotSpot(String className, Class<T> type) {
        return hotSpot ? load(className, type) : null;
    }

    /**
     * Loads and instantiates a class by name (so a compiler that follows direct references, such
     * as TeaVM's, never compiles it), or answers null where it cannot be loaded here.
     *
     * @param className the class's binary name, in this module (or in a package open to it);
     *                  it needs a no-argument constructor, which may be package-private
     * @param type      the type it implements or extends
     * @param <T>       that type
     * @return a new instance, or null
     */
    public <T> T load(String className, Class<T> type) {
        try {
            Class<?> implementation = Class.forName(className);
            java.lang.reflect.Constructor<?> constructor = implementation.getDeclaredConstructor();
            constructor.setAccessible(true); // package-private classes of this module
            return type.cast(constructor.newInstance());
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            return null;
        }
    }

    /**
     * The runtime's name: {@code "TeaVM"}, {@code "Android"}, or the JVM's
     * {@code java.vm.name} (e.g. {@code "OpenJDK 64-Bit Server VM"}).
     *
     * @return the name
     */
    public String runtime() {
        return runtime;
    }

    /**
     * Whether the HotSpot implementations are in use.
     *
     * @return true on HotSpot unless {@code -Dpulse.platform=portable}
     */
    public boolean hotSpot() {
        return hotSpot;
    }

    /**
     * Whether Pulse may start threads: false on TeaVM, where parallel walks and parallel
     * scheduler phases run on the calling thread.
     *
     * @return whether threads are used
     */
    public boolean threads() {
        return threads;
    }

    /**
     * Why the portable implementations are in use, or null on HotSpot.
     *
     * @return the reason, or null
     */
    public String fallbackReason() {
        return fallbackReason;
    }

    /**
     * Returns the class inspector of this runtime.
     *
     * @return the inspector
     */
    public ClassInspector classes() {
        return classes;
    }

    /**
     * Returns the caller finder of this runtime.
     *
     * @return the finder
     */
    public CallerFinder callers() {
        return callers;
    }

    /**
     * Returns the busy-wait hint of this runtime.
     *
     * @return the hint
     */
    public SpinWait spinWait() {
        return spinWait;
    }

    @Override
    public <V> ClassCache<V> create(Function<Class<?>, V> compute) {
        return caches.create(compute);
    }

    /**
     * Whether a stack frame of class {@code className} is user code: outside Pulse's packages,
     * or a test (Pulse's own tests count as users).
     *
     * @param className a frame's class name
     * @return true for a user frame
     */
    static boolean isCallerFrame(String className) {
        return !className.startsWith("dev.pulse.ecs.") || className.contains("Test");
    }
}
