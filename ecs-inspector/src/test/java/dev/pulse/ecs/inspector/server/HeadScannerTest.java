package dev.pulse.ecs.inspector.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Where a request head ends, whether it arrives whole or a byte at a time. */
class HeadScannerTest {

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** The answer once all of {@code text} has arrived in one piece. */
    private static int whole(String text) {
        byte[] b = bytes(text);
        return new HeadScanner().headEnd(b, b.length);
    }

    @Nested
    class AWholeHead {

        @Test
        void endsAfterTheEmptyLineOfCrlfs() {
            String head = "GET / HTTP/1.1\r\nHost: h\r\n\r\n";
            assertEquals(head.length(), whole(head));
        }

        @Test
        void endsAfterTheEmptyLineOfBareLineFeeds() {
            assertEquals(7, whole("GET /\n\n"));
        }

        @Test
        void endsAtTheFirstEmptyLineWhateverFollows() {
            String head = "GET / HTTP/1.1\r\n\r\n";
            assertEquals(head.length(), whole(head + "body\r\n\r\nmore"));
            assertEquals(7, whole("GET /\n\nbody\n\n"));
        }

        @Test
        void aLineFeedThenACarriageReturnAndTextIsNoEnd() {
            assertEquals(6, whole("A\n\rB\n\n"));
            assertEquals(-1, whole("A\n\rB\n"));
            assertEquals(-1, whole("A\r\nB\n"), "a line of one character is no empty line");
        }

        @Test
        void aHeadWithoutItsEmptyLineHasNoEndYet() {
            assertEquals(-1, whole("GET / HTTP/1.1\r\nHost: h\r\n"));
            assertEquals(-1, whole("GET / HTTP/1.1"));
            assertEquals(-1, whole(""));
        }
    }

    @Nested
    class AHeadInPieces {

        /** Feeds {@code text} a byte at a time and answers what the scanner said at each length. */
        private int[] byteByByte(String text) {
            byte[] b = bytes(text);
            HeadScanner scanner = new HeadScanner();
            int[] answers = new int[b.length + 1];
            for (int length = 0; length <= b.length; length++) {
                answers[length] = scanner.headEnd(b, length);
            }
            return answers;
        }

        private void assertEndFoundOnlyOnceComplete(String head, String after) {
            int[] answers = byteByByte(head + after);
            for (int length = 0; length < head.length(); length++) {
                assertEquals(-1, answers[length], "after " + length + " bytes of " + head.length());
            }
            assertEquals(head.length(), answers[head.length()]);
        }

        @Test
        void crlfEndIsFoundWhereverTheHeadIsSplit() {
            assertEndFoundOnlyOnceComplete("GET /p HTTP/1.1\r\nHost: h\r\n\r\n", "");
        }

        @Test
        void bareLineFeedEndIsFoundWhereverTheHeadIsSplit() {
            assertEndFoundOnlyOnceComplete("GET /p HTTP/1.1\nHost: h\n\n", "");
        }

        @Test
        void theEndIsFoundInTheSecondOfTwoPieces() {
            byte[] b = bytes("GET / HTTP/1.1\r\nHost: h\r\n\r\n");
            for (int split = 0; split < b.length; split++) {
                HeadScanner scanner = new HeadScanner();
                assertEquals(-1, scanner.headEnd(b, split), "split at " + split);
                assertEquals(b.length, scanner.headEnd(b, b.length), "split at " + split);
            }
        }
    }
}
