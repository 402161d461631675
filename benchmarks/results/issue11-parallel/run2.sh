#!/usr/bin/env bash
# Chunk size with the spinning workers: par (chunks >= 1024 entities, <= 8 per thread) against
# par16 (chunks >= 256 entities, <= 16 per thread); heavyCompute 10k, interleaved single forks, 4 rounds.
# Table: python3 benchmarks/results/pool.py benchmarks/results/issue11-parallel/chunks
set -e
J=${JARS:-/work/jars/s4}
OUT=$(cd "$(dirname "$0")" && pwd)/chunks
mkdir -p $OUT
ARGS="-f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json"
for round in 1 2 3 4; do
  for v in par par16; do
    java -Djmh.ignoreLock=true -jar $J/$v.jar 'bench\.HeavyComputeBenchmark' -p impl=pulse-par \
      -p entities=10000 $ARGS -rff $OUT/$v-$round.json > $OUT/$v-$round.log 2>&1
  done
done
