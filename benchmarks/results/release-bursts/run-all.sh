#!/usr/bin/env bash
# The published 3-fork run, in bursts of at most ~15 minutes (run-burst.sh each), then merged into
# benchmarks/results/release.json and rendered into docs/BENCHMARKS.md (JDK 17, bursts A-F; burst H,
# heavyCompute at 100k with no peer adapter, stays in its own file so the summary keeps the 10k row)
# and docs/BENCHMARKS-jdk25.md (burst G). Each burst holds the machine's measurement lock with every
# other java/mvn process stopped, so run it from a checkout whose jar sits under /work/jars/:
#   JAR=/work/jars/<you>/release.jar bash benchmarks/results/release-bursts/run-all.sh
# (repository root; BURSTS="C E" reruns some bursts, RENDER=0 skips the report).
set -euo pipefail
export JAR=${JAR:-benchmarks/target/benchmarks.jar}
dir=benchmarks/results/release-bursts
measure=${MEASURE:-/work/bench/measure.sh}
[ -x "$measure" ] || measure=
burst() { # name regex [extra JMH args]
  echo "burst $1 from $(date -u +%H:%M)"
  $measure bash $dir/run-burst.sh "$@"
}
for b in ${BURSTS:-A B C D E F G H}; do
  case $b in
    A) burst A-iterate 'bench\.Iterate[123]Benchmark' ;;
    B) burst B-sparse-frag-heavy 'bench\.(FragIter|HeavyCompute|IterateSparse|ParallelHandOff)Benchmark' ;;
    C) burst C-get-stale 'bench\.(GetByHandle|StaleLookup)Benchmark' ;;
    D) burst D-create-addremove-churn 'bench\.(Create|AddRemove|Churn)Benchmark' ;;
    E) burst E-arena 'bench\.pool\.Arena' ;;
    F) burst F-systems-snapshot-inspector '\.(CommandsFlush|EarlyExit|Inspector|LoadBinary|LoadJson|SaveBinary|SaveJson|Scheduler|TypedSystem)Benchmark' ;;
    G) burst G-jdk25-iteration 'bench\.(Iterate[123]|IterateSparse|FragIter)Benchmark' -jvm /usr/lib/jvm/temurin-25-jdk-amd64/bin/java ;;
    H) burst H-heavy-100k 'bench\.HeavyComputeBenchmark' -p entities=100000 -p impl=arrays,pulse,pulse-par ;;
  esac
done
echo "bursts done at $(date -u +%H:%M)"
[ "${RENDER:-1}" = 1 ] || exit 0
java $dir/MergeResults.java benchmarks/results/release.json \
  $dir/A-iterate.json $dir/B-sparse-frag-heavy.json $dir/C-get-stale.json \
  $dir/D-create-addremove-churn.json $dir/E-arena.json $dir/F-systems-snapshot-inspector.json
cmd='java -jar benchmarks/target/benchmarks.jar <regex> -f 3 -wi 1 -w 1s -i 2 -r 1s -p size=1000000 -foe true -prof gc -rf json -rff benchmarks/results/release-bursts/<burst>.json   (bursts: benchmarks/results/release-bursts/run-all.sh, merged by MergeResults.java)'
load="each burst ran with every other java/mvn process of the machine stopped (SIGSTOP), ${WHEN:-see the burst logs}"
java -Djava.awt.headless=true -cp "$JAR" dev.pulse.bench.report.ReportWriter \
  --results benchmarks/results/release.json --out docs/BENCHMARKS.md --images docs/images --mode release \
  --command "$cmd" --nproc "$(nproc)" --load "$load" \
  --generator "benchmarks/results/release-bursts/run-all.sh (bursts A-F)"
java -Djava.awt.headless=true -cp "$JAR" dev.pulse.bench.report.ReportWriter \
  --results $dir/G-jdk25-iteration.json --out docs/BENCHMARKS-jdk25.md --images docs/images/jdk25 --mode release \
  --command "${cmd/-rf json/-jvm <JDK 25 java> -rf json}" --nproc "$(nproc)" --load "$load" \
  --generator "benchmarks/results/release-bursts/run-all.sh, burst G (JDK 25 forks)"
