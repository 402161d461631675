#!/usr/bin/env bash
# Arena remove + insert under default G1 (no flags besides the heap): base / marked-only / split,
# interleaved single forks, 2 rounds. Jars as in ../split/run.sh.
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-arena2/g1/run.sh
OUT=$(cd "$(dirname "$0")" && pwd)
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json -p impl=arena)
for round in ${ROUNDS:-1 2}; do
  for v in base:/work/jars/s4/final2.jar marked-only:/work/jars/s5/arena3.jar split:/work/jars/s5/arena4.jar; do
    name=${v%%:*}; jar=${v#*:}
    java -Djmh.ignoreLock=true -jar $jar 'bench\.pool\.ArenaRemoveBenchmark\.' "${c[@]}" -rff $OUT/$name-$round.json > $OUT/$name-$round.log 2>&1
  done
done
