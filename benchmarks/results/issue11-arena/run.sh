#!/usr/bin/env bash
# arenaRemove (1M values; remove 1000 random, insert 1000 fresh) under default G1 and with G1's
# concurrent refinement deferred to the pauses (as for churn, ../issue11-churn), and under
# Parallel GC: arena, arraylist, hashmap; 2 rounds of single forks. Jar: /work/jars/s4/final2.jar.
# Table: python3 benchmarks/results/pool.py benchmarks/results/issue11-arena
OUT=$(cd "$(dirname "$0")" && pwd)
BASE="-Xms4g -Xmx4g -XX:+AlwaysPreTouch"
DEFER="-XX:+UnlockExperimentalVMOptions -XX:-G1UseAdaptiveConcRefinement -XX:G1ConcRefinementGreenZone=2000000 -XX:G1ConcRefinementYellowZone=3000000 -XX:G1ConcRefinementRedZone=4000000"
for round in 1 2; do
  for impl in arena arraylist hashmap; do
    java -Djmh.ignoreLock=true -jar /work/jars/s4/final2.jar 'bench\.pool\.ArenaRemoveBenchmark' -p impl=$impl \
      -f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json -rff $OUT/g1-$impl-$round.json > $OUT/g1-$impl-$round.log 2>&1
    java -Djmh.ignoreLock=true -jar /work/jars/s4/final2.jar 'bench\.pool\.ArenaRemoveBenchmark' -p impl=$impl \
      -jvmArgsAppend "$BASE $DEFER" \
      -f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json -rff $OUT/deferred-$impl-$round.json > $OUT/deferred-$impl-$round.log 2>&1
    java -Djmh.ignoreLock=true -jar /work/jars/s4/final2.jar 'bench\.pool\.ArenaRemoveBenchmark' -p impl=$impl \
      -jvmArgsAppend "$BASE -XX:+UseParallelGC" \
      -f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json -rff $OUT/parallelgc-$impl-$round.json > $OUT/parallelgc-$impl-$round.log 2>&1
  done
done
