#!/usr/bin/env bash
# What the merged hooks of issues 13 (observers, change ticks) and 16 (foreign-handle and
# owner-thread checks) cost when nothing is registered: main before them (c2ac3bd, the issue 11
# core) against main after the merges, same settings, one run; plus the observer and changed-walk
# scenarios on the merged main. Jars: BEFORE and AFTER (benchmarks.jar of each commit).
set -u
out=$(dirname "$0")
common=(-f 3 -wi 2 -w 1s -i 2 -r 1s -prof gc -foe true)
for v in before after; do
  jar=$BEFORE; [ $v = after ] && jar=$AFTER
  java -jar $jar 'dev.pulse.bench.(Create|AddRemove|Churn|Iterate2|GetByHandle)Benchmark' -p impl=pulse \
    -p size=1000000 "${common[@]}" -rf json -rff $out/$v-core.json > $out/$v-core.log 2>&1
done
java -jar $AFTER 'ObservedAddRemove|ChangedWalk' -p size=1000000 "${common[@]}" -rf json -rff $out/after-observers.json > $out/after-observers.log 2>&1
grep -hE '^[A-Za-z0-9]+Benchmark\.[A-Za-z0-9]+ ' $out/before-core.log $out/after-core.log $out/after-observers.log | grep -v ':'
