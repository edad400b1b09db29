#!/usr/bin/env bash
# Runs every check the project has, in the order CI runs them:
#   1. the format lint (swift format, strict, with the repo's .swift-format),
#   2. the manifest check: the package section of the root Package.swift is what
#      Tools/root-manifest writes from Packages/*/Package.swift (with the tool's own tests),
#   3. each package in Packages/ alone: build with -warnings-as-errors, then its tests,
#   4. the root: every app and tool with -warnings-as-errors, then the end-to-end tests, in a
#      debug build and again in a release build (what install.sh ships: a Swift 6.3.1
#      miscompile once broke votes in release alone),
#   5. the docs check: the claims of the READMEs and CONTRIBUTING.md that a script can check
#      (versions, the template's type names, the commands shown against the apps' --help, file
#      sizes and folders; Tools/check-docs.sh, on step 4's debug build),
#   6. the consumer test: a project depends on a tagged clone of HEAD by URL and version
#      (Tools/consumer-test.sh; it needs step 4's build),
#   7. the new-app check: Tools/new-app makes an app in a clone of HEAD, which builds, passes
#      its tests, shows its widget against the fixture server and installs
#      (Tools/new-app-check.sh; a fresh build of the root and of the new package).
# Usage: Tools/test-all.sh [NAME ...]   (names from Packages/ limit step 3; "root" runs 4,
# "docs" runs 5, "consumer" runs 6, "new-app" runs 7; steps 1 and 2 always run)
set -euo pipefail
cd "$(dirname "$0")/.."

strict=(-Xswiftc -warnings-as-errors)
started=$SECONDS
step() { printf '\n==> %s\n' "$*"; }

step "format lint"
mapfile -t sources < <(find . -name '*.swift' -not -path '*/.build*' -not -path '*/.swiftpm/*' | sort)
swift format lint --strict --parallel "${sources[@]}"

step "manifest check: the root Package.swift's package section, from Packages/*/Package.swift"
swift build --package-path Tools/root-manifest --build-tests "${strict[@]}"
swift test --package-path Tools/root-manifest --skip-build
"$(swift build --package-path Tools/root-manifest --show-bin-path)/root-manifest" --check .

packages=("$@")
if [ ${#packages[@]} -eq 0 ]; then
  for dir in Packages/*/; do packages+=("$(basename "$dir")"); done
  packages+=(root docs consumer new-app)
fi

for name in "${packages[@]}"; do
  if [ "$name" = new-app ]; then
    step "new-app: Tools/new-app quotes in a clone of HEAD builds, passes, runs and installs"
    Tools/new-app-check.sh
  elif [ "$name" = docs ]; then
    step "docs: versions, the template's types, the commands shown, sizes (Tools/check-docs.sh)"
    Tools/check-docs.sh
  elif [ "$name" = consumer ]; then
    step "consumer: another project uses Networking, TodoDomain and TextRendering by URL"
    Tools/consumer-test.sh
  elif [ "$name" = root ]; then
    step "root: build apps and tools"
    swift build "${strict[@]}"
    step "root: end-to-end tests"
    swift test "${strict[@]}"
    step "root: the end-to-end tests again, against a release build"
    swift build -c release --build-tests "${strict[@]}"
    swift test -c release --skip-build
    step "benchmarks: build (run them with swift run -c release --package-path Tools/benchmarks)"
    swift build --package-path Tools/benchmarks "${strict[@]}"
    for script in Tools/benchmarks/*.sh; do bash -n "$script"; done
    step "font-metrics: build (the generator of TextRendering's font metrics table)"
    swift build --package-path Tools/font-metrics "${strict[@]}"
  else
    step "$name: build"
    swift build --package-path "Packages/$name" --build-tests "${strict[@]}"
    step "$name: tests"
    swift test --package-path "Packages/$name" "${strict[@]}"
  fi
done

printf '\nAll checks passed in %ss.\n' "$((SECONDS - started))"
