#!/usr/bin/env bash
# Issue 13 costs, one run, both versions: BEFORE = benchmarks.jar of main a626516, AFTER =
# benchmarks.jar of branch obs2 (observer fast paths, branch-free changed walk). The core
# scenarios (nothing registered: the unused cost) and the observer / changed-walk scenarios.
# Usage: BEFORE=... AFTER=... /work/bench/measure.sh benchmarks/results/issue13-costs/run.sh
set -u
out=$(dirname "$0")
common=(-f 3 -wi 2 -w 1s -i 2 -r 1s -prof gc -foe true)
for v in before after; do
  jar=$BEFORE; [ $v = after ] && jar=$AFTER
  java -jar $jar 'dev.pulse.bench.(Create|AddRemove|Churn|Iterate2|GetByHandle)Benchmark' -p impl=pulse \
    -p size=1000000 "${common[@]}" -rf json -rff $out/$v-core.json > $out/$v-core.log 2>&1
  java -jar $jar 'ObservedAddRemove|ChangedWalk' -p size=1000000 "${common[@]}" \
    -rf json -rff $out/$v-observers.json > $out/$v-observers.log 2>&1
done
grep -hE '^[A-Za-z0-9]+Benchmark\.[A-Za-z0-9]+ ' $out/*-core.log $out/*-observers.log | grep -v ':'
