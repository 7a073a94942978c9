import Foundation
import Render
import Testing
import TestSupport
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

/// Every scene in both appearances, portrait and landscape-left, on the two devices that carry the most
/// shape: the iPhone 15 (Dynamic Island, rounded corners, home indicator, a 59/34 and 59-each-side safe area)
/// and the 13" iPad Pro (status bar in every orientation, 20 pt bottom inset). 152 pictures at scale 1 in
/// `Tests/Goldens/matrix/DEVICE-ORIENTATION-APPEARANCE-SCENE.png`; one test walks them all and reports every
/// mismatch, so a change that moves one pixel of chrome shows how far it reaches.
@MainActor
@Suite("Golden matrix")
struct GoldenMatrixTests {
    static let devices = ["iphone-15", "ipad-pro-13"]
    static let orientations: [Orientation] = [.portrait, .landscapeLeft]
    static let appearances = ["light", "dark"]

    /// The scenes in `handheld scenes` order.
    static var scenes: [String] {
        SceneCatalog.registerDemos()
        return SceneCatalog.all.map(\.name)
    }

    @Test("every scene, light and dark, portrait and landscape-left, on the iPhone 15 and the 13-inch iPad Pro")
    func matrix() throws {
        #expect(Self.scenes.count == 19)
        var count = 0
        for device in Self.devices {
            for orientation in Self.orientations {
                for appearance in Self.appearances {
                    for scene in Self.scenes {
                        let harness = try HeadlessHarness(device: device, orientation: orientation, scene: scene, scale: 1)
                        // The wait lets a scene's opening animation and the appearance cross-fade (0.3 s) settle.
                        try harness.run("appearance \(appearance)\nwait 0.5\nshot shot.png\n")
                        let name = "\(device)-\(orientation.rawValue)-\(appearance)-\(scene)"
                        try expectGoldenFile(harness.out + "/shot.png", name, in: "matrix")
                        try? FileManager.default.removeItem(atPath: harness.out)
                        count += 1
                    }
                }
            }
        }
        #expect(count == 152)
    }
}
