#!/usr/bin/env bash
# The packed walk taken in runs of entries that share a page (runs.jar) against main 2cbf3fe
# (base: /work/jars/s6/ordered.jar, the same walk code), Artemis beside; iterateSparse 1M,
# interleaved single forks.
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-runs/run.sh
OUT=$(cd "$(dirname "$0")" && pwd)
RUNS=${RUNS_JAR:-/work/jars/s6/runs2.jar}
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -rf json)
for round in ${ROUNDS:-1 2 3}; do
  for v in base:/work/jars/s6/ordered.jar:pulse runs:$RUNS:pulse artemis:/work/jars/s6/ordered.jar:artemis; do
    IFS=: read name jar impl <<< "$v"
    java -Djmh.ignoreLock=true -jar $jar 'bench\.IterateSparseBenchmark\.' -p impl=$impl -p size=1000000 "${c[@]}" -rff $OUT/$name-$round.json > $OUT/$name-$round.log 2>&1
  done
done
