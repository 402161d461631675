#!/usr/bin/env bash
# Burst 7: walks without the world-wide iteration counter (lead-exp) against main, and the
# parallel chunk size, in one frozen burst. Jars: main = main at the commit before, exp = lead-exp
# (chunk size read from -Dpulse.exp.* for this experiment only).
set -u
out=$(dirname "$0")
common=(-f 3 -wi 2 -w 1s -i 3 -r 1s -prof gc -foe true)
java -jar /work/jars/lead/benchmarks.jar 'HeavyComputeBenchmark|FragIterBenchmark' -p impl=pulse,pulse-par "${common[@]}" -rf json -rff $out/main.json > $out/main.log 2>&1
java -jar /work/jars/lead/exp/benchmarks.jar 'HeavyComputeBenchmark|FragIterBenchmark' -p impl=pulse,pulse-par "${common[@]}" -rf json -rff $out/exp-1024x8.json > $out/exp-1024x8.log 2>&1
for v in 256:16 512:16 256:32; do
  java -jar /work/jars/lead/exp/benchmarks.jar 'HeavyComputeBenchmark' -p impl=pulse-par "${common[@]}" \
    -jvmArgsPrepend "-Dpulse.exp.minChunk=${v%:*} -Dpulse.exp.chunksPerThread=${v#*:}" \
    -rf json -rff $out/exp-${v%:*}x${v#*:}.json > $out/exp-${v%:*}x${v#*:}.log 2>&1
done
for f in $out/*.log; do echo "== $f"; grep -E '^[A-Za-z0-9]+Benchmark\.[A-Za-z0-9]+ ' $f | grep -v ':'; done
