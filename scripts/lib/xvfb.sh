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
