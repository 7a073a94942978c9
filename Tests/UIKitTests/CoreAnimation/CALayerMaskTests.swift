import Render
import Testing
import TestSupport
import UIKit
import Widgets

/// `layer.mask` and `view.mask` hide what their alpha does not cover, read back as pixels.
@MainActor
struct CALayerMaskTests {
    private func stage() -> (UIWindow, ManualClock, UIView) {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 200, height: 200))
        let page = UIViewController()
        page.view.backgroundColor = .white
        window.rootViewController = page
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .red
        page.view.addSubview(card)
        return (window, clock, card)
    }

    @Test("a shape layer with an oval path crops a view to a circle")
    func circularCrop() throws {
        let (window, clock, card) = stage()
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: card.bounds).cgPath
        card.layer.mask = circle
        #expect(card.layer.mask === circle)
        window.step(clock)
        let surface = try Golden.draw(window)
        #expect(surface.pixel(x: 100, y: 100) == Color.red)     // the centre
        #expect(surface.pixel(x: 100, y: 53) == Color.red)      // inside, near the top
        #expect(surface.pixel(x: 53, y: 53) == Color.white)     // the corner, outside the circle
        #expect(surface.pixel(x: 146, y: 146) == Color.white)
        #expect(surface.pixel(x: 40, y: 100) == Color.white)    // outside the view
    }

    @Test("a mask view's background shows the view only where the mask lies; a translucent one partly")
    func maskView() throws {
        let (window, clock, card) = stage()
        let half = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        half.backgroundColor = .black
        card.mask = half
        #expect(card.mask === half)
        window.step(clock)
        var surface = try Golden.draw(window)
        #expect(surface.pixel(x: 70, y: 100) == Color.red)
        #expect(surface.pixel(x: 130, y: 100) == Color.white)
        half.backgroundColor = UIColor(white: 0, alpha: 0.5)
        card.setNeedsDisplay()
        window.step(clock)
        surface = try Golden.draw(window)
        let pixel = surface.pixel(x: 70, y: 100)
        #expect(abs(pixel.red - 1) < 0.01 && abs(pixel.green - 0.5) < 0.01 && abs(pixel.blue - 0.5) < 0.01)
        card.mask = nil
        window.step(clock)
        #expect(try Golden.draw(window).pixel(x: 130, y: 100) == Color.red)
    }

    @Test("a standalone layer's mask with a corner radius rounds it")
    func layerMask() throws {
        let (window, clock, card) = stage()
        card.backgroundColor = .clear
        let tile = CALayer()
        tile.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        tile.backgroundColor = .blue
        let rounded = CALayer()
        rounded.frame = tile.bounds
        rounded.backgroundColor = .black
        rounded.cornerRadius = 40
        tile.mask = rounded
        card.layer.addSublayer(tile)
        window.step(clock)
        let surface = try Golden.draw(window)
        #expect(surface.pixel(x: 100, y: 100) == Color.blue)
        #expect(surface.pixel(x: 52, y: 52) == Color.white)
        #expect(surface.pixel(x: 100, y: 52) == Color.blue)
    }
}
