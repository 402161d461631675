package dev.pulse.demo.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Parent;
import dev.pulse.ecs.snapshot.SnapshotFormat;
import dev.pulse.ecs.snapshot.SnapshotFormatException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class GameSaveTest {

    private static final double FRAME = 1.0 / 50;

    private static void play(Game game, int frames) {
        for (int i = 0; i < frames; i++) {
            game.tick(FRAME);
        }
    }

    /** Counts the child-to-parent links whose parent is a base. */
    private static int parentLinks(Game game) {
        int[] count = {0};
        game.world().query(Parent.class).forEach((child, parent) -> {
            if (game.world().get(parent.entity(), Base.class) != null) {
                count[0]++;
            }
        });
        return count[0];
    }

    @ParameterizedTest
    @EnumSource(SnapshotFormat.class)
    void aGameSavedMidRunAndLoadedContinuesToTheSameFinalState(SnapshotFormat format) {
        GameSettings settings = GameSettings.of(150, 77);
        Game uninterrupted = new Game(settings);
        play(uninterrupted, 400);

        Game saved = new Game(settings);
        play(saved, 173); // mid-run, with a fixed-step remainder pending
        Game loaded = GameSave.load(GameSave.save(saved, format), MissileObserver.NONE, null);
        assertEquals(saved.digest(), loaded.digest(), "the loaded game starts where the saved one was");
        play(loaded, 400 - 173);

        assertEquals(uninterrupted.digest(), loaded.digest());
        assertEquals(uninterrupted.stats().kills(), loaded.stats().kills());
        assertEquals(uninterrupted.stats().staleTargets(), loaded.stats().staleTargets());
        assertEquals(uninterrupted.world().entityCount(), loaded.world().entityCount());
        assertEquals(uninterrupted.scheduler().clockState(), loaded.scheduler().clockState());
        assertEquals(uninterrupted.score().points(), loaded.score().points(), "the score resource is saved");
        assertEquals(parentLinks(uninterrupted), parentLinks(loaded), "every turret stays on its base");
        assertTrue(parentLinks(loaded) > 0, "the game has turrets mounted on bases");
        assertTrue(
                uninterrupted.stats().kills() > 0 && uninterrupted.stats().staleTargets() > 0,
                "the run should exercise kills and stale targets");
    }

    @Test
    void saveLoadSaveGivesTheSameBytes() {
        Game game = new Game(GameSettings.of(100, 3));
        play(game, 121);
        byte[] first = GameSave.save(game, SnapshotFormat.BINARY);
        byte[] second = GameSave.save(GameSave.load(first, MissileObserver.NONE, null), SnapshotFormat.BINARY);
        assertArrayEquals(first, second);
    }

    @Test
    void aTruncatedSaveIsRefused() {
        Game game = new Game(GameSettings.of(50, 1));
        play(game, 10);
        byte[] save = GameSave.save(game, SnapshotFormat.BINARY);
        byte[] cut = java.util.Arrays.copyOf(save, save.length / 2);
        assertThrows(SnapshotFormatException.class, () -> GameSave.load(cut, MissileObserver.NONE, null));
    }
}
