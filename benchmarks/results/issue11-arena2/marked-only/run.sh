#!/usr/bin/env bash
# Arena get / remove: base (/work/jars/s4/final2.jar) against marked-only (removed handles
# marked, free-slot stack, handles still allocated at insert: /work/jars/s5/arena3.jar);
# interleaved single forks, 3 rounds; remove with G1 refinement deferred (see ../run.sh).
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-arena2/marked-only/run.sh
OUT=$(cd "$(dirname "$0")" && pwd)
BASE="-Xms4g -Xmx4g -XX:+AlwaysPreTouch"
DEFER="-XX:+UnlockExperimentalVMOptions -XX:-G1UseAdaptiveConcRefinement -XX:G1ConcRefinementGreenZone=2000000 -XX:G1ConcRefinementYellowZone=3000000 -XX:G1ConcRefinementRedZone=4000000"
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json -p impl=arena)
for round in ${ROUNDS:-1 2 3}; do
  for v in base:/work/jars/s4/final2.jar marked-only:/work/jars/s5/arena3.jar; do
    name=${v%%:*}; jar=${v#*:}
    mkdir -p $OUT/get $OUT/remove
    java -Djmh.ignoreLock=true -jar $jar 'bench\.pool\.ArenaGetBenchmark\.' "${c[@]}" -rff $OUT/get/$name-$round.json > $OUT/get/$name-$round.log 2>&1
    java -Djmh.ignoreLock=true -jar $jar 'bench\.pool\.ArenaRemoveBenchmark\.' "${c[@]}" -jvmArgsAppend "$BASE $DEFER" -rff $OUT/remove/$name-$round.json > $OUT/remove/$name-$round.log 2>&1
  done
done
