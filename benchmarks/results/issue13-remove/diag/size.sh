#!/bin/bash
# usage: size.sh <version>: C2 code size of ComponentStorage.remove in the onRemove fork, and
# whether the benchmark loop inlined it.
J=/work/jars/obs4/$1.jar
D=$(dirname $0)
java -Djmh.ignoreLock=true -jar $J 'bench\.ObservedAddRemoveBenchmark' -p observer=onRemove -f 1 -wi 3 -w 1s -i 1 -r 1s \
  -jvmArgsAppend "-Xms4g -Xmx4g -XX:+AlwaysPreTouch -XX:+UnlockDiagnosticVMOptions -XX:+PrintInlining -XX:+PrintCompilation -XX:CompileCommand=print,dev.pulse.ecs.ComponentStorage::remove" > $D/size-$1.log 2>&1
grep -A2 "Compiled method (c2).*ComponentStorage::remove " $D/size-$1.log | grep "main code"
grep "ComponentStorage::remove (" $D/size-$1.log | grep -v "callee is too large" | tail -3
grep "addRemove  " $D/size-$1.log
