#!/usr/bin/env bash
# iterateSparse at 1M (every 10th entity moves): Pulse (main 9997dc5 code) and the peers in
# interleaved single forks, 4 rounds, -prof gc. Jar: /work/jars/s4/par16.jar.
# Table: python3 benchmarks/results/pool.py benchmarks/results/issue11-sparse
set -e
J=${JARS:-/work/jars/s4}
OUT=$(cd "$(dirname "$0")" && pwd)
ARGS="-f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json"
for round in 1 2 3 4; do
  for v in pulse artemis dominion objects; do
    java -Djmh.ignoreLock=true -jar $J/par16.jar 'bench\.IterateSparseBenchmark' -p impl=$v \
      -p size=1000000 $ARGS -rff $OUT/$v-$round.json > $OUT/$v-$round.log 2>&1
  done
done
