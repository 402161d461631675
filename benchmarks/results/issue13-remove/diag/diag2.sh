#!/bin/bash
# Hypothesis check on base: does onRemove approach none when ComponentStorage.remove may be inlined
# although its standalone compiled code is big (InlineSmallCode raised)? And the size of that code.
J=/work/jars/obs4/base.jar
D=$(dirname $0)
for flag in "" "-XX:InlineSmallCode=6000"; do
java -Djmh.ignoreLock=true -jar $J 'bench\.ObservedAddRemoveBenchmark' -p observer=none,onRemove -f 1 -wi 3 -w 1s -i 4 -r 1s \
  -jvmArgsAppend "-Xms4g -Xmx4g -XX:+AlwaysPreTouch $flag" > $D/smallcode${flag:+-raised}.log 2>&1
done
java -Djmh.ignoreLock=true -jar $J 'bench\.ObservedAddRemoveBenchmark' -p observer=onRemove -f 1 -wi 2 -w 1s -i 1 -r 1s \
  -jvmArgsAppend "-Xms4g -Xmx4g -XX:+AlwaysPreTouch -XX:+UnlockDiagnosticVMOptions -XX:CompileCommand=print,dev.pulse.ecs.ComponentStorage::remove" > $D/print-remove-onRemove.log 2>&1
