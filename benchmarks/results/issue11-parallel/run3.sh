#!/usr/bin/env bash
# The kept chunking (par16: chunks >= 256 entities, <= 16 per thread) against the sequential walk
# in the same run, and par (>= 1024, <= 8) beside it; heavyCompute 10k, interleaved single forks,
# 5 rounds. Table: python3 benchmarks/results/pool.py benchmarks/results/issue11-parallel/final
set -e
J=${JARS:-/work/jars/s4}
OUT=$(cd "$(dirname "$0")" && pwd)/final
mkdir -p $OUT
ARGS="-f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json"
for round in 1 2 3 4 5; do
  java -Djmh.ignoreLock=true -jar $J/par16.jar 'bench\.HeavyComputeBenchmark' -p impl=pulse,pulse-par \
      -p entities=10000 $ARGS -rff $OUT/par16-$round.json > $OUT/par16-$round.log 2>&1
  java -Djmh.ignoreLock=true -jar $J/par.jar 'bench\.HeavyComputeBenchmark' -p impl=pulse-par \
      -p entities=10000 $ARGS -rff $OUT/par-$round.json > $OUT/par-$round.log 2>&1
done
