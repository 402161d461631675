#!/usr/bin/env bash
# As run.sh, interleaving main 9570814 (generation read in the re-check, final.jar) with the
# re-check answered by the handle's mark first (final2.jar), 3 rounds.
OUT=$(cd "$(dirname "$0")" && pwd)/mark
mkdir -p $OUT
for round in 1 2 3; do
  for v in final final2; do
  java -Djmh.ignoreLock=true -jar /work/jars/s4/$v.jar 'bench\.ObservedAddRemoveBenchmark' \
    -f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json -rff $OUT/$v-$round.json > $OUT/$v-$round.log 2>&1
  done
done
