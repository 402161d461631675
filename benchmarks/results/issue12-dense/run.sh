#!/usr/bin/env bash
# Issue 12, dense column tick: interleaved single forks, base (main at 40cc3ed) against new (col4:
# 16384-entity column pages), the float[] baseline in every round, JDK 17 and JDK 25.
# usage (from the repository root): /work/bench/measure.sh bash benchmarks/results/issue12-dense/run.sh 17|25|gc|other|other2
# Jars: mvn -q -o -DskipTests -Dmaven.javadoc.skip=true package -pl benchmarks -am, copied to /work/jars/col4/<version>.jar.
set -u
J=/work/jars/col4
R=benchmarks/results/issue12-dense
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -rf json)
one() { # dir version jar impl [extra...]
  local dir=$1 version=$2 jar=$3 impl=$4 round=$5; shift 5
  mkdir -p $R/$dir
  java -Djmh.ignoreLock=true -jar $J/$jar.jar 'bench\.ColumnIterateBenchmark' -p impl=$impl "${c[@]}" -rff $R/$dir/$version-$round.json "$@" > $R/$dir/$version-$round.log 2>&1
}
case $1 in
17|25)
  extra=(); [ $1 = 25 ] && extra=(-jvm /usr/lib/jvm/temurin-25-jdk-amd64/bin/java)
  for round in ${ROUNDS:-1 2 3 4}; do
    one jdk$1 base base columns $round "${extra[@]}"
    one jdk$1 new new columns $round "${extra[@]}"
    one jdk$1 arrays base arrays $round "${extra[@]}"
    one jdk$1 paged16k-pad new arrays-paged-16k-pad $round "${extra[@]}"
  done
  ;;
gc)
  for v in 17 25; do
    extra=(); [ $v = 25 ] && extra=(-jvm /usr/lib/jvm/temurin-25-jdk-amd64/bin/java)
    mkdir -p $R/gc
    java -Djmh.ignoreLock=true -jar $J/new.jar 'bench\.ColumnIterateBenchmark' -p impl=columns,arrays -prof gc "${c[@]}" -rff $R/gc/jdk$v-new.json "${extra[@]}" > $R/gc/jdk$v-new.log 2>&1
  done
  ;;
other)
  # the other column walks, to check that the page size did not cost them (2 rounds)
  for round in 1 2; do
    for v in base new; do
      mkdir -p $R/iterate3 $R/sparse
      java -Djmh.ignoreLock=true -jar $J/$v.jar 'bench\.ColumnIterate3Benchmark' -p impl=columns "${c[@]}" -rff $R/iterate3/$v-$round.json > $R/iterate3/$v-$round.log 2>&1
      java -Djmh.ignoreLock=true -jar $J/$v.jar 'bench\.ColumnSparseBenchmark' -p impl=columns,columns-row "${c[@]}" -rff $R/sparse/$v-$round.json > $R/sparse/$v-$round.log 2>&1
    done
  done
  ;;
esac
# other2: by-handle view and churn, one round (sanity check only)
if [ "$1" = other2 ]; then
  mkdir -p $R/handle $R/churn
  for v in base new; do
    java -Djmh.ignoreLock=true -jar $J/$v.jar 'bench\.ColumnByHandleBenchmark' -p impl=view,modify "${c[@]}" -rff $R/handle/$v-1.json > $R/handle/$v-1.log 2>&1
    java -Djmh.ignoreLock=true -jar $J/$v.jar 'bench\.ColumnChurnBenchmark' -p impl=columns "${c[@]}" -rff $R/churn/$v-1.json > $R/churn/$v-1.log 2>&1
  done
fi
