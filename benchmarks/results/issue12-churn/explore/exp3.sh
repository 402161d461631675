#!/usr/bin/env bash
J=/work/jars/churn/exp2.jar
O=/tmp/churn/exp3
c=(-f 1 -wi 3 -w 1s -i 4 -r 1s -rf json)
for round in 1 2 3; do
  for v in objects e0 e1 e2; do
    case $v in
      objects) impl=objects; x=0;; e*) impl=columns; x=${v#e};;
    esac
    java -Djmh.ignoreLock=true -jar $J 'bench\.ColumnChurnBenchmark\.' -p impl=$impl "${c[@]}" -rff $O/thp-$v-$round.json \
      -jvmArgsAppend "-Xms4g -Xmx4g -XX:+AlwaysPreTouch -XX:+UseTransparentHugePages -Dpulse.exp=$x" > $O/thp-$v-$round.log 2>&1
  done
done
