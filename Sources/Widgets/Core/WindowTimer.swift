/// One `Window.schedule(after:)`: work due at a time on the window's clock. Unlike a display link it does
/// not make every frame draw: a 1 Hz label costs one frame a second, and the host may sleep until `due`
/// (NSTimer, not CADisplayLink). `link` is what the caller holds to invalidate it.
@MainActor
struct WindowTimer {
    let due: Double
    let link: DisplayLink
    let work: () -> Void
}
