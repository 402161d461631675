package dev.pulse.tutorial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TutorialTest {

    @Test
    void unknownChapterIsRejectedWithTheChoices() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> Tutorial.main(new String[] {"12"}));
        assertTrue(e.getMessage().startsWith("No chapter '12'; run one of [1, 2, 3"), e.getMessage());
    }

    @Test
    void missingChapterNumberIsRejectedWithTheChoicesAndTheCommand() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> Tutorial.main(new String[] {null}));
        assertTrue(e.getMessage().startsWith("No chapter ''; run one of [1, 2, 3"), e.getMessage());
        assertTrue(e.getMessage().contains("exec:java -Dchapter=1"), e.getMessage());
    }

    @Test
    void everyChapterHasAProgram() {
        assertEquals(Tutorial.chapters().size(), TutorialChapters.count(), "one program per chapter file");
    }
}
