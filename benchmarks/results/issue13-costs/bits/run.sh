#!/usr/bin/env bash
# One observer's cost before/after the per-type HEARD_ADD/HEARD_REMOVE bits (DESIGN §11).
# trial2.jar = the benchmarks jar before (main with the merged helpers), obs3.jar = with the bits;
# interleaved single forks so a slow spell of the shared machine hits both. Run under the
# machine's measurement lock; table: python3 ../../pool.py . (pools every iteration per jar).
cd "$(dirname "$0")"
for round in 1 2 3 4; do
  for j in trial2 obs3; do
    java -jar $j.jar 'ObservedAddRemove' -p observer=none,onRemove,onAdd -f 1 -wi 3 -w 1s -i 3 -r 1s -foe true \
      -rf json -rff $j-$round.json > $j-$round.log 2>&1
  done
done
