import Foundation
import Render
import Testing
import TestSupport
import UIKit

/// CGImage's pixel properties and data, CGImage made from a data provider, Core Graphics' colour spaces and
/// bitmap-info values, and a bitmap context's image shown by a UIImageView.
@MainActor
struct CGImagePropertiesTests {
    @Test("CGImageAlphaInfo and CGBitmapInfo carry Apple's raw values")
    func rawValues() {
        let alphas: [CGImageAlphaInfo] = [.none, .premultipliedLast, .premultipliedFirst, .last, .first, .noneSkipLast,
                                          .noneSkipFirst, .alphaOnly]
        #expect(alphas.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 7])
        #expect(CGBitmapInfo.alphaInfoMask.rawValue == 0x1F && CGBitmapInfo.byteOrderMask.rawValue == 0x7000)
        #expect(CGBitmapInfo.byteOrder32Little.rawValue == 0x2000 && CGBitmapInfo.byteOrder32Big.rawValue == 0x4000)
        #expect(CGBitmapInfo(alpha: .premultipliedFirst, byteOrder: .order32Little).rawValue == 0x2002)
        let info: CGBitmapInfo = [.byteOrder32Little, CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipFirst.rawValue)]
        #expect(info.rawValue == 0x2006)
    }

    @Test("colour spaces: device and named spaces, their component counts and models; unknown names are nil")
    func colorSpaces() {
        #expect(CGColorSpaceCreateDeviceRGB().numberOfComponents == 3 && CGColorSpaceCreateDeviceRGB().model == .rgb)
        #expect(CGColorSpaceCreateDeviceGray().numberOfComponents == 1 && CGColorSpaceCreateDeviceGray().model == .monochrome)
        #expect(CGColorSpace(name: CGColorSpace.displayP3)?.numberOfComponents == 3)
        #expect(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)?.model == .monochrome)
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.name == CGColorSpace.sRGB)
        #expect(CGColorSpace(name: "kCGColorSpaceNoSuchSpace") == nil)
        #expect(CGColorSpace(name: CGColorSpace.sRGB) == CGColorSpace(name: CGColorSpace.sRGB))
    }

    @Test("CGImage(width:…provider:…) reads RGBA bytes with padded rows; short data is refused")
    func fromProvider() throws {
        // 2 × 2, RGBA straight alpha, rows 12 bytes apart (4 bytes of padding).
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 128, 9, 9, 9, 9,
                              0, 0, 255, 255, 255, 255, 255, 255, 9, 9, 9, 9]
        let provider = try #require(CGDataProvider(data: Data(bytes) as CFData))
        let image = try #require(CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 12,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                                         provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        #expect(image.color(x: 0, y: 0).rgba8 == (255, 0, 0, 255))
        #expect(image.color(x: 1, y: 0).rgba8 == (0, 255, 0, 128))
        #expect(image.color(x: 0, y: 1).rgba8 == (0, 0, 255, 255))
        #expect(image.alphaInfo == .last && image.bytesPerRow == 12)
        // Its bytes come back as given, padding zeroed.
        let back = try #require(image.dataProvider?.data)
        #expect(Array(back[0..<8]) == Array(bytes[0..<8]) && Array(back[12..<20]) == Array(bytes[12..<20]))
        #expect(CFDataGetLength(back) == 24)
        // The last row needs its pixels, not its padding: 20 bytes would do, 19 do not.
        let short = try #require(CGDataProvider(data: Data(bytes[0..<19])))
        #expect(CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 12,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                        provider: short, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
    }

    @Test("an image Handheld decodes reports iOS's own layout, premultiplied BGRA, and gives its bytes in it")
    func decodedLayout() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 1), false, 1)
        UIColor(red: 1, green: 0, blue: 0, alpha: 0.4).setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let drawn = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        let png = try #require(drawn?.pngData())
        let image = try #require(UIImage(data: png)?.cgImage)
        #expect(image.bitmapInfo == CGBitmapInfo(alpha: .premultipliedFirst, byteOrder: .order32Little))
        #expect(image.bytesPerRow == 8 && image.bitsPerPixel == 32 && image.colorSpace?.name == CGColorSpace.sRGB)
        let data = try #require(image.dataProvider?.data)
        #expect(Array(data) == [0, 0, 0x66, 0x66, 0, 0, 0, 0])
    }

    @Test("UIImage(cgImage:) and its scale/orientation form keep the CGImage; cropping keeps the layout")
    func roundTrip() throws {
        let context = try #require(CGContext(data: nil, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        let cgImage = try #require(context.makeImage())
        #expect(UIImage(cgImage: cgImage).cgImage === cgImage)
        let scaled = UIImage(cgImage: cgImage, scale: 2, orientation: .up)
        #expect(scaled.size == CGSize(width: 2, height: 1) && scaled.cgImage?.bitmapInfo == cgImage.bitmapInfo)
        let cropped = try #require(cgImage.cropping(to: CGRect(x: 1, y: 0, width: 2, height: 2)))
        #expect(cropped.alphaInfo == .premultipliedLast && cropped.bytesPerRow == 8 && cropped.width == 2)
    }

    @Test("a UIImageView shows the pixels a bitmap context drew")
    func shownOnScreen() throws {
        let context = try #require(CGContext(data: nil, width: 40, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue))
        context.setFillColor(UIColor(red: 0x33 / 255, green: 0x66 / 255, blue: 0xCC / 255, alpha: 1).cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        // The top half (y 20…40 in Core Graphics' coordinates) orange.
        context.setFillColor(UIColor(red: 1, green: 0x99 / 255, blue: 0, alpha: 1).cgColor)
        context.fill(CGRect(x: 0, y: 20, width: 40, height: 20))
        let image = UIImage(cgImage: try #require(context.makeImage()))

        let (window, clock) = TestSupport.makeWindow(size: Size(width: 100, height: 100))
        let page = UIViewController()
        window.rootViewController = page
        page.view.backgroundColor = .white
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        page.view.addSubview(imageView)
        window.step(clock)
        let surface = try Golden.draw(window)
        if let path = ProcessInfo.processInfo.environment["HANDHELD_LOOK"] { try surface.writePNG(to: path) }
        #expect(surface.pixel(x: 50, y: 35).rgba8 == (0xFF, 0x99, 0, 255))
        #expect(surface.pixel(x: 50, y: 65).rgba8 == (0x33, 0x66, 0xCC, 255))
        #expect(surface.pixel(x: 20, y: 50).rgba8 == (255, 255, 255, 255))
    }
}
