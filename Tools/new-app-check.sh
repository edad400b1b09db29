#!/usr/bin/env bash
# Proves Tools/new-app on a clone of HEAD (what is committed), with no file edited by hand:
#   0. clones HEAD into a temporary folder, where new-app refuses the names it must refuse
#      (programs, modules, keywords, bytes outside a-z): each exits 64 with one clean line on
#      stderr, nothing on stdout, and the clone untouched (`git status`),
#   1. runs `Tools/new-app quotes` there,
#   2. the format lint on what it wrote and edited,
#   3. one build of the root (every app and the fixture server, -warnings-as-errors),
#   4. the new package alone: build with -warnings-as-errors, then its tests (the decoding of
#      the fixture, the widget's goldens, the commands),
#   5. the new app against the clone's fixture server: `widget --preview`, `widget`, `status`,
#      `refresh`, `show`, and Tools/install.sh --bin-dir into a scratch prefix and home, then
#      --uninstall.
# It shares nothing with the repository's .build. Tools/test-all.sh runs it (the step
# "new-app"): a fresh build of the root and of one package, a few minutes.
# `--full` runs the whole Tools/test-all.sh in the clone instead of 3-4 (every end-to-end test
# on the new app too, the consumer test: as long as CI itself; not run by test-all).
# `--refusals` runs step 0 alone (seconds: no build).
# Usage: Tools/new-app-check.sh [--full | --refusals]   (KEEP=1 keeps the temporary folder)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
started=$SECONDS
name=quotes
Name=Quotes
full=false
refusals_only=false
case "${1:-}" in
  "") ;;
  --full) full=true ;;
  --refusals) refusals_only=true ;;
  *)
    echo "new-app-check: unknown option $1; usage: Tools/new-app-check.sh [--full | --refusals]" >&2
    exit 64
    ;;
esac

fail() {
  printf 'new-app-check: %s\n' "$*" >&2
  exit 1
}
step() { printf '\n--> new-app-check: %s\n' "$*"; }

work=$(mktemp -d "${TMPDIR:-/tmp}/new-app-check.XXXXXX")
server=
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; fi
  if [ "${KEEP:-}" = 1 ]; then echo "new-app-check: kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

# 1. HEAD, and the new app in it. (safe.directory: a CI checkout may belong to another user.)
here=(git -c "safe.directory=$repo")
if [ -n "$("${here[@]}" status --porcelain --untracked-files=no)" ]; then
  echo "note: uncommitted changes are not part of this check: it clones HEAD" \
    "($("${here[@]}" rev-parse --short HEAD))"
fi
clone=$work/repo
"${here[@]}" clone --quiet "$repo" "$clone"
cd "$clone"

# 0. What new-app refuses: one line each (no raw control or non-ASCII byte), exit 64, nothing
# written. `shadowed` is a program on PATH that no list names: a stub made here.
step "Tools/new-app refuses names that shadow programs or modules"
mkdir -p "$work/path"
printf '#!/bin/sh\n' >"$work/path/shadowed" && chmod +x "$work/path/shadowed"
refusals=(
  swift sudo git make ssh test help shadowed        # programs: well-known, builtins, on PATH
  foundation networking testing xctest dispatch     # the toolchain's modules
  timelines deeplinks textrendering appcommandline  # the repository's modules, in any case
  todo jokes                                        # NAME+Domain is a module already
  todos while                                       # an app already; a keyword
  $'quo\ntes' $'\e[31mred' $'\u202eevil' quotés Quotes '' "$(printf 'a%.0s' {1..200})"
  'quotes --item networking' $'quotes --item a\nb' 'tasks'
)
for refused in "${refusals[@]}"; do
  case "$refused" in
    "quotes --item "*) arguments=(quotes --item "${refused#quotes --item }") ;;
    *) arguments=("$refused") ;;
  esac
  shown="${arguments[*]}"
  shown=$(LC_ALL=C && printf '%q' "${shown:0:40}")
  status=0
  PATH=$work/path:$PATH Tools/new-app "${arguments[@]}" >"$work/out" 2>"$work/err" </dev/null \
    || status=$?
  [ "$status" = 64 ] || fail "new-app $shown: exit status $status, not 64"
  [ ! -s "$work/out" ] || fail "new-app $shown: wrote to stdout"
  [ "$(wc -l <"$work/err")" = 1 ] && [ -z "$(tail -c 1 "$work/err")" ] \
    || fail "new-app $shown: $(wc -l <"$work/err") lines on stderr, not one"
  ! LC_ALL=C grep -q '[^[:print:]]' "$work/err" \
    || fail "new-app $shown: a raw control or non-ASCII byte on stderr"
  [ -z "$(git status --porcelain --untracked-files=all)" ] || fail "new-app $shown: changed the clone"
  printf '%-44s %s\n' "$shown" "$(cat "$work/err")"
