/// How an image's pixels lie in memory where they were made, in Core Graphics' terms (CGImage's
/// `bitsPerComponent`, `bitsPerPixel`, `bytesPerRow`, `bitmapInfo` and its colour space's component count).
/// An `Image` always keeps its pixels as straight-alpha ARGB words for drawing; the layout is what it
/// reports, and what its bytes are given in when code asks for them (the UIKit module's
/// `CGImage.dataProvider`), so a bitmap context's `noneSkipFirst` pixels come back as `noneSkipFirst`.
public struct BitmapLayout: Hashable, Sendable {
    public var bitsPerComponent: Int
    public var bitsPerPixel: Int
    public var bytesPerRow: Int
    /// CGBitmapInfo's raw bits: the alpha info in the low five bits, the byte order in bits 12 to 14.
    public var bitmapInfo: UInt32
    /// Colour components without alpha: 3 for RGB, 1 for grey, 0 for an alpha-only mask.
    public var components: Int
    /// The colour space's name where one was given (Core Graphics' `kCGColorSpaceSRGB` and friends); nil
    /// for iOS's default, sRGB.
    public var colorSpaceName: String?

    public init(bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, bitmapInfo: UInt32, components: Int,
                colorSpaceName: String? = nil) {
        self.colorSpaceName = colorSpaceName
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = bytesPerRow
        self.bitmapInfo = bitmapInfo
        self.components = components
    }

    /// iOS's own layout, which UIKit's image contexts and renderers make (premultiplied alpha first, 32-bit
    /// little endian: B, G, R, A in memory; bitmapInfo 0x2002) and which images Handheld decodes report: 8
    /// bits a component, four bytes a pixel, rows unpadded.
    public static func native(width: Int) -> BitmapLayout {
        BitmapLayout(bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4, bitmapInfo: 0x2002, components: 3)
    }
}
