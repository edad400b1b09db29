#!/usr/bin/env bash
# What `service --http` costs (issue 29): a benchmark, not a test (nothing here is asserted).
# Against the fixture server on loopback, for each app:
#   - requests per second of GET /widgets/{id}.json from the service, against the same bytes
#     served as a file by `python3 -m http.server` (goal: at least as fast), both asked by the
#     same client, curl: N requests, PARALLEL at a time, over kept-alive connections, then
#     again with a new connection per request (`Connection: close`);
#   - wake-ups per idle minute of the service with the endpoint on, over IDLE seconds after it
#     settled: no client, then one event stream open (its keep-alive comment every 25 s), in
#     the columns of daemon-cost.sh (libdispatch's workqueue monitor apart; goal: 0 from the
#     app's own threads between due dates, keep-alives aside).
# Usage: Tools/benchmarks/http-cost.sh [BIN_DIR]   (default: .build/release, else .build/debug)
# Environment: N (requests, default 5000), PARALLEL (default 4), IDLE (seconds, default 60).
# Build first: swift build -c release (todos, dadjokes, votes, fixture-server).
set -euo pipefail
benchmark=http-cost
# shellcheck source=Tools/benchmarks/setup.sh
source "$(dirname "$0")/setup.sh"
# shellcheck source=Tools/benchmarks/threads.sh
source "$(dirname "$0")/threads.sh"
requests=${N:-5000}
parallel=${PARALLEL:-4}
idle=${IDLE:-60}
settle=7 # libdispatch ends a worker idle for 5 s
note() { echo "$benchmark: $*" >&2; }
now() { echo "${EPOCHREALTIME/./}"; } # microseconds

# rate URL [CURL ARGS…]: requests per second of N GETs of URL (each with its own query, which
# both servers ignore), PARALLEL at a time.
rate() {
  local start elapsed
  start=$(now)
  curl -s --no-progress-meter --parallel --parallel-max "$parallel" -o /dev/null "${@:2}" \
    "$1?[1-$requests]" 2> /dev/null
  elapsed=$(($(now) - start))
  echo $((requests * 1000000 / elapsed))
}

# idle_minute PID FILE: "MONITOR OTHERS LIST" (see woke) over IDLE seconds after a settle.
idle_minute() {
  local start
  sleep "$settle"
  : > "$2"
  start=$(now)
  threads "$1" "$2"
  sleep "$idle"
  threads "$1" "$2"
  woke "$2" $(($(now) - start))
}

printf '%-9s %12s %12s %12s %12s %14s %14s\n' app "svc keep/s" "py keep/s" "svc close/s" \
  "py close/s" "idle wq/own" "stream wq/own"
for app in "${apps[@]}"; do
  prefix=$(variable_prefix "$app")
  vars=("${prefix}_STATE_DIR=$scratch/$app/state" "${prefix}_CACHE_DIR=$scratch/$app/cache"
    "${prefix}_BASE_URL=$url")
  while read -r other; do vars+=("$other=$url"); done < <(other_base_url_variables "$app")
  env "${vars[@]}" "$bin/$app" status > /dev/null
  env "${vars[@]}" "$bin/$app" refresh > /dev/null
  id=$(env "${vars[@]}" "$bin/$app" widgets --json | python3 -c \
    'import json, sys; print(json.load(sys.stdin)[0]["id"])')
  env "${vars[@]}" "$bin/$app" service --http 127.0.0.1:0 > "$scratch/$app.http" \
    2> "$scratch/$app.log" &
  service=$!
  pids+=("$service")
  for _ in $(seq 100); do [ -s "$scratch/$app.http" ] && break; sleep 0.1; done
  base=$(head -1 "$scratch/$app.http")
  mkdir -p "$scratch/www/$app"
  curl -s -o "$scratch/www/$app/$id.json" "${base}widgets/$id.json"
  python3 -m http.server 0 --bind 127.0.0.1 --directory "$scratch/www/$app" \
    > "$scratch/$app.python" 2> /dev/null &
  python=$!
  pids+=("$python")
  for _ in $(seq 100); do grep -q 'port' "$scratch/$app.python" 2> /dev/null && break; sleep 0.1; done
  port=$(sed -n 's/.* port \([0-9]*\).*/\1/p' "$scratch/$app.python" | head -1)
  python_url="http://127.0.0.1:$port/$id.json"
  service_url="${base}widgets/$id.json"
  cmp -s <(curl -s "$python_url") <(curl -s "$service_url") || note "$app: the bytes differ"
  keep_service=$(rate "$service_url")
  keep_python=$(rate "$python_url")
  close_service=$(rate "$service_url" -H "Connection: close")
  close_python=$(rate "$python_url" -H "Connection: close")
  kill "$python"

  # Wake-ups: no client, then one event stream.
  read -r wq own _ < <(idle_minute "$service" "$scratch/$app.idle")
  curl -s -N "${base}events" > /dev/null &
  stream=$!
  pids+=("$stream")
  read -r swq sown _ < <(idle_minute "$service" "$scratch/$app.stream")
  kill "$stream" "$service"
  printf '%-9s %12s %12s %12s %12s %14s %14s\n' "$app" "$keep_service" "$keep_python" \
    "$close_service" "$close_python" "$wq/$own" "$swq/$sown"
done
