#!/usr/bin/env bash
# fragIter (20 per type) and iterateSparse 1M: main 1854974 (par.jar) against the density rule
# counting the slots a dense walk scans (dense.jar), Artemis beside; interleaved single forks, 3 rounds.
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-frag/dense/run.sh
OUT=$(cd "$(dirname "$0")" && pwd)
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -rf json)
for round in ${ROUNDS:-1 2 3}; do
  for v in base:/work/jars/s5/par.jar:pulse scanned:/work/jars/s5/dense.jar:pulse artemis:/work/jars/s5/par.jar:artemis; do
    IFS=: read name jar impl <<< "$v"
    java -Djmh.ignoreLock=true -jar $jar 'bench\.FragIterBenchmark\.' -p impl=$impl "${c[@]}" -rff $OUT/$name-$round.json > $OUT/$name-$round.log 2>&1
  done
done
