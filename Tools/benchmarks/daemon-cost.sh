#!/usr/bin/env bash
# What the Linux-side processes that run for months cost (issue 23): a benchmark, not a test
# (nothing here is asserted in CI). Against the fixture server on loopback, it prints one table
# row for `service` and one for `status --follow` of each app (todos, dadjokes, votes):
#   - wake-ups per idle minute: the context switches of each thread (/proc/PID/task/*/status),
#     sampled every second over IDLE seconds once the process has settled, in two columns:
#     libdispatch's workqueue monitor (the thread whose comm ends in "qos.overcommit": once
#     anything has run on libdispatch's global queues, Swift's default executor
#     among them, its manager re-arms a 1-second timer forever, `_dispatch_workq_init_once`;
#     both run on LongRunningExecutor, threads of their own: a follower never starts it, nor
#     does a service, whose fetches run in a worker; each service here reloads once through
#     its socket before the minute) and every other thread, the app's own (goal for both
#     columns: none between due dates, at most 2 a minute);
#     and the CPU time over that idle minute;
#   - the CPU time of one `--follow` update (the store changes: `refresh --force`), as the
#     mean over RUNS updates (utime+stime of /proc/PID/stat count in 10 ms ticks; goal ≤ 1 ms);
#   - SIGTERM to exit: `--follow` right after 20 `refresh --force` in a row (a backlog of
#     changes), `service` while idle (goal ≤ 1 s; polled every 10 ms);
#   - the resident memory of a `service` over DAYS simulated days in REAL seconds
#     (WIDGETS_CLOCK_SPEED), every widget placed and followed by a bar (`status --follow` on the
#     same clock), at start, after warm-up (the first tenth of the run) and at the end (goal:
#     the end within 1 MiB of warm-up), with the reloads it logged, so growth reads per reload;
#     a follow row has its bar's memory over the same run.
# The apps run side by side within each step, the steps one after another (a wall-clock figure
# is never taken while another app works): about IDLE + REAL + 30 seconds in all.
# Usage: Tools/benchmarks/daemon-cost.sh [BIN_DIR]   (default: .build/release, else .build/debug)
# Environment: IDLE (seconds, default 60), REAL (seconds, default 90), DAYS (default 90),
# RUNS (follow updates to time, default 10).
# Build first: swift build -c release (todos, dadjokes, votes, fixture-server).
set -euo pipefail
benchmark=daemon-cost
# shellcheck source=Tools/benchmarks/setup.sh
source "$(dirname "$0")/setup.sh"
# shellcheck source=Tools/benchmarks/threads.sh
source "$(dirname "$0")/threads.sh"
idle=${IDLE:-60}
real=${REAL:-90}
days=${DAYS:-90}
runs=${RUNS:-10}
backlog=20 # refresh --force in a row before the follower's SIGTERM
settle=7   # seconds before the idle minute: libdispatch ends a worker idle for 5 s
# The widget each app's service keeps (an app not named here: its default widget).
declare -A extra=([todos]="--family large" [dadjokes]="--type chucknorris" [votes]="")
speed=$((days * 86400 / real))
if ((speed < 1 || speed > 1000000)); then
  echo "$benchmark: DAYS * 86400 / REAL must be from 1 to 1000000 (WIDGETS_CLOCK_SPEED)" >&2
  exit 64
fi
note() { echo "$benchmark: $*" >&2; }

