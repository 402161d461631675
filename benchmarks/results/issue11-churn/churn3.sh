#!/usr/bin/env bash
cd "$(dirname "$0")"; JAR=${JAR:-../../target/benchmarks.jar}
java -jar "$JAR" '\.ChurnBenchmark' -p impl=pulse -f 5 -wi 2 -w 1s -i 5 -r 1s \
  -jvmArgsAppend "-Xms4g -Xmx4g -XX:+AlwaysPreTouch -Xbatch" > churn3.log 2>&1
java -jar "$JAR" '\.ChurnBenchmark' -p impl=pulse -f 5 -wi 2 -w 1s -i 5 -r 1s > churn4.log 2>&1
