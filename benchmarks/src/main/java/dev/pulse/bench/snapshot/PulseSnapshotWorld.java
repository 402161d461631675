package dev.pulse.bench.snapshot;

import dev.pulse.bench.pulse.Health;
import dev.pulse.bench.pulse.Position;
import dev.pulse.bench.pulse.Velocity;
import dev.pulse.ecs.World;
import dev.pulse.ecs.snapshot.ComponentCodec;
import dev.pulse.ecs.snapshot.FieldReader;
import dev.pulse.ecs.snapshot.FieldWriter;
import dev.pulse.ecs.snapshot.Snapshots;

/** A Pulse world of N entities with Position, Velocity and Health, and the snapshot configuration. */
public final class PulseSnapshotWorld {

    /** The configuration: one codec per component class. */
    public static final Snapshots SNAPSHOTS = Snapshots.builder()
            .register("Position", Position.class, new ComponentCodec<>() {
                @Override
                public void write(Position p, FieldWriter out) {
                    out.writeFloat("x", p.x);
                    out.writeFloat("y", p.y);
                }

                @Override
                public Position read(FieldReader in) {
                    Position p = new Position();
                    p.x = in.readFloat("x");
                    p.y = in.readFloat("y");
                    return p;
                }
            })
            .register("Velocity", Velocity.class, new ComponentCodec<>() {
                @Override
                public void write(Velocity v, FieldWriter out) {
                    out.writeFloat("dx", v.dx);
                    out.writeFloat("dy", v.dy);
                }

                @Override
                public Velocity read(FieldReader in) {
                    Velocity v = new Velocity();
                    v.dx = in.readFloat("dx");
                    v.dy = in.readFloat("dy");
                    return v;
                }
            })
            .register("Health", Health.class, new ComponentCodec<>() {
                @Override
                public void write(Health h, FieldWriter out) {
                    out.writeInt("hp", h.hp);
                }

                @Override
                public Health read(FieldReader in) {
                    Health h = new Health();
                    h.hp = in.readInt("hp");
                    return h;
                }
            })
            .build();

    private PulseSnapshotWorld() {}

    /**
     * Builds the world.
     *
     * @param entities how many entities
     * @return the world
     */
    public static World build(int entities) {
        World world = World.builder().initialCapacity(entities).build();
        for (int i = 0; i < entities; i++) {
            Position p = new Position();
            p.x = i * 0.25f;
            p.y = -i * 0.5f;
            Velocity v = new Velocity();
            v.dx = 1f / (i + 1);
            v.dy = 2f;
            Health h = new Health();
            h.hp = i % 100;
            world.spawn(p, v, h);
        }
        return world;
    }
}
