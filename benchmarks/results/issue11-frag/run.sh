#!/usr/bin/env bash
# Query1's dense walk with one test per entity when the fetched storage drives (q1) against main
# 9997dc5 (base); fragIter (520 entities) and iterate1 (1M), JDK 17, interleaved single forks,
# 4 rounds; Artemis from the q1 jar in each round. Jars: /work/jars/s4/{par16,q1}.jar
# (par16 = 9997dc5's code). Table: python3 benchmarks/results/pool.py benchmarks/results/issue11-frag
set -e
J=${JARS:-/work/jars/s4}
OUT=$(cd "$(dirname "$0")" && pwd)
ARGS="-f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json"
for round in 1 2 3 4; do
  for v in par16 q1; do
    java -Djmh.ignoreLock=true -jar $J/$v.jar 'bench\.(FragIter|Iterate1)Benchmark' -p impl=pulse \
      -p size=1000000 $ARGS -rff $OUT/$v-$round.json > $OUT/$v-$round.log 2>&1
  done
  java -Djmh.ignoreLock=true -jar $J/q1.jar 'bench\.(FragIter|Iterate1)Benchmark' -p impl=artemis \
      -p size=1000000 $ARGS -rff $OUT/artemis-$round.json > $OUT/artemis-$round.log 2>&1
done
