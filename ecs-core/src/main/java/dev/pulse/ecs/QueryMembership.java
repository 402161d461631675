package dev.pulse.ecs;

/**
 * Which entities a query matched when it was last told about them, for {@link Observers#onMatch}
 * and {@link Observers#onUnmatch} (Ashley's family listener). One bit per entity index; kept
 * up to date only by the hooks of the storages the query names, so it costs nothing elsewhere.
 */
final class QueryMembership {

    final Query query;
    Subscription[] onMatch = Observers.NO_SUBSCRIPTIONS;
    Subscription[] onUnmatch = Observers.NO_SUBSCRIPTIONS;
    private long[] bits = new long[0];

    QueryMembership(Query query) {
        this.query = query;
    }

    boolean isEmpty() {
        return onMatch.length == 0 && onUnmatch.length == 0;
    }

    boolean contains(int index) {
        int word = index >>> 6;
        return word < bits.length && (bits[word] & (1L << index)) != 0;
    }

    void set(int index, boolean member) {
        int word = index >>> 6;
        if (word >= bits.length) {
            if (!member) {
                return;
            }
            bits = java.util.Arrays.copyOf(bits, Math.max(word + 1, bits.length * 2));
        }
        if (member) {
            bits[word] |= 1L << index;
        } else {
            bits[word] &= ~(1L << index);
        }
    }

    void clear() {
        java.util.Arrays.fill(bits, 0L);
    }
}
