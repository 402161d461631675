#!/usr/bin/env bash
# fragIter on JDK 25 (Temurin 25.0.3): main 4c2324e (head.jar), the walk form by index order
# (ordered.jar), Artemis; interleaved single forks, 3 rounds.
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-order/jdk25/run.sh
OUT=$(cd "$(dirname "$0")" && pwd)
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -rf json -jvm /usr/lib/jvm/temurin-25-jdk-amd64/bin/java)
for round in ${ROUNDS:-1 2 3}; do
  for v in head:/work/jars/s6/head.jar:pulse ordered:/work/jars/s6/ordered.jar:pulse artemis:/work/jars/s6/head.jar:artemis; do
    IFS=: read name jar impl <<< "$v"
    java -Djmh.ignoreLock=true -jar $jar 'bench\.FragIterBenchmark\.' -p impl=$impl "${c[@]}" -rff $OUT/$name-$round.json > $OUT/$name-$round.log 2>&1
  done
done
