#!/usr/bin/env bash
# What one command costs against what curl costs for the same requests: a benchmark, not a test
# (nothing here is asserted in CI). It starts the fixture server on loopback, runs each row's
# command and its curl equivalent interleaved (app, curl, app, curl …) RUNS times each, and
# prints the medians of wall time and CPU time (user + system) of each, the ratio of the wall
# medians, and for one more run of the command the requests the server counted and its peak
# memory (/usr/bin/time).
#
# Usage: Tools/benchmarks/fetch-cost.sh [BIN_DIR]   (default: .build/release, else .build/debug)
# Environment: RUNS (default 15).
# Build first: swift build -c release --product widgets-for-linux (and fixture-server).
set -euo pipefail
benchmark=fetch-cost
# shellcheck source=Tools/benchmarks/setup.sh
source "$(dirname "$0")/setup.sh"
[ -x /usr/bin/time ] || { echo "fetch-cost: needs /usr/bin/time (Debian package time)" >&2; exit 69; }
command -v curl > /dev/null || { echo "fetch-cost: needs curl" >&2; exit 69; }
runs=${RUNS:-15}
year=$(date +%Y)
export TODOS_BASE_URL=$url DADJOKES_BASE_URL=$url VOTES_BASE_URL=$url
export XDG_STATE_HOME=$scratch/state XDG_RUNTIME_DIR=$scratch/run
mkdir -p "$scratch/run"
chmod 700 "$scratch/run"

# cpu_between BEFORE AFTER: the user + system CPU time of the children waited for between two
# outputs of `times` (run in this shell: in a subshell it counts the subshell's), in µs.
cpu_between() {
  awk 'FNR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/)
    t[++n] = ((u[1] + s[1]) * 60 + u[2] + s[2]) * 1000000 }
    END { printf "%d\n", t[2] - t[1] }' "$1" "$2"
}
# measure FILE COMMAND…: appends "wall_us cpu_us" of one run to FILE (EPOCHREALTIME and the
# children's rusage, to the microsecond and millisecond, where /usr/bin/time's %e, %U and %S
# count in 10 ms).
measure() {
  local file=$1 start end
  shift
  times > "$scratch/times0"
  start=${EPOCHREALTIME/./}
  "$@" > /dev/null 2> "$scratch/err" || {
    echo "fetch-cost: failed: $*" >&2
    cat "$scratch/err" >&2
    exit 70
  }
  end=${EPOCHREALTIME/./}
  times > "$scratch/times1"
  echo "$((end - start)) $(cpu_between "$scratch/times0" "$scratch/times1")" >> "$file"
}
# median FILE COLUMN: the median of a column of microseconds, in milliseconds.
median() {
  cut -d' ' -f"$2" "$1" | sort -n | awk '{ v[NR] = $1 } END {
    m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.1f\n", m / 1000 }'
}
# peak COMMAND…: the peak resident memory of one run, in KiB (/usr/bin/time's %M).
peak() {
  /usr/bin/time -f '%M' -o "$scratch/peak" "$@" > /dev/null 2>&1 || true
  tail -1 "$scratch/peak"
}
# requests: what the server counted since the last reset, then resets.
requests() {
  curl -s "$url/_fixture/requests" | sed -n 's/.*"total":\([0-9]*\).*/\1/p'
  curl -s -X POST "$url/_fixture/reset" > /dev/null
}

rolls=()
for roll in $(seq 195 -1 176); do rolls+=("$url/evs/$year/roll$roll.xml"); done
curl_rolls_args=()
for address in "${rolls[@]}"; do curl_rolls_args+=(-o /dev/null "$address"); done

# Each row: a label, how to prepare one run (a shell function name, or :), the app command,
# the curl command ("" for none).
cold_cache() { rm -rf "$scratch/cache"; }
warm_votes() {
  [ -d "$scratch/cache/votes" ] || "$bin/votes" list --limit 20 > /dev/null
}
# A toggle of a todo the widget shows (its timeline is stored) against curl's one PATCH.
shown_todos() {
  [ -e "$scratch/shown" ] || { "$bin/todos" widget --family large > /dev/null && touch "$scratch/shown"; }
}
curl_patch() {
  curl -s -X PATCH -H 'Content-Type: application/json' -d '{"completed":true}' "$url/todos/3"
}
printf '%-34s %8s %7s %9s %5s %8s %7s %6s\n' \
  command wall_ms cpu_ms peak_kib reqs curl_ms curl_cpu ratio
row() {
  local label=$1 prepare=$2 app=$3 curl_command=$4
  : > "$scratch/app"
  : > "$scratch/curl"
  export XDG_CACHE_HOME=$scratch/cache
  $prepare
  requests > /dev/null
  for _ in $(seq "$runs"); do
    $prepare
    measure "$scratch/app" $app
    if [ -n "$curl_command" ]; then measure "$scratch/curl" $curl_command; fi
  done
  # One more run, alone, to count its requests and measure its peak memory.
  $prepare
  requests > /dev/null
  local peak_kib count
  peak_kib=$(peak $app)
  count=$(requests)
  local wall cpu curl_wall="-" curl_cpu="-" ratio="-"
  wall=$(median "$scratch/app" 1)
  cpu=$(median "$scratch/app" 2)
  if [ -n "$curl_command" ]; then
    curl_wall=$(median "$scratch/curl" 1)
    curl_cpu=$(median "$scratch/curl" 2)
    ratio=$(awk -v a="$wall" -v c="$curl_wall" 'BEGIN { if (c > 0) printf "%.1fx", a / c; else print "-" }')
  fi
  printf '%-34s %8s %7s %9s %5s %8s %7s %6s\n' \
    "$label" "$wall" "$cpu" "$peak_kib" "$count" "$curl_wall" "$curl_cpu" "$ratio"
}

row "todos list --no-cache" : "$bin/todos list --no-cache" "curl -s $url/todos"
row "todos list (fresh cache)" : "$bin/todos list" ""
row "votes show $year/190 --no-cache" : "$bin/votes show $year/190 --no-cache" \
  "curl -s $url/evs/$year/roll190.xml"
row "cold votes list --limit 20" cold_cache "$bin/votes list --limit 20" \
  "curl -s --parallel --parallel-max 4 ${curl_rolls_args[*]}"
row "warm votes list --limit 20" warm_votes "$bin/votes list --limit 20" ""
row "todos toggle 3 (a todo it shows)" shown_todos "$bin/todos toggle 3" curl_patch
for app in "${apps[@]}"; do
  row "$app --version" : "$bin/$app --version" "curl --version"
done
echo "($runs runs each, interleaved with curl; medians; bin: $bin; server: $url)"
# What the install puts on disk for the apps: the program(s) behind them, stripped as install.sh
# strips them (one file when the apps are links to widgets-for-linux).
mapfile -t programs < <(for app in "${apps[@]}"; do realpath "$bin/$app"; done | sort -u)
total=0
for program in "${programs[@]}"; do
  cp -- "$program" "$scratch/stripped"
  strip -- "$scratch/stripped" 2> /dev/null || true
  total=$((total + $(stat -c %s "$scratch/stripped")))
done
printf 'installed programs: %d file(s), %d MB stripped, for %d apps (goal: at most 80 MB)\n' \
  "${#programs[@]}" $((total / 1000000)) "${#apps[@]}"
