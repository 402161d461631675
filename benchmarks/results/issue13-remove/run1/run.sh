#!/bin/bash
# Interleaved single forks, base (main 40cc3ed) vs v3, 4 rounds.
D=$(dirname $0)
for round in 1 2 3 4; do
  for v in base v3; do
    java -Djmh.ignoreLock=true -jar /work/jars/obs4/$v.jar 'bench\.ObservedAddRemoveBenchmark' \
      -f 1 -wi 3 -w 1s -i 4 -r 1s -rf json -rff $D/$v-$round.json > $D/$v-$round.log 2>&1
  done
done
