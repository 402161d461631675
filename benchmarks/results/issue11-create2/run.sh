#!/usr/bin/env bash
# create 1M: did main lose create speed since the targets run? Pulse from that run's jar
# (/work/jars/s5/main1.jar, main 7b3cdcb, "targets") and from this session's release jar
# (/work/jars/s7/release.jar, main 4e79a22, "main"), Dominion (the fastest peer) from the latter;
# interleaved single forks, -prof gc, 3 rounds.
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-create2/run.sh
OUT=$(cd "$(dirname "$0")" && pwd)
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -prof gc -rf json)
V="targets:/work/jars/s5/main1.jar:pulse main:/work/jars/s7/release.jar:pulse dominion:/work/jars/s7/release.jar:dominion"
for round in ${ROUNDS:-1 2 3}; do
  for v in $V; do
    IFS=: read name jar impl <<< "$v"
    java -Djmh.ignoreLock=true -jar $jar 'bench\.CreateBenchmark\.' -p impl=$impl "${c[@]}" -rff $OUT/$name-$round.json > $OUT/$name-$round.log 2>&1
  done
done
