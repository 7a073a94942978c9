#!/usr/bin/env bash
# The user's-package check (issue 16): Examples/HelloHandheld, a separate SwiftPM package that depends on this
# one by path, is built and its own tests run (a script with tree assertions and a golden PNG, from XCTest);
# then its `hello` command runs the same script headlessly, and the PNG and the tree JSON it writes are checked
# here: the shot against the example's golden with ImageMagick, the tree with jq.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
example="$root/Examples/HelloHandheld"
swift=${SWIFT:-swift}
cd "$example"
$swift build --build-tests
SDL_VIDEODRIVER=dummy $swift test --skip-build
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
SDL_VIDEODRIVER=dummy .build/debug/hello run scripts/tour.txt --out "$out" > "$out/listed.txt"
fail() { echo "example test: FAILED: $*"; exit 1; }
for file in detail.json back.json form.json form.png; do
    grep -qx "$out/$file" "$out/listed.txt" || fail "hello run did not list $file"
done
# The tree: Grace Hopper's page was pushed, then popped by the edge swipe; Notifications off hid two rows and
# Airplane Mode moved up under Notifications (1 point of stack spacing).
node() { jq -c --arg id "$2" '[.. | objects | select(.id? == $id)] | first' "$out/$1"; }
[ "$(node detail.json person-name | jq -r .text)" = "Grace Hopper" ] || fail "detail.json: no Grace Hopper page"
[ "$(node back.json person-name)" = "null" ] || fail "back.json: the page was not popped"
[ "$(node form.json sounds-row | jq .hidden)" = "true" ] || fail "form.json: Sounds is not hidden"
[ "$(node form.json badges-row | jq .hidden)" = "true" ] || fail "form.json: Badges is not hidden"
top=$(node form.json notifications-row | jq '.frame[1] + .frame[3] + 1')
airplane=$(node form.json airplane-row | jq '.frame[1]')
[ "$top" = "$airplane" ] || fail "form.json: Airplane Mode is at y $airplane, expected $top"
# The shot: every pixel within 2 % of the golden the example's own test compares with.
differing=$(compare -metric AE -fuzz 2% "$out/form.png" Tests/HelloScreensTests/Goldens/form.png null: 2>&1 || true)
[ "$differing" = "0" ] || fail "form.png differs from the golden in $differing pixels"
echo "example test passed: HelloHandheld built, its tests passed, and hello run wrote the expected tree and PNG"
