import Foundation
import Render
import Widgets

/// Ctrl+S in the window: the device screen at the device's own pixels (2× or 3× its points, whatever the
/// window's zoom), as the iOS Simulator's "Save Screen" writes it, and the tree JSON beside it. Simulator
/// chrome (help, inspector, toasts) is left out: it belongs to the desktop, not the device. Each absolute
/// path is written to stdout the moment its file exists, so a script waiting on the output can read it.
@MainActor
enum Screenshot {
    struct Saved: Equatable {
        let png: String
        let json: String
    }

    static func save(_ simulator: Simulator, fonts: FontLibrary, folder: String, date: Date = Date()) throws -> Saved {
        let directory = URL(fileURLWithPath: folder).standardizedFileURL.path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
        let base = directory + "/handheld-\(simulator.device.name)-\(formatter.string(from: date))"
        let saved = Saved(png: base + ".png", json: base + ".json")
        let surface = try OffscreenSurface(size: simulator.screenSize, scale: simulator.device.scale, fonts: fonts)
        let canvas = surface.beginFrame(clear: .black)
        simulator.draw(in: canvas, chrome: false)
        surface.endFrame()
        try surface.writePNG(to: saved.png)
        report(saved.png)
        let json = simulator.treeDocument().serialized() + "\n"
        try Data(json.utf8).write(to: URL(fileURLWithPath: saved.json))
        report(saved.json)
        return saved
    }

    /// One line straight to the descriptor: `print` would sit in stdio's buffer while stdout is a pipe.
    private static func report(_ path: String) {
        FileHandle.standardOutput.write(Data((path + "\n").utf8))
    }
}
