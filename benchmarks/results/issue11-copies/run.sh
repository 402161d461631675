#!/usr/bin/env bash
# Per-query walk copies (copies.jar) against main 7c7ed28 (main: /work/jars/s6/ordered.jar, the
# same ecs-core): fragIter on JDK 17 and JDK 25 with Artemis beside, iterate1-3 at 1M on JDK 17.
# Interleaved single forks.
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-copies/run.sh
# Table: python3 benchmarks/results/pool.py benchmarks/results/issue11-copies/<scenario>
OUT=$(cd "$(dirname "$0")" && pwd)
M=/work/jars/s6/ordered.jar; C=/work/jars/s6/copies.jar
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -rf json)
one() { # dir benchmark name jar impl round [args...]
  local dir=$OUT/$1 bench=$2 name=$3 jar=$4 impl=$5 round=$6; shift 6
  mkdir -p $dir
  java -Djmh.ignoreLock=true -jar $jar "bench\\.$bench\\." -p impl=$impl "${c[@]}" "$@" -rff $dir/$name-$round.json > $dir/$name-$round.log 2>&1
}
J25=(-jvm /usr/lib/jvm/temurin-25-jdk-amd64/bin/java)
for round in ${ROUNDS:-1 2 3}; do
  for v in main:$M:pulse copies:$C:pulse artemis:$M:artemis; do
    IFS=: read name jar impl <<< "$v"
    one fragIter FragIterBenchmark $name $jar $impl $round
    one fragIter-jdk25 FragIterBenchmark $name $jar $impl $round "${J25[@]}"
  done
  for v in main:$M copies:$C; do
    IFS=: read name jar <<< "$v"
    for s in 1 2 3; do one iterate$s Iterate${s}Benchmark $name $jar pulse $round -p size=1000000; done
  done
done
