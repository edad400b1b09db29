# Sourced by the benchmark scripts here (not run alone): picks the built executables (the one
# program widgets-for-linux through a link per app, as installed, when it is built; else each
# app's own executable), makes a scratch folder removed on exit, and starts the fixture server
# on a free loopback port.
# Needs: $benchmark (the script's name, for messages) and $1 (an optional bin folder).
# Sets: bin, scratch, url, and pids (the processes killed on exit; add your own).
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

bin=${1:-}
if [ -z "$bin" ]; then
  if [ -x .build/release/fixture-server ]; then bin=.build/release; else bin=.build/debug; fi
fi
# shellcheck source=Tools/apps.sh
source Tools/apps.sh
scratch=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done
  rm -rf "$scratch"
}
trap cleanup EXIT
# What install.sh installs, where it is built: the one program, each app a link to it.
if [ -x "$bin/widgets-for-linux" ]; then
  mkdir "$scratch/bin"
  for app in "${apps[@]}"; do ln -s "$(realpath "$bin/widgets-for-linux")" "$scratch/bin/$app"; done
  ln -s "$(realpath "$bin/fixture-server")" "$scratch/bin/fixture-server"
  bin=$scratch/bin
fi
for tool in "${apps[@]}" fixture-server; do
  [ -x "$bin/$tool" ] || { echo "$benchmark: no $bin/$tool; run swift build first" >&2; exit 66; }
done

"$bin/fixture-server" --port 0 --quiet > "$scratch/server" &
pids+=($!)
for _ in $(seq 50); do [ -s "$scratch/server" ] && break; sleep 0.1; done
url=$(head -1 "$scratch/server")
