#!/usr/bin/env bash
cd /work/jars/lead/i16
mkdir -p ab2
for round in 1 2 3 4; do
  for j in before gate2; do
    java -jar $j.jar '\.AddRemoveBenchmark|\.CreateBenchmark' \
      -p impl=pulse -f 1 -wi 3 -w 1s -i 5 -r 1s -foe true \
      -rf json -rff ab2/$j-$round.json > ab2/$j-$round.log 2>&1
  done
done
