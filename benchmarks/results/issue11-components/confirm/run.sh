#!/usr/bin/env bash
# Second run of the 2- and 3-component walks at 1M on main (components-only adapters) against
# Artemis, interleaved single forks, 4 rounds. Jar: /work/jars/s4/final2.jar (main 91761b1 code).
# Table: python3 benchmarks/results/pool.py benchmarks/results/issue11-components/confirm
OUT=$(cd "$(dirname "$0")" && pwd)
for round in 1 2 3 4; do
  for impl in pulse artemis; do
    java -Djmh.ignoreLock=true -jar /work/jars/s4/final2.jar 'bench\.(Iterate2|Iterate3)Benchmark' -p impl=$impl \
      -p size=1000000 -f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json -rff $OUT/$impl-$round.json > $OUT/$impl-$round.log 2>&1
  done
done
