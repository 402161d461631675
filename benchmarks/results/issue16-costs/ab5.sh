#!/usr/bin/env bash
# Stale lookups read the DESPAWNED mark of the handle (gate2 = before the mark, despawned = with it).
cd /work/jars/lead/i16
mkdir -p ab5
for round in 1 2 3; do
  for j in gate2 despawned; do
    java -jar $j.jar '\.StaleLookupBenchmark|\.GetByHandleBenchmark' -p impl=pulse -p size=1000000 \
      -f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json -rff ab5/$j-$round.json > ab5/$j-$round.log 2>&1
  done
  java -jar despawned.jar '\.StaleLookupBenchmark' -p impl=dominion,artemis -p size=1000000 \
      -f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json -rff ab5/peers-$round.json > ab5/peers-$round.log 2>&1
done
