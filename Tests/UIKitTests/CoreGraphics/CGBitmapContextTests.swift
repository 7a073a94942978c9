import Foundation
import Render
import Testing
import UIKit

/// Core Graphics bitmap contexts as image code writes them: `CGContext(data:width:height:…)`, the bytes it
/// leaves in memory for each bitmapInfo, its bottom-left origin, and the images it makes.
@MainActor
struct CGBitmapContextTests {
    /// A colour whose three components are told apart in memory: 0x11, 0x22, 0x33, opaque.
    let probe = UIColor(red: 0x11 / 255, green: 0x22 / 255, blue: 0x33 / 255, alpha: 1)

    /// The first pixel's bytes after filling a 2 × 1 RGB context with `color`.
    func bytes(filling color: UIColor, bitmapInfo: UInt32) -> [UInt8]? {
        guard let context = CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo),
              let data = context.data else { return nil }
        context.setFillColor(color.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        return Array(UnsafeRawBufferPointer(start: data, count: 8))
    }

    @Test("a fill leaves the bytes each bitmapInfo names, in its byte order, premultiplied, skipped bytes 255")
    func byteOrders() {
        let little = CGBitmapInfo.byteOrder32Little.rawValue
        // Core Graphics' layouts (CGImage.h): components big-endian by default, reversed by byteOrder32Little.
        #expect(bytes(filling: probe, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == [0x11, 0x22, 0x33, 0xFF, 0, 0, 0, 0])
        #expect(bytes(filling: probe, bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue) == [0xFF, 0x11, 0x22, 0x33, 0, 0, 0, 0])
        #expect(bytes(filling: probe, bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | little) == [0x33, 0x22, 0x11, 0xFF, 0, 0, 0, 0])
        #expect(bytes(filling: probe, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue | little) == [0xFF, 0x33, 0x22, 0x11, 0, 0, 0, 0])
        #expect(bytes(filling: probe, bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue) == [0x11, 0x22, 0x33, 0xFF, 0, 0, 0, 0])
        #expect(bytes(filling: probe, bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue) == [0xFF, 0x11, 0x22, 0x33, 0, 0, 0, 0])
        #expect(bytes(filling: probe, bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue | little) == [0x33, 0x22, 0x11, 0xFF, 0, 0, 0, 0])
        // 40 % red over nothing: alpha 0x66 and red premultiplied to 0x66 (1.0 × 0.4 × 255 = 102).
        let translucent = UIColor(red: 1, green: 0, blue: 0, alpha: 0.4)
        #expect(bytes(filling: translucent, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == [0x66, 0, 0, 0x66, 0, 0, 0, 0])
        #expect(bytes(filling: translucent, bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | little) == [0, 0, 0x66, 0x66, 0, 0, 0, 0])
    }

