#!/usr/bin/env bash
# Issue 11's targets in one run: every runtime scenario at its largest setting, Pulse beside the
# peer that was fastest in the release run (and the baselines the targets name), as interleaved
# single forks over 3 rounds (3 forks per implementation, pooled), -prof gc for allocation.
# JDK 17 (default); JDK=25 runs the iteration scenarios on Temurin 25 into jdk25/.
# Jar: /work/jars/s5/main1.jar (main 7b3cdcb's code).
# usage (repository root): ROUNDS="1 2" /work/bench/measure.sh bash benchmarks/results/issue11-targets/run.sh
# Table: python3 benchmarks/results/pool.py benchmarks/results/issue11-targets/<scenario>
OUT=$(cd "$(dirname "$0")" && pwd)
J=/work/jars/s5/main1.jar
c=(-f 1 -wi 2 -w 1s -i 3 -r 1s -prof gc -rf json)
jvm=(); [ "${JDK:-17}" = 25 ] && jvm=(-jvm /usr/lib/jvm/temurin-25-jdk-amd64/bin/java)
sub=""; [ "${JDK:-17}" = 25 ] && sub=jdk25/
one() { # scenario benchmark impl round [params...]
  local dir=$OUT/$sub$1 bench=$2 impl=$3 round=$4; shift 4
  mkdir -p $dir
  java -Djmh.ignoreLock=true -jar $J "bench\\.$bench\\." -p impl=$impl "${c[@]}" "${jvm[@]}" "$@" \
    -rff $dir/$impl-$round.json > $dir/$impl-$round.log 2>&1
}
for round in ${ROUNDS:-1 2 3}; do
  for impl in pulse artemis; do
    one iterate1 Iterate1Benchmark $impl $round -p size=1000000
    one iterate2 Iterate2Benchmark $impl $round -p size=1000000
    one iterate3 Iterate3Benchmark $impl $round -p size=1000000
    one iterateSparse IterateSparseBenchmark $impl $round -p size=1000000
    one fragIter FragIterBenchmark $impl $round
  done
  [ "${JDK:-17}" = 25 ] && continue
  one iterate2 Iterate2Benchmark objects $round -p size=1000000
  for impl in pulse dominion; do one create CreateBenchmark $impl $round; done
  for impl in pulse pulse-par artemis; do one heavyCompute HeavyComputeBenchmark $impl $round; done
  for impl in pulse artemis; do one addRemove AddRemoveBenchmark $impl $round; done
  for impl in pulse artemis dominion; do one churn ChurnBenchmark $impl $round; done
  for impl in pulse pulse-world artemis; do one getByHandle GetByHandleBenchmark $impl $round -p size=1000000; done
  for impl in pulse dominion; do one staleLookup StaleLookupBenchmark $impl $round -p size=1000000; done
  for impl in arena arraylist hashmap; do
    one arenaGet pool\\.ArenaGetBenchmark $impl $round
    one arenaInsert pool\\.ArenaInsertBenchmark $impl $round
    one arenaRemove pool\\.ArenaRemoveBenchmark $impl $round
  done
done
