#!/usr/bin/env bash
# Parallel walks on Pulse's own spinning workers (par) against the common ForkJoin pool (get =
# main 40cc3ed). heavyCompute, 10k and 100k entities: pulse (sequential) and pulse-par, interleaved
# single forks, 4 rounds. Jars: /work/jars/s4/{get,par}.jar.
# Table: python3 benchmarks/results/pool.py benchmarks/results/issue11-parallel
set -e
J=${JARS:-/work/jars/s4}
OUT=$(cd "$(dirname "$0")" && pwd)
ARGS="-f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json"
for round in 1 2 3 4; do
  for v in get par; do
    java -Djmh.ignoreLock=true -jar $J/$v.jar 'bench\.HeavyComputeBenchmark' -p impl=pulse,pulse-par \
      -p entities=10000,100000 $ARGS -rff $OUT/$v-$round.json > $OUT/$v-$round.log 2>&1
  done
done
