#!/usr/bin/env bash
# The arena scenarios at 100,000 values (every store's working set fits the 32 MiB L3), against
# the 1M run of ../run.sh: do the stores' ratios at 1M come from the code or from the memory?
# Interleaved single forks, 2 rounds; remove with G1 refinement deferred (as ../remove/).
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-idarena/small/run.sh
OUT=$(cd "$(dirname "$0")" && pwd)
BASE="-Xms4g -Xmx4g -XX:+AlwaysPreTouch"
DEFER="-XX:+UnlockExperimentalVMOptions -XX:-G1UseAdaptiveConcRefinement -XX:G1ConcRefinementGreenZone=2000000 -XX:G1ConcRefinementYellowZone=3000000 -XX:G1ConcRefinementRedZone=4000000"
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json -p size=100000)
J=/work/jars/s7/idarena.jar
for round in ${ROUNDS:-1 2}; do
  for impl in arena idarena arraylist hashmap; do
    mkdir -p $OUT/get $OUT/remove
    java -Djmh.ignoreLock=true -jar $J 'bench\.pool\.ArenaGetBenchmark' -p impl=$impl "${c[@]}" -rff $OUT/get/$impl-$round.json > $OUT/get/$impl-$round.log 2>&1
    java -Djmh.ignoreLock=true -jar $J 'bench\.pool\.ArenaRemoveBenchmark' -p impl=$impl "${c[@]}" -rff $OUT/remove/$impl-$round.json -jvmArgsAppend "$BASE $DEFER" > $OUT/remove/$impl-$round.log 2>&1
  done
done
