#!/usr/bin/env bash
# Installs the apps of the registry (Apps/apps.tsv: todos, dadjokes, votes) for the current
# user: one program that holds them all (widgets-for-linux, stripped) with a link named after
# each app (todos -> widgets-for-linux), shell completions, man pages, desktop entries (so
# todos://, dadjokes:// and votes:// links open the apps) and, if asked, the systemd user units that
# keep the placed widgets fresh and the XDG autostart entries that put each app's widget in
# the desktop's tray at login. Every file is made first, in a private folder (a prefix the
# entries cannot carry changes nothing), then listed in a manifest as it is written, which is
# what --uninstall removes. It ends with what PATH, XDG_DATA_DIRS or fpath still lack.
#
# Usage: Tools/install.sh [--prefix DIR] [--with-service timer|daemon] [--with-tray]
#                         [--uninstall] [--dry-run] [--bin-dir DIR]
#   --prefix DIR        where to install (default ~/.local): DIR/bin, DIR/share/man/man1,
#                       DIR/share/applications, DIR/share/zsh/site-functions
#   --with-service K    also install and enable the refresher: a timer running
#                       `APP refresh --if-due` every 5 minutes, or a daemon running `APP service`
#   --with-tray         also start `APP tray` at login: ~/.config/autostart/APP-tray.desktop
#                       (XDG autostart; KDE, XFCE, LXQt, MATE, Cinnamon, Budgie, GNOME)
#   --uninstall         remove what an earlier install under the prefix wrote
#   --dry-run           print every action, do none
#   --bin-dir DIR       install the program already built in DIR instead of building it
#                       (swift build -c release --product widgets-for-linux, with the static
#                       Swift standard library when it links; libcurl4-openssl-dev is needed)
# Bash and fish completions go to their user folders, units to ~/.config/systemd/user and
# autostart entries to ~/.config/autostart (XDG).
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=Tools/apps.sh
source Tools/apps.sh
# The one program every app is (Program/main.swift); each app is a link to it.
program=widgets-for-linux
prefix="$HOME/.local"
service=""
tray=false
uninstall=false
dry=false
bin_dir=""
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix=${2:?--prefix needs a folder}; shift 2 ;;
    --with-service) service=${2:?--with-service needs timer or daemon}; shift 2 ;;
    --with-tray) tray=true; shift ;;
    --uninstall) uninstall=true; shift ;;
    --dry-run) dry=true; shift ;;
    --bin-dir) bin_dir=${2:?--bin-dir needs a folder}; shift 2 ;;
    -h|--help) awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; exit 0 ;;
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
autostart_dir=$config_home/autostart
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
    && [ -n "$(find "$prefix/share/applications" -maxdepth 1 -type f -name '*.desktop')" ]; then
    run update-desktop-database "$prefix/share/applications"
  fi
  if [ -f "$manifest.dirs" ]; then
    # Deepest first (an install that stopped half-way left them unsorted).
    mapfile -t dirs < <(awk 'NF' "$manifest.dirs" | sort -u -r)
    run rm -f -- "$manifest.dirs"
    for dir in "${dirs[@]}"; do
      if [ -d "$dir" ] && [ -z "$(ls -A -- "$dir")" ]; then run rmdir -- "$dir"; fi
    done
  fi
  if $had_units && user_manager; then run systemctl --user daemon-reload; fi
  say "uninstalled from $prefix (the x-scheme-handler defaults in mimeapps.list are left: they name files that are gone)"
  exit 0
fi

# Stop before changing anything when a destination cannot be written or cannot be listed in
# the manifest, which holds one path a line.
newline=$'\n'
tray_dir=""
$tray && tray_dir=$autostart_dir
for dir in "$prefix" "$bash_dir" "$fish_dir" ${service:+"$units_dir"} ${tray_dir:+"$tray_dir"}; do
  case "$dir" in *"$newline"* | *$'\r'*)
    echo "install.sh: a folder to install into holds a line break; nothing was changed" >&2
    exit 64 ;;
  esac
done
writable() { # writable DIR: DIR, or the nearest folder above it that exists, is writable
  local dir=$1
  while [ ! -e "$dir" ]; do dir=$(dirname -- "$dir"); done
  [ -d "$dir" ] && [ -w "$dir" ]
}
for dir in "$prefix" "$bash_dir" "$fish_dir" ${service:+"$units_dir"} ${tray_dir:+"$tray_dir"}; do
  if ! writable "$dir"; then
    echo "install.sh: cannot write to $dir; nothing was changed" >&2
    exit 73
  fi
done

# A private folder for what is made before it is installed (mktemp: no name another user can
# predict), removed at the end.
stage=$(mktemp -d "${TMPDIR:-/tmp}/widgets-install.XXXXXX")
trap 'rm -rf -- "$stage"' EXIT

