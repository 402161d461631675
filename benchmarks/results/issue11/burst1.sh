#!/usr/bin/env bash
J="java -Djmh.ignoreLock=true -jar"
O="-f 1 -wi 2 -w 1s -i 3 -r 1s -prof gc -p size=1000000"
cd /work/jars
run() { name=$1; shift; $J "$@" -rf json -rff /work/jars/$name.json > /work/jars/$name.log 2>&1; }
run b1-core-iter  /work/jars/core2.jar  'Iterate1|Iterate2|Iterate3|IterateSparse|FragIter' -p impl=pulse,artemis,objects $O
run b1-core-get   /work/jars/core2.jar  'GetByHandle|StaleLookup' -p impl=pulse,pulse-world,artemis,dominion $O
run b1-core-churn /work/jars/core2.jar  'Churn|AddRemove|Create' -p impl=pulse,artemis,dominion $O
run b1-core-heavy /work/jars/core2.jar  'HeavyCompute' -p impl=pulse,pulse-par,artemis $O
run b1-core-arena /work/jars/core2.jar  'Arena' $O
run b1-before     /work/jars/before.jar 'Iterate1|Iterate2|Iterate3|IterateSparse|FragIter|GetByHandle|Churn|HeavyCompute' -p impl=pulse $O
run b1-sparse16   /work/jars/core2.jar  'IterateSparse' -p impl=pulse -jvmArgsAppend -Dpulse.denseRatio=16 $O
