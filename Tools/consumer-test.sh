#!/usr/bin/env bash
# The consumer test: a project elsewhere depends on this repository by URL and version.
#   1. clones HEAD (what is committed) into a temporary widgets-for-linux/ and tags the clone
#      with the project's version: what every app's --version prints (ProjectVersion in
#      AppCommandLine),
#   2. copies Tests/Consumer out of the clone and points its `.package(url:from:)` at the clone
#      (file://: SwiftPM resolves it with git, locally, no network),
#   3. builds todo-client alone and checks from the build folder that the TodoDomain product did
#      not compile TextRendering, Timelines, TodoWidget, AppCommandLine or WidgetHost,
#   4. builds the rest, all with -warnings-as-errors, runs the three executables against the
#      root's fixture server and compares their output with Tests/Consumer/Expected.
# It shares nothing with the repository's .build (own scratch and cache folders). Needs the root
# built (Tools/test-all.sh builds it first). Usage: Tools/consumer-test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
started=$SECONDS

fail() {
  printf 'consumer test: %s\n' "$*" >&2
  exit 1
}

# shellcheck source=Tools/apps.sh
source Tools/apps.sh
bin=$(swift build --show-bin-path)
for tool in fixture-server "${apps[@]}"; do
  [ -x "$bin/$tool" ] || fail "$bin/$tool is missing: build the root first (swift build)"
done
first=${apps[0]}
version=$("$bin/$first" --version </dev/null | awk '{print $2}')
for app in "${apps[@]:1}"; do
  other=$("$bin/$app" --version </dev/null | awk '{print $2}')
  [ "$other" = "$version" ] || fail "$app --version says $other, $first --version says $version"
done
[[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "the version '$version' is not MAJOR.MINOR.PATCH"

work=$(mktemp -d "${TMPDIR:-/tmp}/consumer-test.XXXXXX")
server=
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# 1. The repository as committed, tagged. The folder name is the package identity consumers use.
# (safe.directory: a CI checkout may belong to another user than the one running the tests.)
clone=$work/widgets-for-linux
here=(git -c "safe.directory=$repo")
if [ -n "$("${here[@]}" status --porcelain --untracked-files=no)" ]; then
  echo "note: uncommitted changes are not part of this test: it builds HEAD" \
    "($("${here[@]}" rev-parse --short HEAD))"
fi
"${here[@]}" clone --quiet "$repo" "$clone"
git -C "$clone" tag -f "$version" >/dev/null

# 2. The consumer, pointed at the clone.
cp -R "$clone/Tests/Consumer" "$work/consumer"
readme_url='https://github.com/widgets-for-linux/widgets-for-linux'
sed -i.orig -E \
  "s|\.package\(url: \"$readme_url\", from: \"[^\"]*\"\)|.package(url: \"file://$clone\", from: \"$version\")|" \
  "$work/consumer/Package.swift"
grep -q "file://$clone" "$work/consumer/Package.swift" \
  || fail "Tests/Consumer/Package.swift lacks .package(url: \"$readme_url\", from: \"…\")"

swiftpm=(--package-path "$work/consumer" --scratch-path "$work/build" --cache-path "$work/cache"
  -Xswiftc -warnings-as-errors)
# SwiftPM leaves its lock files in TMPDIR: keep them in the folder that is removed at the end.
mkdir "$work/tmp"
export TMPDIR=$work/tmp

# 3. TodoDomain alone compiles none of the widget side.
swift build "${swiftpm[@]}" --product todo-client </dev/null
mapfile -t modules < <(find "$work/build" -name '*.swiftmodule' -not -path '*/checkouts/*' \
  -not -path '*/ModuleCache/*' -exec basename {} .swiftmodule \; | sort -u)
printf 'todo-client compiled: %s\n' "${modules[*]}"
[[ " ${modules[*]} " == *" TodoDomain "* ]] || fail "no TodoDomain.swiftmodule in $work/build"
for unwanted in TextRendering Timelines TodoWidget AppCommandLine WidgetHost; do
  [[ " ${modules[*]} " != *" $unwanted "* ]] \
    || fail "the TodoDomain product compiled $unwanted: a domain target depends on the widget side"
done

# 4. Everything, run against the fixture server.
swift build "${swiftpm[@]}" </dev/null
products=$(swift build "${swiftpm[@]}" --show-bin-path)
mkfifo "$work/server-url"
"$bin/fixture-server" --port 0 --quiet >"$work/server-url" </dev/null &
server=$!
read -r -t 60 url <"$work/server-url" || fail "the fixture server printed no URL"
for executable in fetch-json todo-client render-view; do
  expected=$work/consumer/Expected/$executable.txt
  "$products/$executable" "$url" </dev/null >"$work/$executable.out" \
    || fail "$executable exited with status $?"
  diff -u "$expected" "$work/$executable.out" >&2 \
    || fail "$executable printed something else than Tests/Consumer/Expected/$executable.txt"
done
printf 'consumer test: version %s by file:// URL, 3 products, passed in %ss\n' \
  "$version" "$((SECONDS - started))"