# 1. The program: one release build.
static_link_possible() { # libcurl, which Networking and the static FoundationNetworking link, is here
  command -v clang >/dev/null 2>&1 || return 0 # no compiler to ask: let the build find out
  printf 'int main(void) { return 0; }\n' > "$stage/probe.c"
  clang "$stage/probe.c" -o "$stage/probe" -lcurl >/dev/null 2>&1
}
if [ -z "$bin_dir" ]; then
  if $dry; then
    say "swift build -c release --product $program --static-swift-stdlib (or without it, if it does not link)"
    bin_dir=.build/release
  else
    # The program only: the test-support libraries need the toolchain's shared Testing
    # module, which a static standard library build cannot link.
    build() { swift build -c release --product "$program" "$@"; }
    if ! static_link_possible; then
      echo "install.sh: the apps need libcurl4-openssl-dev (libcurl and its headers, which the Swift toolchain needs on Linux too; the linker finds no libcurl here); nothing was changed" >&2
      exit 69
    elif build --static-swift-stdlib; then
      say "built with the static Swift standard library (it starts faster)"
    else
      say "the static Swift standard library does not link here; building without it"
      build
    fi
    bin_dir=$(swift build -c release --show-bin-path)
  fi
fi
built=true
if [ ! -x "$bin_dir/$program" ]; then
  $dry || { echo "install.sh: no $bin_dir/$program (swift build --product $program)" >&2; exit 66; }
  built=false
fi

# 2. Everything made first, in the private folder, from the executables to install: a path they
# refuse (a desktop entry or a unit cannot run a path with a quote, a space, a tab…) stops the
# install here, before anything is written. (A dry run without the executables makes nothing.)
modes=()
dests=()
sources=()
stage_file() { # stage_file MODE DEST FILE: install FILE (in the private folder) as DEST
  modes+=("$1")
  dests+=("$2")
  sources+=("$3")
}
make_file() { # make_file FILE COMMAND...: what COMMAND prints, in FILE; a refusal stops here
  local file=$1 status=0
  shift
  $built || return 0
  "$@" > "$file" 2> "$stage/error" || status=$?
  if [ "$status" -ne 0 ]; then
    printf 'install.sh: %s; nothing was changed\n' "$(head -n 1 "$stage/error")" >&2
    exit "$status"
  fi
}
stage_output() { # stage_output MODE DEST COMMAND...: what COMMAND prints, installed as DEST
  local file="$stage/${#dests[@]}"
  make_file "$file" "${@:3}"
  stage_file "$1" "$2" "$file"
}
file="$stage/${#dests[@]}"
if $built; then
  cp -- "$bin_dir/$program" "$file"
  # Without its symbol table: a quarter of the size, the same program.
  if ! command -v strip >/dev/null 2>&1 || ! strip -- "$file" 2>/dev/null; then
    say "strip (binutils) is missing or failed: the program is installed with its symbols"
  fi
fi
stage_file 755 "$prefix/bin/$program" "$file"
for app in "${apps[@]}"; do
  exe=("$bin_dir/$program" "$app")
  stage_output 644 "$bash_dir/$app" "${exe[@]}" generate completions bash
  stage_output 644 "$zsh_dir/_$app" "${exe[@]}" generate completions zsh
  stage_output 644 "$fish_dir/$app.fish" "${exe[@]}" generate completions fish
  stage_output 644 "$prefix/share/man/man1/$app.1" "${exe[@]}" generate man
  stage_output 644 "$prefix/share/applications/$app.desktop" "${exe[@]}" generate desktop-entry --exec "$prefix/bin/$app"
done
enable=()
if [ -n "$service" ]; then
  flag=--timer; [ "$service" = daemon ] && flag=--service
  for app in "${apps[@]}"; do
    if [ "$service" = timer ]; then enable+=("$app-refresh.timer"); else enable+=("$app.service"); fi
    $built || { say "(the units $app generate systemd $flag prints, into $units_dir)"; continue; }
    # Every unit, after a comment line naming its file: one file per unit.
    make_file "$stage/units" "$bin_dir/$program" "$app" generate systemd "$flag" --exec "$prefix/bin/$app"
    while IFS= read -r name; do
      file="$stage/${#dests[@]}"
      awk -v name="$name" \
        '$0 == "# ~/.config/systemd/user/" name { on = 1; next } /^# ~\/.config\/systemd\/user\// { on = 0 } on' \
        "$stage/units" > "$file"
      stage_file 644 "$units_dir/$name" "$file"
    done < <(sed -n 's|^# ~/.config/systemd/user/||p' "$stage/units")
  done
