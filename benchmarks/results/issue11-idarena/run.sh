#!/usr/bin/env bash
# Arena get / remove + insert / insert at 1M: main 51cfeb1's GenerationalArena (/work/jars/s6/tidy.jar,
# "main"), this change's GenerationalArena ("arena", after the FreeSlots restructure) and new IdArena
# ("idarena", long ids in a long[]), the arraylist and hashmap baselines, all in every round;
# interleaved single forks. remove runs twice: with G1 refinement deferred to the pauses (remove/,
# as ../issue11-arena2) and under default G1 (remove-g1/, bimodal for stores of young objects in
# old pages, see ../issue11-arena).
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-idarena/run.sh
OUT=$(cd "$(dirname "$0")" && pwd)
BASE="-Xms4g -Xmx4g -XX:+AlwaysPreTouch"
DEFER="-XX:+UnlockExperimentalVMOptions -XX:-G1UseAdaptiveConcRefinement -XX:G1ConcRefinementGreenZone=2000000 -XX:G1ConcRefinementYellowZone=3000000 -XX:G1ConcRefinementRedZone=4000000"
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json)
one() { # dir bench name jar impl round [extra]
  local dir=$OUT/$1 bench=$2 name=$3 jar=$4 impl=$5 round=$6; shift 6
  mkdir -p $dir
  java -Djmh.ignoreLock=true -jar $jar "bench\\.pool\\.$bench\\." -p impl=$impl "${c[@]}" -rff $dir/$name-$round.json "$@" > $dir/$name-$round.log 2>&1
}
NEW=/work/jars/s7/idarena.jar
V="main:/work/jars/s6/tidy.jar:arena arena:$NEW:arena idarena:$NEW:idarena arraylist:$NEW:arraylist hashmap:$NEW:hashmap"
for round in ${ROUNDS:-1 2 3}; do
  for v in $V; do
    IFS=: read name jar impl <<< "$v"
    one get ArenaGetBenchmark $name $jar $impl $round
    one remove ArenaRemoveBenchmark $name $jar $impl $round -jvmArgsAppend "$BASE $DEFER"
    one remove-g1 ArenaRemoveBenchmark $name $jar $impl $round
    one insert ArenaInsertBenchmark $name $jar $impl $round
  done
done
