#!/usr/bin/env bash
# Issue 12, the three open column targets: interleaved single forks, base (main at 0b10bd2) against
# new (branch col5), JDK 17.0.15, 2 cores, @Fork flags (-Xms4g -Xmx4g -XX:+AlwaysPreTouch, default G1).
# usage (from the repository root): /work/bench/measure.sh bash benchmarks/results/issue12-handle/run.sh main|churn-small|churn-deferred
# Jars: mvn -q -o -DskipTests -Dmaven.javadoc.skip=true package -pl benchmarks -am, copied to /work/jars/col5/<version>.jar.
set -u
J=/work/jars/col5
R=benchmarks/results/issue12-handle
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -rf json)
one() { # dir version jar benchmark impl round [extra...]
  local dir=$1 version=$2 jar=$3 bench=$4 impl=$5 round=$6; shift 6
  mkdir -p $R/$dir
  java -Djmh.ignoreLock=true -jar $J/$jar.jar "bench\\.$bench" -p impl=$impl "${c[@]}" -rff $R/$dir/$version-$round.json "$@" > $R/$dir/$version-$round.log 2>&1
}
case $1 in
main)
  for round in ${ROUNDS:-1 2 3}; do
    # target 1: checks off against the same work by hand (base's unchecked is pages of 4096)
    one checks-view-off base base ColumnChecksBenchmark view-off $round -p size=1000000
    one checks-view-off new new ColumnChecksBenchmark view-off $round -p size=1000000
    one checks-unchecked base4k base ColumnChecksBenchmark unchecked $round -p size=1000000
    one checks-unchecked new16k new ColumnChecksBenchmark unchecked $round -p size=1000000
    one checks-unchecked new4k new ColumnChecksBenchmark unchecked-4k $round -p size=1000000
    # target 2: by handle
    for impl in view view-id modify; do
      one handle-$impl base base ColumnByHandleBenchmark $impl $round -p size=1000000
      one handle-$impl new new ColumnByHandleBenchmark $impl $round -p size=1000000
    done
    for impl in artemis pulse by-hand by-hand-id; do
      one handle-peers $impl new ColumnByHandleBenchmark $impl $round -p size=1000000
    done
    # target 3: churn, default G1
    one churn-columns base base ColumnChurnBenchmark columns $round
    one churn-columns new new ColumnChurnBenchmark columns $round
    one churn-objects base base ColumnChurnBenchmark objects $round
    one churn-objects new new ColumnChurnBenchmark objects $round
  done
  ;;
churn-small)
  # churn in a world of 10,000 (the column arrays fit in L2): is the gap the extra cache lines?
  for round in 1 2; do
    one churn-small columns new ColumnChurnBenchmark columns $round -p live=10000
    one churn-small objects new ColumnChurnBenchmark objects $round -p live=10000
  done
  ;;
churn-deferred)
  # churn with G1's concurrent refinement deferred to the pauses (the stable regime of issue11-churn)
  g1=(-jvmArgsAppend "-Xms4g -Xmx4g -XX:+AlwaysPreTouch -XX:+UnlockExperimentalVMOptions -XX:-G1UseAdaptiveConcRefinement -XX:G1ConcRefinementGreenZone=2000000 -XX:G1ConcRefinementYellowZone=3000000 -XX:G1ConcRefinementRedZone=4000000")
  for round in 1 2; do
    one churn-deferred columns new ColumnChurnBenchmark columns $round "${g1[@]}"
    one churn-deferred objects new ColumnChurnBenchmark objects $round "${g1[@]}"
  done
  ;;
gc)
  # allocation per operation (gc.alloc.rate.norm), one fork each
  mkdir -p $R/gc
  java -Djmh.ignoreLock=true -jar $J/new.jar 'bench\.ColumnChecksBenchmark' -p impl=view-off,view-on -p size=1000000 -prof gc "${c[@]}" -rff $R/gc/checks.json > $R/gc/checks.log 2>&1
  java -Djmh.ignoreLock=true -jar $J/new.jar 'bench\.ColumnByHandleBenchmark' -p impl=view,view-id,modify -p size=1000000 -prof gc "${c[@]}" -rff $R/gc/handle.json > $R/gc/handle.log 2>&1
  java -Djmh.ignoreLock=true -jar $J/new.jar 'bench\.ColumnChurnBenchmark' -p impl=columns,objects -prof gc "${c[@]}" -rff $R/gc/churn.json > $R/gc/churn.log 2>&1
  ;;
esac
