import Foundation
import Render
import Testing
import Widgets
@testable import HandheldSimulator
@testable import HandheldDemos

/// Drawing through the shape cache gives the uncached drawing pixel for pixel. Every scene is
/// drawn on two surfaces, one with the cache on (kept across frames, so later frames draw shapes cached at
/// other positions) and one that rasterises every shape afresh, at rest, scrolled by whole and by
/// fractional points, and in the middle of an animation.
@MainActor
@Suite("Shape cache: cached drawing equals uncached drawing")
struct ShapeCacheEqualityTests {
    static let steps = [
        "",
        "wheel 0 44",
        "wheel 0 7.3\nwait 0.05",
        "tap 200 150\nwait 0.1",
        "wait 1",
    ]

    @Test("every scene, at 1× and 3× on an iPhone 8 and at 1× on an iPad", arguments: [
        ("iphone-8", 1.0), ("iphone-8", 3.0), ("ipad", 1.0),
    ])
    func everyScene(device: String, scale: Double) throws {
        var hits = 0
        for scene in SceneCatalog.all.map(\.name) {
            let h = try HeadlessHarness(device: device, scene: scene, scale: scale)
            let size = h.simulator.screenSize
            let cached = try OffscreenSurface(size: size, scale: scale)
            let uncached = try OffscreenSurface(size: size, scale: scale)
            uncached.canvas.shapes.isEnabled = false
            for (i, step) in Self.steps.enumerated() {
                if !step.isEmpty { try h.run(step) }
                var pictures: [[UInt8]] = []
                for surface in [cached, uncached] {
                    let canvas = surface.beginFrame(clear: .black)
                    h.simulator.draw(in: canvas, chrome: false)
                    surface.endFrame()
                    pictures.append(try surface.pngData())
                }
                #expect(pictures[0] == pictures[1], "\(scene) on \(device) at \(scale)×, step \(i): cached and uncached differ")
            }
            #expect(uncached.canvas.shapes.count == 0)
            hits += cached.canvas.shapes.hits
        }
        #expect(hits > 0, "the cached surface never drew a shape from the cache")
    }
}
