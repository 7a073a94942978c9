import Foundation
import Render
import Testing
import Widgets
import HandheldSimulator
import HandheldDemos
import TestSupport

/// The `symbols` scene run from `scripts/symbols/`: SF Symbol names drawn from the bundled glyphs, and blur
/// materials over a photo, light then dark; the shots are compared with `Tests/Goldens/symbols/`.
@MainActor
@Suite("Scene: symbols")
struct SymbolsSceneTests {
    @Test("a grid of symbols and three materials over a photo, in light and in dark mode")
    func lightAndDark() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/symbols/symbols.txt").path
        let h = try HeadlessHarness(device: "iphone-8", scene: "catalog", scale: 1)
        try h.run(try String(contentsOfFile: path, encoding: .utf8), file: "scripts/symbols/symbols.txt")
        let light = SeedTree(document: try h.json("light.json"))
        for name in ["chevron.right", "star.fill", "gear", "square.and.arrow.up", "ellipsis.circle"] {
            #expect(light.node("symbol-\(name)") != nil, "\(name)")
        }
        #expect(light.node("material-systemMaterial")?["effect"] as? String == "BlurEffect(systemMaterial)")
        #expect(light.node("vibrancy")?["effect"] as? String == "VibrancyEffect(systemMaterial, secondaryLabel)")
        for shot in ["light", "dark"] {
            try expectGoldenFile(h.out + "/\(shot).png", "iphone-\(shot)", in: "symbols")
        }
    }
}
