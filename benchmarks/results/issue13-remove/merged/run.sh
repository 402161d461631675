#!/usr/bin/env bash
# The onRemove cost on main after the merges (obs4 + the generation check in the re-check + the
# unmarked-handle fast path): none / onAdd / onRemove in one fork per round, 3 rounds.
# Jar: /work/jars/s4/final.jar (main 9570814). Table: python3 benchmarks/results/pool.py <this dir>
OUT=$(cd "$(dirname "$0")" && pwd)
for round in 1 2 3; do
  java -Djmh.ignoreLock=true -jar /work/jars/s4/final.jar 'bench\.ObservedAddRemoveBenchmark' \
    -f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json -rff $OUT/main-$round.json > $OUT/main-$round.log 2>&1
done
