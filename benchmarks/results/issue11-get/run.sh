#!/usr/bin/env bash
# Lookups by handle with and without reading the slot's generation for unmarked handles of the
# world (base = main 7377322, owner = the exact-owner fast path). Interleaved single forks, 3 rounds;
# peers from the owner jar in the same rounds. Jars: /work/jars/s4/{base,owner}.jar (benchmarks.jar
# of each version). Table: python3 benchmarks/results/pool.py benchmarks/results/issue11-get
set -e
J=${JARS:-/work/jars/s4}
OUT=$(cd "$(dirname "$0")" && pwd)
ARGS="-f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json"
for round in 1 2 3; do
  for v in base owner; do
    java -Djmh.ignoreLock=true -jar $J/$v.jar 'bench\.(GetByHandle|StaleLookup)Benchmark' -p impl=pulse,pulse-world,pulse-id \
      -p size=1000000 $ARGS -rff $OUT/$v-$round.json > $OUT/$v-$round.log 2>&1
    java -Djmh.ignoreLock=true -jar $J/$v.jar 'bench\.AddRemoveBenchmark' -p impl=pulse \
      $ARGS -rff $OUT/$v-ar-$round.json > $OUT/$v-ar-$round.log 2>&1
  done
  java -Djmh.ignoreLock=true -jar $J/owner.jar 'bench\.(GetByHandle|StaleLookup)Benchmark' -p impl=artemis,dominion \
      -p size=1000000 $ARGS -rff $OUT/peers-$round.json > $OUT/peers-$round.log 2>&1
done
