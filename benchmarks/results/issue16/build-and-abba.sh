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
