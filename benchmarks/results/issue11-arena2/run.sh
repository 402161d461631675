#!/usr/bin/env bash
# Arena get / insert / remove: base (main 0b10bd2's code, /work/jars/s4/final2.jar) against
# premade (generation-0 handles made with their page, /work/jars/s5/arena1.jar) and marked
# (premade, plus removed handles marked and the int slot pages replaced by a free-slot stack,
# /work/jars/s5/arena2.jar), with the
# arraylist and hashmap baselines in every round; interleaved single forks.
# Remove runs with G1's concurrent refinement deferred (see ../issue11-arena: under default G1 it
# is bimodal for arena and arraylist alike).
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-arena2/run.sh
# Tables: python3 benchmarks/results/pool.py benchmarks/results/issue11-arena2/<get|insert|remove>
OUT=$(cd "$(dirname "$0")" && pwd)
BASE="-Xms4g -Xmx4g -XX:+AlwaysPreTouch"
DEFER="-XX:+UnlockExperimentalVMOptions -XX:-G1UseAdaptiveConcRefinement -XX:G1ConcRefinementGreenZone=2000000 -XX:G1ConcRefinementYellowZone=3000000 -XX:G1ConcRefinementRedZone=4000000"
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json)
one() { # scenario benchmark version jar impl round [extra]
  local dir=$OUT/$1 bench=$2 version=$3 jar=$4 impl=$5 round=$6; shift 6
  mkdir -p $dir
  java -Djmh.ignoreLock=true -jar $jar "bench\\.pool\\.$bench\\." -p impl=$impl "${c[@]}" -rff $dir/$version-$round.json "$@" > $dir/$version-$round.log 2>&1
}
for round in ${ROUNDS:-1 2 3}; do
  for s in get:ArenaGetBenchmark insert:ArenaInsertBenchmark remove:ArenaRemoveBenchmark; do
    name=${s%%:*}; bench=${s#*:}
    extra=(); [ $name = remove ] && extra=(-jvmArgsAppend "$BASE $DEFER")
    one $name $bench base /work/jars/s4/final2.jar arena $round "${extra[@]}"
    one $name $bench premade /work/jars/s5/arena1.jar arena $round "${extra[@]}"
    one $name $bench marked /work/jars/s5/arena2.jar arena $round "${extra[@]}"
    one $name $bench arraylist /work/jars/s5/arena1.jar arraylist $round "${extra[@]}"
    one $name $bench hashmap /work/jars/s5/arena1.jar hashmap $round "${extra[@]}"
  done
done
