// snippet:ch6-run
package dev.pulse.tutorial;

import dev.pulse.demo.game.Game;
import dev.pulse.demo.game.GameSettings;
import dev.pulse.demo.game.GameStats;
import dev.pulse.demo.game.MissileObserver;
import dev.pulse.ecs.Entity;
import java.io.PrintStream;

/** Chapter 6: the demo game, run headless for twenty seconds of game time. Needs the demo module. */
public final class Chapter6PuttingItTogether {

    private Chapter6PuttingItTogether() {}

    static Game run(PrintStream out) {
        Game[] game = new Game[1];
        int[] steeredAtTheDead = {0};
        MissileObserver watchdog = new MissileObserver() {
            @Override
            public void steered(Entity missile, Entity target, float targetX, float targetY) {
                if (!game[0].world().isAlive(target)) { // would be the ABA bug of chapter 1
                    steeredAtTheDead[0]++;
                }
            }
        };
        game[0] = new Game(GameSettings.of(200, 42), watchdog, null); // 200 enemies, seed 42, no window
        for (int frame = 0; frame < 20 * 60; frame++) {
            game[0].tick(1.0 / 60); // twenty seconds at 60 fps
        }
        GameStats stats = game[0].stats();
        out.println("missiles launched " + stats.launched() + ", hits " + stats.hits() + ", enemies killed "
                + stats.kills());
        out.println("targets found stale " + stats.staleTargets() + " (slot already reused: "
                + stats.staleSlotReused() + "), retargeted " + stats.retargets()
                + ", self-destructed " + stats.selfDestructs());
        out.println("missiles that steered at a dead entity: " + steeredAtTheDead[0]);
        out.println("enemies alive " + game[0].enemyCount() + ", sparks flying "
                + game[0].sparks().size());
        return game[0];
    }

    /**
     * Runs the chapter's program, printing to the console.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        run(System.out);
    }
}
// end:ch6-run
