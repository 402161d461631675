#!/usr/bin/env bash
# The published comparison (docs/BENCHMARKS.md, docs/BENCHMARKS-jdk25.md): `run.sh release`'s JMH
# settings (3 forks per implementation, 1 x 1 s warm-up, 2 x 1 s measured, 1M entities, -prof gc),
# run in bursts of at most ~15 minutes, each under benchmarks/scripts/measure.sh (other java
# processes stopped), then merged and rendered. From the repository root, after `mvn -B verify`:
#
#   bash benchmarks/scripts/release.sh                 bursts A-F (JDK 17), and G if JDK25 is set
#   JDK25=<path to a JDK 25 java> bash benchmarks/scripts/release.sh
#   BURSTS="C E" bash benchmarks/scripts/release.sh    rerun some bursts, then merge and render
#   RENDER=0 ...                                       skip merging and rendering
#
# Bursts go to benchmarks/results/bursts/ (git-ignored); A-F are merged into
# benchmarks/results/release.json, G is copied to benchmarks/results/release-jdk25.json (both
# committed: the reports and their charts are rendered from them).
set -euo pipefail
cd "$(dirname "$0")/../.."
jar=${JAR:-benchmarks/target/benchmarks.jar}
dir=benchmarks/results/bursts
settings=(-f 3 -wi 1 -w 1s -i 2 -r 1s -p size=1000000 -foe true -prof gc)
mkdir -p "$dir"
burst() { # name regex [extra JMH args]
  local name=$1 regex=$2
  shift 2
  echo "burst $name from $(date -u +%H:%M) UTC"
  bash benchmarks/scripts/measure.sh java -Djmh.ignoreLock=true -jar "$jar" "$regex" "${settings[@]}" \
    -rf json -rff "$dir/$name.json" "$@" > "$dir/$name.log" 2>&1
  grep -E '^[A-Za-z0-9]+Benchmark\.[A-Za-z0-9]+ ' "$dir/$name.log" | grep -v ':' || true
}
for b in ${BURSTS:-A B C D E F G}; do
  case $b in
    A) burst A-iterate 'bench\.Iterate[123]Benchmark' ;;
    B) burst B-sparse-frag-heavy 'bench\.(FragIter|HeavyCompute|IterateSparse|ParallelHandOff)Benchmark' ;;
    C) burst C-get-stale 'bench\.(GetByHandle|StaleLookup)Benchmark' ;;
    D) burst D-create-addremove-churn 'bench\.(Create|AddRemove|Churn)Benchmark' ;;
    E) burst E-arena 'bench\.pool\.Arena' ;;
    F) burst F-systems-snapshot-inspector '\.(CommandsFlush|EarlyExit|Inspector|LoadBinary|LoadJson|SaveBinary|SaveJson|Scheduler|TypedSystem)Benchmark' ;;
    G) if [[ -n "${JDK25:-}" ]]; then
         burst G-jdk25-iteration 'bench\.(Iterate[123]|IterateSparse|FragIter)Benchmark' -jvm "$JDK25"
       else
         echo "burst G skipped: set JDK25 to a JDK 25 java executable" >&2
       fi ;;
    *) echo "unknown burst $b (A-G)" >&2; exit 2 ;;
  esac
done
echo "bursts done at $(date -u +%H:%M) UTC"
[[ "${RENDER:-1}" == 1 ]] || exit 0

# One JSON array of every run of bursts A-F, in burst order.
python3 - "$dir" <<'PY'
import json, sys
bursts = ["A-iterate", "B-sparse-frag-heavy", "C-get-stale", "D-create-addremove-churn",
          "E-arena", "F-systems-snapshot-inspector"]
runs = [run for name in bursts for run in json.load(open(f"{sys.argv[1]}/{name}.json"))]
json.dump(runs, open("benchmarks/results/release.json", "w"), indent=2)
print(f"merged {len(runs)} runs into benchmarks/results/release.json")
PY
cmd="java -jar benchmarks/target/benchmarks.jar <regex> ${settings[*]} -rf json -rff $dir/<burst>.json   (bursts: benchmarks/scripts/release.sh)"
load="each burst ran with every other java process of the machine stopped (benchmarks/scripts/measure.sh), ${WHEN:-see the burst logs}"
render() { # results out images command generator
  java -Djava.awt.headless=true -cp "$jar" dev.pulse.bench.report.ReportWriter \
    --results "$1" --out "$2" --images "$3" --mode release --command "$4" \
    --nproc "$(nproc)" --load "$load" --generator "$5"
}
render benchmarks/results/release.json docs/BENCHMARKS.md docs/images "$cmd" \
  "benchmarks/scripts/release.sh (bursts A-F)"
if [[ -f "$dir/G-jdk25-iteration.json" ]]; then
  cp "$dir/G-jdk25-iteration.json" benchmarks/results/release-jdk25.json
  render benchmarks/results/release-jdk25.json docs/BENCHMARKS-jdk25.md docs/images/jdk25 \
    "${cmd/-rf json/-jvm <JDK 25 java> -rf json}" "benchmarks/scripts/release.sh, burst G (JDK 25 forks)"
fi
