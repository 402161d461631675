#!/usr/bin/env bash
# usage: run.sh <outdir> <rounds> <benchmark-regex> "<jmh args>" jar1 jar2 ...
# interleaved single forks: for each round, each jar once
out=$1; rounds=$2; bench=$3; args=$4; shift 4
mkdir -p "$out"
for round in $(seq 1 $rounds); do
  for jar in "$@"; do
    echo "== round $round $jar $(date +%T)"
    java -Djmh.ignoreLock=true -jar /work/jars/chw/$jar.jar "$bench" -f 1 -wi 3 -w 1s -i 3 -r 1s -foe true $args \
      -rf json -rff "$out/$jar-$round.json" > "$out/$jar-$round.log" 2>&1
    grep -E "^ChangedWalk|^Iterate|^Observed" "$out/$jar-$round.log" | sed 's/^/   /'
  done
done
