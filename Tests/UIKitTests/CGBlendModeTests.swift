import Render
import Testing
import TestSupport
import UIKit

/// Core Graphics blend modes in an image context, read back as pixels: separable blends, the tinting
/// idiom (`sourceIn`/`sourceAtop` over an image), `clear` and `copy`.
@MainActor
struct CGBlendModeTests {
    private func pixel(_ image: UIImage?, _ x: Int, _ y: Int) -> [UInt8] {
        guard let image else { return [] }
        let c = image.bitmap.color(x: x, y: y).rgba8
        return [c.r, c.g, c.b, c.a]
    }

    /// A 20 × 10 image: the left half grey (0.4, 102 of 255 exactly) opaque, the right half transparent, then `mode` fills
    /// the whole image with `color`.
    private func paint(_ mode: CGBlendMode, _ color: UIColor) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 10), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = UIGraphicsGetCurrentContext()!
        context.setFillColor(UIColor(red: 0.4, green: 0.4, blue: 0.4, alpha: 1).cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.setBlendMode(mode)
        context.setFillColor(color.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    @Test("multiply, screen and overlay mix with the backdrop by their formulas; over nothing they are normal")
    func separable() {
        let orange = UIColor(red: 1, green: 0.6, blue: 0, alpha: 1)
        // multiply: cb·cs = (0.4, 0.24, 0).
        #expect(pixel(paint(.multiply, orange), 5, 5) == [102, 61, 0, 255])
        #expect(pixel(paint(.multiply, orange), 15, 5) == [255, 153, 0, 255])
        // screen: cb + cs − cb·cs = (1, 0.76, 0.4).
        #expect(pixel(paint(.screen, orange), 5, 5) == [255, 194, 102, 255])
        // overlay over a 0.4 backdrop is 2·cb·cs = (0.8, 0.48, 0).
        #expect(pixel(paint(.overlay, orange), 5, 5) == [204, 122, 0, 255])
        #expect(pixel(paint(.normal, orange), 5, 5) == [255, 153, 0, 255])
    }

    @Test("sourceIn and sourceAtop paint only where something was drawn: the tinting idiom")
    func tinting() {
        let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(pixel(paint(.sourceIn, blue), 5, 5) == [0, 0, 255, 255])
        #expect(pixel(paint(.sourceIn, blue), 15, 5) == [0, 0, 0, 0])
        #expect(pixel(paint(.sourceAtop, blue), 5, 5) == [0, 0, 255, 255])
        #expect(pixel(paint(.sourceAtop, blue), 15, 5) == [0, 0, 0, 0])
        #expect(pixel(paint(.destinationOver, blue), 5, 5) == [102, 102, 102, 255])
        #expect(pixel(paint(.destinationOver, blue), 15, 5) == [0, 0, 255, 255])
    }

    @Test("clear erases what the shape covers, copy replaces it, and restoreGState brings the old mode back")
    func clearAndCopy() {
        let translucent = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(pixel(paint(.clear, .red), 5, 5) == [0, 0, 0, 0])
        #expect(pixel(paint(.copy, translucent), 5, 5) == [255, 0, 0, 128])
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
        let context = UIGraphicsGetCurrentContext()!
        context.saveGState()
        context.setBlendMode(.multiply)
        #expect(context.blendMode == .multiply)
        context.restoreGState()
        #expect(context.blendMode == .normal)
        UIGraphicsEndImageContext()
    }
}