# cpu PID: user+system CPU time of PID, threads that ended included, in microseconds (clock
# ticks of /proc/PID/stat: 10 ms each, so one update is timed as the mean over RUNS).
ticks=$(getconf CLK_TCK)
cpu() { awk -v t="$ticks" '{ print int(($14 + $15) * 1000000 / t) }' "/proc/$1/stat"; }
rss() { awk '/VmRSS/ { print $2 }' "/proc/$1/status" 2> /dev/null || echo -; }
now() { echo "${EPOCHREALTIME/./}"; } # microseconds
# sleep_until MICROSECONDS: sleeps until that EPOCHREALTIME (at once when it is past).
sleep_until() {
  local left=$(($1 - $(now)))
  if ((left > 0)); then sleep "$((left / 1000000)).$(printf '%06d' $((left % 1000000)))"; fi
}
# alive PID: whether PID runs (an ended child not yet reaped is a zombie: not running).
alive() {
  local state=
  kill -0 "$1" 2> /dev/null && read -r _ _ state _ 2> /dev/null < "/proc/$1/stat" \
    && [ "$state" != Z ]
}
# term PID: seconds from SIGTERM until PID is gone, polled every 10 ms; after 10 s it is
# killed and ">10" printed.
term() {
  local start
  start=$(now)
  kill -TERM "$1"
  for _ in $(seq 1000); do
    alive "$1" || break
    sleep 0.01
  done
  if alive "$1"; then
    kill -KILL "$1"
    echo ">10"
    return
  fi
  local ms=$((($(now) - start) / 1000))
  printf '%d.%03d\n' $((ms / 1000)) $((ms % 1000))
}
# with APP SET: sets `vars`, the environment of APP with its own state and cache for SET
# ("idle", or "long": on the simulated clock, which reads the same day in every process of the
# run whenever it starts). run APP SET ARGS…: runs APP with it (a function, so started in the
# background it would be a shell of its own: those are started with `env "${vars[@]}"`).
base=$(date -u -d 2026-11-22T14:00:00Z +%s)
t0=$(now)
with() {
  local prefix
  prefix=$(variable_prefix "$1")
  vars=("${prefix}_STATE_DIR=$scratch/$2/$1/state" "${prefix}_CACHE_DIR=$scratch/$2/$1/cache"
    "${prefix}_BASE_URL=$url")
  local other
  while read -r other; do vars+=("$other=$url"); done < <(other_base_url_variables "$1")
  if [ "$2" = long ]; then
    local simulated=$((base + ($(now) - t0) * speed / 1000000))
    vars+=("WIDGETS_CLOCK_START=$(date -u -d "@$simulated" +%Y-%m-%dT%H:%M:%SZ)"
      "WIDGETS_CLOCK_SPEED=$speed")
  fi
}
run() {
  with "$1" "$2"
  env "${vars[@]}" "$bin/$1" "${@:3}"
}
declare -A pid result
# wait_for PIDS…: waits for these background jobs, failing when one failed.
wait_for() { for step in "$@"; do wait "$step" || { note "a step failed"; exit 70; }; done; }

# 1. CPU per --follow update: one follower per app, RUNS updates each, the apps side by side.
note "placing and loading the widgets"
steps=()
for app in "${apps[@]}"; do
  { run "$app" idle status && run "$app" idle refresh; } > /dev/null &
  steps+=($!)
done
wait_for "${steps[@]}"
for app in "${apps[@]}"; do
  with "$app" idle
  env "${vars[@]}" "$bin/$app" status --follow --format jsonl > "$scratch/$app-follow.jsonl" \
    2> "$scratch/$app-follow.log" &
  pid[$app-follow]=$!
  pids+=($!)
done
sleep 1
# update_cost APP: the mean CPU time of APP's follower per update, in µs.
update_cost() {
  local app=$1 follower=${pid[$1-follow]} before lines
  before=$(cpu "$follower")
  for _ in $(seq "$runs"); do
    lines=$(wc -l < "$scratch/$app-follow.jsonl")
    run "$app" idle refresh --force > /dev/null
    for _ in $(seq 100); do
      [ "$(wc -l < "$scratch/$app-follow.jsonl")" -gt "$lines" ] && break
      sleep 0.02
    done
    sleep 1.1 # --follow prints at most once a second; let the update finish
  done
  echo $((($(cpu "$follower") - before) / runs))
}
note "timing $runs follow updates per app"
steps=()
for app in "${apps[@]}"; do
  update_cost "$app" > "$scratch/$app-update" &
  steps+=($!)
done
wait_for "${steps[@]}"
for app in "${apps[@]}"; do
  result[$app-follow-update]=$(awk '{ printf "%.2f", $1 / 1000 }' "$scratch/$app-update")
  result[$app-service-update]=-
done

# 2. The idle minute: a service beside each follower, every thread sampled once a second.
for app in "${apps[@]}"; do
  with "$app" idle
  env "${vars[@]}" "$bin/$app" service 2> "$scratch/$app-service.log" &
  pid[$app-service]=$!
  pids+=($!)
