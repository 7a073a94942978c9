import Foundation
import Render
import Widgets

/// Ctrl+S, in the window and in a script alike: the device screen at the device's own pixels (2× or 3× its
/// points, whatever the window's zoom or the run's `--scale`), as the iOS Simulator's "Save Screen" writes
/// it, and the tree JSON beside it, named `handheld-DEVICE-STAMP`. Simulator chrome (help, inspector,
/// toasts) is left out: it belongs to the desktop, not the device. Both files go through the same checked,
/// atomic writer as everything else, so a full disk never leaves half a file.
@MainActor
enum Screenshot {
    struct Saved: Equatable {
        let png: String
        let json: String
    }

    /// The two files' contents, rendered now.
    static func render(_ simulator: Simulator, fonts: FontLibrary) throws -> (png: [UInt8], json: [UInt8]) {
        let surface = try OffscreenSurface(size: simulator.screenSize, scale: simulator.device.scale, fonts: fonts)
        let canvas = surface.beginFrame(clear: .black)
        simulator.draw(in: canvas, chrome: false)
        surface.endFrame()
        return (try surface.pngData(), Array((simulator.treeDocument().serialized() + "\n").utf8))
    }

    /// The window's Ctrl+S: both files in `folder` (made if missing), named by the wall-clock time; each
    /// absolute path goes to stdout the moment its file is complete.
    static func save(_ simulator: Simulator, fonts: FontLibrary, folder: String, date: Date = Date()) throws -> Saved {
        let directory = URL(fileURLWithPath: folder).standardizedFileURL.path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
        let base = directory + "/" + baseName(simulator, stamp: formatter.string(from: date))
        let saved = Saved(png: base + ".png", json: base + ".json")
        let files = try render(simulator, fonts: fonts)
        let writer = AtomicFileWriter()
        try writer.write(files.png, to: saved.png)
        try report(saved.png)
        try writer.write(files.json, to: saved.json)
        try report(saved.json)
        return saved
    }

    /// `handheld-DEVICE-STAMP`, the name both hosts give the pair.
    static func baseName(_ simulator: Simulator, stamp: String) -> String {
        "handheld-\(simulator.device.name)-\(stamp)"
    }

    /// One line straight to the descriptor: `print` would sit in stdio's buffer while stdout is a pipe.
    /// Control characters are escaped (one line per file); a full or closed stream is an error the
    /// window reports, never a trap.
    private static func report(_ path: String) throws(StandardStream.Failure) {
        try StandardStream.output.writeLine(ShownText.escaped(path))
    }
}
