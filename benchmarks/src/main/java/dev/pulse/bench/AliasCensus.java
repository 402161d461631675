package dev.pulse.bench;

/**
 * Counts what reads through stale handles return, per implementation: the setup of
 * {@code staleLookup} (despawn some entities, spawn new ones into the freed slots), then one read
 * through each stale handle, classified by comparing with the value read before the despawn (every
 * spawn gets a distinct {@code Position.x}, see {@link EcsAdapter}).
 *
 * @param contender the implementation counted
 * @param stale     stale handles read
 * @param rejected  reads that answered "no such entity/component"
 * @param oldData   reads that answered the despawned entity's own old data
 * @param aliased   reads that answered another (newer) entity's data: the ABA problem
 */
public record AliasCensus(Contender contender, int stale, int rejected, int oldData, int aliased) {

    /**
     * Runs the census for one implementation.
     *
     * @param contender the implementation
     * @param size      live entities
     * @param stale     how many of them to despawn and replace
     * @return the counts
     * @throws IllegalArgumentException if {@code stale > size}
     */
    public static AliasCensus take(Contender contender, int size, int stale) {
        EcsAdapter ecs = contender.withMovingEntities(size);
        try {
            int[] picks = SlotSampler.distinct(size, stale, 42);
            float[] before = new float[stale];
            for (int k = 0; k < stale; k++) {
                before[k] = ecs.readX(picks[k]);
            }
            for (int slot : picks) {
                ecs.retire(slot);
            }
            ecs.flush();
            for (int slot : picks) {
                ecs.spawnMoving(slot);
            }
            ecs.flush();
            int rejected = 0;
            int oldData = 0;
            int aliased = 0;
            for (int k = 0; k < stale; k++) {
                float x = ecs.readRetiredX(picks[k]);
                if (Float.isNaN(x)) {
                    rejected++;
                } else if (x == before[k]) {
                    oldData++;
                } else {
                    aliased++;
                }
            }
            return new AliasCensus(contender, stale, rejected, oldData, aliased);
        } finally {
            ecs.close();
        }
    }
}
