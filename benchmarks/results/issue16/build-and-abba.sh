#!/usr/bin/env bash
# Inside the measurement lock: build the branch's benchmarks jar (the argument naming
# /work/jars keeps this build from being frozen by our own lock), then run abba.sh.
set -e
cd /work/wt/safety
mvn -o -q -pl benchmarks -am package -DskipTests -Dexempt=/work/jars/safety > /tmp/safety-build-in-lock.log 2>&1
cp benchmarks/target/benchmarks.jar /work/jars/safety/after2.jar
git rev-parse HEAD > $1/after2-commit.txt
git status --short >> $1/after2-commit.txt
bash benchmarks/results/issue16/abba.sh $1 /work/jars/safety/after2.jar 2
# Memory: bytes per entity and what stays after despawn-all (main has no trim(): its
# MemoryBenchmark copy skips that call, so its "trimmed" equals "retained").
java -jar /work/jars/safety/after2.jar MemoryBenchmark -f 1 -wi 1 -i 2 -rf json -rff $1/memory-after.json > $1/memory-after.log 2>&1
java -jar /work/jars/safety/base.jar MemoryBenchmark -f 1 -wi 1 -i 2 -rf json -rff $1/memory-base.json > $1/memory-base.log 2>&1
