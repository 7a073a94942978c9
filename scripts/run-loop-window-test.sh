#!/usr/bin/env bash
# The run-loop window test (issue 35): handheld in a real X window under Xvfb on the `mail-loading` scene,
# whose inbox is filled by a Task.detached handing its messages to the main actor (MainActor.run). The
# window sleeps in SDL's event wait, so the hand-back must wake it: the rows must be in the tree saved by
# Ctrl+S within a second and a half, with no input in between. Then, idle, the window must use at most
# 0.05 s of CPU over 3 seconds (the main-queue watcher sleeps in poll, like the window in SDL's wait).
# Then the `run-loop` scene: each way of handing work to the main thread must run without input.
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
quit() {
    timeout 5 xdotool key --window "$window" ctrl+q 2>/dev/null || true
    for _ in $(seq 30); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$app" 2>/dev/null && fail "Ctrl+Q did not quit"
    wait "$app" || fail "the app exited with status $?"
    app=""
}
quit

# The run-loop scene: every probe (main queue, perform, main-actor task, detached task, notification on
# .main, a 0.8 s Timer, a 1 s asyncAfter) must have run two and a half seconds later, with no input: the
# window is asleep when the timer and the asyncAfter come due.
rm -rf screenshots
"$binary" --scene run-loop --device iphone-8 --zoom 1 >app.out 2>app.err &
app=$!
window=$(find_window)
[ -n "$window" ] || fail "run-loop: the window did not appear"
sleep 2.5
timeout 5 xdotool key --window "$window" ctrl+s || fail "xdotool did not return"
for _ in $(seq 50); do ls screenshots/*.json >/dev/null 2>&1 && break; sleep 0.1; done
tree=$(ls screenshots/*.json 2>/dev/null | head -n 1)
[ -n "$tree" ] || fail "run-loop: Ctrl+S was not answered"
# probe NAME: the seconds after the probes started at which NAME ran (its label: "NAME: ran N at +S s").
probe() { grep -o "\"$1: ran [0-9]* at +[0-9.]* s\"" "$tree" | grep -o '+[0-9.]*' | tr -d + || true; }
for name in main-queue perform task detached notification timer async-after; do
    [ -n "$(probe "$name")" ] || fail "run-loop: $name did not run in the window ($(grep -o "\"$name: [^\"]*\"" "$tree"))"
done
# On time: the window woke for them by itself, not for the Ctrl+S at 2.5 s.
awk -v t="$(probe timer)" 'BEGIN { exit !(t >= 0.8 && t < 1.4) }' || fail "run-loop: the 0.8 s Timer ran at +$(probe timer) s"
awk -v t="$(probe async-after)" 'BEGIN { exit !(t >= 1.0 && t < 1.6) }' || fail "run-loop: the 1 s asyncAfter ran at +$(probe async-after) s"
quit
echo "run-loop window test passed: $rows message rows handed back to the main actor; ${seconds} s of CPU over 3 s idle; all 7 run-loop probes ran"
