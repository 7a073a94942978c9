import Testing
@testable import Render

/// A stale DISPLAY made SDL fall back to its offscreen driver: a window nobody sees, running until killed.
@MainActor
@Suite("A display SDL fell back from")
struct DisplayFallbackTests {
    @Test("offscreen or dummy without SDL_VIDEODRIVER is refused naming the display; asked for, it is fine")
    func fallback() {
        let stale: (String) -> String? = { $0 == "DISPLAY" ? ":77" : nil }
        #expect(NativeWindow.fallbackDriverReason(driver: "offscreen", environment: stale)
                == "cannot open display DISPLAY=:77 (SDL fell back to its offscreen driver)")
        #expect(NativeWindow.fallbackDriverReason(driver: "dummy", environment: stale) != nil)
        #expect(NativeWindow.fallbackDriverReason(driver: "x11", environment: stale) == nil)
        let both: (String) -> String? = { ["DISPLAY": ":1", "WAYLAND_DISPLAY": "wayland-9"][$0] }
        #expect(NativeWindow.fallbackDriverReason(driver: "offscreen", environment: both)
                == "cannot open display DISPLAY=:1 or WAYLAND_DISPLAY=wayland-9 (SDL fell back to its offscreen driver)")
        let asked: (String) -> String? = { $0 == "SDL_VIDEODRIVER" ? "dummy" : nil }
        #expect(NativeWindow.fallbackDriverReason(driver: "dummy", environment: asked) == nil)
    }
}
