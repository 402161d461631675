#!/usr/bin/env bash
# fragIter at 1 and 20 entities per type: Pulse (main 1854974, /work/jars/s5/par.jar), the same
# with the walk counters plain instead of atomic (plain.jar: a diagnostic, unsafe for concurrent
# readers, not kept) and Artemis; interleaved single forks, 3 rounds.
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-frag/fixed/run.sh
OUT=$(cd "$(dirname "$0")" && pwd)
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -p perType=1,20 -rf json)
for round in ${ROUNDS:-1 2 3}; do
  for v in pulse:/work/jars/s5/par.jar:pulse plain:/work/jars/s5/plain.jar:pulse artemis:/work/jars/s5/par.jar:artemis; do
    IFS=: read name jar impl <<< "$v"
    java -Djmh.ignoreLock=true -jar $jar 'bench\.FragIterBenchmark\.' -p impl=$impl "${c[@]}" -rff $OUT/$name-$round.json > $OUT/$name-$round.log 2>&1
  done
done
