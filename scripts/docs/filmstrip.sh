#!/bin/sh
# Makes one of the README's filmstrips from a script in scripts/docs: runs it headless at 3x on DEVICE with
# SCENE, then lays the shots of its strip/ folder side by side, shrunk 6x (a smooth half size), in OUT.
#   scripts/docs/filmstrip.sh SCRIPT OUT.png DEVICE SCENE [HANDHELD]
# `make filmstrips` runs it for every strip the README shows.
set -eu
script=$1 out=$2 device=$3 scene=$4 handheld=${5:-./.build/release/handheld}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$handheld" run "$script" --out "$tmp" --device "$device" --scene "$scene" --scale 3 > /dev/null
# shellcheck disable=SC2046 # one argument per frame, names without spaces
"$handheld" filmstrip "$out" --shrink 6 $(ls "$tmp"/strip/*.png | sort)
