#!/usr/bin/env bash
# Review: the walks without the derivable withEntity flag and with the lock/dispatch in
# Query.walkSequential (tidy.jar) against the measured copies (copies2.jar); fragIter JDK 17/25,
# manySystems JDK 17; interleaved single forks.
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-copies/tidy/run.sh
OUT=$(cd "$(dirname "$0")" && pwd)
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -rf json)
J25=(-jvm /usr/lib/jvm/temurin-25-jdk-amd64/bin/java)
for round in ${ROUNDS:-1 2}; do
  for v in copies2:/work/jars/s6/copies2.jar tidy:/work/jars/s6/tidy.jar; do
    IFS=: read name jar <<< "$v"
    mkdir -p $OUT/fragIter $OUT/fragIter-jdk25 $OUT/manySystems
    java -Djmh.ignoreLock=true -jar $jar 'bench\.FragIterBenchmark\.' -p impl=pulse "${c[@]}" -rff $OUT/fragIter/$name-$round.json > $OUT/fragIter/$name-$round.log 2>&1
    java -Djmh.ignoreLock=true -jar $jar 'bench\.FragIterBenchmark\.' -p impl=pulse "${c[@]}" "${J25[@]}" -rff $OUT/fragIter-jdk25/$name-$round.json > $OUT/fragIter-jdk25/$name-$round.log 2>&1
  done
  for v in many:/work/jars/s6/many.jar tidy:/work/jars/s6/tidy.jar; do
    IFS=: read name jar <<< "$v"
    java -Djmh.ignoreLock=true -jar $jar 'bench\.ManySystemsBenchmark\.' "${c[@]}" -rff $OUT/manySystems/$name-$round.json > $OUT/manySystems/$name-$round.log 2>&1
  done
done