    @Test("Core Graphics refuses what it does not draw into: empty sizes, short rows, straight alpha, RGB without alpha")
    func refusals() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        func make(_ width: Int, _ bytesPerRow: Int, _ info: UInt32, _ space: CGColorSpace? = nil) -> CGContext? {
            CGContext(data: nil, width: width, height: 2, bitsPerComponent: 8, bytesPerRow: bytesPerRow,
                      space: space ?? rgb, bitmapInfo: info)
        }
        #expect(make(0, 0, CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(make(4, 15, CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(make(4, 0, CGImageAlphaInfo.last.rawValue) == nil)
        #expect(make(4, 0, CGImageAlphaInfo.none.rawValue) == nil)
        #expect(make(4, 0, CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.floatComponents.rawValue) == nil)
        #expect(make(4, 0, CGImageAlphaInfo.premultipliedLast.rawValue)?.bytesPerRow == 16)
        #expect(make(4, 20, CGImageAlphaInfo.premultipliedLast.rawValue)?.bytesPerRow == 20)
        #expect(make(4, 0, CGImageAlphaInfo.none.rawValue, CGColorSpaceCreateDeviceGray())?.bytesPerRow == 4)
    }

    @Test("the origin is at the bottom left: a fill at y 0 lands in the last row of memory")
    func bottomLeftOrigin() throws {
        let context = try #require(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let bytes = Array(UnsafeRawBufferPointer(start: try #require(context.data), count: 16))
        #expect(bytes == [0, 0, 0, 0, 0, 0, 0, 0, 255, 0, 0, 255, 0, 0, 0, 0])
        #expect(context.width == 2 && context.height == 2 && context.bitsPerComponent == 8 && context.bitsPerPixel == 32)
        #expect(context.alphaInfo == .premultipliedLast && context.colorSpace == CGColorSpaceCreateDeviceRGB())
    }

    @Test("a caller's buffer is drawn into, and bytes the caller writes are drawn on and made into the image")
    func callerBuffer() throws {
        var buffer = [UInt8](repeating: 0, count: 3 * 8)
        try buffer.withUnsafeMutableBytes { raw in
            let context = try #require(CGContext(data: raw.baseAddress, width: 2, height: 3, bitsPerComponent: 8, bytesPerRow: 8,
                                                 space: CGColorSpaceCreateDeviceRGB(),
                                                 bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            #expect(context.data == raw.baseAddress)
            // The caller paints the top left pixel green by hand, then the context fills the bottom row blue.
            raw[0] = 0; raw[1] = 255; raw[2] = 0; raw[3] = 255
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            let image = try #require(context.makeImage())
            #expect(image.color(x: 0, y: 0).rgba8 == (0, 255, 0, 255))
            #expect(image.color(x: 1, y: 2).rgba8 == (0, 0, 255, 255))
            #expect(image.color(x: 1, y: 1).rgba8 == (0, 0, 0, 0))
            // The image is a copy: drawing afterwards does not change it.
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 3))
            #expect(image.color(x: 1, y: 1).rgba8 == (0, 0, 0, 0))
        }
        #expect(Array(buffer[0..<4]) == [0, 0, 255, 255] && Array(buffer[16..<20]) == [0, 0, 255, 255])
    }

    @Test("makeImage keeps the context's layout: bitmapInfo, bytesPerRow, colour space, and the same bytes from its data provider")
    func imageLayout() throws {
        let info = CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = try #require(CGContext(data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 16,
                                             space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: info))
        context.setFillColor(probe.cgColor)
        context.fill(CGRect(x: 1, y: 0, width: 2, height: 2))
        let image = try #require(context.makeImage())
        #expect(image.width == 3 && image.height == 2 && image.bytesPerRow == 16)
        #expect(image.bitsPerComponent == 8 && image.bitsPerPixel == 32)
        #expect(image.alphaInfo == .noneSkipFirst && image.bitmapInfo.rawValue == info)
        #expect(image.bitmapInfo.intersection(.byteOrderMask) == .byteOrder32Little)
        #expect(image.colorSpace?.name == CGColorSpace.sRGB && image.colorSpace?.numberOfComponents == 3)
        let data = try #require(image.dataProvider?.data)
        let memory = Data(UnsafeRawBufferPointer(start: try #require(context.data), count: 32))
        // The drawn pixels' bytes are the context's, row by row (pixels 1 and 2, then 4 bytes of padding).
        #expect(data.count == 32 && data[4..<12] == memory[4..<12] && data[20..<28] == memory[20..<28])
        #expect(Array(data[4..<8]) == [0x33, 0x22, 0x11, 0xFF])
        // Pixel 0 was never drawn: black, opaque in a skip-alpha bitmap. The context's memory still holds its
        // zeros; the image, which keeps colours and not skipped bytes, writes the skipped byte as 255.
        #expect(image.color(x: 0, y: 0).rgba8 == (0, 0, 0, 255))
        #expect(Array(memory[0..<4]) == [0, 0, 0, 0] && Array(data[0..<4]) == [0, 0, 0, 0xFF])
    }

    @Test("a grey context writes one byte a pixel, and an alpha-only context only the alpha")
    func grayAndAlphaOnly() throws {
        let gray = try #require(CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                          space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue))
        gray.setFillColor(UIColor(white: 0x40 / 255, alpha: 1).cgColor)
        gray.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(Array(UnsafeRawBufferPointer(start: try #require(gray.data), count: 2)) == [0, 0x40])
        let grayImage = try #require(gray.makeImage())
        #expect(grayImage.bitsPerPixel == 8 && grayImage.colorSpace?.numberOfComponents == 1)
        #expect(grayImage.color(x: 1, y: 0).rgba8 == (0x40, 0x40, 0x40, 255))

        let mask = try #require(CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                          space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue))
        mask.setFillColor(UIColor(red: 0, green: 1, blue: 0, alpha: 0.4).cgColor)
        mask.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(Array(UnsafeRawBufferPointer(start: try #require(mask.data), count: 2)) == [0x66, 0])
    }

    @Test("draw(_:in:) draws a CGImage upright in a bitmap context and upside down in UIKit's y-down image context")
    func drawImage() throws {
        // Top row red, bottom row blue, as an image is stored (top row first).
        let source = Image(pixelWidth: 1, pixelHeight: 2, pixels: [0xFFFF_0000, 0xFF00_00FF])
        let context = try #require(CGContext(data: nil, width: 2, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.draw(source, in: CGRect(x: 0, y: 0, width: 2, height: 4))
        let drawn = try #require(context.makeImage())
        #expect(drawn.color(x: 1, y: 0).rgba8 == (255, 0, 0, 255))
        #expect(drawn.color(x: 1, y: 3).rgba8 == (0, 0, 255, 255))

        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 4), false, 1)
        UIGraphicsGetCurrentContext()?.draw(source, in: CGRect(x: 0, y: 0, width: 2, height: 4))
        let made = UIGraphicsGetImageFromCurrentImageContext()?.cgImage
        UIGraphicsEndImageContext()
        let flipped = try #require(made)
        #expect(flipped.color(x: 1, y: 0).rgba8 == (0, 0, 255, 255))
        #expect(flipped.color(x: 1, y: 3).rgba8 == (255, 0, 0, 255))
    }
}
