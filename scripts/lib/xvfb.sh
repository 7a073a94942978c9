# Shared by the real-window scripts (sourced): a private Xvfb display and finding handheld's window on it.

# start_xvfb FIRST SPAN [GEOMETRY]: starts Xvfb on a display number picked at random in FIRST…FIRST+SPAN-1
# (so parallel runs rarely meet), exports DISPLAY, sets xvfb to its pid and gives it a second to come up.
start_xvfb() {
    display=":$(( $1 + RANDOM % $2 ))"
    export DISPLAY=$display
    Xvfb "$display" -screen 0 "${3:-1280x1024x24}" -nolisten tcp >/dev/null 2>&1 &
    xvfb=$!
    sleep 1
}

# find_window: prints the id of the window titled Handheld, waiting up to ten seconds; empty if none.
find_window() {
    local id=""
    for _ in $(seq 50); do
        id=$(timeout 5 xdotool search --name Handheld 2>/dev/null | head -n 1 || true)
        [ -n "$id" ] && break
        sleep 0.2
    done
    printf '%s' "$id"
}

# window_test FIRST SPAN: the common start of a window test. Makes $binary absolute, makes a scratch $work
# directory and moves into it, starts Xvfb (start_xvfb FIRST SPAN) with SDL on X, and on exit kills $app
# (when set) and Xvfb and removes $work. Cleanup must not fail: under `set -e` a failing command in the EXIT
# trap becomes the script's status (Xvfb may already be gone when it runs).
window_test() {
    binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")
    work=$(mktemp -d)
    unset SDL_VIDEODRIVER
    start_xvfb "$1" "$2"
    app=""
    trap window_test_cleanup EXIT
    cd "$work"
}

window_test_cleanup() {
    if [ -n "${app:-}" ]; then kill "$app" 2>/dev/null || true; fi
    kill "$xvfb" 2>/dev/null || true
    rm -rf "$work" || true
}