done
# Each service reloads its widgets once, asked over its socket, before the idle minute: the
# minute shows a service between two due dates, after a fetch, as it spends its months.
for app in "${apps[@]}"; do
  for _ in $(seq 500); do
    grep -q 'refresh asks at' "$scratch/$app-service.log" && break
    sleep 0.01
  done
  run "$app" idle refresh --force > /dev/null
done
note "letting the services settle for ${settle}s, then ${idle}s idle"
sleep "$settle"
processes=()
for app in "${apps[@]}"; do processes+=("$app-service" "$app-follow"); done
declare -A cpu0
start=$(now)
for key in "${processes[@]}"; do
  cpu0[$key]=$(cpu "${pid[$key]}")
  threads "${pid[$key]}" "$scratch/$key.threads"
done
for second in $(seq "$idle"); do
  sleep_until $((start + second * 1000000))
  for key in "${processes[@]}"; do threads "${pid[$key]}" "$scratch/$key.threads"; done
done
elapsed=$(($(now) - start))
for key in "${processes[@]}"; do
  read -r monitor others list <<< "$(woke "$scratch/$key.threads" "$elapsed")"
  result[$key-monitor]=$monitor
  result[$key-others]=$others
  result[$key-list]=$list
  result[$key-cpu]=$(awk -v c=$(($(cpu "${pid[$key]}") - ${cpu0[$key]})) -v us="$elapsed" \
    'BEGIN { printf "%.1f", c * 60 / us }')
done

# 3. SIGTERM to exit, one process at a time: each idle service, then each follower after a
# backlog of store changes (refresh runs in the process once its service is gone).
note "timing SIGTERM"
for app in "${apps[@]}"; do result[$app-service-term]=$(term "${pid[$app-service]}"); done
for app in "${apps[@]}"; do
  for _ in $(seq "$backlog"); do run "$app" idle refresh --force > /dev/null; done
  result[$app-follow-term]=$(term "${pid[$app-follow]}")
done

# 4. DAYS simulated days: one service per app, each widget followed by a bar on the same
# clock (a bar keeps its widget placed; one undrawn for 7 days is forgotten), memory at start
# and at each tenth of the run.
note "simulating $days days in ${real}s (${speed}× real time)"
t0=$(now)
long=()
for app in "${apps[@]}"; do
  run "$app" long status > /dev/null
  if [ -n "${extra[$app]:-}" ]; then run "$app" long status ${extra[$app]:-} > /dev/null; fi
done
launched=$(now)
for app in "${apps[@]}"; do
  with "$app" long
  env "${vars[@]}" "$bin/$app" service 2> "$scratch/$app-long.log" &
  pid[$app-long-service]=$!
  pids+=($!)
  long+=($!)
done
for app in "${apps[@]}"; do
  with "$app" long
  env "${vars[@]}" "$bin/$app" status --follow --format jsonl > "$scratch/$app-long.jsonl" \
    2> "$scratch/$app-long-follow.log" &
  pid[$app-long-follow]=$!
  pids+=($!)
  long+=($!)
  if [ -n "${extra[$app]:-}" ]; then
    with "$app" long
    env "${vars[@]}" "$bin/$app" status --follow --format jsonl ${extra[$app]:-} > /dev/null \
      2>> "$scratch/$app-long-follow.log" &
    pids+=($!)
    long+=($!)
  fi
done
for app in "${apps[@]}"; do
  for _ in $(seq 500); do [ -s "$scratch/$app-long.log" ] && break; sleep 0.01; done
done
for app in "${apps[@]}"; do
  for process in service follow; do
    result[$app-$process-rss0]=$(rss "${pid[$app-long-$process]}")
    result[$app-$process-tenths]=${result[$app-$process-rss0]}
  done
done
reloads() { grep -c ': reloaded' "$scratch/$1-long.log" || true; }
for tenth in $(seq 10); do
  sleep_until $((launched + tenth * real * 100000))
  for app in "${apps[@]}"; do
    for process in service follow; do
      result[$app-$process-tenths]+=" $(rss "${pid[$app-long-$process]}")"
    done
    if [ "$tenth" = 1 ]; then result[$app-warm-reloads]=$(reloads "$app"); fi
  done
