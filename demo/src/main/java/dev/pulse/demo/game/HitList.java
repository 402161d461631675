package dev.pulse.demo.game;

import dev.pulse.ecs.Entity;
import java.util.Arrays;

/** The hits found by collision in one fixed step, consumed by the damage system. */
final class HitList {

    private Entity[] missiles = new Entity[64];
    private Entity[] enemies = new Entity[64];
    private int size;

    void add(Entity missile, Entity enemy) {
        if (size == missiles.length) {
            missiles = Arrays.copyOf(missiles, size * 2);
            enemies = Arrays.copyOf(enemies, size * 2);
        }
        missiles[size] = missile;
        enemies[size] = enemy;
        size++;
    }

    int size() {
        return size;
    }

    Entity missile(int i) {
        return missiles[i];
    }

    Entity enemy(int i) {
        return enemies[i];
    }

    void clear() {
        Arrays.fill(missiles, 0, size, null);
        Arrays.fill(enemies, 0, size, null);
        size = 0;
    }
}
