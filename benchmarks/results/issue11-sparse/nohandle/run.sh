OUT=/work/main/benchmarks/results/issue11-sparse/nohandle
mkdir -p $OUT
for round in 1 2 3; do
  for v in par16 nohandle; do
    java -Djmh.ignoreLock=true -jar /work/jars/s4/$v.jar 'bench\.IterateSparseBenchmark' -p impl=pulse -p size=1000000 \
      -f 1 -wi 3 -w 1s -i 4 -r 1s -foe true -rf json -rff $OUT/$v-$round.json > $OUT/$v-$round.log 2>&1
  done
done
