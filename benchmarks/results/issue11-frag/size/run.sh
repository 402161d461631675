#!/usr/bin/env bash
# fragIter at 20 and 200 entities per marker type (520 and 5,200 Data): is Pulse's gap to
# Artemis per walk or per entity? Interleaved single forks, 2 rounds. Jar: /work/jars/s5/floor.jar.
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-frag/size/run.sh
OUT=$(cd "$(dirname "$0")" && pwd)
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -rf json)
for round in ${ROUNDS:-1 2}; do
  for impl in pulse artemis; do
    java -Djmh.ignoreLock=true -jar /work/jars/s5/floor.jar 'bench\.FragIterBenchmark\.' -p impl=$impl -p perType=20,200 "${c[@]}" \
      -rff $OUT/$impl-$round.json > $OUT/$impl-$round.log 2>&1
  done
done
