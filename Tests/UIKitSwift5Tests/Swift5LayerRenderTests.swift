import Render
import Testing
import TestSupport
import UIKit
import Widgets

// In Swift 5 mode: held-out 5's way of turning a view into an image, `contentScaleFactor` set down the tree,
// then `layer.render(in:)` inside a UIGraphicsImageRenderer; the pixels are read back.

extension UIView {
    /// Held-out 5's helper: the whole subtree drawn at `scale`.
    func swift5ScaleView(by scale: CGFloat) {
        self.contentScaleFactor = scale
        for subview in self.subviews {
            subview.swift5ScaleView(by: scale)
        }
    }

    func swift5Image(scale: CGFloat) -> UIImage {
        self.swift5ScaleView(by: scale)
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let renderer = UIGraphicsImageRenderer(bounds: bounds, format: format)
        return renderer.image { context in
            self.layer.render(in: context.cgContext)
        }
    }
}

@MainActor
struct Swift5LayerRenderTests {
    /// The pixel at (`x`, `y`) of `image` (device pixels) as 8-bit straight RGBA.
    func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        let c = image.bitmap.color(x: x, y: y).rgba8
        return [c.r, c.g, c.b, c.a]
    }

    @Test("contentScaleFactor is the screen's scale until set, in a window the window's; a layer made by code has 1")
    func contentScaleFactorDefaultsAndSets() {
        let view = UIView()
        #expect(view.contentScaleFactor == UIScreen.main.scale, "no window: the main screen's")
        view.contentScaleFactor = 1.5
        #expect(view.contentScaleFactor == 1.5)
        #expect(view.layer.contentsScale == 1.5, "the view's scale is its layer's")
        #expect(CALayer().contentsScale == 1, "CALayer's documented default")

        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 200, height: 100),
                                                     traits: UITraitCollection(horizontalSizeClass: .compact,
                                                                               verticalSizeClass: .regular, displayScale: 2))
        let controller = UIViewController()
        window.rootViewController = controller
        window.step(clock)
        let shown = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(shown)
        #expect(shown.contentScaleFactor == 2, "in a window: that window's display scale")
    }

    @Test("layer.render(in:) draws the view and its subviews in the view's own coordinates, at the format's scale")
    func renderViewTreeIntoImage() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView(frame: CGRect(x: 100, y: 50, width: 40, height: 20))
        card.backgroundColor = .red
        let badge = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        badge.backgroundColor = .blue
        card.addSubview(badge)
        container.addSubview(card)

        let image = card.swift5Image(scale: 2)
        #expect(image.size == CGSize(width: 40, height: 20))
        #expect(image.scale == 2)
        #expect(card.contentScaleFactor == 2 && badge.contentScaleFactor == 2)
        #expect(pixel(image, 10, 10) == [255, 0, 0, 255], "the card's red at its own (5, 5), not at its frame's origin")
        #expect(pixel(image, 70, 30) == [0, 0, 255, 255], "the badge's blue at (35, 15)")
        #expect(pixel(image, 39, 39) == [255, 0, 0, 255])
    }

    @Test("a layer made by code renders itself and its sublayers at the context's origin")
    func renderCodeLayer() {
        let layer = CALayer()
        layer.frame = CGRect(x: 30, y: 30, width: 10, height: 10)
        layer.backgroundColor = UIColor.green.cgColor
        let dot = CALayer()
        dot.frame = CGRect(x: 5, y: 5, width: 5, height: 5)
        dot.backgroundColor = UIColor.black.cgColor
        layer.addSublayer(dot)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            layer.render(in: context.cgContext)
        }
        #expect(pixel(image, 2, 2) == [0, 255, 0, 255])
        #expect(pixel(image, 7, 7) == [0, 0, 0, 255])
    }
}
