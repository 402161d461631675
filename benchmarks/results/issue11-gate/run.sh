#!/usr/bin/env bash
# A dense walk whose driver is a fetched storage skips the driver's own read (gate.jar) against
# main (ordered.jar); iterate2 1M and the plain-objects baseline; interleaved single forks.
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-gate/run.sh
OUT=$(cd "$(dirname "$0")" && pwd)
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -rf json)
for round in ${ROUNDS:-1 2 3}; do
  for v in base:/work/jars/s6/ordered.jar:pulse gate:/work/jars/s6/gate.jar:pulse objects:/work/jars/s6/ordered.jar:objects; do
    IFS=: read name jar impl <<< "$v"
    java -Djmh.ignoreLock=true -jar $jar 'bench\.Iterate2Benchmark\.' -p impl=$impl -p size=1000000 "${c[@]}" -rff $OUT/$name-$round.json > $OUT/$name-$round.log 2>&1
  done
done
