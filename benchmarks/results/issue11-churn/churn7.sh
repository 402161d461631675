#!/usr/bin/env bash
cd "$(dirname "$0")"; JAR=${JAR:-../../target/benchmarks.jar}
java -jar "$JAR" '\.ChurnBenchmark' -p impl=artemis,ashley -f 4 -wi 2 -w 1s -i 5 -r 1s \
  -jvmArgsAppend "-Xms4g -Xmx4g -XX:+AlwaysPreTouch -XX:+UnlockExperimentalVMOptions -XX:-G1UseAdaptiveConcRefinement -XX:G1ConcRefinementGreenZone=2000000 -XX:G1ConcRefinementYellowZone=3000000 -XX:G1ConcRefinementRedZone=4000000" > churn7.log 2>&1
