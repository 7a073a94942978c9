#!/usr/bin/env bash
# The memory soak: resident memory must follow what is alive, not what ever was. Each workload runs
# headless (`handheld run`) twice, N cycles and 4N cycles, and GNU time reports the peak resident set of
# each; the 4N figure must be within 5 % of the N figure:
#   scroll   scene top-tracks, then `wheel 0 600` / `wheel 0 -600` with `wait 0.05` between (every row
#            that scrolls into view adds constraints to the window's solver and takes them out again)
#   scenes   every scene in turn (`handheld scenes`), `wait 0.05` after each
#   devices  every device in turn (`handheld devices`), `wait 0.5` after each (its transition ends)
# Usage: scripts/memory-soak.sh BINARY [N] [TOLERANCE_PERCENT]. `make test` runs a short debug one,
# `make soak` a longer release one.
set -euo pipefail
binary=${1:-.build/debug/handheld}
n=${2:-25}
tolerance=${3:-5}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
command -v /usr/bin/time >/dev/null || { echo "memory soak: FAILED: /usr/bin/time (GNU time) is missing"; exit 1; }

scenes=$("$binary" scenes | awk '{ print $1 }')
devices=$("$binary" devices | awk '{ print $1 }')

# write_script KIND CYCLES FILE
write_script() {
    local kind=$1 cycles=$2 file=$3
    {
        case $kind in
            scroll)
                echo "scene top-tracks"
                for _ in $(seq "$cycles"); do printf 'wheel 0 600\nwait 0.05\nwheel 0 -600\nwait 0.05\n'; done ;;
            scenes)
                for _ in $(seq "$cycles"); do
                    for scene in $scenes; do printf 'scene %s\nwait 0.05\n' "$scene"; done
                done ;;
            devices)
                for _ in $(seq "$cycles"); do
                    for device in $devices; do printf 'device %s\nwait 0.5\n' "$device"; done
                done ;;
        esac
    } > "$file"
}

# peak_kb KIND CYCLES: the peak resident set of one run, in KiB.
peak_kb() {
    local script="$tmp/$1-$2.txt"
    write_script "$1" "$2" "$script"
    /usr/bin/time -f '%M' -o "$tmp/time" "$binary" run "$script" --out "$tmp/out" >/dev/null 2>"$tmp/err" \
        || { echo "memory soak: FAILED: $1 × $2 did not run"; cat "$tmp/err"; exit 1; }
    tail -n 1 "$tmp/time"
}

failed=0
for kind in scroll scenes devices; do
    small=$(peak_kb "$kind" "$n")
    large=$(peak_kb "$kind" $((4 * n)))
    growth=$(awk -v a="$small" -v b="$large" 'BEGIN { printf "%.1f", (b - a) * 100 / a }')
    verdict=ok
    if awk -v a="$small" -v b="$large" -v t="$tolerance" 'BEGIN { exit !(b > a * (1 + t / 100)) }'; then
        verdict="FAILED (over ${tolerance} %)"
        failed=1
    fi
    printf 'memory soak: %-7s %6d cycles %8.1f MiB, %6d cycles %8.1f MiB, %+5s %%  %s\n' "$kind" "$n" \
        "$(awk -v k="$small" 'BEGIN { print k / 1024 }')" $((4 * n)) "$(awk -v k="$large" 'BEGIN { print k / 1024 }')" \
        "$growth" "$verdict"
done
exit "$failed"
