#!/usr/bin/env bash
# Installs the apps of the registry (Apps/apps.tsv: todos, dadjokes, votes) for the current
# user: the binaries, shell completions,
# man pages, desktop entries (so todos://, dadjokes:// and votes:// links open the apps) and,
# if asked, the systemd user units that keep the placed widgets fresh. Every file it writes
# is listed in a manifest under the prefix, and --uninstall removes exactly those.
#
# Usage: Tools/install.sh [--prefix DIR] [--with-service timer|daemon] [--uninstall]
#                         [--dry-run] [--bin-dir DIR]
#   --prefix DIR        where to install (default ~/.local): DIR/bin, DIR/share/man/man1,
#                       DIR/share/applications, DIR/share/zsh/site-functions
#   --with-service K    also install and enable the refresher: a timer running
#                       `APP refresh --if-due` every 5 minutes, or a daemon running `APP service`
#   --uninstall         remove what an earlier install under the prefix wrote
#   --dry-run           print every action, do none
#   --bin-dir DIR       install the executables already built in DIR instead of building
#                       (swift build -c release, with the static Swift standard library when
#                       it links)
# Bash completions go to bash-completion's user folder, fish's to its user folder, units to
# ~/.config/systemd/user (XDG variables respected).
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=Tools/apps.sh
source Tools/apps.sh
prefix="$HOME/.local"
service=""
uninstall=false
dry=false
bin_dir=""
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix=${2:?--prefix needs a folder}; shift 2 ;;
    --with-service) service=${2:?--with-service needs timer or daemon}; shift 2 ;;
    --uninstall) uninstall=true; shift ;;
    --dry-run) dry=true; shift ;;
    --bin-dir) bin_dir=${2:?--bin-dir needs a folder}; shift 2 ;;
    -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown option $1; see --help" >&2; exit 64 ;;
  esac
done
case "$service" in ""|timer|daemon) ;; *) echo "install.sh: --with-service takes timer or daemon" >&2; exit 64 ;; esac
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac

data_home=${XDG_DATA_HOME:-$HOME/.local/share}
config_home=${XDG_CONFIG_HOME:-$HOME/.config}
bash_dir=${BASH_COMPLETION_USER_DIR:-$data_home/bash-completion}/completions
fish_dir=$config_home/fish/completions
zsh_dir=$prefix/share/zsh/site-functions
units_dir=$config_home/systemd/user
manifest=$prefix/share/widgets-for-linux/install-manifest

say() { printf '%s\n' "$*"; }
run() { # run COMMAND...: print it, and run it unless --dry-run
  say "$*"
  $dry || "$@"
}
user_manager() { command -v systemctl >/dev/null 2>&1 && systemctl --user show-environment >/dev/null 2>&1; }

if $uninstall; then
  if [ ! -f "$manifest" ]; then
    echo "install.sh: nothing was installed under $prefix (no $manifest)" >&2
    exit 66
  fi
  had_units=false
  if grep -q '/systemd/user/' "$manifest"; then
    had_units=true
    units=$(grep '/systemd/user/' "$manifest" | sed 's|.*/||' | grep -e '\.timer$' -e '^[a-z]*\.service$' || true)
    if [ -n "$units" ] && user_manager; then
      run systemctl --user disable --now $units
    elif [ -n "$units" ]; then
      say "no systemd user manager here; run: systemctl --user disable --now $units"
    fi
  fi
  while IFS= read -r file; do
    [ -e "$file" ] || [ -L "$file" ] || continue
    run rm -f -- "$file"
  done < "$manifest"
  run rm -f -- "$manifest"
  if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$prefix/share/applications" ] \
    && ls "$prefix/share/applications/"*.desktop >/dev/null 2>&1; then
    run update-desktop-database "$prefix/share/applications"
  fi
  if [ -f "$manifest.dirs" ]; then
    mapfile -t dirs < "$manifest.dirs"
    run rm -f -- "$manifest.dirs"
    for dir in "${dirs[@]}"; do
      if [ -d "$dir" ] && [ -z "$(ls -A -- "$dir")" ]; then run rmdir -- "$dir"; fi
    done
  fi
  if $had_units && user_manager; then run systemctl --user daemon-reload; fi
  say "uninstalled from $prefix (the x-scheme-handler defaults in mimeapps.list are left: they name files that are gone)"
  exit 0
fi

# Stop before changing anything when a destination cannot be written.
writable() { # writable DIR: DIR, or the nearest folder above it that exists, is writable
  local dir=$1
  while [ ! -e "$dir" ]; do dir=$(dirname -- "$dir"); done
  [ -d "$dir" ] && [ -w "$dir" ]
}
for dir in "$prefix" "$bash_dir" "$fish_dir" ${service:+"$units_dir"}; do
  if ! writable "$dir"; then
    echo "install.sh: cannot write to $dir; nothing was changed" >&2
    exit 73
  fi
done

