#!/bin/bash
# Diagnostics on base: inlining of the onRemove fork, allocation of all variants.
J=/work/jars/obs4/base.jar
D=$(dirname $0)
java -Djmh.ignoreLock=true -jar $J 'bench\.ObservedAddRemoveBenchmark' -p observer=onRemove -f 1 -wi 3 -w 1s -i 2 -r 1s \
  -jvmArgsAppend "-Xms4g -Xmx4g -XX:+AlwaysPreTouch -XX:+UnlockDiagnosticVMOptions -XX:+PrintInlining -XX:+PrintCompilation" > $D/inlining-onRemove.log 2>&1
java -Djmh.ignoreLock=true -jar $J 'bench\.ObservedAddRemoveBenchmark' -p observer=none -f 1 -wi 3 -w 1s -i 2 -r 1s \
  -jvmArgsAppend "-Xms4g -Xmx4g -XX:+AlwaysPreTouch -XX:+UnlockDiagnosticVMOptions -XX:+PrintInlining -XX:+PrintCompilation" > $D/inlining-none.log 2>&1
java -Djmh.ignoreLock=true -jar $J 'bench\.ObservedAddRemoveBenchmark' -f 1 -wi 3 -w 1s -i 3 -r 1s -prof gc > $D/gc.log 2>&1
