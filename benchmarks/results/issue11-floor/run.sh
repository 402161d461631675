#!/usr/bin/env bash
# getByHandle at 1M beside getByHandleFloor (the same lookup written by hand over int-flat,
# handle-flat and handle-paged layouts): what each part of Pulse's lookup costs by itself.
# Interleaved single forks, 3 rounds. Jar: /work/jars/s5/floor.jar (main's storage code).
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-floor/run.sh
# Table: python3 benchmarks/results/pool.py benchmarks/results/issue11-floor
OUT=$(cd "$(dirname "$0")" && pwd)
J=/work/jars/s5/floor.jar
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -p size=1000000 -rf json)
for round in ${ROUNDS:-1 2 3}; do
  for impl in pulse artemis objects; do
    java -Djmh.ignoreLock=true -jar $J 'bench\.GetByHandleBenchmark\.' -p impl=$impl "${c[@]}" \
      -rff $OUT/$impl-$round.json > $OUT/$impl-$round.log 2>&1
  done
  for impl in int-flat handle-flat handle-paged; do
    java -Djmh.ignoreLock=true -jar $J 'bench\.GetByHandleFloorBenchmark\.' -p impl=$impl "${c[@]}" \
      -rff $OUT/$impl-$round.json > $OUT/$impl-$round.log 2>&1
  done
done
