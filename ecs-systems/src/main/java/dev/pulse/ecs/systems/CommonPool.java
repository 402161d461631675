package dev.pulse.ecs.systems;

import java.util.concurrent.Executor;
import java.util.concurrent.ForkJoinPool;

/**
 * The default executor of parallel mode: {@link ForkJoinPool#commonPool()}. Loaded by name
 * only where the runtime has threads, so TeaVM (no {@code ForkJoinPool}) never compiles it.
 */
final class CommonPool implements Executor {

    /** A new instance, loaded by name; called only where the runtime has threads. */
    static Executor load() {
        try {
            return (Executor) Class.forName("dev.pulse.ecs.systems.CommonPool")
                    .getDeclaredConstructor()
                    .newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(
                    "Cannot load the default executor of parallel mode; set one with "
                            + "Scheduler.Builder.executor(...)",
                    e);
        }
    }

    @Override
    public void execute(Runnable task) {
        ForkJoinPool.commonPool().execute(task);
    }
}
