package dev.pulse.ecs.snapshot;

import java.util.Arrays;

/** A growable big-endian byte buffer for the binary format. */
final class ByteSink {

    private byte[] bytes;
    private int size;

    ByteSink(int capacity) {
        bytes = new byte[Math.max(64, capacity)];
    }

    int size() {
        return size;
    }

    byte[] toByteArray() {
        return Arrays.copyOf(bytes, size);
    }

    byte[] buffer() {
        return bytes;
    }

    private void ensure(int more) {
        if (size + more > bytes.length) {
            long wanted = Math.max((long) bytes.length * 2, (long) size + more);
            if (wanted > Integer.MAX_VALUE - 8) {
                throw new IllegalStateException("Snapshot larger than 2 GiB: save fewer entities per snapshot");
            }
            bytes = Arrays.copyOf(bytes, (int) wanted);
        }
    }

    void u8(int value) {
        ensure(1);
        bytes[size++] = (byte) value;
    }

    void u16(int value) {
        ensure(2);
        bytes[size++] = (byte) (value >>> 8);
        bytes[size++] = (byte) value;
    }

    void i32(int value) {
        ensure(4);
        byte[] b = bytes;
        int s = size;
        b[s] = (byte) (value >>> 24);
        b[s + 1] = (byte) (value >>> 16);
        b[s + 2] = (byte) (value >>> 8);
        b[s + 3] = (byte) value;
        size = s + 4;
    }

    /** Overwrites 4 bytes at {@code at} (for a section length written after its content). */
    void i32At(int at, int value) {
        bytes[at] = (byte) (value >>> 24);
        bytes[at + 1] = (byte) (value >>> 16);
        bytes[at + 2] = (byte) (value >>> 8);
        bytes[at + 3] = (byte) value;
    }

    void i64(long value) {
        i32((int) (value >>> 32));
        i32((int) value);
    }

    /** Unsigned LEB128 of a non-negative long. */
    void varint(long value) {
        ensure(10);
        while ((value & ~0x7FL) != 0) {
            bytes[size++] = (byte) ((value & 0x7F) | 0x80);
            value >>>= 7;
        }
        bytes[size++] = (byte) value;
    }

    void raw(byte[] data) {
        ensure(data.length);
        System.arraycopy(data, 0, bytes, size, data.length);
        size += data.length;
    }
}
