#!/usr/bin/env bash
# As run.sh, the copies casting the action once per walk (copies2.jar) against main and the first
# copies (copies.jar): fragIter JDK 17 and 25, iterate2 1M. Results in round2/.
# usage (repository root): /work/bench/measure.sh bash benchmarks/results/issue11-copies/run2.sh
OUT=$(cd "$(dirname "$0")" && pwd)/round2
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -rf json)
J25=(-jvm /usr/lib/jvm/temurin-25-jdk-amd64/bin/java)
for round in ${ROUNDS:-1 2}; do
  for v in main:/work/jars/s6/ordered.jar copies:/work/jars/s6/copies.jar copies2:/work/jars/s6/copies2.jar; do
    IFS=: read name jar <<< "$v"
    mkdir -p $OUT/fragIter $OUT/fragIter-jdk25 $OUT/iterate2
    java -Djmh.ignoreLock=true -jar $jar 'bench\.FragIterBenchmark\.' -p impl=pulse "${c[@]}" -rff $OUT/fragIter/$name-$round.json > $OUT/fragIter/$name-$round.log 2>&1
    java -Djmh.ignoreLock=true -jar $jar 'bench\.FragIterBenchmark\.' -p impl=pulse "${c[@]}" "${J25[@]}" -rff $OUT/fragIter-jdk25/$name-$round.json > $OUT/fragIter-jdk25/$name-$round.log 2>&1
    java -Djmh.ignoreLock=true -jar $jar 'bench\.Iterate2Benchmark\.' -p impl=pulse -p size=1000000 "${c[@]}" -rff $OUT/iterate2/$name-$round.json > $OUT/iterate2/$name-$round.log 2>&1
  done
done
