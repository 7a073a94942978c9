#!/usr/bin/env bash
# The window draws what headless runs draw: every scripts/seeds/ and scripts/mail/ script is replayed twice on the virtual
# clock, once headless (`handheld run`, SDL's software renderer on an offscreen surface) and once in a real
# X window under Xvfb (`handheld --script`, with the renderer SDL picks there, OpenGL when Mesa is
# installed), and each of the script's shots is compared. A few pixels may differ where anti-aliased
# edges are rasterised differently (the battery's nib); a blank row or a misplaced clip is thousands.
set -euo pipefail
binary=${1:-.build/debug/handheld}
binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")
seeds=$(cd "$(dirname "$0")/seeds" && pwd)
mail=$(cd "$(dirname "$0")/mail" && pwd)
# Per shot: channels within FUZZ count as equal, and at most MAX_PIXELS pixels may differ beyond it. 4 %:
# a layer shadow is six stacked rings of 2 % black (the segmented control's thumb in the inbox's scope bar);
# OpenGL's meshes and the software renderer's cached coverage masks round those 8-bit alphas differently,
# up to 8–10 levels along each ring's edge (measured: 325 and 749 pixels beyond 3 %, at most 21 beyond 4 %).
fuzz=${FUZZ:-4%}
max_pixels=${MAX_PIXELS:-40}
work=$(mktemp -d)
source "$(dirname "$0")/lib/xvfb.sh"
start_xvfb 200 50
cleanup() {
    kill "$xvfb" 2>/dev/null || true
    rm -rf "$work" || true
}
trap cleanup EXIT
failures=0
shots=0
for script in "$seeds"/*.txt "$mail"/*.txt; do
    name=$(basename "$script" .txt)
    SDL_VIDEODRIVER=dummy "$binary" run "$script" --out "$work/$name/headless" > /dev/null
    (unset SDL_VIDEODRIVER; DISPLAY=$display timeout 120 "$binary" --script "$script" --out "$work/$name/window") \
        > /dev/null 2> "$work/$name.err" || { echo "window run of $name failed:"; cat "$work/$name.err"; exit 1; }
    while IFS= read -r shot; do
        relative=${shot#"$work/$name/headless/"}
        window="$work/$name/window/$relative"
        shots=$((shots + 1))
        if [ ! -f "$window" ]; then
            echo "$name/$relative: the window run did not write it"; failures=$((failures + 1)); continue
        fi
        # `compare` prints the count on stderr and exits 1 when the images differ at all.
        differing=$(compare -metric AE -fuzz "$fuzz" "$window" "$shot" null: 2>&1 || true)
        differing=${differing%% *}
        if ! [[ "$differing" =~ ^[0-9]+$ ]] || [ "$differing" -gt "$max_pixels" ]; then
            echo "$name/$relative: $differing pixels differ between the window and headless"
            failures=$((failures + 1))
        fi
    done < <(find "$work/$name/headless" -name '*.png' | sort)
done
[ "$failures" -eq 0 ] || { echo "window-vs-headless: FAILED ($failures of $shots shots)"; exit 1; }
echo "window-vs-headless passed: $shots shots of $(ls "$seeds"/*.txt "$mail"/*.txt | wc -l) scripts match within $max_pixels pixels"
