import Foundation
import Render
import Testing
import TestSupport
import Widgets
import HandheldDemos
import HandheldSimulator

/// Scenes at the extreme text sizes on an iPhone 15, compared with `Tests/Goldens/text-size/`: the largest
/// accessibility size (self-sizing rows grown, a value1 cell stacked, wrapped titles, footers in footnote)
/// and extra-small. Large is covered by every other golden, which must not change.
@MainActor
@Suite("Text-size goldens")
struct TextSizeGoldenTests {
    static let cases: [(scene: String, size: ContentSizeCategory)] = [
        ("settings", .accessibilityExtraExtraExtraLarge),
        ("top-tracks", .accessibilityExtraExtraExtraLarge),
        ("settings", .extraSmall),
        ("top-tracks", .extraSmall),
    ]

    @Test("settings and top tracks at AX5 and extra-small", arguments: 0..<4)
    func golden(_ index: Int) throws {
        let (scene, size) = Self.cases[index]
        let harness = try HeadlessHarness(device: "iphone-15", scene: scene, scale: 1)
        try harness.run("text-size \(size.name)\nwait 0.1\nshot shot.png\n")
        try expectGoldenFile(harness.out + "/shot.png", "\(scene)-\(size.name)", in: "text-size")
    }
}
