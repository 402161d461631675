#!/usr/bin/env bash
cd "$(dirname "$0")"; JAR=${JAR:-../../target/benchmarks.jar}
java -jar "$JAR" '\.ChurnBenchmark' -p impl=pulse -f 4 -wi 2 -w 1s -i 8 -r 1s \
  -jvmArgsAppend "-Xlog:gc,safepoint=off:file=/tmp/churn-gc-%p.log:uptime" > churn2.log 2>&1
