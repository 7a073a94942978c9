#!/usr/bin/env bash
# The idle test (issue 15): handheld in a real X window under Xvfb, left alone. With nothing animating and
# no input the window must sleep in SDL's event wait and draw nothing: over 5 seconds the process may use
# at most 0.05 s of CPU time (user + system, from /proc/PID/stat). Then Ctrl+S must still be answered (the
# wait wakes for input). Each scene given is measured in turn (default: the catalog and master-detail).
set -euo pipefail
binary=${1:-.build/debug/handheld}
shift || true
scenes=("$@")
[ ${#scenes[@]} -gt 0 ] || scenes=(catalog master-detail)
source "$(dirname "$0")/lib/xvfb.sh"
window_test 200 60
ticks_per_second=$(getconf CLK_TCK)
# cpu_ticks PID: user + system time so far, in clock ticks (fields 14 and 15 of /proc/PID/stat; the command
# name in field 2 is in parentheses and has no spaces here).
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
fail() { echo "idle CPU test: FAILED: $*"; cat app.err 2>/dev/null || true; exit 1; }

for scene in "${scenes[@]}"; do
    rm -rf screenshots
    "$binary" --scene "$scene" --device iphone-8 --zoom 1 >app.out 2>app.err &
    app=$!
    window=$(find_window)
    [ -n "$window" ] || fail "$scene: the window did not appear"
    # Let start-up finish (fonts, the first frames, anything the scene animates in).
    sleep 2
    kill -0 "$app" 2>/dev/null || fail "$scene: the app died"
    before=$(cpu_ticks "$app")
    sleep 5
    after=$(cpu_ticks "$app")
    used=$(( after - before ))
    seconds=$(awk -v t="$used" -v hz="$ticks_per_second" 'BEGIN { printf "%.3f", t / hz }')
    # 0.05 s, in ticks, rounded down (5 at the usual 100 Hz).
    limit=$(( ticks_per_second * 5 / 100 ))
    [ "$used" -le "$limit" ] || fail "$scene: used ${seconds} s of CPU in 5 s idle (limit 0.05 s)"
    timeout 5 xdotool key --window "$window" ctrl+s || fail "$scene: xdotool did not return"
    for _ in $(seq 50); do ls screenshots/*.png >/dev/null 2>&1 && break; sleep 0.1; done
    ls screenshots/*.png >/dev/null 2>&1 || fail "$scene: Ctrl+S was not answered after the idle wait"
    timeout 5 xdotool key --window "$window" ctrl+q 2>/dev/null || true
    for _ in $(seq 30); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$app" 2>/dev/null && fail "$scene: Ctrl+Q did not quit"
    wait "$app" || fail "$scene: the app exited with status $?"
    app=""
    echo "idle CPU test: $scene used ${seconds} s of CPU over 5 s idle (limit 0.05 s); Ctrl+S answered"
done
echo "idle CPU test passed"
