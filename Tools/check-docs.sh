#!/usr/bin/env bash
# Checks the claims of the docs that a script can check, and prints one line on stderr per
# claim that is false (FILE:LINE: what is wrong):
#   1. versions: every `from: "X.Y.Z"` in a README or CONTRIBUTING.md is the current release
#      line's X.Y.0 (ProjectVersion.current; CONTRIBUTING's "Versions and releases" sets them
#      at a major or minor release, so a patch release changes none of them),
#   2. the template's types: every Swift type name in backticks in Tools/app-template/README.md
#      is in what Tools/new-app writes for `quotes` (the template's sources with the names made
#      quotes', quote's), or else declared in the repository's Swift sources,
#   3. the commands shown: in the code blocks of every README (but Swift's), each `APP WORD`
#      of an app of the registry (Apps/apps.tsv) names a command that `APP --help` lists, each
#      `--option` after it is one that `APP WORD --help` lists, and each `Tools/…` path named
#      is a file of the repository,
#   4. CONTRIBUTING.md's sizes and folders: no Swift file under Packages/ has more than 300
#      lines; a domain module with folders has Model/, Routes/ and Errors/.
# It runs the built apps' help: by default it builds them first (`swift build` with the flags
# of Tools/test-all.sh, so the two share one build); `--bin-dir DIR` takes them from DIR.
# Tools/test-all.sh runs it (the step "docs").
# Usage: Tools/check-docs.sh [--bin-dir DIR]
# Exit codes: 0 every claim checked holds, 1 a false claim, 64 bad usage, 70 the build failed.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=
case "$#:${1:-}" in
  0:) ;;
  2:--bin-dir) bin=$2 ;;
  *) echo "check-docs: usage: Tools/check-docs.sh [--bin-dir DIR]" >&2; exit 64 ;;
esac
# shellcheck source=Tools/apps.sh
source Tools/apps.sh

false_claims=0
claim() { # claim FILE:LINE MESSAGE: one false claim, one line
  printf 'check-docs: %s: %s\n' "$1" "$2" >&2
  false_claims=$((false_claims + 1))
}
work=$(mktemp -d "${TMPDIR:-/tmp}/check-docs.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The docs: every README and CONTRIBUTING.md git knows, modified or not (CHANGELOG.md is history).
mapfile -t readmes < <(git ls-files --cached --others --exclude-standard -- 'README.md' '*/README.md')

# 1. Versions.
version_file=Packages/AppCommandLine/Sources/AppCommandLine/Main/ProjectVersion.swift
current=$(sed -n 's/.*static let current = "\([0-9.]*\)".*/\1/p' "$version_file")
[[ $current =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || {
  echo "check-docs: no version in $version_file" >&2
  exit 70
}
release_line=${current%.*}.0
while IFS=: read -r file line text; do
  for found in $(grep -oE 'from: "[0-9]+\.[0-9]+\.[0-9]+"' <<<"$text" | cut -d'"' -f2); do
    [ "$found" = "$release_line" ] ||
      claim "$file:$line" "from: \"$found\" is not the current release line's from: \"$release_line\" (ProjectVersion.current is $current)"
  done
done < <(grep -nHE 'from: "[0-9]+\.[0-9]+\.[0-9]+"' -- "${readmes[@]}" CONTRIBUTING.md || true)

# 2. The template's types.
template=Tools/app-template
find "$template" -name '*.swift' -type f -print0 | xargs -0 cat |
  sed -e 's/__NAME__/QUOTES/g' -e 's/__Name__/Quotes/g' -e 's/__name__/quotes/g' \
    -e 's/__Item__/Quote/g' -e 's/__item__/quote/g' |
  grep -oE '[A-Za-z_][A-Za-z0-9_]*' | sort -u >"$work/template-words"
mapfile -t swift_sources < <(git ls-files -- '*.swift' | grep -v "^$template/")
while IFS=: read -r line name; do
  grep -qxF -- "$name" "$work/template-words" && continue
  grep -sqE "(struct|class|enum|protocol|actor|typealias) $name\b" -- "${swift_sources[@]}" &&
    continue
  claim "$template/README.md:$line" "\`$name\` is no type Tools/new-app writes (for quotes) nor one of the repository's"
done < <(grep -noE '`[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*`' "$template/README.md" | tr -d '`')

# 3. The commands shown. Each code line as FILE:LINE:TEXT, Swift's blocks left out.
awk '
  /^ *```/ { if (fence) { fence = 0 } else { fence = 1; swift = ($0 ~ /```swift/) } next }
  fence && !swift { print FILENAME ":" FNR ":" $0 }
