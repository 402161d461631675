#!/usr/bin/env bash
# Runs one measuring command on a quiet machine: every other java process of this user is stopped
# (SIGSTOP) while the command runs and resumed (SIGCONT) when it ends, also on failure or Ctrl-C.
# Java processes started meanwhile by someone else are stopped too (checked every 2 seconds); the
# command's own processes (JMH and its forks) never are.
#
#   bash benchmarks/scripts/measure.sh COMMAND [ARGS...]
#   e.g. bash benchmarks/scripts/measure.sh bash benchmarks/run.sh quick 'Iterate2'
#
# PULSE_MEASURE_FREEZE=0 runs the command without stopping anything (a machine of your own);
# PULSE_MEASURE_FREEZE=list only prints which processes it would stop, then runs the command.
# Why: on a 2-core machine another build running beside a JMH fork changes its result more than
# most of the differences the evidence pages measure (see benchmarks/README.md, "Measuring").
# The JVM flags are not set here: every benchmark pins its own in @Fork(jvmArgsAppend = ...).
set -euo pipefail
if [[ $# -eq 0 ]]; then
  echo "usage: bash benchmarks/scripts/measure.sh COMMAND [ARGS...]" >&2
  exit 2
fi
freeze=${PULSE_MEASURE_FREEZE:-1}
stopped=()

# True when pid descends from this script (the command and the forks it starts).
ours() {
  local pid=$1
  while [[ -n "$pid" && "$pid" -gt 1 ]]; do
    [[ "$pid" == "$$" ]] && return 0
    pid=$(awk '/^PPid:/ { print $2 }' "/proc/$pid/status" 2>/dev/null || true)
  done
  return 1
}

stop_others() {
  local pid
  for pid in $(pgrep -u "$(id -u)" -x java || true); do
    ours "$pid" && continue
    [[ " ${stopped[*]-} " == *" $pid "* ]] && continue
    if [[ "$freeze" == list ]]; then
      echo "measure.sh: would stop $pid: $(tr '\0' ' ' < "/proc/$pid/cmdline" 2>/dev/null | cut -c1-100)" >&2
    else
      kill -STOP "$pid" 2>/dev/null && stopped+=("$pid")
    fi
  done
  # A java process that ended between pgrep and kill is no error: without this, the failed kill
  # became the function's status, `set -e` ended this script mid-run, and the measured command
  # went on alone with nothing stopped.
  return 0
}

resume() {
  if [[ ${#stopped[@]} -gt 0 ]]; then
    kill -CONT "${stopped[@]}" 2>/dev/null || true
    echo "measure.sh: resumed ${#stopped[@]} stopped process(es)" >&2
  fi
}
trap resume EXIT

echo "measure.sh: load average before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')" >&2
[[ "$freeze" == 0 ]] || stop_others
"$@" &
command_pid=$!
while kill -0 "$command_pid" 2>/dev/null; do
  [[ "$freeze" == 1 ]] && stop_others
  sleep 2
done
status=0
wait "$command_pid" || status=$?
echo "measure.sh: load average after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')" >&2
exit "$status"
