package dev.pulse.tutorial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.demo.game.Game;
import dev.pulse.demo.game.GameStats;
import java.util.List;
import org.junit.jupiter.api.Test;

class Chapter6PuttingItTogetherTest {

    @Test
    void everyStaleTargetIsNoticedAndNoMissileChasesTheDead() {
        Game[] game = new Game[1];
        List<String> out = ProgramOutput.of(o -> game[0] = Chapter6PuttingItTogether.run(o));
        GameStats stats = game[0].stats();
        assertTrue(stats.kills() > 0, "the turrets killed enemies: " + out);
        assertTrue(stats.staleSlotReused() > 0, "some targets died and their slot was reused: " + out);
        assertEquals(
                stats.staleTargets(),
                stats.retargets() + stats.selfDestructs(),
                "every stale target led to a new target or a self-destruct");
        assertEquals("missiles that steered at a dead entity: 0", out.get(2));
        // The spawner runs first in a step and cleanup last, so the enemies killed in the very
        // last step are gone and not yet replaced: 200 minus those (at most a handful).
        int alive = game[0].enemyCount();
        assertTrue(alive <= 200 && alive >= 190, "the spawner keeps about 200 alive: " + alive);
        assertEquals(4, out.size(), out.toString());
    }

    @Test
    void theGameIsDeterministic() {
        assertEquals(
                ProgramOutput.of(Chapter6PuttingItTogether::run),
                ProgramOutput.of(Chapter6PuttingItTogether::run),
                "same seed, same ticks, same game: the output shown in the chapter holds");
    }
}
