#!/usr/bin/env bash
# The arena rows again with the arena that was kept (marks with (handle, value) pairs; main
# 35d2cf6, /work/jars/s5/final.jar) — run.sh's jar had the split-pages variant, dropped — and
# issue 12's column churn against object components with the same jar. 3 rounds of single forks.
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-targets/run-final.sh
OUT=$(cd "$(dirname "$0")" && pwd)
J=/work/jars/s5/final.jar
c=(-f 1 -wi 2 -w 1s -i 3 -r 1s -prof gc -rf json)
for round in ${ROUNDS:-1 2 3}; do
  for s in arenaGet:ArenaGetBenchmark arenaInsert:ArenaInsertBenchmark arenaRemove:ArenaRemoveBenchmark; do
    dir=$OUT/${s%%:*}; mkdir -p $dir
    java -Djmh.ignoreLock=true -jar $J "bench\\.pool\\.${s#*:}\\." -p impl=arena "${c[@]}" -rff $dir/arena-$round.json > $dir/arena-$round.log 2>&1
  done
  mkdir -p $OUT/columnChurn
  for impl in columns objects; do
    java -Djmh.ignoreLock=true -jar $J 'bench\.ColumnChurnBenchmark\.' -p impl=$impl "${c[@]}" -rff $OUT/columnChurn/$impl-$round.json > $OUT/columnChurn/$impl-$round.log 2>&1
  done
done
