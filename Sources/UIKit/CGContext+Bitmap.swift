import Foundation
import Render

/// The memory behind a Core Graphics bitmap context: the caller's buffer, or one the context allocated
/// (zeroed) when it was given `data: nil`, and the layout its bytes are in. The context draws on a
/// premultiplied ARGB surface; the memory is kept equal to it, so code reading `context.data` (or its own
/// buffer) after a drawing call sees what was drawn, and bytes it writes there are drawn on.
final class BitmapMemory: @unchecked Sendable {
    let width: Int
    let height: Int
    let layout: BitmapLayout
    let space: CGColorSpace
    let bytes: UnsafeMutableRawPointer
    private let owned: Bool
    /// The bytes as last synchronised with the surface: a drawing call reads the memory back only when the
    /// caller changed it since (a byte compare is far cheaper than converting every pixel).
    private var written: [UInt8] = []
    /// The surface's pixels as last synchronised: only pixels a drawing call changed are written back, so
    /// bytes it did not touch stay as they were (as Core Graphics leaves them).
    private var drawn: [UInt32] = []

    var byteCount: Int { layout.bytesPerRow * height }

    init(width: Int, height: Int, layout: BitmapLayout, space: CGColorSpace, data: UnsafeMutableRawPointer?) {
        self.width = width
        self.height = height
        self.layout = layout
        self.space = space
        let count = layout.bytesPerRow * height
        if let data {
            bytes = data
            owned = false
        } else {
            bytes = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
            bytes.initializeMemory(as: UInt8.self, repeating: 0, count: count)
            owned = true
        }
    }

    deinit { if owned { bytes.deallocate() } }

    /// Whether the memory differs from what was last written into it (or nothing was yet).
    var changedSinceWrite: Bool {
        written.count != byteCount || memcmp(bytes, written, byteCount) != 0
    }

    func read(premultiplied: Bool) -> [UInt32] {
        layout.read(bytes, width: width, height: height, premultiplied: premultiplied)
    }

    /// The memory as premultiplied pixels for the surface, remembered as synchronised.
    func readForSurface() -> [UInt32] {
        drawn = read(premultiplied: true)
        written = [UInt8](UnsafeRawBufferPointer(start: bytes, count: byteCount))
        return drawn
    }

    /// Writes the surface's premultiplied pixels that changed since the last synchronisation.
    func write(surfacePixels pixels: [UInt32]) {
        layout.write(pixels, premultiplied: true, width: width, height: height, to: bytes, unchangedFrom: drawn)
        drawn = pixels
        written = [UInt8](UnsafeRawBufferPointer(start: bytes, count: byteCount))
    }
}

