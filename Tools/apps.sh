# Sourced by the scripts in Tools/ (not run alone): sets `apps`, the names of the apps in the
# registry (Apps/apps.tsv), in its order. A script that loops over the apps reads them here,
# so adding an app is one line in the registry, not one more name in every script.
registry="$(dirname "${BASH_SOURCE[0]}")/../Apps/apps.tsv"
apps=()
while read -r name _; do
  case "$name" in "" | "#"*) continue ;; esac
  apps+=("$name")
done < "$registry"
[ ${#apps[@]} -gt 0 ] || { echo "no app in $registry" >&2; exit 70; }
# other_base_url_variables NAME: the registry's other base-URL variables of the app NAME, one
# per line (votes: CONGRESS_BASE_URL).
other_base_url_variables() {
  awk -v app="$1" '$1 == app && $3 != "-" { n = split($3, v, ","); for (i = 1; i <= n; i++) print v[i] }' "$registry"
}
# variable_prefix NAME: the prefix of the app's variables (TODOS for todos).
variable_prefix() {
  awk -v app="$1" '$1 == app { print $2 }' "$registry"
}