# 1. The executables.
if [ -z "$bin_dir" ]; then
  if $dry; then
    say "swift build -c release --static-swift-stdlib (or without it, if it does not link)"
    bin_dir=.build/release
  else
    # The three products only: the test-support libraries need the toolchain's shared
    # Testing module, which a static standard library build cannot link.
    build() { for app in "${apps[@]}"; do swift build -c release --product "$app" "$@" || return 1; done; }
    if build --static-swift-stdlib; then
      say "built with the static Swift standard library (it starts faster)"
    else
      say "the static Swift standard library does not link here (it needs libcurl4-openssl-dev and libxml2-dev); building without it"
      build
    fi
    bin_dir=$(swift build -c release --show-bin-path)
  fi
fi
for app in "${apps[@]}"; do
  $dry || [ -x "$bin_dir/$app" ] || { echo "install.sh: no $bin_dir/$app" >&2; exit 66; }
done

installed=()
created=()
make_dir() { # make_dir DIR: mkdir -p, remembering each folder it creates
  local dir=$1 missing=()
  while [ ! -e "$dir" ]; do missing+=("$dir"); dir=$(dirname -- "$dir"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  created+=("${missing[@]}")
  mkdir -p -- "$1"
}

put() { # put MODE DEST COMMAND...: write what COMMAND prints to DEST, atomically, with MODE
  local mode=$1 dest=$2
  shift 2
  say "install -m $mode -> $dest"
  installed+=("$dest")
  $dry && return 0
  make_dir "$(dirname -- "$dest")"
  local temporary
  temporary=$(mktemp "$(dirname -- "$dest")/.install.XXXXXX")
  "$@" > "$temporary"
  chmod "$mode" "$temporary"
  mv -f -- "$temporary" "$dest"
}

for app in "${apps[@]}"; do
  put 755 "$prefix/bin/$app" cat "$bin_dir/$app"
done
# Everything else comes from the installed executable itself, so it matches it exactly.
for app in "${apps[@]}"; do
  exe="$prefix/bin/$app"
  $dry && exe="$bin_dir/$app"
  put 644 "$bash_dir/$app" "$exe" generate completions bash
  put 644 "$zsh_dir/_$app" "$exe" generate completions zsh
  put 644 "$fish_dir/$app.fish" "$exe" generate completions fish
  put 644 "$prefix/share/man/man1/$app.1" "$exe" generate man
  put 644 "$prefix/share/applications/$app.desktop" "$exe" generate desktop-entry --exec "$prefix/bin/$app"
done

# 2. The scheme handlers.
if command -v update-desktop-database >/dev/null 2>&1; then
  [ -e "$prefix/share/applications/mimeinfo.cache" ] || installed+=("$prefix/share/applications/mimeinfo.cache")
  run update-desktop-database "$prefix/share/applications"
else
  say "update-desktop-database is not installed; skipping the desktop database"
fi
if command -v xdg-mime >/dev/null 2>&1; then
  for app in "${apps[@]}"; do run xdg-mime default "$app.desktop" "x-scheme-handler/$app"; done
else
  say "xdg-mime is not installed (xdg-utils); links will not open until you run:"
  for app in "${apps[@]}"; do say "  xdg-mime default $app.desktop x-scheme-handler/$app"; done
fi

# 3. The refresher.
if [ -n "$service" ]; then
  flag=--timer; [ "$service" = daemon ] && flag=--service
  enable=()
  for app in "${apps[@]}"; do
    exe="$prefix/bin/$app"
    $dry && exe="$bin_dir/$app"
    "$exe" generate systemd "$flag" --exec "$prefix/bin/$app" > "${TMPDIR:-/tmp}/units.$$"
    while IFS= read -r name; do
      put 644 "$units_dir/$name" awk -v name="$name" \
        '$0 == "# ~/.config/systemd/user/" name { on = 1; next } /^# ~\/.config\/systemd\/user\// { on = 0 } on' \
        "${TMPDIR:-/tmp}/units.$$"
    done < <(sed -n 's|^# ~/.config/systemd/user/||p' "${TMPDIR:-/tmp}/units.$$")
    rm -f "${TMPDIR:-/tmp}/units.$$"
    if [ "$service" = timer ]; then enable+=("$app-refresh.timer"); else enable+=("$app.service"); fi
  done
  if user_manager; then
    run systemctl --user daemon-reload
    run systemctl --user enable --now "${enable[@]}"
  else
    say "no systemd user manager is reachable; to start the refresher, run:"
    say "  systemctl --user daemon-reload && systemctl --user enable --now ${enable[*]}"
  fi
fi

# 4. The manifest: what this and earlier installs under the prefix wrote.
if ! $dry; then
  make_dir "$(dirname -- "$manifest")"
  { [ -f "$manifest" ] && cat "$manifest"; printf '%s\n' "${installed[@]}"; } | sort -u > "$manifest.new"
  mv -f -- "$manifest.new" "$manifest"
  # The folders this run created, deepest first, so --uninstall can remove them when empty.
  { [ -f "$manifest.dirs" ] && cat "$manifest.dirs"; printf '%s\n' "${created[@]}"; } \
    | awk 'NF' | sort -u -r > "$manifest.dirs.new"
  mv -f -- "$manifest.dirs.new" "$manifest.dirs"
fi
say "installed into $prefix (manifest: $manifest)"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) say "add $prefix/bin to PATH to run the apps by name" ;; esac
