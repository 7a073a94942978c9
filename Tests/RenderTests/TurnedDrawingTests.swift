import CSDL
import Foundation
import Testing
@testable import Render

/// A transform with rotation draws its contents upright into a texture and maps them through the matrix;
/// these check the pixels land where the matrix puts them, on the software renderer the headless runs use.
@MainActor
@Suite("Turned drawing")
struct TurnedDrawingTests {
    /// A 20×20 black square turned 45° about its centre (40, 30), at pixel scale `scale`.
    private func diamond(scale: Double) throws -> OffscreenSurface {
        let s = try TestEnvironment.surface(width: 80, height: 60, scale: scale)
        let c = s.beginFrame(clear: .white)
        let toCentre = Transform.translation(x: -10, y: -10).concatenating(Transform(rotationAngle: .pi / 4))
            .concatenating(.translation(x: 40, y: 30))
        c.pushTransform(toCentre, around: Rect(x: 0, y: 0, width: 20, height: 20))
        c.fill(Rect(x: 0, y: 0, width: 20, height: 20), color: .black)
        c.popTransform()
        s.endFrame()
        return s
    }

    @Test("a square turned 45° has its corners where the matrix puts them")
    func diamondCorners() throws {
        let s = try diamond(scale: 1)
        // Corners at (40 ± 14.14, 30) and (40, 30 ± 14.14): the bounding box is 28.3 pt across.
        let box = try #require(s.boundsOfPixels(differingFrom: .white))
        #expect(abs(box.0 - 26) <= 1 && abs(box.1 - 16) <= 1 && abs(box.2 - 54) <= 1 && abs(box.3 - 44) <= 1)
        #expect(s.pixel(x: 40, y: 30) == .black)
        // Just inside each tip, black; inside the bounding box but outside the diamond, white.
        for (x, y) in [(28, 30), (51, 30), (40, 18), (40, 41)] { #expect(s.pixel(x: x, y: y).rgba8.r < 60, "(\(x), \(y))") }
        for (x, y) in [(28, 18), (51, 18), (28, 41), (51, 41), (31, 20)] { #expect(s.pixel(x: x, y: y) == .white, "(\(x), \(y))") }
        // The slanted edges are anti-aliased: some pixels are between black and white.
        let grey = (26..<54).contains { x in let r = s.pixel(x: x, y: 22).rgba8.r; return r > 40 && r < 215 }
        #expect(grey)
    }

    @Test("at 2× the turned square is drawn at device pixels, corners doubled")
    func diamondAtScale2() throws {
        let s = try diamond(scale: 2)
        let box = try #require(s.boundsOfPixels(differingFrom: .white))
        #expect(abs(box.0 - 52) <= 1 && abs(box.1 - 32) <= 1 && abs(box.2 - 108) <= 1 && abs(box.3 - 88) <= 1)
        #expect(s.pixel(x: 80, y: 60) == .black)
        #expect(s.pixel(x: 58, y: 38) == .white)
    }

    @Test("a quarter turn maps a bar to where the matrix puts it, pixel for pixel")
    func quarterTurnExact() throws {
        let s = try TestEnvironment.surface(width: 80, height: 60)
        let c = s.beginFrame(clear: .white)
        // A 20×4 bar at the origin turned 90° about it, then moved to (40, 10): it covers x 36..<40, y 10..<30.
        c.pushTransform(Transform(rotationAngle: .pi / 2).concatenating(.translation(x: 40, y: 10)),
                        around: Rect(x: 0, y: 0, width: 20, height: 4))
        c.fill(Rect(x: 0, y: 0, width: 20, height: 4), color: .black)
        c.popTransform()
        s.endFrame()
        let box = try #require(s.boundsOfPixels(differingFrom: .white))
        #expect(box == (36, 10, 40, 30))
        #expect(s.pixel(x: 36, y: 10) == .black && s.pixel(x: 39, y: 29) == .black)
    }

    @Test("a plain pushTransform with a rotation draws everything around the origin, not just near it")
    func noBoundsHint() throws {
        let s = try TestEnvironment.surface(width: 80, height: 60)
        let c = s.beginFrame(clear: .white)
        // A 30×4 bar from (0, 0) turned a quarter turn about (40, 10): x 36..<40, y 10..<40.
        c.withTransform(Transform(rotationAngle: .pi / 2).concatenating(.translation(x: 40, y: 10))) {
            c.fill(Rect(x: 0, y: 0, width: 30, height: 4), color: .black)
        }
        s.endFrame()
        #expect(s.boundsOfPixels(differingFrom: .white)! == (36, 10, 40, 40))
    }

    @Test("an axis-aligned transform draws straight through, with no texture, exactly as before")
    func axisAlignedNeedsNoTexture() throws {
        let s = try TestEnvironment.surface(width: 80, height: 60, scale: 2)
        let c = s.beginFrame(clear: .white)
        c.pushTransform(Transform(translationX: 5, translationY: 6, scaleX: -2, scaleY: 2), around: Rect(x: 0, y: 0, width: 3, height: 2))
        #expect(c.turned.isEmpty && c.groups.isEmpty)
        c.fill(Rect(x: 0, y: 0, width: 3, height: 2), color: .black)
        c.popTransform()
        s.endFrame()
        #expect(c.targets.creations == 0)
        // x from 5 − 6 = −1 to 5 pt, y 6…10 pt, at 2 px a point.
        #expect(s.boundsOfPixels(differingFrom: .white)! == (0, 12, 10, 20))
    }

    @Test("drawing after a turned group goes back to the output, upright and unclipped")
    func stateRestored() throws {
        let s = try TestEnvironment.surface(width: 80, height: 60)
        let c = s.beginFrame(clear: .white)
        c.withClip(Rect(x: 0, y: 0, width: 70, height: 60)) {
            c.pushTransform(Transform(rotationAngle: 0.3), around: Rect(x: 0, y: 0, width: 10, height: 10))
            c.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .black)
            c.popTransform()
            c.fill(Rect(x: 60, y: 50, width: 20, height: 10), color: Color(r: 255, g: 0, b: 0))
        }
        s.endFrame()
        #expect(s.pixel(x: 65, y: 55) == Color(r: 255, g: 0, b: 0))
        #expect(s.pixel(x: 75, y: 55) == .white)
    }
}
