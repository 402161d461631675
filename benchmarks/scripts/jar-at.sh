#!/usr/bin/env bash
# Builds the benchmark jar of any commit, for a before/after run with compare.sh:
#
#   bash benchmarks/scripts/jar-at.sh COMMIT OUT_JAR
#   e.g. bash benchmarks/scripts/jar-at.sh 7377322 target/base.jar
#
# The commit is checked out into a temporary git worktree (removed afterwards) and built there with
# `mvn -pl benchmarks -am package -DskipTests`; the working tree you are in is not touched.
# A commit's benchmarks are that commit's: scenarios or `impl` values added later are missing.
set -euo pipefail
[[ $# -eq 2 ]] || { echo "usage: bash benchmarks/scripts/jar-at.sh COMMIT OUT_JAR" >&2; exit 2; }
commit=$1
out=$(realpath -m "$2")
cd "$(dirname "$0")/../.."
tree=$(mktemp -d)
trap 'git worktree remove --force "$tree" >/dev/null 2>&1 || rm -rf "$tree"' EXIT
git worktree add --detach "$tree" "$commit" >/dev/null
(cd "$tree" && { mvn -B -q -o -pl benchmarks -am package -DskipTests \
  || mvn -B -q -pl benchmarks -am package -DskipTests; })
mkdir -p "$(dirname "$out")"
cp "$tree/benchmarks/target/benchmarks.jar" "$out"
echo "wrote $out ($(git rev-parse --short "$commit"))"
