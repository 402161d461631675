#!/usr/bin/env bash
# manySystems with Artemis-odb beside Pulse: the eight systems as eight IteratingSystem classes
# (impl=artemis) against Pulse's eight queries with walk copies on (impl=pulse, "copies") and off
# (impl=pulse with -Dpulse.walkCopies=false, "shared"); JDK 17 and JDK 25, interleaved single forks.
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-many/artemis/run.sh
# Table: python3 benchmarks/results/pool.py benchmarks/results/issue11-many/artemis/jdk17 (and jdk25)
OUT=$(cd "$(dirname "$0")" && pwd)
J=${JAR:-/work/jars/s7/many.jar}
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -rf json)
for round in ${ROUNDS:-1 2 3}; do
  for jdk in 17 25; do
    jvm=(); [ $jdk = 25 ] && jvm=(-jvm /usr/lib/jvm/temurin-25-jdk-amd64/bin/java)
    mkdir -p $OUT/jdk$jdk
    java -Djmh.ignoreLock=true -jar $J 'bench\.ManySystemsBenchmark\.' -p impl=pulse "${c[@]}" "${jvm[@]}" -rff $OUT/jdk$jdk/copies-$round.json > $OUT/jdk$jdk/copies-$round.log 2>&1
    java -Djmh.ignoreLock=true -jar $J 'bench\.ManySystemsBenchmark\.' -p impl=pulse "${c[@]}" "${jvm[@]}" -jvmArgsAppend "-Xms4g -Xmx4g -XX:+AlwaysPreTouch -Dpulse.walkCopies=false" -rff $OUT/jdk$jdk/shared-$round.json > $OUT/jdk$jdk/shared-$round.log 2>&1
    java -Djmh.ignoreLock=true -jar $J 'bench\.ManySystemsBenchmark\.' -p impl=artemis "${c[@]}" "${jvm[@]}" -rff $OUT/jdk$jdk/artemis-$round.json > $OUT/jdk$jdk/artemis-$round.log 2>&1
  done
done
