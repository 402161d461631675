package dev.pulse.demo;

import dev.pulse.demo.game.Game;
import dev.pulse.demo.game.GameStats;
import dev.pulse.ecs.systems.SystemStats;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The demo's text: status lines for the console and overlay lines for the picture. */
final class Readout {

    private Readout() {}

    /** One console line about the game so far. */
    static String status(Game game, double ticksPerSecond) {
        GameStats s = game.stats();
        return String.format(
                        Locale.ROOT,
                        "[%5.1fs] entities %6d  enemies %6d  missiles %5d  kills %6d  timeouts %6d  "
                                + "stale-handle retargets %5d (slot reused %5d)  self-destructs %4d  ticks/s %7.0f",
                        game.scheduler().time().elapsed(),
                        game.world().entityCount(),
                        game.enemyCount(),
                        game.missileCount(),
                        s.kills(),
                        s.timeouts(),
                        s.retargets(),
                        s.staleSlotReused(),
                        s.selfDestructs(),
                        ticksPerSecond)
                + (game.settings().drones() > 0
                        ? String.format(
                                Locale.ROOT, "  drones %6d", game.drones().size())
                        : "");
    }

    /** The overlay drawn on every frame. */
    static List<String> overlay(Game game) {
        GameStats s = game.stats();
        List<String> lines = new ArrayList<>(3);
        lines.add(String.format(
                Locale.ROOT,
                "Pulse demo  t=%.1fs  seed %d",
                game.scheduler().time().elapsed(),
                game.settings().seed()));
        lines.add(String.format(
                        Locale.ROOT,
                        "enemies %d  missiles %d  kills %d",
                        game.enemyCount(),
                        game.missileCount(),
                        s.kills())
                + (game.settings().drones() > 0
                        ? String.format(
                                Locale.ROOT, "  drones %d", game.drones().size())
                        : ""));
        lines.add(String.format(
                Locale.ROOT, "stale-handle retargets %d (slot reused %d)", s.retargets(), s.staleSlotReused()));
        return lines;
    }

    /** The overlay plus one line per system with its average time. */
    static List<String> overlayWithTimings(Game game) {
        List<String> lines = overlay(game);
        for (SystemStats stats : game.scheduler().stats()) {
            lines.add(String.format(Locale.ROOT, "%-16s %8.1f us", stats.name(), stats.averageNanos() / 1000.0));
        }
        return lines;
    }
}
