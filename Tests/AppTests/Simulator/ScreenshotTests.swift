import Foundation
import Render
import Testing
@testable import HandheldDemos
@testable import HandheldSimulator

/// Ctrl+S in the window saves what the iOS Simulator's "Save Screen" does: the device's own pixels.
@MainActor
@Suite("Window screenshots")
struct ScreenshotTests {
    @Test("an iPhone 8 screenshot is 750×1334 (2×) and an iPhone 8 Plus one 1242×2208 (3×), beside the tree JSON", arguments: [
        ("iphone-8", 750, 1334), ("iphone-8-plus", 1242, 2208),
    ])
    func devicePixels(device: String, width: Int, height: Int) throws {
        let h = try HeadlessHarness(device: device, scene: "top-tracks", scale: 1)
        let folder = h.out + "/shots"
        let saved = try Screenshot.save(h.simulator, fonts: try FontLibrary(), folder: folder)
        #expect(saved.png.hasPrefix("/") && saved.png.hasSuffix(".png"))
        #expect((saved.png as NSString).deletingLastPathComponent == URL(fileURLWithPath: folder).standardizedFileURL.path)
        let image = try PNGImage(contentsOf: saved.png)
        #expect(image.width == width && image.height == height)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: saved.json))) as? [String: Any]
        #expect(json?["device"] as? String == device)
    }
}
