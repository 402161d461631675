package dev.pulse.bench.pulse;

import java.util.List;

/**
 * The {@value dev.pulse.bench.WorkloadAdapter#MARKER_TYPES} marker component types A..Z of the
 * fragmented world ({@code fragIter}) for the Pulse adapter: empty classes whose only job is to
 * spread the entities with {@link Data} over 26 different component combinations.
 */
public final class Markers {

    /** The marker types in order A..Z. */
    public static final List<Class<?>> TYPES = List.of(
            A.class, B.class, C.class, D.class, E.class, F.class, G.class, H.class, I.class, J.class, K.class, L.class,
            M.class, N.class, O.class, P.class, Q.class, R.class, S.class, T.class, U.class, V.class, W.class, X.class,
            Y.class, Z.class);

    private Markers() {}

    /** Marker A. */
    public static final class A {
        /** Creates the marker. */
        public A() {}
    }

    /** Marker B. */
    public static final class B {
        /** Creates the marker. */
        public B() {}
    }

    /** Marker C. */
    public static final class C {
        /** Creates the marker. */
        public C() {}
    }

    /** Marker D. */
    public static final class D {
        /** Creates the marker. */
        public D() {}
    }

    /** Marker E. */
    public static final class E {
        /** Creates the marker. */
        public E() {}
    }

    /** Marker F. */
    public static final class F {
        /** Creates the marker. */
        public F() {}
    }

    /** Marker G. */
    public static final class G {
        /** Creates the marker. */
        public G() {}
    }

    /** Marker H. */
    public static final class H {
        /** Creates the marker. */
        public H() {}
    }

    /** Marker I. */
    public static final class I {
        /** Creates the marker. */
        public I() {}
    }

    /** Marker J. */
    public static final class J {
        /** Creates the marker. */
        public J() {}
    }

    /** Marker K. */
    public static final class K {
        /** Creates the marker. */
        public K() {}
    }

    /** Marker L. */
    public static final class L {
        /** Creates the marker. */
        public L() {}
    }

    /** Marker M. */
    public static final class M {
        /** Creates the marker. */
        public M() {}
    }

    /** Marker N. */
    public static final class N {
        /** Creates the marker. */
        public N() {}
    }

    /** Marker O. */
    public static final class O {
        /** Creates the marker. */
        public O() {}
    }

    /** Marker P. */
    public static final class P {
        /** Creates the marker. */
        public P() {}
    }

    /** Marker Q. */
    public static final class Q {
        /** Creates the marker. */
        public Q() {}
    }

    /** Marker R. */
    public static final class R {
        /** Creates the marker. */
        public R() {}
    }

    /** Marker S. */
    public static final class S {
        /** Creates the marker. */
        public S() {}
    }

    /** Marker T. */
    public static final class T {
        /** Creates the marker. */
        public T() {}
    }

    /** Marker U. */
    public static final class U {
        /** Creates the marker. */
        public U() {}
    }

    /** Marker V. */
    public static final class V {
        /** Creates the marker. */
        public V() {}
    }

    /** Marker W. */
    public static final class W {
        /** Creates the marker. */
        public W() {}
    }

    /** Marker X. */
    public static final class X {
        /** Creates the marker. */
        public X() {}
    }

    /** Marker Y. */
    public static final class Y {
        /** Creates the marker. */
        public Y() {}
    }

    /** Marker Z. */
    public static final class Z {
        /** Creates the marker. */
        public Z() {}
    }
}
