#!/usr/bin/env bash
# Window soak: handheld in a real X window under Xvfb, driven by xdotool with random clicks, drags and
# shortcuts (rotation, devices, Split View, zoom, slow animations, catalog, inspector, help, list keys).
# Prints the resident memory every N events, so it shows whether the window path levels off, and fails
# if the app dies. Usage: scripts/window-soak.sh BINARY [EVENTS] [EVERY] [SEED]
set -euo pipefail
binary=${1:-.build/release/handheld}
events=${2:-3000}
every=${3:-300}
seed=${4:-42}
binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")
source "$(dirname "$0")/lib/xvfb.sh"
unset SDL_VIDEODRIVER
work=$(mktemp -d)
start_xvfb 250 50 1600x1200x24
app=""
cleanup() {
    if [ -n "$app" ]; then kill "$app" 2>/dev/null || true; fi
    kill "$xvfb" 2>/dev/null || true
    rm -rf "$work" || true
}
trap cleanup EXIT
cd "$work"
"$binary" --scene master-detail --device iphone-8 --zoom 1 >app.out 2>app.err &
app=$!
window=$(find_window)
[ -n "$window" ] || { echo "window soak: no window appeared" >&2; exit 1; }
rss() { awk '/VmRSS/{printf "%.0f", $2/1024}' "/proc/$app/status"; }
keys=(ctrl+Right ctrl+Left ctrl+d ctrl+shift+d ctrl+m ctrl+1 ctrl+2 ctrl+3 ctrl+t ctrl+h ctrl+i F1 Escape Down Up Return)
RANDOM=$seed
start=$(date +%s.%N)
echo "window soak: $events events, seed $seed; resident memory at start $(rss) MB"
for ((i = 1; i <= events; i++)); do
    geometry=$(xdotool getwindowgeometry "$window" 2>/dev/null | awk '/Geometry/{print $2}')
    w=${geometry%x*}; h=${geometry#*x}; w=${w:-300}; h=${h:-500}
    x=$((RANDOM % w)); y=$((RANDOM % h)); r=$((RANDOM % 10))
    if ((r < 5)); then
        xdotool mousemove --window "$window" $x $y click 1 || true
    elif ((r < 8)); then
        xdotool mousemove --window "$window" $x $y mousedown 1 \
            mousemove --window "$window" $(( (x + RANDOM % 200) % w )) $(( (y + RANDOM % 200) % h )) mouseup 1 || true
    else
        xdotool key --window "$window" "${keys[$((RANDOM % ${#keys[@]}))]}" || true
    fi
    if ((i % every == 0)); then
        kill -0 "$app" 2>/dev/null || { echo "window soak: the app died after $i events" >&2; cat app.err >&2; exit 1; }
        echo "  $i events: $(rss) MB"
    fi
done
rate=$(awk -v s="$start" -v e="$(date +%s.%N)" -v n="$events" 'BEGIN { printf "%.0f", n / (e - s) }')
echo "window soak: $rate events/s; resident memory at end $(rss) MB"
