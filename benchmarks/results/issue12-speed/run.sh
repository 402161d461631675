#!/usr/bin/env bash
# Issue 12 speed work: the column scenarios, 3 forks, 1M, 2 cores, under /work/bench/measure.sh.
# usage: run.sh A|B|C   (three bursts, each under 10 minutes)
# final = this branch (col2), base = main before it (a626516), unpadded = this branch without the
# padded column arrays (commit b17be4e minus ColumnPage padding), all built with
# `mvn -o -q -pl benchmarks -am package -DskipTests` and copied to /work/jars/col2/<name>/.
set -u
out=${OUT:-benchmarks/results/issue12-speed}
J=/work/jars/col2
c=(-f 3 -wi 2 -w 1s -i 3 -r 1s -prof gc -foe true)
run() { # name jar pattern params...
  local name=$1 jar=$2 pattern=$3; shift 3
  java -Djmh.ignoreLock=true -jar $J/$jar/benchmarks.jar "$pattern" "$@" "${c[@]}" -rf json -rff $out/$name.json > $out/$name.log 2>&1
}
case $1 in
A)
  run jdk17-final-iterate final 'ColumnIterateBenchmark' -p size=1000000 -p impl=columns,objects,arrays,arrays-paged-pad
  run jdk17-unpadded-iterate a 'ColumnIterateBenchmark' -p size=1000000 -p impl=columns
  run jdk17-base-iterate base 'ColumnIterateBenchmark' -p size=1000000 -p impl=columns
  run jdk17-final-iterate3 final 'ColumnIterate3Benchmark' -p size=1000000 -p impl=columns,objects,arrays
  ;;
B)
  run jdk17-final-sparse final 'ColumnSparseBenchmark' -p size=1000000 -p impl=columns,columns-row,objects,arrays
  run jdk17-base-sparse base 'ColumnSparseBenchmark' -p size=1000000 -p impl=columns
  run jdk17-final-handle final 'ColumnByHandleBenchmark' -p size=1000000 -p impl=view,view-id,modify,artemis,pulse
  run jdk17-base-handle base 'ColumnByHandleBenchmark' -p size=1000000 -p impl=view,modify
  ;;
C)
  run jdk17-final-checks final 'ColumnChecksBenchmark' -p size=1000000 -p impl=view-off,view-on,unchecked
  run jdk17-base-checks base 'ColumnChecksBenchmark' -p size=1000000 -p impl=view-off
  run jdk17-final-churn final 'ColumnChurnBenchmark' -p impl=columns,columns-view,objects
  run jdk17-base-churn base 'ColumnChurnBenchmark' -p impl=columns
  run jdk25-final-iterate final 'ColumnIterateBenchmark' -p size=1000000 -p impl=columns,objects,arrays -jvm /usr/lib/jvm/temurin-25-jdk-amd64/bin/java
  ;;
esac
grep -hE '^Column[A-Za-z0-9]+Benchmark\.[A-Za-z0-9]+ ' $out/*.log | grep -v ':' | sort
