#!/usr/bin/env bash
# How todos' refresher costs grow with the number of placed widgets (issue 24): a benchmark,
# not a test (nothing here is asserted in CI). For each N, N todos widgets are placed with
# distinct base URLs (the fixture server's /_tenant/ID/ prefixes, one `status` each, two at a
# time; each N adds to the one before, and the WAKES widgets the wake-up figure placed stay),
# and it prints:
#   - first pass: CPU per widget of the first `refresh` (every widget loads);
#   - forced pass: CPU per widget of `refresh --force` (every widget reloads);
#   - idle pass: CPU of `refresh --if-due` with nothing due (the whole pass, not per widget);
#   - wake: the service's CPU per wake-up with one widget due (a widget placed while it runs,
#     which it loads): its first wake-up alone (a process's first store lists the cache and
#     state folders once), then the median of the WAKES after it (schedstat, in ns);
#   - widgets --json: its peak RSS;
#   - status: the wall time of one `status` (a bar's draw).
# Goals: forced-pass CPU per widget at 10,000 within 1.5× of that at 100; a wake under 5 ms at
# 10,000; `status` unchanged by N; no command over 64 MiB at 10,000.
# Usage: Tools/benchmarks/scale.sh [N …]   (default: 10 100 1000 10000; increasing)
# Environment: BIN (default .build/release, else .build/debug), WAKES (default 20).
# Build first: swift build -c release (todos, fixture-server). 10,000 takes about 5 minutes here.
set -euo pipefail
benchmark=scale
counts=("$@")
# shellcheck source=Tools/benchmarks/setup.sh
source "$(dirname "$0")/setup.sh" "${BIN:-}"
[ ${#counts[@]} -gt 0 ] || counts=(10 100 1000 10000)
wakes=${WAKES:-20}
ticks=$(getconf CLK_TCK)
export TODOS_STATE_DIR="$scratch/state" TODOS_CACHE_DIR="$scratch/cache"

# cpu_ms PID: user+system CPU of a running process, in milliseconds (10 ms ticks).
cpu_ms() { awk -v t="$ticks" '{ printf "%d\n", ($14 + $15) * 1000 / t }' "/proc/$1/stat"; }
# run_cpu COMMAND…: "cpu_ms peak_kib" of one run (GNU time: %U+%S and %M).
run_cpu() {
  /usr/bin/time -f '%U %S %M' -o "$scratch/time" "$@" > /dev/null 2> "$scratch/err" || {
    echo "scale: failed: $* ($(tail -1 "$scratch/err"))" >&2
    exit 70
  }
  awk '{ printf "%d %d\n", ($1 + $2) * 1000, $3 }' "$scratch/time"
}
# place FROM TO: places widgets FROM…TO, each on its own tenant's base URL.
place() {
  seq "$1" "$2" | xargs -P 2 -I{} env TODOS_BASE_URL="$url/_tenant/{}" "$bin/todos" status \
    > /dev/null
}
# cpu_ns PID: the CPU time of a running process's threads, in nanoseconds (schedstat).
cpu_ns() { cat /proc/"$1"/task/*/schedstat 2> /dev/null | awk '{ n += $1 } END { printf "%.0f\n", n }'; }
# service_wake N: "FIRST MEDIAN", the service's CPU (ms) for its first wake-up with one widget
# due (a process's first store lists the cache and state folders once) and the median of
# the WAKES after it, N placed.
service_wake() {
  local n=$1 service before after samples=() first=
  env TODOS_BASE_URL="$url/_tenant/1" "$bin/todos" service 2> "$scratch/service.log" &
  service=$!
  pids+=("$service")
  until grep -q 'refresh asks at' "$scratch/service.log"; do sleep 0.1; done
  # Settled: the first full pass is over when the CPU stops moving.
  before=-1
  while [ "$(cpu_ms "$service")" != "$before" ]; do before=$(cpu_ms "$service"); sleep 1; done
  for i in $(seq 0 "$wakes"); do
    before=$(cpu_ns "$service")
    env TODOS_BASE_URL="$url/_tenant/$((n + 100000 + i))" "$bin/todos" status > /dev/null
    for _ in $(seq 100); do
      grep -q "_tenant/$((n + 100000 + i)) medium: reloaded" "$scratch/service.log" && break
      sleep 0.05
    done
    after=$(cpu_ns "$service")
    if [ -z "$first" ]; then first=$((after - before)); else samples+=($((after - before))); fi
  done
  kill "$service"
  wait "$service" 2> /dev/null || true
  printf '%s\n' "${samples[@]}" | sort -n | awk -v f="$first" '{ v[NR] = $1 } END {
    printf "%.1f %.1f\n", f / 1e6, v[int((NR + 1) / 2)] / 1e6 }'
}

printf 'goals: forced ms/widget at 10000 <= 1.5x that at 100; wake < 5 ms at 10000; status flat; RSS < 65536 KiB\n'
printf '%8s %14s %15s %13s %13s %10s %17s %11s %11s\n' N first_ms/widget forced_ms/widget \
  idle_pass_ms first_wake_ms wake_ms widgets_json_KiB status_ms peak_KiB
placed=0
for n in "${counts[@]}"; do
  [ "$n" -gt "$placed" ] || { echo "scale: counts must increase" >&2; exit 64; }
  place $((placed + 1)) "$n"
  placed=$n
  read -r first first_peak < <(run_cpu "$bin/todos" refresh --timeout 600)
  read -r forced forced_peak < <(run_cpu "$bin/todos" refresh --force --timeout 600)
  read -r idle idle_peak < <(run_cpu "$bin/todos" refresh --if-due --timeout 600)
  read -r _ json_peak < <(run_cpu "$bin/todos" widgets --json)
  start=${EPOCHREALTIME/./}
  env TODOS_BASE_URL="$url/_tenant/1" "$bin/todos" status > /dev/null
  status_us=$((${EPOCHREALTIME/./} - start))
  read -r first_wake wake < <(service_wake "$n")
  peak=$(printf '%s\n' "$first_peak" "$forced_peak" "$idle_peak" "$json_peak" | sort -n | tail -1)
  awk -v n="$n" -v f="$first" -v r="$forced" -v i="$idle" -v fw="$first_wake" -v w="$wake" \
    -v j="$json_peak" -v s="$status_us" -v p="$peak" 'BEGIN {
      printf "%8d %14.2f %15.2f %13d %13s %10s %17d %11.1f %11d\n", n, f / n, r / n, i, fw, w, j,
        s / 1000, p }'
done
echo "(bin: $bin; server: $url; pass CPU from GNU time, in 10 ms steps; wake: the service's"
echo " threads' schedstat, the first wake-up alone, then the median of the $wakes after it)"
