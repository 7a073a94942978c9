import Foundation
import Render
import Testing
import TestSupport
@testable import Widgets

/// A layer's shadow in pixels: a Gaussian of σ = shadowRadius (`Layer.shadowSigmaPerRadius`) under the
/// rounded background or `shadowPath`, moved by `shadowOffset`, its alpha multiplied by `shadowOpacity`,
/// removed by `masksToBounds`; and blurred once however far its cards scroll.
@MainActor
@Suite("Layer shadow pixels")
struct LayerShadowPixelTests {
    static func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.squareRoot()) }

    /// A blue 100 × 60 card at (50, 50) on white with a black shadow.
    func card(opacity: Float = 0.5, radius: Double = 4, offset: Size = Size(width: 0, height: 10)) -> (Window, View) {
        let (window, _) = TestSupport.makeWindow(size: Size(width: 200, height: 200))
        window.rootView.backgroundColor = .white
        let card = View(frame: Rect(x: 50, y: 50, width: 100, height: 60))
        card.backgroundColor = Color(red: 0, green: 0, blue: 1)
        card.layer.shadowOpacity = opacity
        card.layer.shadowRadius = radius
        card.layer.shadowOffset = offset
        window.rootView.addSubview(card)
        return (window, card)
    }

    func darkness(_ s: OffscreenSurface, _ x: Int, _ y: Int) -> Double { 1 - s.pixel(x: x, y: y).green }

    @Test("the shadow is moved by the offset and scaled by the opacity, with the Gaussian's profile")
    func offsetAndOpacity() throws {
        let (window, _) = card()
        let s = try Golden.draw(window)
        // The shadow's bottom edge is at 110 + 10; its top edge (60) is under the card.
        for d in [-4, 0, 4, 8] {
            let expected = 0.5 * Self.phi(-(Double(120 + d) + 0.5 - 120) / 4)
            #expect(abs(darkness(s, 100, 120 + d) - expected) < 0.02, "\(d)")
        }
        #expect(darkness(s, 100, 46) < 0.01)
        // Beside the card the shadow spreads by the same Gaussian from the card's side.
        #expect(abs(darkness(s, 45, 90) - 0.5 * Self.phi(-4.5 / 4)) < 0.02)
        #expect(abs(darkness(s, 45, 90) - darkness(s, 154, 90)) < 0.01)
    }

    @Test("masksToBounds removes the shadow; opacity 0 draws none")
    func masksToBoundsSuppresses() throws {
        let (window, card) = card()
        card.layer.masksToBounds = true
        let s = try Golden.draw(window)
        #expect(s.pixel(x: 100, y: 118) == .white && s.pixel(x: 45, y: 90) == .white)
        let (plain, _) = self.card(opacity: 0)
        #expect(try Golden.draw(plain).pixel(x: 100, y: 118) == .white)
    }

    @Test("shadowPath is the shape that casts the shadow")
    func shadowPathIsUsed() throws {
        let (window, card) = card(offset: .zero)
        let path = MutableGraphicsPath()
        // A square poking out past the card's top-left corner only.
        path.addRect(Rect(x: -20, y: -20, width: 30, height: 30))
        card.layer.shadowPath = path.copy()
        let s = try Golden.draw(window)
        // Inside the square (away from its edges) the shadow is at its full 0.5.
        #expect(abs(darkness(s, 38, 38) - 0.5) < 0.03)
        // Below the card, where the rounded bounds would have cast it, there is none.
        #expect(darkness(s, 100, 114) < 0.01)
    }

    @Test("100 frames scrolling shadowed cards blur the shadow once")
    func scrollingBlursOnce() throws {
        let (window, _) = TestSupport.makeWindow(size: Size(width: 375, height: 667))
        window.rootView.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.95)
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        scroll.contentSize = Size(width: 375, height: 40 * 110)
        for i in 0..<40 {
            let card = View(frame: Rect(x: 20, y: 20 + Double(i) * 110, width: 335, height: 90))
            card.backgroundColor = .white
            card.cornerRadius = 12
            card.layer.shadowOpacity = 0.2
            card.layer.shadowRadius = 8
            card.layer.shadowOffset = Size(width: 0, height: 4)
            scroll.addSubview(card)
        }
        window.rootView.addSubview(scroll)
        let surface = try OffscreenSurface(size: window.size, scale: 3, fonts: try Golden.fonts())
        for frame in 0..<100 {
            scroll.contentOffset = Point(x: 0, y: Double(frame) * 13.7)
            window.draw(in: surface.beginFrame(clear: .white))
            surface.endFrame()
        }
        #expect(surface.canvas.shadows.blurCount == 1)
        #expect(surface.canvas.shadows.hits > 500)
        // The shadow shows below the last visible card's bottom edge, soft: darker nearer the card.
        try surface.writePNG(to: NSTemporaryDirectory() + "handheld-shadow-scroll.png")
    }
}
