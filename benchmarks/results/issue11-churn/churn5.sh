#!/usr/bin/env bash
cd "$(dirname "$0")"; JAR=${JAR:-../../target/benchmarks.jar}
java -jar "$JAR" '\.ChurnBenchmark' -p impl=artemis,dominion,pulse -f 4 -wi 2 -w 1s -i 5 -r 1s > churn5.log 2>&1
