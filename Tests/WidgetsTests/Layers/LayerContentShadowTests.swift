import Foundation
import Render
import Testing
import TestSupport
@testable import Widgets

/// A shadow without `shadowPath` is cast by the layer's composited alpha (CALayer.shadowPath's
/// documentation), not its bounds: a clear view's round subview casts a round shadow, a label's glyphs
/// cast glyph-shaped ones, `masksToBounds` still removes it, and the blurred alpha is kept until the
/// content changes.
@MainActor
@Suite("Layer content shadows")
struct LayerContentShadowTests {
    func darkness(_ s: OffscreenSurface, _ x: Int, _ y: Int) -> Double { 1 - s.pixel(x: x, y: y).green }

    /// A clear 100 × 100 view at (50, 50) holding a blue disc of its size, with a black shadow of opacity
    /// 0.5, radius 2, 10 pt down.
    func disc() -> (Window, View) {
        let (window, _) = TestSupport.makeWindow(size: Size(width: 200, height: 200))
        window.rootView.backgroundColor = .white
        let holder = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        let disc = View(frame: holder.bounds)
        disc.backgroundColor = Color(red: 0, green: 0, blue: 1)
        disc.cornerRadius = 50
        holder.addSubview(disc)
        holder.layer.shadowOpacity = 0.5
        holder.layer.shadowRadius = 2
        holder.layer.shadowOffset = Size(width: 0, height: 10)
        window.rootView.addSubview(holder)
        return (window, holder)
    }

    @Test("a clear view with a round subview casts a round shadow, not its bounds' square")
    func roundSubviewCastsRoundShadow() throws {
        let (window, holder) = disc()
        let s = try Golden.draw(window)
        // The shadow's disc is centred at (100, 110), radius 50. Under the disc's lowest point it is dark…
        #expect(darkness(s, 100, 157) > 0.4)
        // …and in the corner of the moved bounds, 14 pt outside the disc, there is none.
        #expect(darkness(s, 55, 155) < 0.01)
        #expect(darkness(s, 145, 155) < 0.01)
        // With an opaque background the alpha is the square bounds: the same corner is in the shadow.
        holder.backgroundColor = .white
        let square = try Golden.draw(window)
        #expect(darkness(square, 55, 155) > 0.4)
        try s.writePNG(to: NSTemporaryDirectory() + "handheld-disc-shadow.png")
    }

    @Test("masksToBounds removes a content shadow too")
    func masksToBoundsRemovesContentShadow() throws {
        let (window, holder) = disc()
        holder.layer.masksToBounds = true
        let s = try Golden.draw(window)
        #expect(s.pixel(x: 100, y: 157) == .white)
    }

    @Test("a shape layer's shadow is its path's, not its frame's")
    func shapeLayerCastsItsPath() throws {
        let (window, _) = TestSupport.makeWindow(size: Size(width: 200, height: 200))
        window.rootView.backgroundColor = .white
        let triangle = ShapeLayer()
        triangle.frame = Rect(x: 50, y: 50, width: 100, height: 100)
        let path = MutableGraphicsPath()
        path.addLines(between: [Point(x: 50, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)])
        path.closeSubpath()
        triangle.path = path.copy()
        triangle.fillColor = Color(red: 0, green: 0, blue: 1)
        triangle.shadowOpacity = 0.5
        triangle.shadowRadius = 2
        triangle.shadowOffset = Size(width: 0, height: 10)
        window.rootView.layer.addSublayer(triangle)
        let s = try Golden.draw(window)
        // Below the base, 7 pt into the moved triangle: dark. In the moved frame's top-left corner, far
        // from the slanted side: untouched.
        #expect(darkness(s, 100, 157) > 0.4)
        #expect(darkness(s, 56, 66) < 0.01)
        try s.writePNG(to: NSTemporaryDirectory() + "handheld-shape-shadow.png")
    }

