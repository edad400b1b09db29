#!/usr/bin/env bash
# Runs every check the project has, in the order CI runs them:
#   1. the format lint (swift format, strict, with the repo's .swift-format),
#   2. each package in Packages/ alone: build with -warnings-as-errors, then its tests,
#   3. the root: every app and tool with -warnings-as-errors, then the end-to-end tests.
# Usage: Tools/test-all.sh [PACKAGE ...]   (names from Packages/ limit step 2; "root" runs 3 only)
set -euo pipefail
cd "$(dirname "$0")/.."

strict=(-Xswiftc -warnings-as-errors)
started=$SECONDS
step() { printf '\n==> %s\n' "$*"; }

step "format lint"
mapfile -t sources < <(find . -name '*.swift' -not -path '*/.build*' -not -path '*/.swiftpm/*' | sort)
swift format lint --strict --parallel "${sources[@]}"

packages=("$@")
if [ ${#packages[@]} -eq 0 ]; then
  for dir in Packages/*/; do packages+=("$(basename "$dir")"); done
  packages+=(root)
fi

for name in "${packages[@]}"; do
  if [ "$name" = root ]; then
    step "root: build apps and tools"
    swift build "${strict[@]}"
    step "root: end-to-end tests"
    swift test "${strict[@]}"
    step "benchmarks: build (run them with swift run -c release --package-path Tools/benchmarks)"
    swift build --package-path Tools/benchmarks "${strict[@]}"
  else
    step "$name: build"
    swift build --package-path "Packages/$name" --build-tests "${strict[@]}"
    step "$name: tests"
    swift test --package-path "Packages/$name" "${strict[@]}"
  fi
done

printf '\nAll checks passed in %ss.\n' "$((SECONDS - started))"
