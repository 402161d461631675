#!/usr/bin/env bash
# Screening burst (1 fork): main (base.jar) vs the safety branch (after.jar), same settings.
# Run as: /work/bench/measure.sh bash benchmarks/results/issue16/screen.sh <out-dir> <after-jar> [forks]
set -e
out=$1; after=$2; forks=${3:-1}
J=/work/jars/safety
common="-f $forks -wi 2 -w 1s -i 3 -r 1s"
for v in base after; do
  jar=$J/base.jar; [ $v = after ] && jar=$after
  java -jar $jar 'GetByHandleBenchmark' $common -p size=1000000 -p impl=pulse,pulse-world,pulse-id -rf json -rff $out/get-$v.json > $out/get-$v.log 2>&1
  java -jar $jar 'StaleLookupBenchmark' $common -p size=1000000 -p impl=pulse,pulse-id -rf json -rff $out/stale-$v.json > $out/stale-$v.log 2>&1
  java -jar $jar 'Iterate2Benchmark' $common -p size=1000000 -p impl=pulse -rf json -rff $out/iter2-$v.json > $out/iter2-$v.log 2>&1
  java -jar $jar 'CreateBenchmark|AddRemoveBenchmark|ChurnBenchmark' $common -p impl=pulse -rf json -rff $out/struct-$v.json > $out/struct-$v.log 2>&1
done
