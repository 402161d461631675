package com.example.gdx;

import com.badlogic.gdx.Screen;
import dev.pulse.ecs.systems.Scheduler;
import java.util.Objects;

/**
 * A libGDX {@link Screen} whose frame is one Pulse {@link Scheduler#tick(double) tick}: libGDX
 * passes each frame's delta time to {@link #render(float)}, the scheduler runs its phases with
 * it (the fixed-timestep phase as many 1/60 s steps as are due, so the simulation does not
 * depend on the frame rate), and the systems in the {@code RENDER} phase draw. Copy it into your
 * game; it is the whole of the glue between the two.
 *
 * <p>While the application is paused (on Android: in the background) the scheduler is not
 * ticked. {@link #dispose()} stops the scheduler, which calls every system's stop hook.
 */
public class SchedulerScreen implements Screen {

    private final Scheduler scheduler;
    private boolean paused;

    /**
     * @param scheduler the scheduler to tick once per frame
     * @throws NullPointerException if {@code scheduler} is null
     */
    public SchedulerScreen(Scheduler scheduler) {
        this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
    }

    /** @return the scheduler this screen ticks */
    public Scheduler scheduler() {
        return scheduler;
    }

    /**
     * Ticks the scheduler with libGDX's frame time (the scheduler clamps a long frame, such as
     * the first one after a loading pause, to its maximum delta).
     *
     * @param delta seconds since the previous frame, as libGDX measured them
     */
    // snippet:gdx-scheduler-screen
    @Override
    public void render(float delta) {
        if (!paused) {
            scheduler.tick(delta);      // FIXED_UPDATE runs as many 1/60 s steps as are due
        }
    }
    // end:gdx-scheduler-screen

    @Override
    public void show() {
        paused = false;
    }

    @Override
    public void resize(int width, int height) {
        // Systems that care (a camera system) read Gdx.graphics.getWidth()/getHeight().
    }

    @Override
    public void pause() {
        paused = true;
    }

    @Override
    public void resume() {
        paused = false;
    }

    @Override
    public void hide() {
        paused = true;
    }

    @Override
    public void dispose() {
        scheduler.stop();
    }
}
