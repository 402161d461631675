package dev.pulse.bench.artemis;

import java.util.List;

/**
 * The {@value dev.pulse.bench.WorkloadAdapter#MARKER_TYPES} marker component types A..Z of the
 * fragmented world ({@code fragIter}) for the Artemis-odb adapter: empty classes whose only job
 * is to spread the entities with {@link Data} over 26 different component combinations.
 */
public final class Markers {

    /** The marker types in order A..Z. */
    public static final List<Class<? extends com.artemis.Component>> TYPES = List.of(
            A.class, B.class, C.class, D.class, E.class, F.class, G.class, H.class, I.class, J.class, K.class, L.class,
            M.class, N.class, O.class, P.class, Q.class, R.class, S.class, T.class, U.class, V.class, W.class, X.class,
            Y.class, Z.class);

    private Markers() {}

    /** Marker A. */
    public static final class A extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public A() {}
    }

    /** Marker B. */
    public static final class B extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public B() {}
    }

    /** Marker C. */
    public static final class C extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public C() {}
    }

    /** Marker D. */
    public static final class D extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public D() {}
    }

    /** Marker E. */
    public static final class E extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public E() {}
    }

    /** Marker F. */
    public static final class F extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public F() {}
    }

    /** Marker G. */
    public static final class G extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public G() {}
    }

    /** Marker H. */
    public static final class H extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public H() {}
    }

    /** Marker I. */
    public static final class I extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public I() {}
    }

    /** Marker J. */
    public static final class J extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public J() {}
    }

    /** Marker K. */
    public static final class K extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public K() {}
    }

    /** Marker L. */
    public static final class L extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public L() {}
    }

    /** Marker M. */
    public static final class M extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public M() {}
    }

    /** Marker N. */
    public static final class N extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public N() {}
    }

    /** Marker O. */
    public static final class O extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public O() {}
    }

    /** Marker P. */
    public static final class P extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public P() {}
    }

    /** Marker Q. */
    public static final class Q extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public Q() {}
    }

    /** Marker R. */
    public static final class R extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public R() {}
    }

    /** Marker S. */
    public static final class S extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public S() {}
    }

    /** Marker T. */
    public static final class T extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public T() {}
    }

    /** Marker U. */
    public static final class U extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public U() {}
    }

    /** Marker V. */
    public static final class V extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public V() {}
    }

    /** Marker W. */
    public static final class W extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public W() {}
    }

    /** Marker X. */
    public static final class X extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public X() {}
    }

    /** Marker Y. */
    public static final class Y extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public Y() {}
    }

    /** Marker Z. */
    public static final class Z extends com.artemis.Component {
        /** Creates the marker (Artemis instantiates components reflectively). */
        public Z() {}
    }
}
