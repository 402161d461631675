#!/usr/bin/env bash
# Interleaved single forks: the method behind every before/after table in benchmarks/evidence/.
# In each round, one JMH fork of each version runs in turn, so a slow spell of a shared machine
# falls on every version alike; benchmarks/scripts/pool.py then pools all measured iterations of
# all forks of a version (mean ± 99.9 % Student t half-width, each fork's mean beside it).
#
#   bash benchmarks/scripts/compare.sh OUT_DIR ROUNDS VERSION [VERSION ...] -- JMH_ARGS...
#   python3 benchmarks/scripts/pool.py OUT_DIR
#
# A VERSION is NAME=JAR, or 'NAME=JAR:EXTRA JMH ARGS' for arguments of that version only (quote it),
# e.g. 'artemis=benchmarks/target/benchmarks.jar:-p impl=artemis' to interleave implementations of
# one jar (the extra arguments are shell words: quote a value with spaces inside them). A
# -jvmArgsAppend given here replaces the benchmark's own, so repeat -Xms4g -Xmx4g -XX:+AlwaysPreTouch.
#
# e.g. (jars from benchmarks/scripts/jar-at.sh):
#   bash benchmarks/scripts/measure.sh bash benchmarks/scripts/compare.sh target/cmp-get 3 \
#     base=target/base.jar new=benchmarks/target/benchmarks.jar -- \
#     'bench\.GetByHandleBenchmark' -p size=1000000 -p impl=pulse
#
# Each fork runs with JMH_SETTINGS (default: 3 warm-up and 4 measured iterations of 1 s, -prof gc),
# plus the benchmark's own @Fork(jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"}).
# Writes OUT_DIR/NAME-ROUND.json (JMH JSON) and OUT_DIR/NAME-ROUND.log (console). Keep OUT_DIR
# outside benchmarks/results/: raw runs are not committed; the evidence page keeps the table.
set -euo pipefail
usage() {
  echo "usage: bash benchmarks/scripts/compare.sh OUT_DIR ROUNDS NAME=JAR[:ARGS] [...] -- JMH_ARGS..." >&2
  exit 2
}
[[ $# -ge 4 ]] || usage
out=$1; rounds=$2; shift 2
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || usage
versions=()
while [[ $# -gt 0 && "$1" != "--" ]]; do
  [[ "$1" == *=* ]] || usage
  jar=${1#*=}
  jar=${jar%%:*}
  [[ -f "$jar" ]] || { echo "compare.sh: no jar at $jar" >&2; exit 2; }
  versions+=("$1")
  shift
done
[[ $# -gt 1 && ${#versions[@]} -gt 0 ]] || usage
shift
read -r -a settings <<< "${JMH_SETTINGS:--wi 3 -w 1s -i 4 -r 1s -prof gc}"
mkdir -p "$out"
for ((round = 1; round <= rounds; round++)); do
  for version in "${versions[@]}"; do
    name=${version%%=*}
    jar=${version#*=}
    extra=()
    if [[ "$jar" == *:* ]]; then
      eval "extra=(${jar#*:})"   # shell words, so a quoted -jvmArgsAppend value stays one argument
      jar=${jar%%:*}
    fi
    echo "round $round: $name ($(date -u +%H:%M:%S) UTC)"
    java -jar "$jar" "$@" ${extra[@]+"${extra[@]}"} -f 1 "${settings[@]}" -foe true \
      -rf json -rff "$out/$name-$round.json" > "$out/$name-$round.log" 2>&1 \
      || { echo "compare.sh: JMH failed, see $out/$name-$round.log" >&2; exit 1; }
  done
done
echo "done: python3 benchmarks/scripts/pool.py $out"
