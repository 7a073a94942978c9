#!/usr/bin/env bash
# The run-loop window test (issue 35): handheld in a real X window under Xvfb on the `mail-loading` scene,
# whose inbox is filled by a Task.detached handing its messages to the main actor (MainActor.run). The
# window sleeps in SDL's event wait, so the hand-back must wake it: the rows must be in the tree saved by
# Ctrl+S within a second and a half, with no input in between. Then, idle, the window must use at most
# 0.05 s of CPU over 3 seconds (the main-queue watcher sleeps in poll, like the window in SDL's wait).
set -euo pipefail
binary=${1:-.build/debug/handheld}
source "$(dirname "$0")/lib/xvfb.sh"
window_test 260 60
ticks_per_second=$(getconf CLK_TCK)
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
fail() { echo "run-loop window test: FAILED: $*"; cat app.err 2>/dev/null || true; exit 1; }

"$binary" --scene mail-loading --device iphone-8 --zoom 1 >app.out 2>app.err &
app=$!
window=$(find_window)
[ -n "$window" ] || fail "the window did not appear"
sleep 1.5
kill -0 "$app" 2>/dev/null || fail "the app died"
before=$(cpu_ticks "$app")
sleep 3
after=$(cpu_ticks "$app")
used=$(( after - before ))
seconds=$(awk -v t="$used" -v hz="$ticks_per_second" 'BEGIN { printf "%.3f", t / hz }')
limit=$(( ticks_per_second * 5 / 100 ))
[ "$used" -le "$limit" ] || fail "used ${seconds} s of CPU in 3 s idle after the load (limit 0.05 s)"
timeout 5 xdotool key --window "$window" ctrl+s || fail "xdotool did not return"
for _ in $(seq 50); do ls screenshots/*.json >/dev/null 2>&1 && break; sleep 0.1; done
tree=$(ls screenshots/*.json 2>/dev/null | head -n 1)
[ -n "$tree" ] || fail "Ctrl+S was not answered"
rows=$(grep -o '"message-[0-9]*"' "$tree" | sort -u | wc -l)
[ "$rows" -ge 3 ] || fail "the inbox shows $rows message rows; the background load did not reach the window"
tr -d ' \n' < "$tree" | grep -q '"badge":"14"' || fail "the inbox tab has no badge of 14"
timeout 5 xdotool key --window "$window" ctrl+q 2>/dev/null || true
for _ in $(seq 30); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
kill -0 "$app" 2>/dev/null && fail "Ctrl+Q did not quit"
wait "$app" || fail "the app exited with status $?"
app=""
echo "run-loop window test passed: $rows message rows handed back to the main actor; ${seconds} s of CPU over 3 s idle"
