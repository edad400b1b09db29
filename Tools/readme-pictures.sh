#!/usr/bin/env bash
# Draws the README's pictures: every app's widgets as SVG (`APP widget --format svg`), from the
# fixture server's data on a fixed clock (2026-11-22 14:00 UTC), so the same build always draws
# the same files. A test (Tests/EndToEndTests/Pictures/ReadmePicturesTests.swift) runs this
# script into a scratch folder and fails when docs/pictures differs: run it again after a change
# to the widgets or the writers.
# Usage: Tools/readme-pictures.sh [OUT_DIR]    (default: docs/pictures)
#        BIN_DIR=DIR to use executables already built there (default: swift build's, built first)
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:-docs/pictures}"
bin="${BIN_DIR:-}"
if [ -z "$bin" ]; then
  swift build --product todos >&2
  swift build --product dadjokes >&2
  swift build --product votes >&2
  swift build --product fixture-server >&2
  bin="$(swift build --show-bin-path)"
fi
mkdir -p "$out"

scratch="$(mktemp -d)"
server=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$scratch"
}
trap cleanup EXIT

"$bin/fixture-server" --port 0 --quiet --clerk-year 2026 >"$scratch/url" &
server=$!
for _ in $(seq 1 300); do
  [ -s "$scratch/url" ] && break
  sleep 0.1
done
url="$(head -n 1 "$scratch/url")"
[ -n "$url" ] || { echo "readme-pictures: the fixture server printed no URL" >&2; exit 1; }

export TZ=UTC WIDGETS_CLOCK_START=2026-11-22T14:00:00Z
for app in TODOS DADJOKES VOTES; do
  export "${app}_BASE_URL=$url" "${app}_STATE_DIR=$scratch/${app,,}-state" \
    "${app}_CACHE_DIR=$scratch/${app,,}-cache"
done
unset CONGRESS_API_KEY

draw() {
  local name="$1"
  shift
  "$bin/$@" --format svg >"$out/$name.svg"
  echo "$out/$name.svg"
}
draw todos-medium todos widget
draw todos-large todos widget --family large
draw dadjokes-stack dadjokes widget --type dad --type chucknorris
draw votes-small votes widget --family small
draw votes-medium votes widget --family medium
draw votes-large votes widget --family large
