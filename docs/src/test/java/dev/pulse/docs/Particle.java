package dev.pulse.docs;

/** A pooled particle for the design document's example: lives one second. */
final class Particle {
    float x;
    float y;
    float age;

    void reset(float x, float y) {
        this.x = x;
        this.y = y;
        this.age = 0;
    }

    void update(float dt) {
        age += dt;
    }

    boolean dead() {
        return age >= 1f;
    }
}
