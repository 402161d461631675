package dev.pulse.ecs.snapshot;

import dev.pulse.testing.fixtures.Velocity;

/** The codec of {@link Velocity}: two named floats. */
final class VelocityCodec implements ComponentCodec<Velocity> {
    @Override
    public void write(Velocity v, FieldWriter out) {
        out.writeFloat("dx", v.dx);
        out.writeFloat("dy", v.dy);
    }

    @Override
    public Velocity read(FieldReader in) {
        return new Velocity(in.readFloat("dx"), in.readFloat("dy"));
    }
}
