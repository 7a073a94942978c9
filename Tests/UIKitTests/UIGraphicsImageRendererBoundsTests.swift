import Foundation
import Testing
import UIKit

/// UIGraphicsImageRenderer(bounds:) draws in the bounds' coordinates: what is drawn at the bounds' origin
/// is the image's top-left pixel, as UIKit translates the context by minus the origin.
@MainActor
struct UIGraphicsImageRendererBoundsTests {
    func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        let c = image.bitmap.color(x: x, y: y).rgba8
        return [c.r, c.g, c.b, c.a]
    }

    @Test("a square drawn at the bounds' origin lands at the image's top-left; one at zero falls outside")
    func originTranslates() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 50, y: 30, width: 20, height: 20), format: format)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 50, y: 30, width: 10, height: 10))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(image.size == CGSize(width: 20, height: 20))
        #expect(pixel(image, 0, 0) == [255, 0, 0, 255])
        #expect(pixel(image, 9, 9) == [255, 0, 0, 255])
        #expect(pixel(image, 12, 12) == [0, 0, 0, 0])
        #expect(!(0..<20).contains { x in (0..<20).contains { y in pixel(image, x, y) == [0, 0, 255, 255] } })
    }

    @Test("init(size:) and bounds at zero are unchanged")
    func zeroOrigin() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: 8, height: 8), format: format).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 4, y: 4, width: 4, height: 4))
        }
        #expect(pixel(image, 5, 5)[1] > 100)
        #expect(pixel(image, 1, 1) == [0, 0, 0, 0])
    }
}
