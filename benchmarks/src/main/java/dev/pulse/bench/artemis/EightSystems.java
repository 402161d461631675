package dev.pulse.bench.artemis;

import com.artemis.Archetype;
import com.artemis.ArchetypeBuilder;
import com.artemis.Aspect;
import com.artemis.ComponentMapper;
import com.artemis.EntitySubscription;
import com.artemis.World;
import com.artemis.WorldConfigurationBuilder;
import com.artemis.systems.IteratingSystem;
import com.artemis.utils.IntBag;

/**
 * The eight systems of the {@code manySystems} scenario as an Artemis-odb game writes them: one
 * {@link IteratingSystem} subclass per system, each with its own {@code process}, run by
 * {@code world.process()} in declaration order. Their walk loop is {@code IteratingSystem}'s, one
 * method shared by all eight, so its {@code process} call meets eight receiver classes: the same
 * profile question Pulse's shared walk faces.
 */
public final class EightSystems {

    private final World world;
    private final ComponentMapper<Position> positions;
    private final EntitySubscription placed;

    /**
     * Builds a world with the eight systems and {@code size} entities with Position (x = i) and
     * Velocity (1, 2).
     *
     * @param size number of entities
     */
    public EightSystems(int size) {
        world = new World(new WorldConfigurationBuilder()
                .with(
                        new MoveX(),
                        new MoveY(),
                        new DampX(),
                        new DampY(),
                        new DriftX(),
                        new DriftY(),
                        new PushX(),
                        new PushY())
                .build());
        positions = world.getMapper(Position.class);
        ComponentMapper<Velocity> velocities = world.getMapper(Velocity.class);
        Archetype moving =
                new ArchetypeBuilder().add(Position.class, Velocity.class).build(world);
        for (int i = 0; i < size; i++) {
            int id = world.create(moving);
            positions.get(id).x = i;
            Velocity v = velocities.get(id);
            v.dx = 1f;
            v.dy = 2f;
        }
        placed = world.getAspectSubscriptionManager().get(Aspect.all(Position.class));
        world.process(); // creations take effect at the first process; not part of a tick
    }

    /** One tick: every system once, in order. */
    public void tick() {
        world.process();
    }

    /**
     * Sums every entity's x, to check the ticks moved something.
     *
     * @return the sum
     */
    public double sumX() {
        IntBag entities = placed.getEntities();
        int[] ids = entities.getData();
        double sum = 0;
        for (int i = 0, n = entities.size(); i < n; i++) {
            sum += positions.get(ids[i]).x;
        }
        return sum;
    }

    /** Disposes of the world. */
    public void close() {
        world.dispose();
    }

    /** What the eight systems share: the aspect and the two mappers (as a game's base class would). */
    abstract static class MovementSystem extends IteratingSystem {
        ComponentMapper<Position> positions;
        ComponentMapper<Velocity> velocities;

        MovementSystem() {
            super(Aspect.all(Position.class, Velocity.class));
        }

        @Override
        protected void initialize() {
            positions = world.getMapper(Position.class);
            velocities = world.getMapper(Velocity.class);
        }
    }

    static final class MoveX extends MovementSystem {
        @Override
        protected void process(int id) {
            positions.get(id).x += velocities.get(id).dx;
        }
    }

    static final class MoveY extends MovementSystem {
        @Override
        protected void process(int id) {
            positions.get(id).y += velocities.get(id).dy;
        }
    }

    static final class DampX extends MovementSystem {
        @Override
        protected void process(int id) {
            velocities.get(id).dx *= 0.999f;
        }
    }

    static final class DampY extends MovementSystem {
        @Override
        protected void process(int id) {
            velocities.get(id).dy *= 0.999f;
        }
    }

    static final class DriftX extends MovementSystem {
        @Override
        protected void process(int id) {
            positions.get(id).x -= velocities.get(id).dy * 0.5f;
        }
    }

    static final class DriftY extends MovementSystem {
        @Override
        protected void process(int id) {
            positions.get(id).y -= velocities.get(id).dx * 0.5f;
        }
    }

    static final class PushX extends MovementSystem {
        @Override
        protected void process(int id) {
            velocities.get(id).dx += 0.001f;
        }
    }

    static final class PushY extends MovementSystem {
        @Override
        protected void process(int id) {
            velocities.get(id).dy += 0.001f;
        }
    }
}
