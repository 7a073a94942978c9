import Render
import Testing
import TestSupport
import UIKit

/// What the layer tree and corner mask change on screen, read back as pixels from the software renderer.
@MainActor
struct CALayerDrawingTests {
    /// UIKit draws sublayers in sublayer order: a layer added before a subview is beneath it.
    @Test("a layer added by code before a subview draws beneath it; one added after draws above")
    func interleavedDrawing() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 200, height: 200))
        let page = UIViewController()
        window.rootViewController = page
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        page.view.addSubview(box)
        let below = CALayer()
        box.layer.addSublayer(below)
        let green = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        green.backgroundColor = .green
        box.addSubview(green)
        let above = CALayer()
        box.layer.addSublayer(above)
        box.performWithoutAnimation {
            below.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            below.backgroundColor = .red
            above.frame = CGRect(x: 80, y: 80, width: 10, height: 10)
            above.backgroundColor = .blue
        }
        window.step(clock)
        let surface = try Golden.draw(window)
        #expect(surface.pixel(x: 70, y: 70) == Color.green)   // the subview covers the earlier layer
        #expect(surface.pixel(x: 120, y: 120) == Color.red)   // the earlier layer outside the subview
        #expect(surface.pixel(x: 85, y: 85) == Color.blue)    // the later layer above the subview
    }

    @Test("maskedCorners rounds only the chosen corners of a clipping view")
    func maskedCorners() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 200, height: 200))
        let page = UIViewController()
        page.view.backgroundColor = .white
        window.rootViewController = page
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .red
        card.layer.cornerRadius = 30
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.layer.masksToBounds = true
        let fill = UIView(frame: card.bounds)
        fill.backgroundColor = .blue
        card.addSubview(fill)
        page.view.addSubview(card)
        #expect(card.maskedCorners == .top)
        window.step(clock)
        let surface = try Golden.draw(window)
        #expect(surface.pixel(x: 52, y: 52) == Color.white)   // the top-left corner is cut
        #expect(surface.pixel(x: 147, y: 52) == Color.white)  // and the top-right
        #expect(surface.pixel(x: 52, y: 147) == Color.blue)   // the bottom corners stay square
        #expect(surface.pixel(x: 147, y: 147) == Color.blue)
    }
}
