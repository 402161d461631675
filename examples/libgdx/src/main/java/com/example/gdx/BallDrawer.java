package com.example.gdx;

import com.badlogic.gdx.math.Vector2;

/**
 * Draws one ball. A desktop launcher passes one that draws with a {@code ShapeRenderer}; the
 * headless test passes one that records what would have been drawn.
 */
@FunctionalInterface
public interface BallDrawer {

    /**
     * @param position where to draw the ball's centre (interpolated between fixed steps)
     * @param radius   the ball's radius
     */
    void draw(Vector2 position, float radius);
}
