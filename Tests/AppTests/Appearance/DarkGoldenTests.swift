import Foundation
import Render
import Testing
import TestSupport
import Widgets
import HandheldDemos
import HandheldSimulator

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
        try expectGoldenFile(harness.out + "/shot.png", name, in: "dark")
    }
}
