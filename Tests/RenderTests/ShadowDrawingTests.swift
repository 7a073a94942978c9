import Foundation
import Testing
@testable import Render

/// `fillShadow` on the pixel canvas: a Gaussian's profile across the edge, the slices of a long rounded
/// rectangle equal to blurring it whole, and the cache that blurs a shape once.
@MainActor
@Suite("Shadow drawing")
struct ShadowDrawingTests {
    /// The standard normal CDF, for a Gaussian-blurred edge: the shadow's alpha at distance d outside a
    /// straight edge is Φ(−d/σ).
    static func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.squareRoot()) }

    /// How dark a pixel is on white under black of alpha 1: the shadow's alpha there.
    static func darkness(_ s: OffscreenSurface, _ x: Int, _ y: Int) -> Double { 1 - s.pixel(x: x, y: y).red }

    @Test("the profile across a shadow's edge follows the Gaussian at 0, ±σ and ±2σ, symmetric about the edge")
    func gaussianProfile() throws {
        let s = try TestEnvironment.surface(width: 240, height: 200)
        let c = s.beginFrame(clear: .white)
        let sigma = 8.0
        c.fillShadow(.roundedRect(Rect(x: 40, y: 40, width: 120, height: 120), radius: 0), sigma: sigma, color: .black)
        s.endFrame()
        // The right edge is at x = 160; a pixel's centre is half a pixel past its index.
        for k in [-2.0, -1, 0, 1, 2] {
            let x = Int(160 + k * sigma)
            let expected = Self.phi(-(Double(x) + 0.5 - 160) / sigma)
            let measured = Self.darkness(s, x, 100)
            #expect(abs(measured - expected) < 0.02, "at \(k)σ: \(measured) vs \(expected)")
        }
        for d in 0..<24 {
            // Mirror pixels about the edge add up to the full alpha.
            #expect(abs(Self.darkness(s, 160 + d, 100) + Self.darkness(s, 159 - d, 100) - 1) < 0.02)
            // Left and right edges are alike.
            #expect(abs(Self.darkness(s, 160 + d, 100) - Self.darkness(s, 39 - d, 100)) < 0.01)
        }
        // Past three σ nothing is left.
        #expect(Self.darkness(s, 160 + 3 * Int(sigma) + 2, 100) < 0.01)
    }

    @Test("three boxes have the Gaussian's variance")
    func boxRadiiMatchVariance() {
        for sigma in [1.5, 3.0, 8.0, 12.5, 24.0] {
            let radii = ShadowRaster.boxRadii(sigma: sigma)
            let variance = radii.map { Double((2 * $0 + 1) * (2 * $0 + 1) - 1) / 12 }.reduce(0, +)
            #expect(radii.count == 3 && abs(variance.squareRoot() - sigma) < 0.35, "σ \(sigma): \(radii)")
        }
        #expect(ShadowRaster.boxRadii(sigma: 0).isEmpty)
    }

    @Test("a long rounded shadow drawn from slices equals the whole shape blurred, pixel for pixel")
    func slicesAreExact() throws {
        let s = try TestEnvironment.surface(width: 300, height: 160, scale: 2)
        let c = s.beginFrame(clear: .white)
        let shape = ShadowShape.roundedRect(Rect(x: 30, y: 30, width: 240, height: 100), radius: 12)
        c.fillShadow(shape, sigma: 6, color: Color(r: 0, g: 0, b: 0, a: 0.8))
        s.endFrame()
        // The same shadow blurred whole: a path the same as the rounded rectangle is never sliced.
        let whole = try TestEnvironment.surface(width: 300, height: 160, scale: 2)
        let w = whole.beginFrame(clear: .white)
        let outline = ShadowRaster.roundedRect(width: 480, height: 200, rx: 24, ry: 24, margin: 0)
            .map { Point(x: $0.x / 2 + 30, y: $0.y / 2 + 30) }
        w.fillShadow(.polygons([outline], evenOdd: false), sigma: 6, color: Color(r: 0, g: 0, b: 0, a: 0.8))
        whole.endFrame()
        #expect(s.canvas.shadows.count == 1)
        var worst = 0.0
        for y in stride(from: 0, to: 320, by: 3) {
            for x in stride(from: 0, to: 600, by: 3) {
                worst = max(worst, abs(s.pixel(x: x, y: y).red - whole.pixel(x: x, y: y).red))
            }
        }
        #expect(worst <= 1.0 / 255 + 1e-9, "largest difference \(worst)")
    }

    @Test("moving, recolouring and fading a shadow reuses its blur; a new size or radius blurs again")
    func cacheKeys() throws {
        let s = try TestEnvironment.surface(width: 200, height: 200)
        func frame(_ body: (Canvas) -> Void) {
            body(s.beginFrame(clear: .white))
            s.endFrame()
        }
        frame { $0.fillShadow(.roundedRect(Rect(x: 20, y: 20, width: 100, height: 60), radius: 10), sigma: 4, color: .black) }
        #expect(s.canvas.shadows.blurCount == 1)
        for i in 0..<10 {
            let y = 20 + Double(i) * 7.3
            frame { $0.fillShadow(.roundedRect(Rect(x: 20, y: y, width: 100, height: 60), radius: 10), sigma: 4,
                                  color: Color(red: 0.2, green: 0, blue: 0.5).withAlpha(Double(i) / 10)) }
        }
        // A longer card of the same corners and blur is the same slices.
        frame { $0.fillShadow(.roundedRect(Rect(x: 20, y: 20, width: 160, height: 90), radius: 10), sigma: 4, color: .black) }
        #expect(s.canvas.shadows.blurCount == 1)
        frame { $0.fillShadow(.roundedRect(Rect(x: 20, y: 20, width: 100, height: 60), radius: 10), sigma: 6, color: .black) }
        frame { $0.fillShadow(.roundedRect(Rect(x: 20, y: 20, width: 100, height: 60), radius: 4), sigma: 6, color: .black) }
        #expect(s.canvas.shadows.blurCount == 3)
        // A shadow the clip hides is not blurred.
        frame { c in c.withClip(Rect(x: 0, y: 0, width: 10, height: 10)) {
            c.fillShadow(.roundedRect(Rect(x: 100, y: 100, width: 50, height: 50), radius: 0), sigma: 2, color: .black)
        } }
        #expect(s.canvas.shadows.blurCount == 3)
    }

    @Test("the colour's alpha scales the shadow")
    func opacity() throws {
        let s = try TestEnvironment.surface(width: 120, height: 120)
        let c = s.beginFrame(clear: .white)
        c.fillShadow(.roundedRect(Rect(x: 10, y: 10, width: 40, height: 100), radius: 0), sigma: 4, color: .black)
        c.fillShadow(.roundedRect(Rect(x: 70, y: 10, width: 40, height: 100), radius: 0), sigma: 4, color: Color(r: 0, g: 0, b: 0, a: 0.25))
        s.endFrame()
        for d in [-4, 0, 4] {
            let full = Self.darkness(s, 50 + d, 60), quarter = Self.darkness(s, 110 + d, 60)
            #expect(abs(quarter - full / 4) < 0.015, "\(d): \(quarter) vs \(full)")
        }
    }
}
