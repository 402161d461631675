#!/usr/bin/env bash
# Churn on main after the merges, every contender in one run (release settings), since the
# hooks-before-after run showed Pulse's churn at a quarter of its release-run time.
set -u
out=$(dirname "$0")
java -jar ${JAR:-benchmarks/target/benchmarks.jar} 'ChurnBenchmark' -f 3 -wi 1 -w 1s -i 2 -r 1s -prof gc -foe true \
  -rf json -rff $out/churn-peers.json > $out/churn-peers.log 2>&1
grep -hE '^ChurnBenchmark\.churn ' $out/churn-peers.log
