import Render
import Testing
import TestSupport
import UIKit

/// UIKit's image contexts and UIGraphicsImageRenderer drawing real pixels, read back from the UIImage they
/// return, written as UIKit code writes them.
@MainActor
struct UIGraphicsImageContextTests {
    /// The pixel at (`x`, `y`) of `image` as 8-bit straight RGBA.
    func pixel(_ image: UIImage?, _ x: Int, _ y: Int) -> [UInt8] {
        guard let image else { return [] }
        let c = image.bitmap.color(x: x, y: y).rgba8
        return [c.r, c.g, c.b, c.a]
    }

    @Test("UIRectFill with UIColor.setFill paints the rectangle, the rest stays transparent, and End pops the context")
    func rectFill() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 10), false, 1)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.size == CGSize(width: 20, height: 10))
        #expect(pixel(image, 5, 5) == [255, 0, 0, 255])
        #expect(pixel(image, 15, 5) == [0, 0, 0, 0])
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test("scale 0 is the main screen's scale, and an opaque context starts black")
    func scaleAndOpacity() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), true, 0)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        let scale = UIScreen.main.scale
        #expect(image?.scale == Double(scale))
        #expect(image?.bitmap.pixelWidth == Int(4 * scale))
        #expect(image?.size == CGSize(width: 4, height: 2))
        #expect(pixel(image, 1, 1) == [0, 0, 0, 255])
    }

    @Test("UIImage.draw(in:) scales an image into the context; nested contexts draw into the innermost")
    func drawImageNested() {
        UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let small = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
        small?.draw(in: CGRect(x: 0, y: 0, width: 10, height: 5))
        let large = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        // The outer context is current again and unchanged by the inner drawing.
        let outer = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(pixel(large, 5, 2) == [0, 0, 255, 255])
        #expect(pixel(large, 5, 8) == [0, 0, 0, 0])
        #expect(outer?.size == CGSize(width: 2, height: 2))
        #expect(pixel(outer, 1, 1) == [0, 0, 255, 255])
    }

    @Test("UIGraphicsImageRenderer draws its block's fills and paths into the image it returns")
    func renderer() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format)
        let image = renderer.image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            let cg = context.cgContext
            cg.setFillColor(UIColor.red.cgColor)
            cg.move(to: CGPoint(x: 0, y: 10))
            cg.addLine(to: CGPoint(x: 20, y: 10))
            cg.addLine(to: CGPoint(x: 0, y: 20))
            cg.closePath()
            cg.fillPath()
        }
        #expect(image.size == CGSize(width: 20, height: 20))
        #expect(pixel(image, 10, 5) == [0, 255, 0, 255])
        // Inside the triangle (near its right angle) and outside it (near the opposite corner).
        #expect(pixel(image, 3, 13) == [255, 0, 0, 255])
        #expect(pixel(image, 17, 17) == [0, 0, 0, 0])
    }

    @Test("cgImage.cropping(to:) keeps the pixels inside the rectangle, and UIImage(cgImage:) shows them")
    func cropping() throws {
        let pixels: [UInt32] = (0..<16).map { 0xFF00_0000 | UInt32($0) }
        let image = UIImage(cgImage: Image(pixelWidth: 4, pixelHeight: 4, pixels: pixels))
        let cropped = try #require(image.cgImage?.cropping(to: CGRect(x: 1, y: 1, width: 2, height: 2)))
        #expect(cropped.width == 2 && cropped.height == 2)
        #expect(cropped.pixels == [0xFF00_0005, 0xFF00_0006, 0xFF00_0009, 0xFF00_000A])
        #expect(image.cgImage?.cropping(to: CGRect(x: 3, y: 3, width: 5, height: 5))?.pixels == [0xFF00_000F])
        #expect(image.cgImage?.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
        #expect(UIImage(cgImage: cropped, scale: 2, orientation: .up).size == CGSize(width: 1, height: 1))
    }
}

/// UIBezierPath filled and stroked into an image renderer's context.
@MainActor
struct UIBezierPathDrawingTests {
    func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        let c = image.bitmap.color(x: x, y: y).rgba8
        return [c.r, c.g, c.b, c.a]
    }

    @Test("an oval fills inside its rectangle's inscribed ellipse and leaves the corners empty")
    func ovalFill() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { _ in
            UIColor.red.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).fill()
        }
        #expect(pixel(image, 20, 20) == [255, 0, 0, 255])
        #expect(pixel(image, 2, 2) == [0, 0, 0, 0])
        #expect(pixel(image, 37, 37) == [0, 0, 0, 0])
    }

    @Test("a stroked line is drawn lineWidth wide in the stroke colour, and an arc's bounds follow UIKit's clockwise")
    func strokeAndArc() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { _ in
            UIColor.blue.setStroke()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 10))
            path.addLine(to: CGPoint(x: 40, y: 10))
            path.lineWidth = 6
            path.stroke()
        }
        #expect(pixel(image, 20, 10) == [0, 0, 255, 255])
        #expect(pixel(image, 20, 8) == [0, 0, 255, 255])
        #expect(pixel(image, 20, 2) == [0, 0, 0, 0])
        // Clockwise from 0 to π in y-down coordinates sweeps through the bottom (positive y).
        let lower = UIBezierPath(arcCenter: CGPoint(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(abs(Double(lower.bounds.maxY) - 10) < 0.01)
        #expect(abs(Double(lower.bounds.minY)) < 0.01)
        let upper = UIBezierPath(arcCenter: CGPoint(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(abs(Double(upper.bounds.minY) + 10) < 0.01)
    }
}
