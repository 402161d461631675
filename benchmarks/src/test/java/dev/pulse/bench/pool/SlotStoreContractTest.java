package dev.pulse.bench.pool;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** One contract for every store of the arena scenarios. */
class SlotStoreContractTest {

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void insertedValueIsFoundThroughItsSlot(StoreKind kind) {
        SlotStore store = kind.open(2);
        Item a = new Item(1);
        Item b = new Item(2);
        store.insert(0, a);
        store.insert(1, b);
        assertSame(a, store.get(0));
        assertSame(b, store.get(1));
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void removeReturnsTheValueAndForgetsIt(StoreKind kind) {
        SlotStore store = kind.open(1);
        Item a = new Item(1);
        store.insert(0, a);
        assertSame(a, store.remove(0));
        assertNull(store.get(0));
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void slotReusedAfterRemoveHoldsTheNewValue(StoreKind kind) {
        SlotStore store = kind.open(1);
        store.insert(0, new Item(1));
        store.remove(0);
        Item b = new Item(2);
        store.insert(0, b);
        assertSame(b, store.get(0));
    }
}
