import Render
import Testing
import UIKit

/// An image-decoding helper as image caches write it (Swift 5, nonisolated UIImage extension): draw the
/// CGImage into a bitmap context without alpha and wrap `makeImage()` in a UIImage, so the image is decoded
/// once, off the drawing path.
extension UIImage {
    func decodedForDisplay() -> UIImage {
        guard let cgImage = cgImage else { return self }
        let size = CGSize(width: cgImage.width, height: cgImage.height)
        let colorSpace = CGColorSpaceCreateDeviceRGB()
        let context = CGContext(data: nil, width: Int(size.width), height: Int(size.height), bitsPerComponent: 8,
                                bytesPerRow: cgImage.bytesPerRow, space: colorSpace,
                                bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue)
        context?.draw(cgImage, in: CGRect(origin: .zero, size: size))
        let decoded = context?.makeImage()
        return decoded.map { UIImage(cgImage: $0, scale: scale, orientation: .up) } ?? self
    }
}

@MainActor
struct Swift5ImageDecodingTests {
    @Test("the decoding helper keeps every pixel upright, drops alpha to opaque, and reports noneSkipFirst")
    func decodeHelper() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4))
        let original = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 2, width: 4, height: 2))
        }
        let decoded = original.decodedForDisplay()
        let cgImage = try #require(decoded.cgImage)
        #expect(decoded.size == original.size && decoded.scale == original.scale)
        #expect(cgImage.alphaInfo == .noneSkipFirst)
        #expect(cgImage.bytesPerRow == original.cgImage?.bytesPerRow)
        let top = cgImage.color(x: 0, y: 0).rgba8, bottom = cgImage.color(x: cgImage.width - 1, y: cgImage.height - 1).rgba8
        #expect([top.r, top.g, top.b, top.a] == [255, 0, 0, 255])
        #expect([bottom.r, bottom.g, bottom.b, bottom.a] == [0, 0, 255, 255])
        // Big-endian X, R, G, B: the first pixel's bytes.
        let data = try #require(cgImage.dataProvider?.data)
        #expect(Array(data.prefix(4)) == [255, 255, 0, 0])
    }
}
