#!/usr/bin/env bash
# The walk form by index order: main 4c2324e (head.jar) against the storage that picks the scan
# by the slots it would visit while its packed list is in index order (ordered.jar), Artemis
# beside for fragIter; the structural scenarios for the flag's upkeep. Interleaved single forks.
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-order/run.sh
# Table: python3 benchmarks/results/pool.py benchmarks/results/issue11-order/<scenario>
OUT=$(cd "$(dirname "$0")" && pwd)
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -rf json)
one() { # scenario benchmark version jar impl round [params...]
  local dir=$OUT/$1 bench=$2 name=$3 jar=$4 impl=$5 round=$6; shift 6
  mkdir -p $dir
  java -Djmh.ignoreLock=true -jar $jar "bench\\.$bench\\." -p impl=$impl "${c[@]}" "$@" \
    -rff $dir/$name-$round.json > $dir/$name-$round.log 2>&1
}
H=/work/jars/s6/head.jar; O=/work/jars/s6/ordered.jar
for round in ${ROUNDS:-1 2 3}; do
  one fragIter FragIterBenchmark head $H pulse $round
  one fragIter FragIterBenchmark ordered $O pulse $round
  one fragIter FragIterBenchmark artemis $H artemis $round
  one addRemove AddRemoveBenchmark head $H pulse $round
  one addRemove AddRemoveBenchmark ordered $O pulse $round
  one churn ChurnBenchmark head $H pulse $round
  one churn ChurnBenchmark ordered $O pulse $round
  one iterate1 Iterate1Benchmark head $H pulse $round -p size=1000000
  one iterate1 Iterate1Benchmark ordered $O pulse $round -p size=1000000
done
