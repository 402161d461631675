package dev.pulse.bench.ashley;

import java.util.List;

/**
 * The {@value dev.pulse.bench.WorkloadAdapter#MARKER_TYPES} marker component types A..Z of the
 * fragmented world ({@code fragIter}) for the Ashley adapter: empty classes whose only job is to
 * spread the entities with {@link Data} over 26 different component combinations.
 */
public final class Markers {

    /** The marker types in order A..Z. */
    public static final List<Class<? extends com.badlogic.ashley.core.Component>> TYPES = List.of(
            A.class, B.class, C.class, D.class, E.class, F.class, G.class, H.class, I.class, J.class, K.class, L.class,
            M.class, N.class, O.class, P.class, Q.class, R.class, S.class, T.class, U.class, V.class, W.class, X.class,
            Y.class, Z.class);

    private Markers() {}

    /** Marker A. */
    public static final class A implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public A() {}
    }

    /** Marker B. */
    public static final class B implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public B() {}
    }

    /** Marker C. */
    public static final class C implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public C() {}
    }

    /** Marker D. */
    public static final class D implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public D() {}
    }

    /** Marker E. */
    public static final class E implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public E() {}
    }

    /** Marker F. */
    public static final class F implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public F() {}
    }

    /** Marker G. */
    public static final class G implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public G() {}
    }

    /** Marker H. */
    public static final class H implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public H() {}
    }

    /** Marker I. */
    public static final class I implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public I() {}
    }

    /** Marker J. */
    public static final class J implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public J() {}
    }

    /** Marker K. */
    public static final class K implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public K() {}
    }

    /** Marker L. */
    public static final class L implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public L() {}
    }

    /** Marker M. */
    public static final class M implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public M() {}
    }

    /** Marker N. */
    public static final class N implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public N() {}
    }

    /** Marker O. */
    public static final class O implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public O() {}
    }

    /** Marker P. */
    public static final class P implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public P() {}
    }

    /** Marker Q. */
    public static final class Q implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public Q() {}
    }

    /** Marker R. */
    public static final class R implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public R() {}
    }

    /** Marker S. */
    public static final class S implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public S() {}
    }

    /** Marker T. */
    public static final class T implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public T() {}
    }

    /** Marker U. */
    public static final class U implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public U() {}
    }

    /** Marker V. */
    public static final class V implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public V() {}
    }

    /** Marker W. */
    public static final class W implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public W() {}
    }

    /** Marker X. */
    public static final class X implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public X() {}
    }

    /** Marker Y. */
    public static final class Y implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public Y() {}
    }

    /** Marker Z. */
    public static final class Z implements com.badlogic.ashley.core.Component {
        /** Creates the marker (Ashley's pools instantiate components reflectively). */
        public Z() {}
    }
}
