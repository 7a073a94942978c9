import Foundation
import Render
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

/// Runs scripts in-process on the virtual clock, like `handheld run`, writing into a fresh temp folder.
@MainActor
struct HeadlessHarness {
    let simulator: Simulator
    let runner: HeadlessRunner
    let clock: ManualClock
    let out: String
    var printed: [String] = []

    init(device: String = "iphone-8", orientation: Orientation = .portrait, scene: String = "placeholder", scale: Double = 1) throws {
        if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        let fonts = try FontLibrary()
        clock = ManualClock()
        let config = ScreenConfiguration(device: try DeviceCatalog.named(device), orientation: orientation)
        SceneCatalog.registerDemos()
        simulator = try Simulator(configuration: config, scene: try SceneCatalog.named(scene), clock: clock, measurer: fonts, zoom: scale)
        out = NSTemporaryDirectory() + "handheld-tests-" + UUID().uuidString
        runner = HeadlessRunner(simulator: simulator, clock: clock, fonts: fonts, outputDirectory: out, scale: scale)
        runner.report = { _ in }
    }

    func run(_ source: String, file: String = "test.txt") throws {
        try runner.run(ScenarioScript.parse(source, file: file))
    }

    func json(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: out + "/" + name))
        return try JSONSerialization.jsonObject(with: data) as! [String: Any]
    }

    /// Depth-first search of a tree JSON node for the first node with `id`.
    static func node(_ tree: [String: Any], id: String) -> [String: Any]? {
        if tree["id"] as? String == id { return tree }
        for child in tree["children"] as? [[String: Any]] ?? [] {
            if let found = node(child, id: id) { return found }
        }
        return nil
    }
}
