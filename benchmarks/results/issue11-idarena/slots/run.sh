#!/usr/bin/env bash
# Both arenas before (main 4e79a22, /work/jars/s7/release.jar, "before") and after their shared
# bookkeeping moved to ArenaSlots ("after", /work/jars/s7/slots.jar): get, insert, and remove +
# insert with G1 refinement deferred; 1M values, interleaved single forks, 2 rounds.
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-idarena/slots/run.sh
OUT=$(cd "$(dirname "$0")" && pwd)
BASE="-Xms4g -Xmx4g -XX:+AlwaysPreTouch"
DEFER="-XX:+UnlockExperimentalVMOptions -XX:-G1UseAdaptiveConcRefinement -XX:G1ConcRefinementGreenZone=2000000 -XX:G1ConcRefinementYellowZone=3000000 -XX:G1ConcRefinementRedZone=4000000"
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json)
for round in ${ROUNDS:-1 2}; do
  for impl in arena idarena; do
    for v in before:/work/jars/s7/release.jar after:/work/jars/s7/slots.jar; do
      IFS=: read name jar <<< "$v"
      for b in get:ArenaGetBenchmark insert:ArenaInsertBenchmark remove:ArenaRemoveBenchmark; do
        IFS=: read dir bench <<< "$b"
        mkdir -p $OUT/$impl-$dir
        extra=(); [ $dir = remove ] && extra=(-jvmArgsAppend "$BASE $DEFER")
        java -Djmh.ignoreLock=true -jar $jar "bench\\.pool\\.$bench\\." -p impl=$impl "${c[@]}" "${extra[@]}" -rff $OUT/$impl-$dir/$name-$round.json > $OUT/$impl-$dir/$name-$round.log 2>&1
      done
    done
  done
done
