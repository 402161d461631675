#!/usr/bin/env bash
# Inside the lock: build the branch jar from the working tree, then ABBA on add/remove and create.
set -e
out=$1
cd /work/wt/safety
mvn -o -q -pl benchmarks -am package -DskipTests -Dexempt=/work/jars/safety > /tmp/safety-build-in-lock.log 2>&1
cp benchmarks/target/benchmarks.jar /work/jars/safety/after3.jar
git rev-parse HEAD > $out/after3-commit.txt; git diff --stat >> $out/after3-commit.txt
common="-f 2 -wi 2 -w 1s -i 3 -r 1s"
for v in base1:base.jar after1:after3.jar after2:after3.jar base2:base.jar; do
  java -jar /work/jars/safety/${v#*:} 'CreateBenchmark|AddRemoveBenchmark' $common -p impl=pulse -rf json -rff $out/struct-${v%%:*}.json > $out/struct-${v%%:*}.log 2>&1
done
