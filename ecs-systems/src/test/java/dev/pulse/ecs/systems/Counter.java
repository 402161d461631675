package dev.pulse.ecs.systems;

/** Test component: a mutable counter. */
final class Counter {
    long value;

    Counter(long value) {
        this.value = value;
    }
}
