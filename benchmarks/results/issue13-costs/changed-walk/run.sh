#!/usr/bin/env bash
# The exact commands of these results. Jars in /work/jars/chw/ (see README for the commit of each):
#   base.jar = ac61043 (main), held.jar = a9a95ed, mask.jar = 21bd73a (the final code),
#   scan.jar / line16.jar = held + the patch of that name, fused.jar / bits.jar = mask + the patch.
# 'changed' was also run once with 'for jar in base held' (results in changed-held/).
# The explore runs explore1-3 were made with explore-run.sh (same java command line).
# Run through the machine lock: /work/bench/measure.sh ./run.sh <part> <outdir>
# Interleaved single forks: each round runs every jar once, one fork each.
part=$1; out=$2; mkdir -p "$out"
J=/work/jars/chw
run() { # <name> <jar> <round> <jmh args...>
  local name=$1 jar=$2 round=$3; shift 3
  echo "== $name round $round $jar $(date +%T)"
  java -Djmh.ignoreLock=true -jar $J/$jar.jar "$@" -f 1 -wi 3 -w 1s -i 3 -r 1s -foe true \
    -rf json -rff "$out/$jar-$round.json" > "$out/$jar-$round.log" 2>&1
  grep -E "^(ChangedWalk|Iterate2|ObservedAddRemove)" "$out/$jar-$round.log" | sed 's/^/   /'
}
case $part in
  explore) # one-off comparisons of two jars ($3 $4), changedWalk only (2 rounds)
    for round in 1 2; do for jar in $3 $4; do run explore $jar $round ChangedWalkBenchmark.changedWalk; done; done ;;
  changed) # the target: base against final, all three benchmarks of ChangedWalkBenchmark
    for round in 1 2 3 4; do for jar in base mask; do run changed $jar $round ChangedWalkBenchmark; done; done ;;
  iterate) # unused cost: a full walk without change filters (run twice: rounds 1-4, then the same
           # loop with 'for round in 5 6 7 8' into the same directory)
    for round in 1 2 3 4; do for jar in base mask; do run iterate $jar $round Iterate2Benchmark -p impl=pulse -p size=1000000; done; done ;;
  addremove) # unused cost: add/remove without observers
    for round in 1 2 3 4; do for jar in base mask; do run addremove $jar $round ObservedAddRemove -p observer=none; done; done ;;
  gc) # allocation per changed walk (gc.alloc.rate.norm), one fork each
    for jar in base mask; do run gc $jar 1 ChangedWalkBenchmark.changedWalk -prof gc; done ;;
esac
