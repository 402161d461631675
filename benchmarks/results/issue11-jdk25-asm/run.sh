#!/usr/bin/env bash
# fragIter with the verification walk through the same Query1.forEach as the tick (ordered.jar,
# main's benchmark: two lambdas reach the shared walk) and through findFirst instead (x3.jar, a
# diagnostic build: one lambda reaches it), JDK 25 and JDK 17, Artemis beside; single forks.
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-jdk25-asm/run.sh
OUT=$(cd "$(dirname "$0")" && pwd)
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -rf json)
for round in ${ROUNDS:-1 2}; do
  for jdk in 25 17; do
    jvm=(); [ $jdk = 25 ] && jvm=(-jvm /usr/lib/jvm/temurin-25-jdk-amd64/bin/java)
    mkdir -p $OUT/jdk$jdk
    for v in shared:/work/jars/s6/ordered.jar:pulse private:/work/jars/s6/x3.jar:pulse artemis:/work/jars/s6/ordered.jar:artemis; do
      IFS=: read name jar impl <<< "$v"
      java -Djmh.ignoreLock=true -jar $jar 'bench\.FragIterBenchmark\.' -p impl=$impl "${c[@]}" "${jvm[@]}" -rff $OUT/jdk$jdk/$name-$round.json > $OUT/jdk$jdk/$name-$round.log 2>&1
    done
  done
done
