package dev.pulse.ecs.snapshot;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Builds random worlds from a seed: spawns with random components (column components too, if
 * asked), despawns, removals,
 * references to live and dead entities, and floats drawn from raw bits (NaN payloads,
 * {@code -0.0}, infinities, subnormals).
 */
final class RandomWorlds {

    private RandomWorlds() {}

    static World build(long seed, int operations) {
        return build(seed, operations, false);
    }

    /**
     * As {@link #build(long, int)}; with {@code columns}, some entities also get a {@link Spark}
     * (a column component) and removals may take it (the other draws stay as without).
     */
    static World build(long seed, int operations, boolean columns) {
        SplittableRandom r = new SplittableRandom(seed);
        World world = new World();
        List<Entity> ever = new ArrayList<>();
        for (int op = 0; op < operations; op++) {
            int kind = r.nextInt(10);
            if (kind < 5 || ever.isEmpty()) {
                Entity e = world.spawn();
                ever.add(e);
                if (r.nextBoolean()) {
                    world.add(e, new PositionRecord(randomFloat(r), randomFloat(r)));
                }
                if (r.nextInt(3) == 0) {
                    world.add(e, new Velocity(randomFloat(r), randomFloat(r)));
                }
                if (r.nextInt(3) == 0) {
                    world.add(e, new Health(r.nextInt()));
                }
                if (r.nextInt(3) == 0) {
                    world.add(e, new Target(r.nextInt(8) == 0 ? null : ever.get(r.nextInt(ever.size()))));
                }
                if (r.nextInt(5) == 0) {
                    world.add(e, new Frozen());
                }
                if (r.nextInt(6) == 0) {
                    world.add(e, randomMixed(r, ever));
                }
                if (columns && r.nextInt(3) == 0) {
                    world.add(e, randomSpark(r));
                }
            } else if (kind < 8) {
                world.despawn(ever.get(r.nextInt(ever.size())));
            } else {
                Entity e = ever.get(r.nextInt(ever.size()));
                Class<?>[] types = columns
                        ? new Class<?>[] {
                            PositionRecord.class,
                            Velocity.class,
                            Health.class,
                            Target.class,
                            Frozen.class,
                            Mixed.class,
                            Spark.class
                        }
                        : new Class<?>[] {
                            PositionRecord.class, Velocity.class, Health.class, Target.class, Frozen.class, Mixed.class
                        };
                world.remove(e, types[r.nextInt(types.length)]);
            }
        }
        return world;
    }

    static float randomFloat(SplittableRandom r) {
        return switch (r.nextInt(8)) {
            case 0 -> -0.0f;
            case 1 -> Float.intBitsToFloat(0x7f800000 | (1 + r.nextInt(0x7fffff)) | (r.nextBoolean() ? 0x80000000 : 0));
            case 2 -> r.nextBoolean() ? Float.POSITIVE_INFINITY : Float.NEGATIVE_INFINITY;
            case 3 -> Float.intBitsToFloat(r.nextInt(0x800000)); // subnormal
            case 4 -> (float) r.nextDouble(-1000, 1000);
            default -> Float.intBitsToFloat(r.nextInt());
        };
    }

    static double randomDouble(SplittableRandom r) {
        return switch (r.nextInt(6)) {
            case 0 -> -0.0;
            case 1 -> Double.longBitsToDouble(0x7ff0000000000000L | (1 + r.nextLong(0xfffffffffffffL)));
            case 2 -> Double.NEGATIVE_INFINITY;
            case 3 -> r.nextDouble();
            default -> Double.longBitsToDouble(r.nextLong());
        };
    }

    static String randomString(SplittableRandom r) {
        if (r.nextInt(6) == 0) {
            return null;
        }
        StringBuilder s = new StringBuilder();
        int length = r.nextInt(12);
        for (int i = 0; i < length; i++) {
            int codePoint;
            do {
                codePoint = switch (r.nextInt(4)) {
                    case 0 -> r.nextInt(0x20, 0x7f);
                    case 1 -> r.nextInt(0x20); // control characters: escaped in JSON
                    case 2 -> r.nextInt(0x80, 0x10000);
                    default -> r.nextInt(0x10000, 0x110000);
                };
            } while (codePoint >= 0xD800 && codePoint <= 0xDFFF);
            s.appendCodePoint(codePoint);
        }
        return s.toString();
    }

    static Spark randomSpark(SplittableRandom r) {
        return new Spark(
                randomFloat(r), randomDouble(r), r.nextInt(), r.nextLong(), r.nextBoolean(), (byte) r.nextInt());
    }

    private static Mixed randomMixed(SplittableRandom r, List<Entity> ever) {
        return new Mixed(
                r.nextBoolean(),
                (byte) r.nextInt(),
                (short) r.nextInt(),
                (char) r.nextInt(0xD800),
                r.nextInt(),
                r.nextLong(),
                randomFloat(r),
                randomDouble(r),
                randomString(r),
                r.nextInt(4) == 0 ? null : ever.get(r.nextInt(ever.size())));
    }
}
