package dev.pulse.ecs.inspector;

import dev.pulse.ecs.systems.Scheduler;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A game thread for tests: ticks the scheduler and calls {@code inspector.onFrame()} every few
 * milliseconds; world changes are handed to it with {@link #run(Runnable)} so that only this
 * thread ever touches the world, as in a game.
 */
final class GameLoop implements AutoCloseable {

    private final Thread thread;
    private final ConcurrentLinkedQueue<Runnable> tasks = new ConcurrentLinkedQueue<>();
    private volatile boolean running = true;
    private volatile boolean paused;
    private volatile Throwable failure;

    GameLoop(Scheduler scheduler, Inspector inspector) {
        thread = new Thread(
                () -> {
                    scheduler.world().bindToCurrentThread(); // the test built the world on its own thread: hand it over
                    while (running) {
                        Runnable task;
                        while ((task = tasks.poll()) != null) {
                            task.run();
                        }
                        if (!paused) {
                            scheduler.tick(1.0 / 60);
                            try {
                                inspector.onFrame();
                            } catch (Throwable t) { // a game without a catch of its own would die here
                                failure = t;
                            }
                        }
                        try {
                            Thread.sleep(3);
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                },
                "game");
        thread.setDaemon(true);
        thread.start();
    }

    /** Runs {@code change} on the game thread between two frames and waits for it. */
    void run(Runnable change) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        tasks.add(() -> {
            change.run();
            done.countDown();
        });
        if (!done.await(10, TimeUnit.SECONDS)) {
            throw new AssertionError("the game thread did not run the change");
        }
    }

    /** Stops or resumes ticking and calling onFrame (tasks still run). */
    void paused(boolean paused) throws InterruptedException {
        run(() -> this.paused = paused);
    }

    /**
     * Returns what {@code onFrame()} last threw into the loop.
     *
     * @return the throwable, or {@code null} if it never threw
     */
    Throwable failure() {
        return failure;
    }

    @Override
    public void close() throws InterruptedException {
        running = false;
        thread.join(5_000);
    }
}
