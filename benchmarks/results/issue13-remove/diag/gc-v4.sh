#!/bin/bash
# Allocation of v4, all variants (-prof gc).
java -Djmh.ignoreLock=true -jar /work/jars/obs4/v4.jar 'bench\.ObservedAddRemoveBenchmark' -f 1 -wi 3 -w 1s -i 3 -r 1s -prof gc > $(dirname $0)/gc-v4.log 2>&1
