#!/usr/bin/env bash
# Arena get / remove / insert at 1M: base (main 0b10bd2, /work/jars/s4/final2.jar), marked-only
# (removed handles marked, a free-slot stack; /work/jars/s5/arena3.jar) and split (marked, with
# values and canonical handles in separate pages and the next generation on the free stack;
# /work/jars/s5/arena4.jar), arraylist and hashmap baselines in every round; interleaved single
# forks; remove with G1 refinement deferred (see ../run.sh and ../../issue11-arena).
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-arena2/split/run.sh
OUT=$(cd "$(dirname "$0")" && pwd)
BASE="-Xms4g -Xmx4g -XX:+AlwaysPreTouch"
DEFER="-XX:+UnlockExperimentalVMOptions -XX:-G1UseAdaptiveConcRefinement -XX:G1ConcRefinementGreenZone=2000000 -XX:G1ConcRefinementYellowZone=3000000 -XX:G1ConcRefinementRedZone=4000000"
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json)
one() { # dir bench name jar impl round [extra]
  local dir=$OUT/$1 bench=$2 name=$3 jar=$4 impl=$5 round=$6; shift 6
  mkdir -p $dir
  java -Djmh.ignoreLock=true -jar $jar "bench\\.pool\\.$bench\\." -p impl=$impl "${c[@]}" -rff $dir/$name-$round.json "$@" > $dir/$name-$round.log 2>&1
}
V="base:/work/jars/s4/final2.jar:arena marked-only:/work/jars/s5/arena3.jar:arena split:/work/jars/s5/arena4.jar:arena arraylist:/work/jars/s5/arena4.jar:arraylist hashmap:/work/jars/s5/arena4.jar:hashmap"
for round in ${ROUNDS:-1 2 3}; do
  for v in $V; do
    IFS=: read name jar impl <<< "$v"
    one get ArenaGetBenchmark $name $jar $impl $round
    one remove ArenaRemoveBenchmark $name $jar $impl $round -jvmArgsAppend "$BASE $DEFER"
    [ $round -le 2 ] && [ $name != marked-only ] && one insert ArenaInsertBenchmark $name $jar $impl $round
  done
done
