#!/usr/bin/env bash
# ABBA burst: main (base.jar), branch (after jar), branch, main; same settings each time, so
# drift over the burst shows up as a difference between the two runs of one version.
# Run as: /work/bench/measure.sh bash benchmarks/results/issue16/abba.sh <out-dir> <after-jar> [forks]
set -e
out=$1; after=$2; forks=${3:-2}
J=/work/jars/safety
common="-f $forks -wi 2 -w 1s -i 3 -r 1s"
run() { # label jar
  java -jar $2 'GetByHandleBenchmark|StaleLookupBenchmark' $common -p size=1000000 -p impl=pulse,pulse-id -rf json -rff $out/read-$1.json > $out/read-$1.log 2>&1
  java -jar $2 'CreateBenchmark|AddRemoveBenchmark|ChurnBenchmark' $common -p impl=pulse -rf json -rff $out/struct-$1.json > $out/struct-$1.log 2>&1
}
run base1 $J/base.jar
run after1 $after
run after2 $after
run base2 $J/base.jar
