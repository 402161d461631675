package dev.pulse.bench.columns;

/** A mutable pair of floats: the object layout of the 3-component scenario (subclassed per role). */
public class Vec {
    /** First component. */
    public float a;
    /** Second component. */
    public float b;

    /**
     * Creates a pair.
     *
     * @param a first component
     * @param b second component
     */
    public Vec(float a, float b) {
        this.a = a;
        this.b = b;
    }

    /** Position objects. */
    public static final class Pos extends Vec {
        /**
         * Creates one.
         *
         * @param a x
         * @param b y
         */
        public Pos(float a, float b) {
            super(a, b);
        }
    }

    /** Velocity objects. */
    public static final class Vel extends Vec {
        /**
         * Creates one.
         *
         * @param a dx
         * @param b dy
         */
        public Vel(float a, float b) {
            super(a, b);
        }
    }

    /** Acceleration objects. */
    public static final class Acc extends Vec {
        /**
         * Creates one.
         *
         * @param a ax
         * @param b ay
         */
        public Acc(float a, float b) {
            super(a, b);
        }
    }
}