' "${readmes[@]}" >"$work/code"

if [ -z "$bin" ]; then
  swift build -Xswiftc -warnings-as-errors >"$work/build.log" 2>&1 </dev/null || {
    echo "check-docs: swift build failed: $(grep -m 1 'error:' "$work/build.log" || tail -n 1 "$work/build.log")" >&2
    exit 70
  }
  bin=$(swift build --show-bin-path)
fi
help_of() { # help_of APP [COMMAND]: the help, kept in $work (once per command)
  local file="$work/help-${*// /-}"
  if [ ! -e "$file" ]; then
    "$bin/$1" "${@:2}" --help >"$file" 2>/dev/null </dev/null || : >"$file"
  fi
  cat -- "$file"
}
commands_of() { # commands_of APP: the COMMANDS section's first words
  help_of "$1" | awk '/^COMMANDS/ { on = 1; next } on && /^$/ { exit } on { print $1 }'
}
for app in "${apps[@]}"; do
  [ -x "$bin/$app" ] || { echo "check-docs: no $bin/$app: build it first" >&2; exit 70; }
  [ -n "$(commands_of "$app")" ] || claim "$bin/$app" "--help lists no COMMANDS"
done
apps_pattern=$(IFS='|' && printf '%s' "${apps[*]}")
# An app's name as a word (after a path's `/` too), a space, a command word; then its options,
# up to where the shell command ends (a pipe, a redirection, a comment, a quote, a bracket).
command_pattern="(^|[^A-Za-z0-9_.:-])($apps_pattern) +([a-z][a-z-]*)([^|;&<>#\"'()]*)"
while IFS=: read -r file line text; do
  rest=$text
  while [[ $rest =~ $command_pattern ]]; do
    app=${BASH_REMATCH[2]} command=${BASH_REMATCH[3]} options=${BASH_REMATCH[4]}
    rest=${rest#*"${BASH_REMATCH[0]}"}
    if ! commands_of "$app" | grep -qxF -- "$command"; then
      claim "$file:$line" "\`$app $command\`: $app --help lists no command $command"
      continue
    fi
    for option in $(grep -oE '(^|[ [])--[a-z][a-z-]*' <<<"$options" | tr -d '[' || true); do
      help_of "$app" "$command" | grep -qE -- "(^|[^a-z-])$option([^a-z-]|$)" ||
        claim "$file:$line" "\`$app $command $option\`: $app $command --help lists no $option"
    done
  done
  for path in $(grep -oE '(^|[^A-Za-z0-9_./-])Tools/[A-Za-z0-9_./-]*[A-Za-z0-9_]' <<<"$text" |
    sed 's|^[^T]*||'); do
    [ -e "$path" ] || claim "$file:$line" "$path: no such file"
  done
done <"$work/code"

# 4. CONTRIBUTING's sizes and folders.
while read -r lines file; do
  [ "$file" = total ] || [ "$lines" -le 300 ] ||
    claim "$file" "$lines lines: CONTRIBUTING.md says no file in Packages/ passes 300"
done < <(git ls-files -z --cached --others --exclude-standard -- 'Packages/*.swift' |
  xargs -0 wc -l 2>/dev/null)
for module in Packages/*/Sources/*Domain; do
  [ -n "$(find "$module" -mindepth 1 -maxdepth 1 -type d)" ] || continue # flat, as new-app writes
  for folder in Model Routes Errors; do
    [ -d "$module/$folder" ] ||
      claim "$module" "no $folder/: CONTRIBUTING.md says a domain module with folders has it"
  done
done

if [ "$false_claims" -gt 0 ]; then
  echo "check-docs: $false_claims false claims in the docs" >&2
  exit 1
fi
echo "check-docs: the versions, the template's types, the commands shown, the sizes and folders hold"
