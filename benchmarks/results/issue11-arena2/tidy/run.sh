#!/usr/bin/env bash
# Arena get / remove + insert before (main a5cb8d4's arena, /work/jars/s5/final.jar) and after
# the arena's code was tidied (shared value/handle readers, one insert tail, no double check on
# the id path; /work/jars/s5/tidy.jar; tidy2: the same with insert reading the entry page once): a check that behaviour and cost are unchanged.
# Interleaved single forks, 2 rounds; remove with G1 refinement deferred (see ../run.sh).
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-arena2/tidy/run.sh
# (then REMOVE_ONLY=1 ROUNDS="3 4" for two more rounds of remove; tidy2 from round 5: ROUNDS="5 6")
OUT=$(cd "$(dirname "$0")" && pwd)
BASE="-Xms4g -Xmx4g -XX:+AlwaysPreTouch"
DEFER="-XX:+UnlockExperimentalVMOptions -XX:-G1UseAdaptiveConcRefinement -XX:G1ConcRefinementGreenZone=2000000 -XX:G1ConcRefinementYellowZone=3000000 -XX:G1ConcRefinementRedZone=4000000"
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json -p impl=arena)
for round in ${ROUNDS:-1 2}; do
  for v in before:/work/jars/s5/final.jar tidy:/work/jars/s5/tidy.jar tidy2:/work/jars/s5/tidy2.jar; do
    name=${v%%:*}; jar=${v#*:}
    mkdir -p $OUT/get $OUT/remove
    [ -z "${REMOVE_ONLY:-}" ] && java -Djmh.ignoreLock=true -jar $jar 'bench\.pool\.ArenaGetBenchmark\.' "${c[@]}" -rff $OUT/get/$name-$round.json > $OUT/get/$name-$round.log 2>&1
    java -Djmh.ignoreLock=true -jar $jar 'bench\.pool\.ArenaRemoveBenchmark\.' "${c[@]}" -jvmArgsAppend "$BASE $DEFER" -rff $OUT/remove/$name-$round.json > $OUT/remove/$name-$round.log 2>&1
  done
done
