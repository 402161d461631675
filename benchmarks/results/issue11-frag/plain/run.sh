OUT=/work/main/benchmarks/results/issue11-frag/plain
mkdir -p $OUT
for round in 1 2 3; do
  for v in q1 plain; do
    java -Djmh.ignoreLock=true -jar /work/jars/s4/$v.jar 'bench\.FragIterBenchmark' -p impl=pulse \
      -f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json -rff $OUT/$v-$round.json > $OUT/$v-$round.log 2>&1
  done
done
