#!/usr/bin/env bash
# The real-window test (issue 8): handheld in a real X window under Xvfb, driven by xdotool. It opens
# master-detail on an iphone-8 at 100 %, opens a detail with a click, drags from the left edge half way and
# back (the swipe is cancelled), then past half way (the detail is popped), pressing Ctrl+S after each step,
# and checks the saved tree JSON: the navigation stack and the selected row.
set -euo pipefail
binary=${1:-.build/debug/handheld}
source "$(dirname "$0")/lib/xvfb.sh"
window_test 140 60
"$binary" --scene master-detail --device iphone-8 --zoom 1 >app.out 2>app.err &
app=$!
window=$(find_window)
fail() { echo "real-window test: FAILED: $*"; cat app.err; exit 1; }
[ -n "$window" ] || fail "the window did not appear"
x() { timeout 5 xdotool "$@" || fail "xdotool $* did not return"; }
save() { x key --window "$window" ctrl+s; sleep 0.8; ls -t screenshots/*.json | head -n 1; }
# Slow moves (30 ms apart) so that the release carries no fling; the pointer rests before it is let go.
drag() {
    x mousemove --window "$window" 2 400
    x mousedown 1
    for px in $(seq 10 10 "$1"); do x mousemove --window "$window" "$px" 400; sleep 0.03; done
    if [ -n "${2:-}" ]; then for px in $(seq "$1" -10 "$2"); do x mousemove --window "$window" "$px" 400; sleep 0.03; done; fi
    sleep 0.3
    x mouseup 1
    sleep 1.2
}
# stack FILE: the primary navigation stack; selected FILE: whether entry-2 is selected.
stack() { tr -d ' \n' < "$1" | grep -o '"stack":\[[^]]*\]' | head -n 1; }
selected() { tr -d ' \n' < "$1" | grep -o '"id":"entry-2"[^{]*"selected":[a-z]*' | grep -o '"selected":[a-z]*' || echo '"selected":absent'; }

# Row 2 of the master list: the navigation bar ends at 64 pt and rows are 44 pt tall.
x mousemove --window "$window" 180 $(( 64 + 2 * 44 + 22 ))
x click 1
sleep 1.2
opened=$(save)
[ "$(stack "$opened")" = '"stack":["Master","Detail"]' ] || fail "after the click: $(stack "$opened")"

drag 180 40
cancelled=$(save)
[ "$(stack "$cancelled")" = '"stack":["Master","Detail"]' ] || fail "after the cancelled swipe: $(stack "$cancelled")"

drag 300
popped=$(save)
[ "$(stack "$popped")" = '"stack":["Master"]' ] || fail "after the swipe back: $(stack "$popped")"
[ "$(selected "$popped")" = '"selected":false' ] || fail "the row is still selected after the pop: $(selected "$popped")"

# The window may be gone before xdotool has finished talking to it (BadWindow): its status says nothing.
timeout 5 xdotool key --window "$window" ctrl+q 2>/dev/null || true
for _ in $(seq 30); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
kill -0 "$app" 2>/dev/null && fail "Ctrl+Q did not quit"
wait "$app" || fail "the app exited with status $?"
app=""
echo "real-window test passed: a detail opened, a half swipe cancelled, a full swipe popped"