    /// Red "Hi" on a clear label, with a hard-ish black shadow (radius 1) 6 pt right and down.
    func label(shadow: Bool) -> Window {
        let (window, _) = TestSupport.makeWindow(size: Size(width: 320, height: 120))
        window.rootView.backgroundColor = .white
        let label = Label(frame: Rect(x: 20, y: 20, width: 260, height: 60))
        label.text = "Hi"
        label.font = .system(size: 40, weight: .semibold)
        label.textColor = Color(red: 1, green: 0, blue: 0)
        if shadow {
            label.layer.shadowOpacity = 1
            label.layer.shadowRadius = 1
            label.layer.shadowOffset = Size(width: 6, height: 6)
        }
        window.rootView.addSubview(label)
        return window
    }

    @Test("a label's shadow darkens pixels offset from its glyphs, not its bounds")
    func labelShadowFollowsGlyphs() throws {
        let plain = try Golden.draw(label(shadow: false))
        let shadowed = try Golden.draw(label(shadow: true))
        func isGlyph(_ x: Int, _ y: Int) -> Bool {
            let c = plain.pixel(x: x, y: y)
            return c.red > 0.5 && c.green < 0.5
        }
        var darkened = 0, awayFromGlyphs = 0
        for y in 0..<120 {
            for x in 0..<320 where plain.pixel(x: x, y: y) == .white && darkness(shadowed, x, y) > 0.5 {
                darkened += 1
                // The glyph casting it is 6 pt up and left (give or take the blur).
                let near = (-2...2).contains { dy in (-2...2).contains { dx in
                    let gx = x - 6 + dx, gy = y - 6 + dy
                    return gx >= 0 && gy >= 0 && isGlyph(gx, gy)
                } }
                if !near { awayFromGlyphs += 1 }
            }
        }
        #expect(darkened > 50)
        #expect(awayFromGlyphs == 0)
        // The bounds' far corner, moved by the offset, would be deep in a bounds shadow; it is untouched.
        #expect(shadowed.pixel(x: 280, y: 80) == .white)
        #expect(shadowed.pixel(x: 200, y: 70) == .white)
        try shadowed.writePNG(to: NSTemporaryDirectory() + "handheld-label-shadow.png")
    }

    @Test("40 shadowed labels scrolled for 100 frames blur each label at most once; new text blurs again once")
    func scrollingLabelsBlurOnce() throws {
        let (window, _) = TestSupport.makeWindow(size: Size(width: 375, height: 667))
        window.rootView.backgroundColor = .white
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        scroll.contentSize = Size(width: 375, height: 40 * 60)
        var labels: [Label] = []
        for i in 0..<40 {
            let label = Label(frame: Rect(x: 20, y: 10 + Double(i) * 60, width: 335, height: 40))
            label.text = "Row \(i)"
            label.layer.shadowOpacity = 0.3
            label.layer.shadowRadius = 3
            label.layer.shadowOffset = Size(width: 0, height: 2)
            scroll.addSubview(label)
            labels.append(label)
        }
        window.rootView.addSubview(scroll)
        let surface = try OffscreenSurface(size: window.size, scale: 3, fonts: try Golden.fonts())
        func frame() {
            window.draw(in: surface.beginFrame(clear: .white))
            surface.endFrame()
        }
        for step in 0..<100 {
            scroll.contentOffset = Point(x: 0, y: Double(step) * 13.7)
            frame()
        }
        let blurs = surface.canvas.shadows.blurCount
        // Rows 0…38 have been on screen (the last offset is 1356 pt, showing down to 2023 pt).
        #expect(blurs >= 30 && blurs <= 40)
        #expect(surface.canvas.shadows.hits > 500)
        frame()
        #expect(surface.canvas.shadows.blurCount == blurs)
        // A label on screen whose text changes is blurred once more, then kept again.
        labels[30].text = "Changed"
        frame()
        #expect(surface.canvas.shadows.blurCount == blurs + 1)
        frame()
        #expect(surface.canvas.shadows.blurCount == blurs + 1)
        try surface.writePNG(to: NSTemporaryDirectory() + "handheld-label-shadows.png")
    }
}
