package dev.pulse.ecs.inspector.server;

/**
 * Finds the end of a request head in bytes that arrive in pieces: the empty line (CRLF or a
 * bare LF) after the headers. Remembers how far it has looked, so each byte is looked at about
 * once however the head is split.
 */
final class HeadScanner {

    /** Where the next scan starts: bytes before it hold no end of the head. */
    private int scanned;

    /**
     * Returns the length of the head if {@code bytes[0..length)} holds all of it: up to and
     * including the empty line that ends it; else -1. Each call passes the same bytes, grown.
     *
     * @param bytes  the bytes read so far, from the start of the request
     * @param length how many of them were read
     * @return the head's length, or -1 if its end has not arrived yet
     */
    int headEnd(byte[] bytes, int length) {
        for (int i = scanned; i < length; i++) {
            if (bytes[i] != '\n') {
                continue;
            }
            if (i + 1 < length && bytes[i + 1] == '\n') {
                return i + 2;
            }
            if (i + 2 < length && bytes[i + 1] == '\r' && bytes[i + 2] == '\n') {
                return i + 3;
            }
            if (i + 2 >= length) {
                scanned = i; // the end may be in bytes still to come: look here again
                return -1;
            }
        }
        scanned = length;
        return -1;
    }
}
