OUT=/work/main/benchmarks/results/issue11-sparse/gc
mkdir -p $OUT
BASE="-Xms4g -Xmx4g -XX:+AlwaysPreTouch"
for round in 1 2; do
  for v in pulse artemis; do
    java -Djmh.ignoreLock=true -jar /work/jars/s4/par16.jar 'bench\.IterateSparseBenchmark' -p impl=$v -p size=1000000 \
      -f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json -rff $OUT/$v-$round.json > $OUT/$v-$round.log 2>&1
    java -Djmh.ignoreLock=true -jar /work/jars/s4/par16.jar 'bench\.IterateSparseBenchmark' -p impl=$v -p size=1000000 \
      -jvmArgsAppend "$BASE -Xmn3g" \
      -f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json -rff $OUT/$v-xmn-$round.json > $OUT/$v-xmn-$round.log 2>&1
    java -Djmh.ignoreLock=true -jar /work/jars/s4/par16.jar 'bench\.IterateSparseBenchmark' -p impl=$v -p size=1000000 \
      -jvmArgsAppend "$BASE -XX:+UseParallelGC" \
      -f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json -rff $OUT/$v-pgc-$round.json > $OUT/$v-pgc-$round.log 2>&1
  done
done
