#!/usr/bin/env bash
# Interleaved A/B: 3 rounds x (before, gate), one fork each, same settings.
cd /work/jars/lead/i16
mkdir -p ab
for round in 1 2 3; do
  for j in before gate; do
    java -jar $j.jar '\.AddRemoveBenchmark|\.CreateBenchmark|\.GetByHandleBenchmark|\.ChurnBenchmark' \
      -p impl=pulse -p size=1000000 -f 1 -wi 3 -w 1s -i 4 -r 1s -foe true \
      -rf json -rff ab/$j-$round.json > ab/$j-$round.log 2>&1
  done
  for j in split gate; do
    java -jar $j.jar '\.ObservedAddRemoveBenchmark' -f 1 -wi 3 -w 1s -i 4 -r 1s -foe true \
      -rf json -rff ab/obs-$j-$round.json > ab/obs-$j-$round.log 2>&1
  done
done
