#!/usr/bin/env bash
# Issue 12's column scenarios on main after the merge (columns + observers + safety), 3 forks,
# JDK 17 at 1M (size-parameterised scenarios), and the dense column tick on JDK 25. Run from the
# repository root with the jar built by `mvn -B install`.
set -u
out=benchmarks/results/issue12
jar=${JAR:-benchmarks/target/benchmarks.jar}
common=(-f 3 -wi 2 -w 1s -i 3 -r 1s -prof gc -foe true)
java -jar $jar 'ColumnIterateBenchmark|ColumnIterate3Benchmark|ColumnSparseBenchmark|ColumnByHandleBenchmark|ColumnChecksBenchmark|ColumnChurnBenchmark' \
  -p size=1000000 "${common[@]}" -rf json -rff $out/merged-jdk17.json > $out/merged-jdk17.log 2>&1
java -jar $jar 'ColumnIterateBenchmark' -p size=1000000 "${common[@]}" \
  -jvm /usr/lib/jvm/temurin-25-jdk-amd64/bin/java -rf json -rff $out/merged-jdk25.json > $out/merged-jdk25.log 2>&1
grep -hE '^[A-Za-z0-9]+Benchmark\.[A-Za-z0-9]+ ' $out/merged-jdk17.log $out/merged-jdk25.log | grep -v ':'
