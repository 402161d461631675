#!/usr/bin/env bash
# create 1M: pulse vs the peers, interleaved single forks (each contender one fork per round).
# main.jar = benchmarks/target/benchmarks.jar of the commit named in README.md, copied here.
cd "$(dirname "$0")"
for round in 1 2 3 4 5; do
  for impl in pulse dominion artemis; do
    java -jar main.jar 'CreateBenchmark' -p impl=$impl -p count=1000000 -f 1 -wi 3 -w 1s -i 5 -r 1s -foe true \
      -rf json -rff $impl-$round.json > $impl-$round.log 2>&1
  done
done
