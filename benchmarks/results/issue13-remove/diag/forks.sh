#!/bin/bash
# Per fork: is ComponentStorage.remove inlined into the benchmark loop (onRemove variant)?
D=$(dirname $0)
for v in base v4; do
  java -Djmh.ignoreLock=true -jar /work/jars/obs4/$v.jar 'bench\.ObservedAddRemoveBenchmark' -p observer=$P -f ${F:-4} -wi 3 -w 1s -i 2 -r 1s \
    -jvmArgsAppend "-Xms4g -Xmx4g -XX:+AlwaysPreTouch -XX:+UnlockDiagnosticVMOptions -XX:+PrintInlining -XX:+PrintCompilation" > $D/forks-$P-$v.log 2>&1
done
