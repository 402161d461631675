package dev.pulse.ecs.seam;

import java.util.function.Function;

/**
 * The HotSpot implementations of the seams in this package, in one class that
 * {@link PlatformProbe} loads by name (so TeaVM never compiles it, and Android never loads it).
 * It uses {@link ClassValue}, {@link Class#isHidden()}, record reflection, {@link Module} and
 * {@link StackWalker}, none of which Android's lowest supported API level has.
 */
@HotSpotOnly
final class HotSpotSeams implements ClassInspector, CallerFinder, SpinWait, ClassCaches {

    HotSpotSeams() {
        // Link what the seams use now, so a runtime that lacks it fails here, at the probe
        // (with a LinkageError it catches), and never later in a game.
        StackWalker.getInstance();
        Thread.onSpinWait();
        PlatformProbe.class.getModule();
    }

    @Override
    public boolean isGenerated(Class<?> type) {
        return type.isHidden() || type.isSynthetic();
    }

    @Override
    public boolean isAnonymous(Class<?> type) {
        return type.isAnonymousClass();
    }

    @Override
    public boolean readsRecords() {
        return true;
    }

    @Override
    public boolean fieldsInDeclarationOrder() {
        return true; // not promised by the specification, but what HotSpot does; records use their components here
    }

    @Override
    public void openForReading(Class<?> type) {
        PlatformProbe.class.getModule().addReads(type.getModule());
    }

    @Override
    public String callerSite() {
        return StackWalker.getInstance()
                .walk(frames -> frames.filter(f -> PlatformProbe.isCallerFrame(f.getClassName()))
                        .findFirst()
                        .map(f -> f.getFileName() + ":" + f.getLineNumber())
                        .orElse("?"));
    }

    @Override
    public void onSpinWait() {
        Thread.onSpinWait();
    }

    @Override
    public <V> ClassCache<V> create(Function<Class<?>, V> compute) {
        ClassValue<V> values = new ClassValue<>() {
            @Override
            protected V computeValue(Class<?> type) {
                return compute.apply(type);
            }
        };
        return values::get;
    }
}
