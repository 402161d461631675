#!/usr/bin/env bash
J=/work/jars/churn/exp.jar
O=/tmp/churn/exp1
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -rf json)
for round in 1 2 3; do
  for v in objects view e0 e1 e2 e3; do
    case $v in
      objects) impl=objects; x=0;; view) impl=columns-view; x=0;; e*) impl=columns; x=${v#e};;
    esac
    java -Djmh.ignoreLock=true -jar $J 'bench\.ColumnChurnBenchmark\.' -p impl=$impl "${c[@]}" -rff $O/$v-$round.json \
      -jvmArgsAppend "-Xms4g -Xmx4g -XX:+AlwaysPreTouch -Dpulse.exp=$x -Dpulse.expClass=dev.pulse.bench.columns.Motion" > $O/$v-$round.log 2>&1
  done
done
