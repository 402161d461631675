#!/usr/bin/env bash
# One burst of the published 3-fork run: `run.sh release`'s JMH settings restricted to a benchmark
# regex, so the run can be split into bursts of ~10 minutes on a machine shared with other
# engineers' builds (each burst ran under a wrapper that takes a measurement lock and SIGSTOPs
# every other java/mvn process, as benchmarks/results/issue11/frozen.sh does).
#   usage: run-burst.sh <name> <regex> [extra JMH args]
# The bursts' JSON files are merged into benchmarks/results/release.json by merge.py.
set -euo pipefail
name=$1; regex=$2; shift 2
jar=${JAR:-benchmarks/target/benchmarks.jar}
out=benchmarks/results/release-bursts
java -Djmh.ignoreLock=true -jar "$jar" "$regex" -f 3 -wi 1 -w 1s -i 2 -r 1s -p size=1000000 -foe true -prof gc \
  -rf json -rff "$out/$name.json" "$@" > "$out/$name.log" 2>&1
grep -E '^[A-Za-z0-9]+Benchmark\.[A-Za-z0-9]+ ' "$out/$name.log" | grep -v ':' || true
