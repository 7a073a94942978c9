import Foundation
import Render
import Testing
import TestSupport
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

/// Dark-mode pictures of a few scenes on an iPhone 15, compared with
/// `Tests/Goldens/dark/`. Light mode is covered by every other golden, which must not change.
@MainActor
@Suite("Dark goldens")
struct DarkGoldenTests {
    static let cases: [(scene: String, script: String)] = [
        ("catalog", ""),
        ("settings", ""),
        ("mail", ""),
        ("mail", "tap #compose\nwait 0.8\n"),
    ]

    @Test("catalog, settings, the mail inbox and its compose sheet in dark mode", arguments: 0..<4)
    func golden(_ index: Int) throws {
        let (scene, steps) = Self.cases[index]
        let harness = try HeadlessHarness(device: "iphone-15", scene: scene, scale: 1)
        try harness.run("appearance dark\nwait 0.5\n" + steps + "shot shot.png\n")
        let name = index == 3 ? "mail-compose" : scene
        let actual = harness.out + "/shot.png"
        let expected = Golden.directory + "/dark/" + name + ".png"
        let update = ProcessInfo.processInfo.environment["HANDHELD_UPDATE_GOLDENS"] == "1"
        if update || !FileManager.default.fileExists(atPath: expected) {
            try FileManager.default.createDirectory(atPath: Golden.directory + "/dark", withIntermediateDirectories: true)
            if FileManager.default.fileExists(atPath: expected) { try FileManager.default.removeItem(atPath: expected) }
            try FileManager.default.copyItem(atPath: actual, toPath: expected)
            Issue.record("golden \(update ? "rewritten" : "written"), review it: \(expected)")
            return
        }
        let diff = try PNGImage(contentsOf: actual).difference(from: try PNGImage(contentsOf: expected), tolerance: 2)
        #expect(diff.count == 0, "\(name) differs in \(diff.count) pixels; actual: \(actual)")
    }
}
