# Sourced by the benchmark scripts here (not run alone): picks the built executables, makes a
# scratch folder removed on exit, and starts the fixture server on a free loopback port.
# Needs: $benchmark (the script's name, for messages) and $1 (an optional bin folder).
# Sets: bin, scratch, url, and pids (the processes killed on exit; add your own).
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

bin=${1:-}
if [ -z "$bin" ]; then
  if [ -x .build/release/todos ]; then bin=.build/release; else bin=.build/debug; fi
fi
# shellcheck source=Tools/apps.sh
source Tools/apps.sh
for tool in "${apps[@]}" fixture-server; do
  [ -x "$bin/$tool" ] || { echo "$benchmark: no $bin/$tool; run swift build first" >&2; exit 66; }
done
scratch=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done
  rm -rf "$scratch"
}
trap cleanup EXIT

"$bin/fixture-server" --port 0 --quiet > "$scratch/server" &
pids+=($!)
for _ in $(seq 50); do [ -s "$scratch/server" ] && break; sleep 0.1; done
url=$(head -1 "$scratch/server")
