#!/usr/bin/env bash
# Three more rounds (3-5) of the id arena's remove + insert, before and after, into idarena-remove/.
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-idarena/slots/run-remove.sh
OUT=$(cd "$(dirname "$0")" && pwd)
BASE="-Xms4g -Xmx4g -XX:+AlwaysPreTouch"
DEFER="-XX:+UnlockExperimentalVMOptions -XX:-G1UseAdaptiveConcRefinement -XX:G1ConcRefinementGreenZone=2000000 -XX:G1ConcRefinementYellowZone=3000000 -XX:G1ConcRefinementRedZone=4000000"
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json)
for round in 3 4 5; do
  for v in before:/work/jars/s7/release.jar after:/work/jars/s7/slots.jar; do
    IFS=: read name jar <<< "$v"
    java -Djmh.ignoreLock=true -jar $jar "bench\\.pool\\.ArenaRemoveBenchmark\\." -p impl=idarena "${c[@]}" -jvmArgsAppend "$BASE $DEFER" -rff $OUT/idarena-remove/$name-$round.json > $OUT/idarena-remove/$name-$round.log 2>&1
  done
done
