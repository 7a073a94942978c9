import CSDL
import Testing
@testable import Render

@MainActor
@Suite("Offscreen drawing")
struct OffscreenDrawingTests {
    @Test("a filled rect covers exactly its pixels at scale 1")
    func fillScale1() throws {
        let s = try TestEnvironment.surface()
        s.beginFrame(clear: .white).fill(Rect(x: 10, y: 10, width: 20, height: 5), color: .black)
        s.endFrame()
        let box = try #require(s.boundsOfPixels(differingFrom: .white))
        #expect(box == (10, 10, 30, 15))
        #expect(s.pixel(x: 10, y: 10) == .black)
        #expect(s.pixel(x: 29, y: 14) == .black)
    }

    @Test("a filled rect covers exactly the doubled pixels at scale 2")
    func fillScale2() throws {
        let s = try TestEnvironment.surface(scale: 2)
        s.beginFrame(clear: .white).fill(Rect(x: 10, y: 10, width: 20, height: 5), color: .black)
        s.endFrame()
        let box = try #require(s.boundsOfPixels(differingFrom: .white))
        #expect(box == (20, 20, 60, 30))
        for y in 20..<30 { for x in 20..<60 { #expect(s.pixel(x: x, y: y) == .black) } }
    }

    @Test("a translucent fill blends with straight alpha")
    func translucentFill() throws {
        let s = try TestEnvironment.surface()
        s.beginFrame(clear: .white).fill(Rect(x: 0, y: 0, width: 10, height: 10), color: Color.black.withAlpha(0.5))
        s.endFrame()
        #expect(s.pixel(x: 5, y: 5).isClose(to: Color(r: 128, g: 128, b: 128)))
    }

    @Test("transforms translate and scale in points")
    func transform() throws {
        let s = try TestEnvironment.surface(scale: 2)
        let c = s.beginFrame(clear: .white)
        c.withTransform(Transform(translationX: 5, translationY: 6, scaleX: 2, scaleY: 2)) {
            c.fill(Rect(x: 1, y: 1, width: 3, height: 2), color: .black)
        }
        c.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: .black)
        s.endFrame()
        // (5 + 2, 6 + 2) points, 6×4 points → pixels 14..<26, 16..<24; plus the 2×2 pixel corner.
        #expect(s.pixel(x: 14, y: 16) == .black)
        #expect(s.pixel(x: 25, y: 23) == .black)
        #expect(s.pixel(x: 26, y: 23) == .white)
        #expect(s.pixel(x: 13, y: 16) == .white)
        #expect(s.pixel(x: 1, y: 1) == .black)
        #expect(s.pixel(x: 2, y: 2) == .white)
    }

    // MARK: Clipping

    @Test("nothing is drawn outside the clip")
    func clip() throws {
        let s = try TestEnvironment.surface()
        let c = s.beginFrame(clear: .white)
        c.withClip(Rect(x: 10, y: 10, width: 20, height: 20)) {
            c.fill(Rect(x: 0, y: 0, width: 64, height: 48), color: .systemRed)
            c.fillRoundedRect(Rect(x: 0, y: 0, width: 64, height: 48), radius: 4, color: .systemRed)
            c.drawText("Clipped", font: .body, color: .black, at: Point(x: 0, y: 8))
        }
        s.endFrame()
        let box = try #require(s.boundsOfPixels(differingFrom: .white))
        #expect(box == (10, 10, 30, 30))
    }

    @Test("nested clips intersect and each pop restores the outer clip exactly")
    func nestedClip() throws {
        let s = try TestEnvironment.surface()
        let c = s.beginFrame(clear: .white)
        let everything = Rect(x: 0, y: 0, width: 64, height: 48)
        c.pushClip(Rect(x: 10, y: 10, width: 20, height: 20))
        c.pushClip(Rect(x: 20, y: 5, width: 30, height: 10))
        c.fill(everything, color: .black)
        c.popClip()
        #expect(s.boundsOfPixels(differingFrom: .white)! == (20, 10, 30, 15))
        c.fill(everything, color: .systemRed)
        #expect(s.boundsOfPixels(differingFrom: .white)! == (10, 10, 30, 30))
        c.popClip()
        c.fill(Rect(x: 0, y: 40, width: 64, height: 8), color: .systemBlue)
        s.endFrame()
        #expect(s.pixel(x: 0, y: 47) == Color.systemBlue.plain)
        #expect(s.pixel(x: 63, y: 40) == Color.systemBlue.plain)
    }

    @Test("an empty clip intersection draws nothing, although SDL reads an empty rect as no clip")
    func emptyClip() throws {
        let s = try TestEnvironment.surface()
        let c = s.beginFrame(clear: .white)
        c.withClip(Rect(x: 0, y: 0, width: 10, height: 10)) {
            c.withClip(Rect(x: 20, y: 20, width: 10, height: 10)) {
                c.fill(Rect(x: 0, y: 0, width: 64, height: 48), color: .black)
                c.fillPolygon([Point(x: 0, y: 0), Point(x: 60, y: 0), Point(x: 0, y: 40)], color: .black)
                c.drawText("x", font: .body, color: .black, at: .zero)
                c.withOpacity(0.5) { c.fill(Rect(x: 0, y: 0, width: 64, height: 48), color: .black) }
            }
        }
        s.endFrame()
        #expect(s.boundsOfPixels(differingFrom: .white) == nil)
    }

    @Test("the frame restores the renderer state it changed")
    func restoresState() throws {
        let s = try TestEnvironment.surface()
        SDL_SetRenderDrawColor(s.canvas.renderer, 1, 2, 3, 4)
        SDL_SetRenderDrawBlendMode(s.canvas.renderer, SDL_BLENDMODE_MOD)
        let before = RendererState(s.canvas)
        let c = s.beginFrame(clear: .white)
        c.pushClip(Rect(x: 1, y: 1, width: 5, height: 5))
        c.pushOpacity(0.5)
        c.fill(Rect(x: 0, y: 0, width: 3, height: 3), color: .systemRed)
        s.endFrame() // unbalanced on purpose: endFrame closes what is open
        #expect(RendererState(c) == before)
        #expect(s.pixel(x: 2, y: 2).isClose(to: Color(r: 255, g: 157, b: 152), tolerance: 3))
    }

    // MARK: Opacity groups

    @Test("two overlapping opaque rects in a 50 % group give one even colour, not a darker overlap")
    func groupOpacity() throws {
        let s = try TestEnvironment.surface()
        let c = s.beginFrame(clear: .white)
        c.withOpacity(0.5) {
            c.fill(Rect(x: 0, y: 0, width: 30, height: 20), color: .systemBlue)
            c.fill(Rect(x: 20, y: 10, width: 30, height: 20), color: .systemBlue)
        }
        s.endFrame()
        let expected = Color.systemBlue.withAlpha(0.5).composited(over: .white)
        let alone = s.pixel(x: 5, y: 5), overlap = s.pixel(x: 25, y: 15), other = s.pixel(x: 45, y: 25)
        #expect(alone.isClose(to: expected, tolerance: 2))
        #expect(overlap.isClose(to: alone, tolerance: 1))
        #expect(other.isClose(to: alone, tolerance: 1))
        #expect(s.pixel(x: 40, y: 5) == .white)
    }

    @Test("nested groups multiply and a group over transparency leaves partial alpha")
    func nestedGroups() throws {
        let s = try TestEnvironment.surface(background: .clear)
        let c = s.beginFrame(clear: .clear)
        c.withOpacity(0.5) {
            c.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .black)
            c.withOpacity(0.5) { c.fill(Rect(x: 20, y: 0, width: 10, height: 10), color: .black) }
        }
        s.endFrame()
        #expect(abs(s.pixel(x: 5, y: 5).alpha - 0.5) < 0.02)
        #expect(abs(s.pixel(x: 25, y: 5).alpha - 0.25) < 0.02)
        #expect(s.pixel(x: 15, y: 5).alpha == 0)
    }