done
# A process that ended before the run did is named under the table, with its last words.
ended=()
for app in "${apps[@]}"; do
  result[$app-reloads]=$(reloads "$app")
  for process in service follow; do
    process_id=${pid[$app-long-$process]}
    alive "$process_id" && continue
    status=0
    wait "$process_id" || status=$?
    log=$scratch/$app-long.log
    if [ "$process" = follow ]; then log=$scratch/$app-long-follow.log; fi
    ended+=("$app $process ended before the run did, status $status; its stderr ends: $(tail -1 "$log")")
  done
done
kill "${long[@]}" 2> /dev/null || true
wait "${long[@]}" 2> /dev/null || true # before the scratch folder goes
for app in "${apps[@]}"; do
  for process in service follow; do
    read -r -a tenths <<< "${result[$app-$process-tenths]}"
    result[$app-$process-warm]=${tenths[1]}
    result[$app-$process-end]=${tenths[10]}
    result[$app-$process-growth]=$(awk -v w="${tenths[1]}" -v e="${tenths[10]}" \
      'BEGIN { if (w ~ /^[0-9]+$/ && e ~ /^[0-9]+$/) printf "%+d", e - w; else print "-" }')
  done
  result[$app-service-perreload]=$(awk -v g="${result[$app-service-growth]}" \
    -v n=$((${result[$app-reloads]} - ${result[$app-warm-reloads]})) \
    'BEGIN { if (g != "-" && n > 0) printf "%+.0f", g * 1024 / n; else print "-" }')
  result[$app-service-reloadcount]=${result[$app-reloads]}
  result[$app-follow-reloadcount]=-
  result[$app-follow-perreload]=-
done

# The table: one row per app and process.
printf 'goals: other wake-ups 0 between due dates; CPU per update <= 1 ms; SIGTERM to exit <= 1 s;'
printf ' RSS at the end within 1 MiB (1024 KiB) of warm-up\n'
format='%-8s %-15s %7s %7s %7s %7s %6s %8s %8s %8s %8s %7s %8s\n'
# shellcheck disable=SC2059
printf "$format" app process wq/min own/min cpu/min upd_ms term_s rss0_KiB warm_KiB \
  end_KiB end-warm reloads B/reload
for app in "${apps[@]}"; do
  for process in service follow; do
    key=$app-$process
    label=$process
    if [ "$process" = follow ]; then label="status --follow"; fi
    # shellcheck disable=SC2059
    printf "$format" "$app" "$label" "${result[$key-monitor]}" "${result[$key-others]}" \
      "${result[$key-cpu]}" "${result[$key-update]}" "${result[$key-term]}" \
      "${result[$key-rss0]}" "${result[$key-warm]}" "${result[$key-end]}" \
      "${result[$key-growth]}" "${result[$key-reloadcount]}" "${result[$key-perreload]}"
  done
done
step=$(awk -v r="$runs" 'BEGIN { print 10 / r }')
cat << EOF
wq/min: switches per idle minute of libdispatch's workqueue monitor (comm *qos.overcommit);
own/min: of every other thread; cpu/min: CPU ms per idle minute (in 10 ms ticks); upd_ms: CPU
per follow update, mean of $runs (in steps of $step ms); term_s: SIGTERM to exit (follow: after
$backlog refresh --force; service: idle); rss0/warm/end: RSS at start, after the first tenth and
at the end of $days simulated days (follow: the bar beside that service); B/reload: end-warm
over the reloads logged after warm-up.
EOF
echo "threads that switched in the idle ${idle}s (comm:TID×switches):"
for key in "${processes[@]}"; do printf '  %-17s%s\n' "$key" "${result[$key-list]:- none}"; done
echo "RSS KiB at start and at each tenth of $days days:"
for app in "${apps[@]}"; do
  for process in service follow; do
    printf '  %-17s %s\n' "$app-$process" "${result[$app-$process-tenths]}"
  done
done
for line in "${ended[@]}"; do echo "note: $line"; done
printf '(IDLE %ss after %ss settling, RUNS %s, DAYS %s in REAL %ss at %s× real time; bin: %s; server: %s)\n' \
  "$idle" "$settle" "$runs" "$days" "$real" "$speed" "$bin" "$url"
