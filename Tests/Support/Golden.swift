import Foundation
import Render
import Widgets

/// Golden-image checks: a window is drawn on the offscreen software surface with the vendored fonts and
/// compared pixel by pixel with `Tests/Goldens/NAME.png`. `make goldens` (HANDHELD_UPDATE_GOLDENS=1)
/// rewrites them; a written golden — missing, or rewritten by an update run — is reported as a failure, so
/// an update run never passes and every new picture gets looked at.
@MainActor
public enum Golden {
    public static var directory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Goldens").path
    }

    /// Fonts for goldens and pixel tests (SDL's software path needs no display).
    public static func fonts() throws -> FontLibrary {
        if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        return try FontLibrary()
    }

    /// `window` drawn once on white at scale 1, for tests that read pixels at points.
    public static func draw(_ window: Window) throws -> OffscreenSurface {
        let surface = try OffscreenSurface(size: window.size, scale: 1, fonts: try fonts())
        window.draw(in: surface.beginFrame(clear: .white))
        surface.endFrame()
        return surface
    }

    public enum Outcome: Equatable {
        case matched
        case written(String)
        case differs(pixels: Int, maximum: Int, actual: String)
    }

    /// Draws `window` at `scale` and compares; differences within `tolerance` per channel are ignored
    /// (anti-aliasing rounding), and at most `allowed` pixels may differ beyond it.
    public static func check(_ window: Window, name: String, scale: Double = 2, tolerance: Int = 2, allowed: Int = 0) throws -> Outcome {
        let surface = try OffscreenSurface(size: window.size, scale: scale, fonts: try fonts())
        let canvas = surface.beginFrame(clear: .white)
        window.draw(in: canvas)
        surface.endFrame()
        let path = directory + "/" + name + ".png"
        let update = ProcessInfo.processInfo.environment["HANDHELD_UPDATE_GOLDENS"] == "1"
        if update || !FileManager.default.fileExists(atPath: path) {
            try surface.writePNG(to: path)
            return .written(path)
        }
        let actualPath = NSTemporaryDirectory() + "handheld-golden-" + name + ".png"
        try surface.writePNG(to: actualPath)
        let expected = try PNGImage(contentsOf: path)
        let actual = try PNGImage(contentsOf: actualPath)
        let diff = actual.difference(from: expected, tolerance: tolerance)
        return diff.count <= allowed ? .matched : .differs(pixels: diff.count, maximum: diff.maximum, actual: actualPath)
    }

    /// Compares a PNG a script wrote (`actual`) with `GOLDENS/subdirectory/name.png`, the way `check` compares
    /// a drawn window: a missing golden, or every golden under `make goldens` (HANDHELD_UPDATE_GOLDENS=1), is
    /// written from `actual` and reported as `.written`, so it gets looked at and an update run never passes.
    public static func check(file actual: String, name: String, in subdirectory: String, tolerance: Int = 2,
                             allowed: Int = 0) throws -> Outcome {
        let folder = directory + "/" + subdirectory
        let expected = folder + "/" + name + ".png"
        let update = ProcessInfo.processInfo.environment["HANDHELD_UPDATE_GOLDENS"] == "1"
        if update || !FileManager.default.fileExists(atPath: expected) {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            if FileManager.default.fileExists(atPath: expected) { try FileManager.default.removeItem(atPath: expected) }
            try FileManager.default.copyItem(atPath: actual, toPath: expected)
            return .written(expected)
        }
        let diff = try PNGImage(contentsOf: actual).difference(from: try PNGImage(contentsOf: expected), tolerance: tolerance)
        return diff.count <= allowed ? .matched : .differs(pixels: diff.count, maximum: diff.maximum, actual: actual)
    }
}
