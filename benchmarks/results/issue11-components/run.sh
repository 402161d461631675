#!/usr/bin/env bash
# Walks without the entity: base = main 9997dc5 (adapters walk with forEach((e, ...) -> ...)),
# comp = forEach over components only (the walk never loads the handles) with the adapters using it;
# Artemis from the comp jar in the same rounds. 1M entities (fragIter 520, heavyCompute 10k),
# JDK 17, interleaved single forks, 4 rounds, -prof gc. Jars: /work/jars/s4/{par16,comp}.jar.
# Table: python3 benchmarks/results/pool.py benchmarks/results/issue11-components
set -e
J=${JARS:-/work/jars/s4}
OUT=$(cd "$(dirname "$0")" && pwd)
B='bench\.(Iterate1|Iterate2|Iterate3|IterateSparse|FragIter|HeavyCompute)Benchmark'
ARGS="-f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -prof gc -rf json -p size=1000000"
for round in 1 2 3 4; do
  java -Djmh.ignoreLock=true -jar $J/par16.jar "$B" -p impl=pulse $ARGS -rff $OUT/base-$round.json > $OUT/base-$round.log 2>&1
  java -Djmh.ignoreLock=true -jar $J/comp.jar "$B" -p impl=pulse $ARGS -rff $OUT/comp-$round.json > $OUT/comp-$round.log 2>&1
  java -Djmh.ignoreLock=true -jar $J/comp.jar "$B" -p impl=artemis $ARGS -rff $OUT/artemis-$round.json > $OUT/artemis-$round.log 2>&1
done
