#!/usr/bin/env bash
J="java -Djmh.ignoreLock=true -jar"
O="-f 1 -wi 2 -w 1s -i 4 -r 1s -prof gc -p size=1000000"
cd /work/jars
run() { name=$1; shift; $J "$@" -rf json -rff /work/jars/$name.json > /work/jars/$name.log 2>&1; }
run b3-iter  /work/jars/core3.jar  'Iterate1|Iterate2|Iterate3|IterateSparse|FragIter' -p impl=pulse,artemis,objects $O
run b3-get   /work/jars/core3.jar  'GetByHandle|StaleLookup' -p impl=pulse,pulse-world,artemis,dominion $O
run b3-heavy /work/jars/core3.jar  'HeavyCompute|Create' -p impl=pulse,pulse-par,artemis $O
