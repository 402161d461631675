package dev.pulse.ecs.snapshot;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** Strict UTF-8 for saved strings: unpaired surrogates are refused, not replaced. */
final class Strings {

    private Strings() {
    }

    /** UTF-8 bytes of {@code s}; throws if it holds an unpaired surrogate (it could not round-trip). */
    static byte[] utf8(String s, String what) {
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            if (Character.isSurrogate(c)) {
                if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                    i++;
                } else {
                    throw new IllegalArgumentException(what + " holds an unpaired surrogate at index " + i
                            + ", which UTF-8 cannot carry; save only well-formed text");
                }
            }
        }
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** Decodes strict UTF-8, or returns null if malformed. */
    static String decode(byte[] bytes, int offset, int length) {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, offset, length))
                    .toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    /** Checks a string read from JSON for unpaired surrogates (from escapes); null if fine. */
    static String surrogateProblem(CharSequence s) {
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            if (Character.isSurrogate(c)) {
                if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                    i++;
                } else {
                    return "a string holds an unpaired surrogate at index " + i;
                }
            }
        }
        return null;
    }

}