done
if $refusals_only; then
  printf '\nnew-app-check: %s refusals in %ss\n' "${#refusals[@]}" "$((SECONDS - started))"
  exit 0
fi

step "Tools/new-app $name"
Tools/new-app "$name"
[ -z "$(git status --porcelain --untracked-files=no -- Packages Apps/*/)" ] \
  || fail "new-app changed an existing package or app"
if $full; then
  step "the whole Tools/test-all.sh on the clone (but this check)"
  packages=()
  for dir in Packages/*/; do packages+=("$(basename "$dir")"); done
  Tools/test-all.sh "${packages[@]}" root consumer
  printf '\nnew-app-check: --full passed in %ss\n' "$((SECONDS - started))"
  exit 0
fi

# 2. The lint, on every Swift file new-app wrote or edited.
step "format lint"
mapfile -t changed < <(git ls-files --modified --others --exclude-standard -- '*.swift')
swift format lint --strict "${changed[@]}"

# 3. The root, once.
strict=(-Xswiftc -warnings-as-errors)
step "root build"
swift build "${strict[@]}" </dev/null
bin=$(swift build --show-bin-path)

# 4. The package alone.
step "Packages/${Name}Domain: build and tests"
swift build --package-path "Packages/${Name}Domain" --build-tests "${strict[@]}" </dev/null
swift test --package-path "Packages/${Name}Domain" --skip-build </dev/null

# 5. The app against the fixture server, and installed.
step "$name against the fixture server"
mkfifo "$work/server-url"
"$bin/fixture-server" --port 0 --quiet >"$work/server-url" </dev/null &
server=$!
read -r -t 60 url <"$work/server-url" || fail "the fixture server printed no URL"
export QUOTES_BASE_URL=$url QUOTES_STATE_DIR=$work/state QUOTES_CACHE_DIR=$work/cache
export WIDGETS_CLOCK_START=2026-11-22T14:00:00Z TZ=UTC
expect() { # expect WHAT TEXT COMMAND...: COMMAND succeeds and prints TEXT
  local what=$1 text=$2 output
  shift 2
  output=$("$@" </dev/null) || fail "$what: exit status $?"
  printf '%s\n' "$output"
  [[ $output == *"$text"* ]] || fail "$what printed no '$text'"
}
first="Well begun is half done."
expect "widget --preview" "Placeholder item" "$bin/$name" widget --preview
expect "status before a refresh" "not loaded yet" "$bin/$name" status
expect "refresh" "reloaded" "$bin/$name" refresh
expect "status" "$first" "$bin/$name" status
expect "status --format waybar" "\"text\":\"$first\"" "$bin/$name" status --format waybar
expect "widget" "The only way out is through." "$bin/$name" widget
expect "show" "Robert Frost" "$bin/$name" show 2

step "Tools/install.sh --bin-dir $bin"
home=$work/home
mkdir -p "$home"
export HOME=$home XDG_DATA_HOME=$home/.local/share XDG_CONFIG_HOME=$home/.config
Tools/install.sh --prefix "$work/prefix" --bin-dir "$bin" </dev/null
for file in "bin/$name" "share/man/man1/$name.1" "share/applications/$name.desktop"; do
  [ -s "$work/prefix/$file" ] || fail "install.sh did not install $file"
done
expect "the installed $name" "$first" "$work/prefix/bin/$name" status
Tools/install.sh --prefix "$work/prefix" --uninstall </dev/null
[ ! -e "$work/prefix/bin/$name" ] || fail "--uninstall left bin/$name"

printf '\nnew-app-check: Tools/new-app %s built, tested, ran and installed in %ss\n' \
  "$name" "$((SECONDS - started))"
