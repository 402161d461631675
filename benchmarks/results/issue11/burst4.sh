#!/usr/bin/env bash
J="java -Djmh.ignoreLock=true -jar"
O="-f 1 -wi 2 -w 1s -i 4 -r 1s -prof gc -p size=1000000"
cd /work/jars
run() { name=$1; shift; $J "$@" -rf json -rff /work/jars/$name.json > /work/jars/$name.log 2>&1; }
run b4-heavy /work/jars/core4.jar  'HeavyCompute|FragIter' -p impl=pulse,pulse-par,artemis $O
run b4-get   /work/jars/core4.jar  'GetByHandle|StaleLookup' -p impl=pulse,pulse-id,pulse-world,artemis,dominion $O
