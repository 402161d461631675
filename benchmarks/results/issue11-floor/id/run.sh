#!/usr/bin/env bash
# Lookups by long id at 1M: Pulse's storage.get(long id) (pulse-id) beside the same lookup by
# hand (getByHandleFloor id-paged) and Artemis. Interleaved single forks, 3 rounds.
# Jar: /work/jars/s5/floor2.jar. usage: /work/bench/measure.sh bash benchmarks/results/issue11-floor/id/run.sh
OUT=$(cd "$(dirname "$0")" && pwd)
J=${JAR:-/work/jars/s5/floor2.jar}
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -p size=1000000 -rf json)
for round in ${ROUNDS:-1 2 3}; do
  for impl in pulse-id artemis; do
    java -Djmh.ignoreLock=true -jar $J 'bench\.GetByHandleBenchmark\.' -p impl=$impl "${c[@]}" \
      -rff $OUT/$impl-$round.json > $OUT/$impl-$round.log 2>&1
  done
  java -Djmh.ignoreLock=true -jar $J 'bench\.GetByHandleFloorBenchmark\.' -p impl=id-paged "${c[@]}" \
    -rff $OUT/id-paged-$round.json > $OUT/id-paged-$round.log 2>&1
done
