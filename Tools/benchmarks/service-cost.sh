#!/usr/bin/env bash
# What the Linux-side service costs while it runs: a benchmark, not a test (nothing here is
# asserted in CI). Against the fixture server on loopback, it measures
#   1. the CPU time of one `status --follow` update (the store changes: `refresh --force`),
#   2. the CPU time and wake-ups (context switches) of an idle `service` and an idle
#      `status --follow` over IDLE seconds (goal: none between due dates),
#   3. the resident memory of one `service` per app over a simulated week
#      (WIDGETS_CLOCK_SPEED; goal: flat after warm-up).
# Usage: Tools/benchmarks/service-cost.sh [BIN_DIR]   (default: .build/release, else .build/debug)
# Environment: IDLE (seconds, default 60), WEEK (real seconds for a simulated week, default 60),
# RUNS (follow updates to time, default 10).
set -euo pipefail
benchmark=service-cost
# shellcheck source=Tools/benchmarks/setup.sh
source "$(dirname "$0")/setup.sh"
idle=${IDLE:-60}
week=${WEEK:-60}
runs=${RUNS:-10}

# cpu PID: user+system CPU time of PID, threads that ended included, in microseconds (clock
# ticks of /proc/PID/stat: 10 ms each, so one update is timed as the mean over RUNS).
ticks=$(getconf CLK_TCK)
cpu() { awk -v t="$ticks" '{ print int(($14 + $15) * 1000000 / t) }' "/proc/$1/stat"; }
# threads PID: "TID SWITCHES" for each of PID's threads (each wake-up is at least one switch).
threads() {
  for task in /proc/"$1"/task/*; do
    printf '%s %s\n' "${task##*/}" "$(awk '/ctxt_switches/ { n += $2 } END { print n }' "$task/status")"
  done | sort
}
# woke BEFORE AFTER: the switches between two `threads` snapshots, counting threads that lived
# through both and threads that started in between (a thread that ended took its count along).
woke() { join -a 2 -e 0 -o 0,1.2,2.2 "$1" "$2" | awk '{ n += $3 - $2 } END { print n + 0 }'; }
rss() { awk '/VmRSS/ { print $2 }' "/proc/$1/status"; }
app_env() { # app prefix
  echo "$2_STATE_DIR=$scratch/$1/state $2_CACHE_DIR=$scratch/$1/cache $2_BASE_URL=$url"
}

printf 'binaries: %s\n' "$bin"

# 1. One --follow update.
env $(app_env todos TODOS) "$bin/todos" status > /dev/null
env $(app_env todos TODOS) "$bin/todos" refresh > /dev/null
env $(app_env todos TODOS) "$bin/todos" status --follow --format jsonl > "$scratch/follow" &
follow=$!
pids+=($follow)
sleep 1
before=$(cpu "$follow")
for _ in $(seq "$runs"); do
  lines=$(wc -l < "$scratch/follow")
  env $(app_env todos TODOS) "$bin/todos" refresh --force > /dev/null
  for _ in $(seq 100); do [ "$(wc -l < "$scratch/follow")" -gt "$lines" ] && break; sleep 0.02; done
  sleep 1.1   # --follow prints at most once a second; let the update finish
done
printf '1. status --follow: CPU per update, mean of %s: %s µs (%s lines printed)\n' \
  "$runs" "$(( ($(cpu "$follow") - before) / runs ))" "$(wc -l < "$scratch/follow")"

# 2. Idle service and --follow.
env $(app_env todos TODOS) "$bin/todos" service 2> "$scratch/service.log" &
service=$!
pids+=($service)
sleep 2
cpu0=$(cpu "$service"); threads "$service" > "$scratch/s0"
fcpu0=$(cpu "$follow"); threads "$follow" > "$scratch/f0"
sleep "$idle"
threads "$service" > "$scratch/s1"; threads "$follow" > "$scratch/f1"
printf '2. idle %ss: service %s µs CPU, %s context switches; status --follow %s µs CPU, %s switches\n' \
  "$idle" "$(( $(cpu "$service") - cpu0 ))" "$(woke "$scratch/s0" "$scratch/s1")" \
  "$(( $(cpu "$follow") - fcpu0 ))" "$(woke "$scratch/f0" "$scratch/f1")"

kill "$service" "$follow"

# 3. A simulated week: one service per app, every widget placed, RSS every tenth of the run.
speed=$(( 7 * 24 * 3600 / week ))
clock="WIDGETS_CLOCK_START=2026-11-22T14:00:00Z WIDGETS_CLOCK_SPEED=$speed"
week_pids=()
for app in todos dadjokes votes; do
  prefix=$(echo "$app" | tr a-z A-Z)
  vars="$(app_env "$app-week" "$prefix") $clock CONGRESS_BASE_URL=$url"
  env $vars "$bin/$app" status > /dev/null
  [ "$app" = todos ] && env $vars "$bin/$app" status --family large > /dev/null
  [ "$app" = dadjokes ] && env $vars "$bin/$app" status --type chucknorris > /dev/null
  env $vars "$bin/$app" service 2> "$scratch/$app-week.log" &
  week_pids+=($!)
  pids+=($!)
done
for app_pid in "${week_pids[@]}"; do echo "" > "$scratch/rss-$app_pid"; done
for step in $(seq 10); do
  sleep $(( week / 10 ))
  for app_pid in "${week_pids[@]}"; do printf '%s ' "$(rss "$app_pid")" >> "$scratch/rss-$app_pid"; done
done
index=0
for app in todos dadjokes votes; do
  app_pid=${week_pids[$index]}
  reloads=$(grep -c ': reloaded (' "$scratch/$app-week.log" || true)
  printf '3. %-8s service over a simulated week (%s× real time): %s reloads; RSS KB at each tenth:%s\n' \
    "$app" "$speed" "$reloads" "$(cat "$scratch/rss-$app_pid")"
  index=$((index + 1))
done
