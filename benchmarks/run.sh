#!/usr/bin/env bash
# Runs the JMH benchmarks and renders the report.
#
#   bash benchmarks/run.sh smoke   every benchmark once at tiny sizes, small heap (CI, ~2 min);
#                                  report goes to benchmarks/results/smoke.md (not docs/)
#   bash benchmarks/run.sh quick   1 fork, short iterations, the 1M-entity settings (~10-15 min on
#                                  2 cores); report goes to docs/BENCHMARKS.md + docs/images/
#   bash benchmarks/run.sh release 3 forks at the 1M settings, 1 x 1 s warm-up, 2 x 1 s measured
#                                  (the published numbers); report goes to docs/BENCHMARKS.md
#   bash benchmarks/run.sh full    the annotations' settings: 3 forks, every size (about an hour);
#                                  report goes to docs/BENCHMARKS.md + docs/images/
#
# Extra arguments are passed to JMH, e.g. a benchmark regex: run.sh quick 'Iterate2|Churn'.
# Results: benchmarks/results/<mode>.json (JMH JSON) and <mode>.log (JMH console output).
# smoke uses an existing benchmarks/target/benchmarks.jar (CI builds it with `mvn -B verify`);
# quick and full rebuild it first.
set -euo pipefail

cd "$(dirname "$0")/.."
mode="${1:-}"
if [[ $# -gt 0 ]]; then shift; fi
jar=benchmarks/target/benchmarks.jar
results=benchmarks/results

build() {
  echo "Building $jar ..."
  mvn -B -q -o -pl benchmarks -am package -DskipTests \
    || mvn -B -q -pl benchmarks -am package -DskipTests
}

java_opts=()
case "$mode" in
  smoke)
    # Tiny sizes, no warm-up and one short measurement per benchmark, small heap instead of the
    # pre-touched 4 GiB one (this checks that everything runs, it measures nothing). C1 only and
    # the serial collector: 182 short forks spend most of their CPU in C2 compiles and GC threads
    # that a 100 ms measurement never uses (alone: 117 -> 91 CPU seconds, same runs, no failure).
    jmh_opts=(-f 1 -wi 0 -i 1 -r 100ms
              -p size=1000 -p count=1000 -p entities=1000 -p live=2000 -p batch=100
              -jvmArgsAppend "-Xms256m -Xmx512m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC")
    out_md="$results/smoke.md"
    out_images="$results/images-smoke"
    # JMH refuses to start while another JMH run holds its lock file (jmh.lock in the temporary
    # directory); a smoke run measures nothing, so it may run beside one (quick and full keep the
    # lock: they measure).
    java_opts=(-Djmh.ignoreLock=true)
    [[ -f "$jar" ]] || build
    ;;
  quick)
    # One fork (the annotations keep -Xms4g -Xmx4g -XX:+AlwaysPreTouch), warm-up kept.
    jmh_opts=(-f 1 -wi 2 -w 1s -i 5 -r 1s -p size=1000000)
    out_md=docs/BENCHMARKS.md
    out_images=docs/images
    build
    ;;
  release)
    # What the published comparison uses: 3 forks per implementation at the largest size, a short
    # warm-up and measurement (the forks, not the iterations, carry the spread on these
    # machines); the annotations keep -Xms4g -Xmx4g -XX:+AlwaysPreTouch. Results are committed
    # under benchmarks/results/release.json and rendered into docs/BENCHMARKS.md. The published
    # run was made in bursts on a quiet machine: benchmarks/scripts/release.sh.
    jmh_opts=(-f 3 -wi 1 -w 1s -i 2 -r 1s -p size=1000000)
    out_md=docs/BENCHMARKS.md
    out_images=docs/images
    build
    ;;
  full)
    # The annotations' settings: 3 forks, 3 x 1 s warm-up, 5 x 1 s measurement, every size.
    jmh_opts=()
    out_md=docs/BENCHMARKS.md
    out_images=docs/images
    build
    ;;
  *)
    echo "usage: bash benchmarks/run.sh smoke|quick|release|full [extra JMH arguments]" >&2
    exit 2
    ;;
esac

mkdir -p "$results"
json="$results/$mode.json"
log="$results/$mode.log"
cmd=(java "${java_opts[@]}" -jar "$jar" "${jmh_opts[@]}" -foe true -prof gc -rf json -rff "$json" "$@")
printf -v cmd_text '%q ' "${cmd[@]}"
cmd_text="${cmd_text% }"
echo "Running: $cmd_text"
echo "(full JMH output in $log)"
start=$SECONDS
load_before=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')
# Show progress and the final table; everything goes to the log.
if ! "${cmd[@]}" > >(tee "$log" | grep --line-buffered -E \
    '^# (Benchmark|Parameters):|^Benchmark +\(|^[A-Za-z0-9]+Benchmark\.[A-Za-z0-9]+ |ERROR|Exception' \
    || true) 2>&1; then
  echo "JMH failed; last lines of $log:" >&2
  tail -n 60 "$log" >&2
  exit 1
fi
wait
elapsed=$((SECONDS - start))
load_after=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')
echo "JMH finished in $elapsed s"

java -Djava.awt.headless=true -cp "$jar" dev.pulse.bench.report.ReportWriter \
  --results "$json" --out "$out_md" --images "$out_images" --mode "$mode" \
  --command "$cmd_text" --nproc "$(nproc 2>/dev/null || echo '?')" \
  --load "$load_before at the start, $load_after at the end; JMH took $elapsed s" > "$results/report-$mode.log" 2>&1 \
  || { cat "$results/report-$mode.log" >&2; exit 1; }
grep '^Wrote' "$results/report-$mode.log" || true
