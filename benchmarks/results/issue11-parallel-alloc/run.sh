#!/usr/bin/env bash
# heavyCompute 10k, parallel walk, before (main 35d2cf6, /work/jars/s5/final.jar) and after the
# query reuses its parallel walk's state (/work/jars/s5/par.jar), sequential walk as the
# reference, -prof gc; interleaved single forks, 4 rounds.
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-parallel-alloc/run.sh
OUT=$(cd "$(dirname "$0")" && pwd)
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -prof gc -rf json)
for round in ${ROUNDS:-1 2 3 4}; do
  for v in base:/work/jars/s5/final.jar:pulse-par reuse:/work/jars/s5/par.jar:pulse-par sequential:/work/jars/s5/par.jar:pulse; do
    IFS=: read name jar impl <<< "$v"
    java -Djmh.ignoreLock=true -jar $jar 'bench\.HeavyComputeBenchmark\.' -p impl=$impl "${c[@]}" -rff $OUT/$name-$round.json > $OUT/$name-$round.log 2>&1
  done
done