fi
if $tray; then
  # The executable's path passed `generate desktop-entry`'s check above: Exec can carry it.
  for app in "${apps[@]}"; do
    file="$stage/${#dests[@]}"
    printf '%s\n' "[Desktop Entry]" "Type=Application" "Name=$app tray" \
      "Comment=The $app widget in the desktop's tray" "Exec=$prefix/bin/$app tray" \
      "Icon=dialog-information" "Terminal=false" "NoDisplay=true" \
      "X-GNOME-Autostart-enabled=true" > "$file"
    stage_file 644 "$autostart_dir/$app-tray.desktop" "$file"
  done
fi

# 3. The files, each listed in the manifest as soon as it is written, so that --uninstall
# removes what an install that stopped half-way wrote.
make_dir() { # make_dir DIR: mkdir -p, listing each folder it creates (for --uninstall)
  local dir=$1 missing=()
  while [ ! -e "$dir" ]; do missing+=("$dir"); dir=$(dirname -- "$dir"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  mkdir -p -- "$1"
  printf '%s\n' "${missing[@]}" >> "$manifest.dirs"
}
record() { # record FILE: list FILE in the manifest
  $dry || printf '%s\n' "$1" >> "$manifest"
}
$dry || make_dir "$(dirname -- "$manifest")" # the manifest's own folder first
temporary=""
trap 'rm -rf -- "$stage"; [ -z "$temporary" ] || rm -f -- "$temporary"' EXIT
for index in "${!dests[@]}"; do
  dest=${dests[index]}
  say "install -m ${modes[index]} -> $dest"
  $dry && continue
  make_dir "$(dirname -- "$dest")"
  temporary=$(mktemp "$(dirname -- "$dest")/.install.XXXXXX")
  cp -- "${sources[index]}" "$temporary"
  chmod "${modes[index]}" "$temporary"
  mv -fT -- "$temporary" "$dest"
  temporary=""
  record "$dest"
done
# Each app, a link to the program by the app's name (which the program runs as).
for app in "${apps[@]}"; do
  dest=$prefix/bin/$app
  say "ln -s $program -> $dest"
  $dry && continue
  temporary=$(mktemp -u "$prefix/bin/.install.XXXXXX")
  ln -s -- "$program" "$temporary"
  mv -fT -- "$temporary" "$dest"
  temporary=""
  record "$dest"
done

# 4. The scheme handlers.
if command -v update-desktop-database >/dev/null 2>&1; then
  [ -e "$prefix/share/applications/mimeinfo.cache" ] || record "$prefix/share/applications/mimeinfo.cache"
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

# 5. The refresher.
if [ -n "$service" ]; then
  if user_manager; then
    run systemctl --user daemon-reload
    run systemctl --user enable --now "${enable[@]}"
  else
    say "no systemd user manager is reachable; to start the refresher, run:"
    say "  systemctl --user daemon-reload && systemctl --user enable --now ${enable[*]}"
  fi
fi

if $tray; then
  say "the tray items start at the next login (XDG autostart); to start one now: ${apps[0]} tray &"
fi

# 6. The manifest, sorted once the files are in place: what this and earlier installs wrote.
if ! $dry; then
  sort -u "$manifest" > "$manifest.new" && mv -f -- "$manifest.new" "$manifest"
  if [ -f "$manifest.dirs" ]; then
    awk 'NF' "$manifest.dirs" | sort -u -r > "$manifest.dirs.new"
    mv -f -- "$manifest.dirs.new" "$manifest.dirs"
  fi
  say "installed into $prefix (manifest: $manifest)"
else
  say "dry run: nothing was written; the files above would go into $prefix"
fi

# What a shell or a desktop still needs to find the files (the paths passed the desktop entry's
# check: no quote, space or $ in them).
case ":$PATH:" in *":$prefix/bin:"*) ;; *) say "add $prefix/bin to PATH to run the apps by name" ;; esac
case ":${XDG_DATA_DIRS:-/usr/local/share:/usr/share}:" in
  *":$prefix/share:"*) ;;
  *)
    if [ "$prefix/share" != "$data_home" ]; then
      say "links (${apps[0]}://…) open only when $prefix/share is on XDG_DATA_DIRS; add to ~/.profile:"
      say "  export XDG_DATA_DIRS=\"$prefix/share:\${XDG_DATA_DIRS:-/usr/local/share:/usr/share}\""
    fi
    ;;
esac
if command -v zsh >/dev/null 2>&1 \
  && ! zsh -fc 'for dir in $fpath; do [[ $dir == $1 ]] && exit 0; done; exit 1' zsh "$zsh_dir"; then
  say "zsh finds completions on \$fpath only; add to ~/.zshrc, before compinit:"
  say "  fpath=($zsh_dir \$fpath)"
fi