extension CGContext {
    /// CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:): a bitmap context over
    /// `data` (nil: memory the context allocates, zeroed, and frees with itself) of `width` × `height`
    /// pixels. `bytesPerRow` 0 is computed (width × bytes a pixel; read `bytesPerRow` back, as Apple advises).
    /// Nil for what Core Graphics refuses: an empty size, rows too short, or a pixel format it does not draw
    /// into (its documented list, Quartz 2D Programming Guide, "Supported Pixel Formats": 8 bits a component,
    /// RGB in 32 bits with premultiplied or skipped alpha first or last, grey in 8 bits without alpha, or
    /// alpha only; straight alpha, `.none` RGB and floats are refused).
    ///
    /// Its coordinates are Core Graphics': one unit a pixel, origin at the bottom left, y up; the first
    /// bytes of `data` are the top row. Drawing honours the format: premultiplied bytes in the bitmapInfo's
    /// byte order, skipped bytes 255, a grey context's grey level.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
        let components = alpha == .alphaOnly ? 0 : space.numberOfComponents
        let channels = (alpha == nil || alpha == CGImageAlphaInfo.none) ? components : components + 1
        let bitsPerPixel = channels * bitsPerComponent
        var layout = BitmapLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow,
                                  bitmapInfo: bitmapInfo, components: components, colorSpaceName: space.name)
        guard width > 0, height > 0, let alpha, Self.drawsInto(alpha: alpha, components: components),
              layout.channels != nil else { return nil }
        if bytesPerRow == 0 { layout.bytesPerRow = width * layout.bytesPerPixel }
        guard layout.bytesPerRow >= width * layout.bytesPerPixel else { return nil }
        let memory = BitmapMemory(width: width, height: height, layout: layout, space: space, data: data)
        guard let surface = MainActor.assumeIsolated({ () -> OffscreenSurface? in
            guard let surface = try? OffscreenSurface(size: Size(width: Double(width), height: Double(height)), scale: 1) else {
                return nil
            }
            surface.beginFrame(clear: nil)
            return surface
        }) else { return nil }
        self.init(bitmap: memory, surface: surface)
        readBitmapMemory()
    }

    /// The formats Core Graphics' bitmap contexts draw into (see the initializer).
    private static func drawsInto(alpha: CGImageAlphaInfo, components: Int) -> Bool {
        switch (components, alpha) {
        case (3, .premultipliedFirst), (3, .premultipliedLast), (3, .noneSkipFirst), (3, .noneSkipLast): true
        case (1, .none), (0, .alphaOnly): true
        default: false
        }
    }

    /// Copies what the caller wrote into the context's memory onto its surface, if anything changed.
    func readBitmapMemory() {
        guard let bitmap, let surface, bitmap.changedSinceWrite else { return }
        let pixels = bitmap.readForSurface()
        MainActor.assumeIsolated { surface.replacePremultipliedPixels(pixels) }
    }

    /// Copies the surface into the context's memory, in its layout.
    func writeBitmapMemory() {
        guard let bitmap, let surface else { return }
        bitmap.write(surfacePixels: MainActor.assumeIsolated { surface.premultipliedPixels() })
    }

    /// The layout the context's pixels are in: its memory's, or iOS's own for UIKit's image contexts.
    private var layout: BitmapLayout { bitmap?.layout ?? .native(width: width) }

    /// CGContext.data: the bitmap's memory (the caller's buffer, or the one the context allocated); nil
    /// for UIKit's image contexts and a view's context, whose pixels Handheld keeps on its own surface.
    public var data: UnsafeMutableRawPointer? { bitmap?.bytes }
    /// CGContext.width and .height: the bitmap's size in pixels (an image context's size times its scale).
    public var width: Int { bitmap?.width ?? MainActor.assumeIsolated { surface?.pixelWidth ?? 0 } }
    public var height: Int { bitmap?.height ?? MainActor.assumeIsolated { surface?.pixelHeight ?? 0 } }
    public var bytesPerRow: Int { layout.bytesPerRow }
    public var bitsPerComponent: Int { layout.bitsPerComponent }
    public var bitsPerPixel: Int { layout.bitsPerPixel }
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: layout.bitmapInfo) }
    public var alphaInfo: CGImageAlphaInfo { layout.alphaInfo }
    /// The colour space the context was made with; UIKit's image contexts are sRGB.
    public var colorSpace: CGColorSpace? { bitmap?.space ?? CGColorSpace(name: CGColorSpace.sRGB) }

    /// CGContext.makeImage(): the pixels drawn so far as an image, copied (later drawing does not change
    /// it), in the context's layout, so its `bitmapInfo`, `bytesPerRow` and bytes are the context's. A bitmap
    /// context's image is read from its memory, so bytes the caller wrote there are in it.
    public func makeImage() -> CGImage? {
        guard let bitmap else { return surface == nil ? nil : makeImage() as Image }
        let pixels = bitmap.read(premultiplied: false)
        return Image(pixelWidth: bitmap.width, pixelHeight: bitmap.height, scale: 1, pixels: pixels, layout: bitmap.layout)
    }
}
