import CSDL
import Glibc
import Render

/// Shared set-up for the backend tests.
@MainActor
enum TestEnvironment {
    /// Selects SDL's dummy video driver when there is no display, so window tests run headless. Called by
    /// every test that starts SDL video; harmless when a display exists.
    static func useDummyVideoIfHeadless() {
        let hasDisplay = getenv("DISPLAY") != nil || getenv("WAYLAND_DISPLAY") != nil
        if !hasDisplay { setenv("SDL_VIDEODRIVER", "dummy", 0) }
    }

    /// One font library for all tests (opening fonts is the slow part of making a surface).
    static let fonts: FontLibrary = try! FontLibrary()

    static func surface(width: Double = 64, height: Double = 48, scale: Double = 1,
                        background: Color = .white) throws -> OffscreenSurface {
        let s = try OffscreenSurface(size: Size(width: width, height: height), scale: scale, fonts: fonts)
        s.clear(background)
        return s
    }

    /// A fresh path under /tmp for a file a test writes and removes.
    static func temporaryPath(_ name: String) -> String {
        "/tmp/handheld-render-tests-\(getpid())-\(name)"
    }
}

extension Color {
    /// Within `tolerance` (0…255 units) on every component.
    func isClose(to other: Color, tolerance: Int = 2) -> Bool {
        let a = rgba8, b = other.rgba8
        return abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
            && abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
    }
}

extension OffscreenSurface {
    /// The pixel rect (x0, y0, x1, y1), half-open, of pixels that differ from `background`; nil if none.
    func boundsOfPixels(differingFrom background: Color, tolerance: Int = 0) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var box: (x0: Int, y0: Int, x1: Int, y1: Int)?
        for y in 0..<pixelHeight {
            for x in 0..<pixelWidth where !pixel(x: x, y: y).isClose(to: background, tolerance: tolerance) {
                if let b = box {
                    box = (min(b.x0, x), min(b.y0, y), max(b.x1, x + 1), max(b.y1, y + 1))
                } else {
                    box = (x, y, x + 1, y + 1)
                }
            }
        }
        return box
    }
}
