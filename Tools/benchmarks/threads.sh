# Sourced by the benchmark scripts here (not run alone): how often a process's threads wake,
# from the context switches in /proc/PID/task/*/status (daemon-cost.sh, http-cost.sh).
# threads PID FILE: appends "TID SWITCHES COMM" for each of PID's threads to FILE, then "--"
# (each wake-up is at least one switch; plain bash reads, so sampling forks nothing).
threads() {
  local task comm key value n
  for task in /proc/"$1"/task/*; do
    n=0
    { read -r comm < "$task/comm" && while read -r key value _; do
      case $key in *ctxt_switches:) n=$((n + value)) ;; esac
    done < "$task/status"; } 2> /dev/null || continue
    printf '%s %s %s\n' "${task##*/}" "$n" "$comm"
  done >> "$2"
  echo -- >> "$2"
}
# woke FILE MICROSECONDS: "MONITOR OTHERS LIST" from a file of `threads` samples taken over
# that time: the switches per minute of the workqueue monitor and of every other thread, and
# each thread that switched (comm:TID×switches). A thread counts from the first sample, or
# from 0 when it started later; one that ended counts until its last sample.
woke() {
  awk -v us="$2" '$1 == "--" { s++; next }
    { if (!($1 in first)) first[$1] = s ? 0 : $2; last[$1] = $2; comm[$1] = $3 }
    END { for (t in last) { d = last[t] - first[t]
        if (comm[t] ~ /qos\.overcommit$/) wq += d; else own += d
        if (d > 0) list = list sprintf(" %s:%s×%d", comm[t], t, d) }
      printf "%.1f %.1f%s\n", wq * 60e6 / us, own * 60e6 / us, list }' "$1"
}
