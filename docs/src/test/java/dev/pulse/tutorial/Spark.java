package dev.pulse.tutorial;

// snippet:spark
/** One explosion spark: short-lived, so it is pooled rather than spawned as an entity. */
public final class Spark {
    float x;
    float y;
    float dx;
    float dy;
    float life;

    /** Sets the spark up for a new flight: pooled objects are reused, so reset every field. */
    void launch(float x, float y, float dx, float dy) {
        this.x = x;
        this.y = y;
        this.dx = dx;
        this.dy = dy;
        this.life = 0.5f;
    }

    /** Moves the spark; answers true when it has burnt out. */
    boolean update(float dt) {
        x += dx * dt;
        y += dy * dt;
        life -= dt;
        return life <= 0;
    }
}
// end:spark
