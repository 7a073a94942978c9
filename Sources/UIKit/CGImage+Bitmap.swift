import Foundation
import Render

/// Core Foundation's data, which a CGDataProvider hands out. swift-corelibs-foundation does not export
/// Core Foundation's types on Linux (`CFData` does not compile there; tried with swiftc 6.3, Swift 5 mode),
/// so Handheld spells it as Foundation's Data: `provider.data as Data?` and `Data(…) as CFData` compile as
/// on iOS. `CFDataGetBytePtr` is not offered: a pointer into a Data value outlives nothing; read the bytes
/// with `withUnsafeBytes` or index the Data.
public typealias CFData = Data
/// Core Foundation's index type, Int on 64-bit platforms.
public typealias CFIndex = Int

/// CFDataGetLength: the number of bytes.
public func CFDataGetLength(_ theData: CFData!) -> CFIndex { theData.count }

/// CGDataProvider: bytes an image is made from or gives back (`CGImage.dataProvider`). Handheld's holds
/// the bytes themselves.
public final class CGDataProvider: Sendable {
    private let bytes: Data

    /// CGDataProvider(data:): a provider of `data`'s bytes.
    public init?(data: CFData) { bytes = data }

    /// CGDataProvider.data: a copy of the bytes (Apple's CGDataProviderCopyData).
    public var data: CFData? { bytes }
}

extension Image {
    /// CGImage.bitsPerComponent, .bitsPerPixel, .bytesPerRow: the layout the image was made in (a bitmap
    /// context's, the bytes a data provider gave), else iOS's own (8, 32, width × 4).
    public var bitsPerComponent: Int { layout.bitsPerComponent }
    public var bitsPerPixel: Int { layout.bitsPerPixel }
    public var bytesPerRow: Int { layout.bytesPerRow }
    /// CGImage.bitmapInfo: alpha info and byte order; images Handheld decodes or draws report iOS's own,
    /// premultiplied first, 32-bit little endian (0x2002).
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: layout.bitmapInfo) }
    public var alphaInfo: CGImageAlphaInfo { layout.alphaInfo }
    public var byteOrderInfo: CGImageByteOrderInfo {
        CGImageByteOrderInfo(rawValue: layout.bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue) ?? .orderDefault
    }
    /// CGImage.colorSpace: the space it was made in (sRGB unless another was named); nil for an alpha-only
    /// mask, which has none.
    public var colorSpace: CGColorSpace? {
        if layout.alphaInfo == .alphaOnly, layout.components == 0 { return nil }
        if let name = layout.colorSpaceName, let space = Self.space(named: name) { return space }
        return layout.components == 1 ? CGColorSpaceCreateDeviceGray() : CGColorSpace(name: CGColorSpace.sRGB)
    }
    private static func space(named name: String) -> CGColorSpace? {
        if name == CGColorSpace.deviceRGB { return CGColorSpaceCreateDeviceRGB() }
        if name == CGColorSpace.deviceGray { return CGColorSpaceCreateDeviceGray() }
        return CGColorSpace(name: name)
    }
    public var isMask: Bool { false }
    public var shouldInterpolate: Bool { true }
    public var renderingIntent: CGColorRenderingIntent { .defaultIntent }

    /// CGImage.dataProvider: the image's bytes in its layout (rows `bytesPerRow` apart, padding zero), made
    /// when asked: the pixels are kept once, as drawn, and converted only here.
    public var dataProvider: CGDataProvider? {
        let layout = self.layout, width = pixelWidth, height = pixelHeight, pixels = self.pixels
        guard layout.channels != nil else { return nil }
        var bytes = Data(count: layout.bytesPerRow * height)
        bytes.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            layout.write(pixels, premultiplied: false, width: width, height: height, to: base)
        }
        return CGDataProvider(data: bytes)
    }

    /// CGImage.copy(): an image of the same pixels and layout.
    public func copy() -> CGImage? {
        Image(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, pixels: pixels, layout: layout)
    }

    /// CGImage(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:
    /// shouldInterpolate:intent:): an image of the provider's bytes read in the layout given. Nil where
    /// Core Graphics returns NULL (an empty size, rows or data too short) and for layouts Handheld does not
    /// read (components other than 8-bit integers). `decode` arrays and the intent are not applied.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        let alphaOnly = bitmapInfo.rawValue & 0x1F == CGImageAlphaInfo.alphaOnly.rawValue
        let layout = BitmapLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow,
                                  bitmapInfo: bitmapInfo.rawValue, components: alphaOnly ? 0 : space.numberOfComponents,
                                  colorSpaceName: space.name)
        guard width > 0, height > 0, layout.channels != nil, bytesPerRow >= width * layout.bytesPerPixel,
              let data = provider.data, data.count >= bytesPerRow * (height - 1) + width * layout.bytesPerPixel else {
            return nil
        }
        let pixels = data.withUnsafeBytes { raw in
            layout.read(raw.baseAddress!, width: width, height: height, premultiplied: false)
        }
        self.init(pixelWidth: width, pixelHeight: height, scale: 1, pixels: pixels, layout: layout)
    }

    /// The image upside down, for drawing into a context whose y axis points down (see
    /// `CGContext.draw(_:in:byTiling:)`).
    func flippedVertically() -> Image {
        var rows: [UInt32] = []
        rows.reserveCapacity(pixels.count)
        for y in stride(from: pixelHeight - 1, through: 0, by: -1) {
            rows += pixels[(y * pixelWidth)..<((y + 1) * pixelWidth)]
        }
        return Image(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, pixels: rows, layout: layout)
    }
}
