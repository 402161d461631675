package com.example.gdx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.ApplicationListener;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.headless.HeadlessApplication;
import com.badlogic.gdx.backends.headless.HeadlessApplicationConfiguration;
import com.badlogic.gdx.math.Vector2;
import dev.pulse.ecs.systems.Scheduler;
import dev.pulse.ecs.systems.Time;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Runs {@link BouncingBalls} inside libGDX's {@link HeadlessApplication} (its real main loop,
 * on its own thread, with libGDX's own frame timing) for a fixed number of frames, then checks
 * the Pulse world it leaves behind.
 */
class BouncingBallsHeadlessTest {

    private static final int FRAMES = 90;
    private static final int BALLS = 50;

    /** Counts frames, sums libGDX's delta times and exits after {@link #FRAMES}; keeps any failure. */
    private static final class FrameLimit implements ApplicationListener {
        final BouncingBalls game;
        final CountDownLatch disposed = new CountDownLatch(1);
        final AtomicReference<Throwable> failure = new AtomicReference<>();
        final List<Integer> drawsPerFrame = new ArrayList<>();
        int frames;
        double deltaSum;
        int draws;

        FrameLimit(BouncingBalls game) {
            this.game = game;
        }

        @Override
        public void create() {
            guard(game::create);
        }

        @Override
        public void render() {
            if (frames == FRAMES) {
                return;     // Gdx.app.exit() takes effect after one more pass of libGDX's loop
            }
            guard(() -> {
                deltaSum += Math.min(Gdx.graphics.getDeltaTime(), 0.25); // what the scheduler sees after clamping
                draws = 0;
                game.render();
                drawsPerFrame.add(draws);
                if (++frames == FRAMES) {
                    Gdx.app.exit();
                }
            });
        }

        @Override
        public void resize(int width, int height) {
            game.resize(width, height);
        }

        @Override
        public void pause() {
            game.pause();
        }

        @Override
        public void resume() {
            game.resume();
        }

        @Override
        public void dispose() {
            try {
                guard(game::dispose);
            } finally {
                disposed.countDown();
            }
        }

        private void guard(Runnable r) {
            try {
                r.run();
            } catch (Throwable t) {
                failure.compareAndSet(null, t);
                Gdx.app.exit();
            }
        }
    }

    @Test
    void pulseSchedulerRunsInsideTheLibGdxLoop() throws InterruptedException {
        List<float[]> drawn = new ArrayList<>();
        FrameLimit[] app = new FrameLimit[1];
        BouncingBalls game = new BouncingBalls(BALLS, 42, (Vector2 pos, float radius) -> {
            app[0].draws++;
            drawn.add(new float[] {pos.x, pos.y, radius});
        });
        app[0] = new FrameLimit(game);
        HeadlessApplicationConfiguration config = new HeadlessApplicationConfiguration();
        config.updatesPerSecond = 60;

        new HeadlessApplication(app[0], config);
        assertTrue(app[0].disposed.await(60, TimeUnit.SECONDS), "the libGDX loop ended within 60 s");
        assertNull(app[0].failure.get(), () -> "the game threw inside the libGDX loop: " + app[0].failure.get());

        // One Pulse tick per libGDX frame, fed libGDX's delta time.
        Scheduler scheduler = game.scheduler();
        Time time = scheduler.time();
        assertEquals(FRAMES, app[0].frames);
        assertEquals(FRAMES, time.frame(), "the scheduler ticked once per libGDX frame");
        assertEquals(app[0].deltaSum, time.elapsed(), 1e-5, "the scheduler's game time is the sum of libGDX's deltas");
        assertTrue(time.elapsed() > 1.0, "90 frames at 60 per second are about 1.5 s, were " + time.elapsed());
        long due = (long) Math.floor(time.elapsed() / time.fixedDelta() + 1e-6);
        assertTrue(Math.abs(time.fixedSteps() + time.droppedFixedSteps() - due) <= 1,
                "fixed steps " + time.fixedSteps() + " (+" + time.droppedFixedSteps() + " dropped) for "
                        + time.elapsed() + " s at " + time.fixedDelta() + " s a step");

        // The RENDER phase drew every ball once a frame, inside the box.
        for (int draws : app[0].drawsPerFrame) {
            assertEquals(BALLS, draws, "each frame draws every ball once");
        }
        for (float[] d : drawn) {
            assertTrue(d[0] >= d[2] - 1e-3 && d[0] <= BouncingBalls.SIZE - d[2] + 1e-3
                            && d[1] >= d[2] - 1e-3 && d[1] <= BouncingBalls.SIZE - d[2] + 1e-3,
                    "a ball was drawn outside the box at (" + d[0] + ", " + d[1] + ")");
        }

        // The world: every ball still there, inside the box, at its start speed (bounces reflect).
        assertEquals(BALLS, game.world().count(BouncingBalls.Position.class));
        assertTrue(game.bounces() > 0, "balls crossing a 100-unit box at 100-200 units/s for 1.5 s hit walls");
        game.world().query(BouncingBalls.Position.class, BouncingBalls.Velocity.class, BouncingBalls.Radius.class)
                .forEach((ball, pos, vel, radius) -> {
                    float r = radius.value();
                    assertTrue(pos.value.x >= r && pos.value.x <= BouncingBalls.SIZE - r
                            && pos.value.y >= r && pos.value.y <= BouncingBalls.SIZE - r, ball + " left the box");
                    float speed = vel.value().len();
                    assertTrue(speed >= 100 - 1e-3 && speed <= 200 + 1e-3, ball + " has speed " + speed);
                });

        // The screen's dispose stopped the scheduler.
        assertThrows(IllegalStateException.class, () -> scheduler.tick(0.016));
    }
}
