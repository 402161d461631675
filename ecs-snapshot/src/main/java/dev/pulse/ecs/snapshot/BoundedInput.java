package dev.pulse.ecs.snapshot;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * A stream read into memory, never past a limit. It is read into chunks that grow with what was
 * read so far (from 8 KiB) and together never hold more than the limit; a stream longer than
 * that is refused after one byte more, having cost about the limit. A stream of {@code n} bytes
 * that fits is then copied into one array of {@code n} bytes (unless one chunk already holds
 * it exactly), so the peak is under {@code 3n} (the chunks hold less than {@code 2n}: the last
 * one may be empty but for a byte).
 */
final class BoundedInput {

    private static final int FIRST_CHUNK = 8 << 10;

    private BoundedInput() {}

    /**
     * Reads {@code in} to its end, or returns null once it has more than {@code limit} bytes
     * (having read one byte past the limit, and no more).
     */
    static byte[] read(InputStream in, int limit) throws IOException {
        List<byte[]> chunks = new ArrayList<>();
        long total = 0;
        int lastFilled = 0;
        while (true) {
            int room = (int) Math.min(limit - total, Math.max(FIRST_CHUNK, total));
            if (room == 0) {
                if (in.read() >= 0) {
                    return null;
                }
                break;
            }
            byte[] chunk = new byte[room];
            lastFilled = fill(in, chunk, room);
            chunks.add(chunk);
            total += lastFilled;
            if (lastFilled < room) {
                break;
            }
        }
        byte[] last = chunks.get(chunks.size() - 1);
        if (chunks.size() == 1 && lastFilled == last.length) {
            return last;
        }
        byte[] all = new byte[(int) total];
        int at = 0;
        for (byte[] chunk : chunks) {
            int n = chunk == last ? lastFilled : chunk.length;
            System.arraycopy(chunk, 0, all, at, n);
            at += n;
        }
        return all;
    }

    /**
     * Reads until {@code length} bytes are in {@code chunk} or the stream ends, like
     * {@code InputStream.readNBytes} (missing on Android below API 33).
     */
    private static int fill(InputStream in, byte[] chunk, int length) throws IOException {
        int filled = 0;
        while (filled < length) {
            int read = in.read(chunk, filled, length - filled);
            if (read < 0) {
                break;
            }
            filled += read;
        }
        return filled;
    }
}
