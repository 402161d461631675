package dev.pulse.ecs.pool;

/** A pooled test item like the one in the {@link ResourcePool} example. */
final class Particle {
    float x;
    float y;
    float age;
    float lifetime = 1f;

    void reset(float x, float y) {
        this.x = x;
        this.y = y;
        this.age = 0f;
    }

    void update(float dt) {
        age += dt;
        y += dt;
    }

    boolean dead() {
        return age >= lifetime;
    }

    @Override
    public String toString() {
        return "Particle@" + Integer.toHexString(System.identityHashCode(this));
    }
}
