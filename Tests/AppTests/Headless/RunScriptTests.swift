import Foundation
import Render
import Testing
import Widgets
@testable import HandheldSimulator

/// `Simulator.runScript`, the API a package's own tests use: the scenes it is given are the ones
/// scripts can open, after the catalog, and every problem is one line.
@MainActor
@Suite("Running a script from a package's tests")
struct RunScriptTests {
    static let greeting = Scene(name: "greeting", summary: "One label.", make: { _ in
        let controller = ViewController()
        let label = Label(text: "Hi")
        label.identifier = "greeting-label"
        label.frame = Rect(x: 20, y: 100, width: 200, height: 30)
        controller.view.addSubview(label)
        return controller
    })

    let out = NSTemporaryDirectory() + "handheld-run-script-" + UUID().uuidString

    @Test("a script opens the package's own scene and writes its tree and shot, paths in order")
    func ownScene() throws {
        defer { SceneCatalog.registerDemos() }
        if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        let written = try Simulator.runScript(source: "scene greeting\ntree t.json\nshot s.png\n",
                                              scenes: [Self.greeting], outputDirectory: out, device: "iphone-se")
        #expect(written == [out + "/t.json", out + "/s.png"])
        let tree = try String(contentsOfFile: out + "/t.json", encoding: .utf8)
        #expect(tree.contains("\"greeting-label\""))
        #expect(tree.contains("\"iphone-se\""))
        #expect(SceneCatalog.all.map(\.name) == ["catalog", "greeting"])
    }

    @Test("unknown scenes and devices, bad lines and a bad scale are one line each", arguments: [
        ("scene greeting\ntap #nope\n", "iphone-8", 1.0, "script.txt:2: no visible view matches #nope"),
        ("scene elsewhere\n", "iphone-8", 1.0, "script.txt:1: unknown scene 'elsewhere'"),
        ("wait 1\n", "iphone-99", 1.0, "unknown device 'iphone-99'"),
        ("wait 1\n", "iphone-8", 9.0, "scale expects a number between 0 and 4, got 9.0"),
    ])
    func errors(source: String, device: String, scale: Double, message: String) {
        defer { SceneCatalog.registerDemos() }
        if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        #expect {
            try Simulator.runScript(source: source, scenes: [Self.greeting], outputDirectory: out, device: device, scale: scale)
        } throws: { error in
            "\(error)".hasPrefix(message) && !"\(error)".contains("\n") && !"\(error)".hasPrefix("handheld: ")
        }
    }
}