    @Test("anti-aliased edges inside a group keep their coverage")
    func groupEdges() throws {
        // Premultiplied compositing: a half-covered edge pixel at group alpha 1/2 ends near 1/4 black,
        // where straight compositing would give 1/8.
        let plain = try TestEnvironment.surface()
        plain.beginFrame(clear: .white).fillPolygon(Self.triangle, color: .black)
        plain.endFrame()
        let grouped = try TestEnvironment.surface()
        let c = grouped.beginFrame(clear: .white)
        c.withOpacity(0.5) { c.fillPolygon(Self.triangle, color: .black) }
        grouped.endFrame()
        var compared = 0
        for y in 0..<48 {
            for x in 0..<64 {
                let coverage = 1 - plain.pixel(x: x, y: y).red
                guard coverage > 0.2 && coverage < 0.8 else { continue }
                let darkening = 1 - grouped.pixel(x: x, y: y).red
                #expect(abs(darkening - coverage / 2) < 0.03, "pixel \(x),\(y)")
                compared += 1
            }
        }
        #expect(compared > 10)
    }

    static let triangle = [Point(x: 4, y: 4), Point(x: 60, y: 10), Point(x: 10, y: 44)]

    @Test("an alpha 0 group draws nothing and an alpha 1 group draws directly")
    func trivialGroups() throws {
        let s = try TestEnvironment.surface()
        let c = s.beginFrame(clear: .white)
        c.withOpacity(0) { c.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .black) }
        c.withOpacity(1) { c.fill(Rect(x: 20, y: 0, width: 10, height: 10), color: .black) }
        s.endFrame()
        #expect(s.pixel(x: 5, y: 5) == .white)
        #expect(s.pixel(x: 25, y: 5) == .black)
        #expect(s.canvas.targets.creations == 0)
    }

    @Test("group textures are pooled: a repeated frame creates none")
    func groupPool() throws {
        let s = try TestEnvironment.surface()
        func frame() {
            let c = s.beginFrame(clear: .white)
            c.withOpacity(0.5) {
                c.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .black)
                c.withOpacity(0.5) { c.fill(Rect(x: 0, y: 0, width: 5, height: 5), color: .black) }
            }
            s.endFrame()
        }
        frame()
        let created = s.canvas.targets.creations
        frame()
        #expect(created > 0)
        #expect(s.canvas.targets.creations == created)
    }

    // MARK: Anti-aliasing and gradients

    @Test("a rounded rect's corner pixel is partially covered")
    func roundedCorner() throws {
        let s = try TestEnvironment.surface(background: .clear)
        s.beginFrame(clear: .clear).fillRoundedRect(Rect(x: 10, y: 10, width: 30, height: 20), radius: 8, color: .black)
        s.endFrame()
        #expect(s.pixel(x: 20, y: 20).alpha == 1)
        #expect(s.pixel(x: 25, y: 10).alpha == 1, "straight edges stay crisp")
        #expect(s.pixel(x: 25, y: 9).alpha == 0)
        #expect(s.pixel(x: 10, y: 10).alpha == 0, "the corner is cut")
        let partial = (10..<18).flatMap { x in (10..<18).map { s.pixel(x: x, y: $0).alpha } }.filter { $0 > 0 && $0 < 1 }
        #expect(partial.count >= 4)
    }

    @Test("a diagonal line's edge pixels blend strictly between line and background")
    func diagonalLine() throws {
        let s = try TestEnvironment.surface()
        s.beginFrame(clear: .white).strokeLine(from: Point(x: 4, y: 4), to: Point(x: 60, y: 40), width: 2, color: .black)
        s.endFrame()
        var partial = 0, solid = 0
        for x in 10..<50 {
            for y in 0..<48 {
                let v = s.pixel(x: x, y: y).red
                if v > 0.02 && v < 0.98 { partial += 1 }
                if v < 0.02 { solid += 1 }
            }
        }
        #expect(partial >= 40, "each column has blended edge pixels")
        #expect(solid >= 20)
    }

    @Test("a translucent chevron is not darker where its strokes join")
    func chevronJoin() throws {
        let s = try TestEnvironment.surface(scale: 2)
        s.beginFrame(clear: .white).strokePolyline(
            [Point(x: 30, y: 4), Point(x: 18, y: 16), Point(x: 30, y: 28)], width: 3, color: Color.black.withAlpha(0.5))
        s.endFrame()
        let segment = s.pixel(x: 48, y: 20), joint = s.pixel(x: 38, y: 32)
        #expect(segment.isClose(to: Color(r: 128, g: 128, b: 128), tolerance: 3))
        #expect(joint.isClose(to: segment, tolerance: 3))
        var darkest = 1.0
        for y in 0..<64 { for x in 0..<80 { darkest = min(darkest, s.pixel(x: x, y: y).red) } }
        #expect(darkest > 0.48, "no pixel is covered twice")
    }

    @Test("butt caps end flush and round caps extend by half the width")
    func caps() throws {
        let s = try TestEnvironment.surface()
        let c = s.beginFrame(clear: .white)
        c.strokePolyline([Point(x: 10, y: 10), Point(x: 30, y: 10)], width: 4, color: .black, cap: .butt)
        c.strokePolyline([Point(x: 10, y: 30), Point(x: 30, y: 30)], width: 4, color: .black, cap: .round)
        s.endFrame()
        #expect(s.pixel(x: 10, y: 9).red < 0.05)
        #expect(s.pixel(x: 9, y: 9).red > 0.95)
        #expect(s.pixel(x: 29, y: 9).red < 0.05)
        #expect(s.pixel(x: 30, y: 9).red > 0.95)
        #expect(s.pixel(x: 9, y: 30).red < 0.05)
        #expect(s.pixel(x: 30, y: 30).red < 0.05)
    }

    @Test("a convex polygon fills its inside")
    func polygon() throws {
        let s = try TestEnvironment.surface()
        s.beginFrame(clear: .white).fillPolygon(Self.triangle, color: .systemRed)
        s.endFrame()
        #expect(s.pixel(x: 20, y: 15) == Color.systemRed.plain)
        #expect(s.pixel(x: 55, y: 40) == .white)
    }

    @Test("gradients start and end at their colours and pass between them")
    func gradient() throws {
        let s = try TestEnvironment.surface(width: 100, height: 40)
        let c = s.beginFrame(clear: .white)
        c.fillLinearGradient(Rect(x: 0, y: 0, width: 100, height: 20), from: .systemRed, to: .systemBlue, axis: .horizontal)
        c.fillLinearGradient(Rect(x: 0, y: 20, width: 100, height: 20), from: .black, to: .white, axis: .vertical)
        s.endFrame()
        #expect(s.pixel(x: 0, y: 10).isClose(to: .systemRed, tolerance: 4))
        #expect(s.pixel(x: 99, y: 10).isClose(to: .systemBlue, tolerance: 4))
        #expect(s.pixel(x: 50, y: 10).isClose(to: Color.systemRed.interpolated(to: .systemBlue, fraction: 0.5), tolerance: 4))
        #expect(s.pixel(x: 5, y: 20).isClose(to: .black, tolerance: 8))
        #expect(s.pixel(x: 5, y: 39).isClose(to: .white, tolerance: 8))
        #expect(s.pixel(x: 5, y: 30).red > 0.4 && s.pixel(x: 5, y: 30).red < 0.6)
    }

    @Test("a gradient to clear keeps its hue instead of passing through black")
    func gradientToClear() throws {
        let s = try TestEnvironment.surface(width: 100, height: 10, background: .clear)
        s.beginFrame(clear: .clear).fillLinearGradient(Rect(x: 0, y: 0, width: 100, height: 10), from: .white,
                                                       to: .clear, axis: .horizontal)
        s.endFrame()
        let mid = s.pixel(x: 50, y: 5)
        #expect(abs(mid.alpha - 0.5) < 0.03)
        #expect(mid.red > 0.97 && mid.green > 0.97 && mid.blue > 0.97)
    }

    // MARK: Text

    @Test("text is drawn inside the box measurement gives it", arguments: [1.0, 2.0, 0.75])
    func textWithinMeasuredBox(scale: Double) throws {
        let s = try TestEnvironment.surface(width: 200, height: 40, scale: scale)
        let origin = Point(x: 10, y: 8)
        s.beginFrame(clear: .white).drawText("Hello Handheld", font: .body, color: .black, at: origin)
        s.endFrame()
        let width = s.canvas.measurer.width(of: "Hello Handheld", font: .body)
        let m = s.canvas.measurer.metrics(for: .body)
        let box = try #require(s.boundsOfPixels(differingFrom: .white))
        // Half a pixel for snapping the origin, one for anti-aliased overhang; and glyphs are rasterised at
        // a whole pixel size (13 px for 17 pt at 0.75), so they grow by that rounding.
        let slack = 1.5
        let growth = (17 * scale).rounded() / (17 * scale)
        #expect(Double(box.x0) >= origin.x * scale - slack)
        #expect(Double(box.x1) <= (origin.x + width * growth) * scale + slack)
        #expect(Double(box.y0) >= origin.y * scale - slack)
        #expect(Double(box.y1) <= (origin.y + m.lineHeight * growth) * scale + slack)
        #expect(Double(box.x1 - box.x0) > width * scale * 0.9, "the text spans nearly its measured width")
        // No descenders: the ink ends at the baseline.
        #expect(Double(box.y1) <= (origin.y + m.ascent * growth) * scale + slack)
    }

    @Test("the same text in two colours in one frame keeps each colour")
    func textTwoColours() throws {
        let s = try TestEnvironment.surface(width: 100, height: 60, scale: 2)
        let c = s.beginFrame(clear: .white)
        c.drawText("IIII", font: .headline, color: .systemRed, at: Point(x: 4, y: 4))
        c.drawText("IIII", font: .headline, color: .systemBlue, at: Point(x: 4, y: 30))
        s.endFrame()
        func darkest(_ rows: Range<Int>) -> Color {
            var best = Color.white
            for y in rows { for x in 0..<200 {
                let p = s.pixel(x: x, y: y)
                if p.red + p.green + p.blue < best.red + best.green + best.blue { best = p }
            } }
            return best
        }
        #expect(darkest(0..<56).isClose(to: .systemRed, tolerance: 6))
        #expect(darkest(60..<116).isClose(to: .systemBlue, tolerance: 6))
    }

    @Test("measurement does not depend on the scale text is drawn at")
    func measurementIsScaleFree() throws {
        let one = try TestEnvironment.surface(scale: 1), three = try TestEnvironment.surface(scale: 3)
        #expect(one.canvas.measurer.width(of: "Settings", font: .body) == three.canvas.measurer.width(of: "Settings", font: .body))
    }
}

/// The SDL renderer state a frame must leave as it found it.
@MainActor
struct RendererState: Equatable {
    var color: [UInt8]
    var blend: UInt32
    var clipEnabled: Bool
    var hasTarget: Bool

    init(_ canvas: SDLCanvas) {
        var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0, a: UInt8 = 0
        SDL_GetRenderDrawColor(canvas.renderer, &r, &g, &b, &a)
        color = [r, g, b, a]
        var mode = SDL_BLENDMODE_NONE
        SDL_GetRenderDrawBlendMode(canvas.renderer, &mode)
        blend = mode.rawValue
        clipEnabled = SDL_RenderIsClipEnabled(canvas.renderer) == SDL_TRUE
        hasTarget = SDL_GetRenderTarget(canvas.renderer) != nil
    }
}
