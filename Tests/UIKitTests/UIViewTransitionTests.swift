import Foundation
import Testing
import TestSupport
import UIKit

/// UIView.transition(with:…) as a real snapshot crossfade on the window's clock, transition(from:to:…), and
/// drawHierarchy(in:afterScreenUpdates:) inside an image renderer.
@MainActor
struct UIViewTransitionTests {
    @Test("drawHierarchy draws the view and its subviews into an image renderer, scaled to the rect")
    func drawHierarchyInRenderer() throws {
        let card = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 50))
        card.backgroundColor = .red
        let stripe = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        stripe.backgroundColor = .blue
        card.addSubview(stripe)
        let format = UIGraphicsImageRendererFormat(scale: 1)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100), format: format).image { _ in
            #expect(card.drawHierarchy(in: CGRect(x: 0, y: 0, width: 200, height: 100), afterScreenUpdates: true))
        }
        let pixels = try #require(image.cgImage)
        #expect(pixels.width == 200 && pixels.height == 100)
        #expect(pixels.color(x: 50, y: 50) == .red, "the card's left half, scaled twice")
        #expect(pixels.color(x: 150, y: 50) == .blue, "the stripe, scaled twice")
        #expect(!card.drawHierarchy(in: card.bounds, afterScreenUpdates: false), "no current context: false")
    }

    @Test("transition(with:) crossfades a snapshot of the old look over the new one on the window's clock")
    func crossDissolve() throws {
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 200, height: 200))
        let page = UIViewController()
        window.rootViewController = page
        let swatch = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        swatch.backgroundColor = .red
        page.view.addSubview(swatch)
        window.step(clock)
        var finished: Bool?
        UIView.transition(with: swatch, duration: 0.4, options: .transitionCrossDissolve,
                          animations: { swatch.backgroundColor = .blue }, completion: { finished = $0 })
        #expect(swatch.backgroundColor == .blue, "the change itself is made at once")
        #expect(page.view.subviews.count == 2, "a snapshot lies over the view")
        window.step(clock)
        var surface = try Golden.draw(window)
        let start = surface.pixel(x: 100, y: 100).rgba8
        #expect(start.r > 240 && start.b < 15, "the snapshot of the red view covers the blue one")
        clock.advance(by: 0.2)
        window.advanceFrame()
        surface = try Golden.draw(window)
        let middle = surface.pixel(x: 100, y: 100).rgba8
        #expect(abs(Int(middle.r) - 128) < 26 && abs(Int(middle.b) - 128) < 26, "half way: half red, half blue")
        #expect(finished == nil)
        clock.advance(by: 0.25)
        window.advanceFrame()
        window.step(clock)
        surface = try Golden.draw(window)
        #expect(surface.pixel(x: 100, y: 100) == .blue)
        #expect(finished == true && page.view.subviews.count == 1, "the snapshot is gone, the completion ran")
    }

    @Test("transition(from:to:) puts the new view in the old one's place and removes the old one at the end")
    func fromTo() {
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 200, height: 200))
        let page = UIViewController()
        window.rootViewController = page
        let back = UIView(), front = UIView(), replacement = UIView(), last = UIView()
        for v in [back, front, last] { page.view.addSubview(v) }
        window.step(clock)
        var log: [String] = []
        UIView.transition(from: front, to: replacement, duration: 0.3, options: [.transitionFlipFromLeft]) { log.append("done \($0)") }
        #expect(page.view.subviews.map { ObjectIdentifier($0) } == [back, replacement, front, last].map { ObjectIdentifier($0) })
        window.step(clock)
        clock.advance(by: 0.35)
        window.advanceFrame()
        window.step(clock)
        #expect(log == ["done true"])
        #expect(front.superview == nil && front.alpha == 1)
        #expect(page.view.subviews.map { ObjectIdentifier($0) } == [back, replacement, last].map { ObjectIdentifier($0) })

        let hidden = UIView()
        hidden.isHidden = true
        page.view.addSubview(hidden)
        UIView.transition(from: replacement, to: hidden, duration: 0, options: [.showHideTransitionViews]) { log.append("swapped \($0)") }
        #expect(replacement.isHidden && !hidden.isHidden && replacement.superview === page.view)
        #expect(log.last == "swapped true")
    }
}
