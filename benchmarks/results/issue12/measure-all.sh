#!/usr/bin/env bash
# Issue 12, run under /work/bench/measure.sh (holds the lock). The machine's lock queue never
# empties, so everything java of this helper runs inside its own window: first the full build
# (mvn -o -B install; the command lines name /work/jars/columns so this script's own freeze loop
# leaves them running; the inspector's browser test is left out because its chromium would be
# frozen), then the column scenarios with 3 forks on JDK 17 and the iterate scenarios on JDK 25.
set -uo pipefail
out=/work/wt/columns/benchmarks/results/issue12
cd /work/wt/columns
start=$SECONDS
echo "install start $(date +%T)"
if mvn -o -B install -Dcolumns.jars=/work/jars/columns -DargLine=-Dcolumns.jars=/work/jars/columns -DadditionalJOption=-J-Dcolumns.jars=/work/jars/columns \
     '-Dtest=!InspectorBrowserTest' -Dsurefire.failIfNoSpecifiedTests=false > $out/install.log 2>&1; then
  echo "install OK $(date +%T)"
else
  echo "install FAILED $(date +%T)"; grep -E "ERROR|FAIL" $out/install.log | head -40
  mvn -o -q -pl benchmarks -am package -DskipTests -Dcolumns.jars=/work/jars/columns > $out/build.log 2>&1 || { echo "bench build failed"; exit 1; }
fi
cp benchmarks/target/benchmarks.jar /work/jars/columns/benchmarks.jar
common=(-f 3 -wi 2 -w 1s -i 3 -r 1s -prof gc -foe true)
J17=/usr/lib/jvm/java-17-openjdk-amd64/bin/java
J25=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java
$J17 -jar /work/jars/columns/benchmarks.jar 'ColumnIterateBenchmark|ColumnIterate3Benchmark|ColumnSparseBenchmark' \
  -p impl=columns,objects,arrays "${common[@]}" -rf json -rff $out/jdk17-iterate.json > $out/jdk17-iterate.log 2>&1
echo "jdk17 iterate done $(date +%T)"
$J17 -jar /work/jars/columns/benchmarks.jar 'ColumnByHandleBenchmark' -p size=1000000 \
  -p impl=view,modify,artemis "${common[@]}" -rf json -rff $out/jdk17-handle.json > $out/jdk17-handle.log 2>&1
$J17 -jar /work/jars/columns/benchmarks.jar 'ColumnChecksBenchmark' -p size=1000000 \
  "${common[@]}" -rf json -rff $out/jdk17-checks.json > $out/jdk17-checks.log 2>&1
echo "jdk17 handle done $(date +%T)"
$J17 -jar /work/jars/columns/benchmarks.jar 'ColumnChurnBenchmark' \
  "${common[@]}" -rf json -rff $out/jdk17-churn.json > $out/jdk17-churn.log 2>&1
echo "jdk17 done $(date +%T)"
if [ -x "$J25" ] && [ $((SECONDS - start)) -lt 900 ]; then
  $J25 -jar /work/jars/columns/benchmarks.jar 'ColumnIterateBenchmark' \
    -p impl=columns,objects,arrays "${common[@]}" -rf json -rff $out/jdk25-iterate.json > $out/jdk25-iterate.log 2>&1
  echo "jdk25 done $(date +%T)"
fi
