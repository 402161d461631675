#!/usr/bin/env bash
# Final before/after numbers for issue 13 (observers): one measure.sh burst.
set -u
cd /work/jars/observers
common=(-f 3 -wi 2 -w 1s -i 2 -r 1s -p size=1000000 -p count=1000000 -p entities=1000000 -p live=1000000)
for v in before after; do
  java -jar $v.jar 'dev.pulse.bench.(Create|AddRemove|Churn|Iterate2|GetByHandle)Benchmark' -p impl=pulse \
       "${common[@]}" -rf json -rff $v-core.json > $v-core.log 2>&1
done
java -jar after.jar 'ObservedAddRemove|ChangedWalk' "${common[@]}" -rf json -rff after-new.json > after-new.log 2>&1
echo finished
