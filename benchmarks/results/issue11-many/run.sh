#!/usr/bin/env bash
# manySystems (8 systems, each its own Query2 and lambda, 100k entities): per-query walk copies
# on (main) and off (-Dpulse.walkCopies=false, one shared walk), JDK 17 and JDK 25; single forks.
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-many/run.sh
# Table: python3 benchmarks/results/pool.py benchmarks/results/issue11-many/jdk17 (and jdk25)
OUT=$(cd "$(dirname "$0")" && pwd)
J=/work/jars/s6/many.jar
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -rf json)
for round in ${ROUNDS:-1 2 3}; do
  for jdk in 17 25; do
    jvm=(); [ $jdk = 25 ] && jvm=(-jvm /usr/lib/jvm/temurin-25-jdk-amd64/bin/java)
    mkdir -p $OUT/jdk$jdk
    java -Djmh.ignoreLock=true -jar $J 'bench\.ManySystemsBenchmark\.' "${c[@]}" "${jvm[@]}" -rff $OUT/jdk$jdk/copies-$round.json > $OUT/jdk$jdk/copies-$round.log 2>&1
    java -Djmh.ignoreLock=true -jar $J 'bench\.ManySystemsBenchmark\.' "${c[@]}" "${jvm[@]}" -jvmArgsAppend "-Xms4g -Xmx4g -XX:+AlwaysPreTouch -Dpulse.walkCopies=false" -rff $OUT/jdk$jdk/shared-$round.json > $OUT/jdk$jdk/shared-$round.log 2>&1
  done
done
