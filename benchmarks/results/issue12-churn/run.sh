#!/usr/bin/env bash
# Issue 12, column churn: where the columns' extra cost per spawn goes. Interleaved single forks,
# 3 rounds, JDK 17.0.15, 2 cores, the @Fork flags (-Xms4g -Xmx4g -XX:+AlwaysPreTouch, default G1).
# usage (from the repository root): /work/bench/measure.sh bash benchmarks/results/issue12-churn/run.sh
# Jars (mvn -q -o package -pl benchmarks -am -DskipTests, copied to /work/jars/churn/):
#   base.jar: main at 4c2324e.
#   exp.jar:  main at 4c2324e + experiment.patch (a static final switch -Dpulse.exp=N in
#             ColumnStorage's record write; N=0 is main's code). Not for merging.
set -u
J=/work/jars/churn
R=benchmarks/results/issue12-churn
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -rf json)
one() { # dir version jar impl round mode
  local dir=$1 version=$2 jar=$3 impl=$4 round=$5 mode=$6
  mkdir -p $R/$dir
  java -Djmh.ignoreLock=true -jar $J/$jar.jar 'bench\.ColumnChurnBenchmark\.' -p impl=$impl "${c[@]}" \
    -rff $R/$dir/$version-$round.json \
    -jvmArgsAppend "-Xms4g -Xmx4g -XX:+AlwaysPreTouch -Dpulse.exp=$mode -Dpulse.expClass=dev.pulse.bench.columns.Motion" \
    > $R/$dir/$version-$round.log 2>&1
}
for round in 1 2 3; do
  one main objects base objects $round 0
  one main columns base columns $round 0
  one main columns-view base columns-view $round 0
  one exp e0-as-main exp columns $round 0          # the switch itself costs nothing
  one exp e1-no-write exp columns $round 1         # owners/count set, no column written
  one exp e4-one-line exp columns $round 4         # one float column written (0)
  one exp e6-two-lines exp columns $round 6        # two float columns written (0)
  one exp e2-four-lines exp columns $round 2       # page.zero: the 4 float columns, no record read, no handle call
  one exp e9-four-adjacent exp columns $round 9    # 4 stores into 4 adjacent lines of one column (an AoSoA-like layout)
  one exp e3-inlined-writer exp columns $round 3   # the record writer as a static final handle: fully inlined
done
