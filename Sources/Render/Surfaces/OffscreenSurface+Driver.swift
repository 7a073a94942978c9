import Foundation

extension OffscreenSurface {
    /// Chooses SDL's windowless video driver for a process that only draws offscreen (a test kit session),
    /// unless the user named a driver: offscreen drawing needs no display, and a test run under CI has none.
    /// The driver is SDL's business, so the choice lives here; callers above Render never name SDL.
    public static func preferWindowlessDriver() {
        if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil { setenv("SDL_VIDEODRIVER", "dummy", 1) }
    }
}
