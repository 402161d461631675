#!/usr/bin/env bash
# The sparse walk by hand over Artemis's layout (int-flat) and Pulse's (packed-paged, and
# exploratory variants x-*), beside Pulse and Artemis on iterateSparse 1M; interleaved single forks.
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-sparse-floor/run.sh
OUT=$(cd "$(dirname "$0")" && pwd)
J=${JAR:-/work/jars/s6/floorx.jar}
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -rf json)
for round in ${ROUNDS:-1 2}; do
  for impl in int-flat packed-paged x-flatpacked x-runs; do
    java -Djmh.ignoreLock=true -jar $J 'bench\.IterateSparseFloorBenchmark\.' -p impl=$impl "${c[@]}" -rff $OUT/$impl-$round.json > $OUT/$impl-$round.log 2>&1
  done
  for impl in pulse artemis; do
    java -Djmh.ignoreLock=true -jar $J 'bench\.IterateSparseBenchmark\.' -p impl=$impl -p size=1000000 "${c[@]}" -rff $OUT/$impl-$round.json > $OUT/$impl-$round.log 2>&1
  done
done
