#!/usr/bin/env bash
# Start-up time (issue 15), a measurement rather than a test: under Xvfb, `handheld --print-startup` (the
# milliseconds from process start to the first frame presented) and the same binary's bare SDL window
# (`--print-startup --bare`: one filled rectangle, the yardstick) are run alternately RUNS times each; the
# medians and their ratio are printed. Usage: scripts/startup-time.sh [BINARY] [RUNS] [handheld options…]
set -euo pipefail
binary=${1:-.build/release/handheld}
runs=${2:-9}
shift 2 || shift $# || true
source "$(dirname "$0")/lib/xvfb.sh"
unset SDL_VIDEODRIVER
start_xvfb 260 60
trap 'kill "$xvfb" 2>/dev/null || true' EXIT
ms() { "$@" | grep -o '[0-9]* ms' | grep -o '[0-9]*'; }
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
app=() bare=()
for _ in $(seq "$runs"); do
    bare+=("$(ms "$binary" --print-startup --bare)")
    app+=("$(ms "$binary" --print-startup "$@")")
done
a=$(printf '%s\n' "${app[@]}" | median)
b=$(printf '%s\n' "${bare[@]}" | median)
echo "bare SDL window: ${bare[*]} ms (median $b)"
echo "handheld:        ${app[*]} ms (median $a)"
awk -v a="$a" -v b="$b" 'BEGIN { printf "ratio: %.2f× (goal ≤ 1.5×)\n", a / b }'
