package dev.pulse.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The README's programs print what the README's comments say. */
class ReadmeProgramsTest {

    private static List<String> printedBy(Runnable main) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream console = System.out;
        try (PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            System.setOut(out);
            main.run();
        } finally {
            System.setOut(console);
        }
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void exampleShowsTheStaleHandleReadingNullAfterSlotReuse() {
        assertEquals(
                List.of("Entity[1v1] took the slot of Entity[1v0]; rock's Position: null", "ship moved to x = 1.0"),
                printedBy(() -> ReadmeExample.main(new String[0])));
    }

    @Test
    void schedulerSpawnsTwoShipsInTwoAndAHalfSeconds() {
        assertEquals(List.of("last frame drew [2 ships, hud]"), printedBy(() -> ReadmeScheduler.main(new String[0])));
    }

    @Test
    void arenaHandleIsStaleAndTheParticleIsReleasedAfterItsLife() {
        assertEquals(
                List.of("Handle[0v0] reads null, Handle[0v1] reads Bob", "obtained true, active after 1.2 s: 0"),
                printedBy(() -> ReadmeArenaAndPool.main(new String[0])));
    }

    @Test
    void snapshotReferencesFollowTheLoadedEntities() {
        assertEquals(
                List.of("the hunter chases the loaded prey: true"),
                printedBy(() -> ReadmeSnapshot.main(new String[0])));
    }

    @Test
    void inspectorServesWhileTheLoopCallsOnFrame() {
        assertEquals(List.of("inspected 120 frames"), printedBy(() -> ReadmeInspector.main(new String[0])));
    }
}
