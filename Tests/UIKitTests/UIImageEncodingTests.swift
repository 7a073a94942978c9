import Foundation
import Testing
import Render
import UIKit
import Widgets

/// UIImage's pngData() and jpegData(compressionQuality:) round-tripped through UIImage(data:), and the
/// iOS 15 prepare-for-display calls.
@MainActor
struct UIImageEncodingTests {
    /// A 2x image of 4×2 pixels: the left half opaque red, the right half half-transparent blue.
    func sample() -> UIImage {
        var pixels: [UInt32] = []
        for _ in 0..<2 { pixels += [0xFFFF_0000, 0xFFFF_0000, 0x8000_00FF, 0x8000_00FF] }
        return UIImage(bitmap: Image(pixelWidth: 4, pixelHeight: 2, scale: 2, pixels: pixels))
    }

    @Test("pngData() encodes every pixel with its alpha; UIImage(data:) gives them back at scale 1")
    func pngRoundTrip() throws {
        let image = sample()
        let data = try #require(image.pngData())
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "the PNG signature")
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == CGSize(width: 4, height: 2) && decoded.scale == 1)
        #expect(decoded.cgImage?.pixels == image.cgImage?.pixels)
    }

    @Test("jpegData(compressionQuality:) encodes a JPEG that decodes to nearly the same colours; lower quality is smaller")
    func jpegRoundTrip() throws {
        // A 64×64 gradient, so compression has something to drop.
        var pixels: [UInt32] = []
        for y in 0..<64 { for x in 0..<64 { pixels.append(0xFF00_0000 | UInt32(x * 4) << 16 | UInt32(y * 4) << 8 | 0x40) } }
        let image = UIImage(bitmap: Image(pixelWidth: 64, pixelHeight: 64, pixels: pixels))
        let best = try #require(image.jpegData(compressionQuality: 1))
        let small = try #require(image.jpegData(compressionQuality: 0.1))
        #expect(Array(best.prefix(3)) == [0xFF, 0xD8, 0xFF], "the JPEG start-of-image marker")
        #expect(small.count < best.count)
        let decoded = try #require(UIImage(data: best)?.cgImage)
        #expect(decoded.width == 64 && decoded.height == 64)
        let original = image.cgImage!.color(x: 40, y: 20).rgba8, back = decoded.color(x: 40, y: 20).rgba8
        #expect(abs(Int(original.r) - Int(back.r)) < 12 && abs(Int(original.g) - Int(back.g)) < 12)
    }

    @Test("preparingForDisplay() and byPreparingForDisplay() return an image of the same pixels and size")
    func prepareForDisplay() async throws {
        let image = sample().withRenderingMode(.alwaysTemplate)
        let prepared = try #require(image.preparingForDisplay())
        #expect(prepared.cgImage === image.cgImage && prepared.size == image.size && prepared.renderingMode == .alwaysTemplate)
        let awaited = try #require(await image.byPreparingForDisplay())
        #expect(awaited.cgImage?.pixels == image.cgImage?.pixels && awaited.scale == 2)
    }
}
