internal import CSDL

/// Decoded pixels and the scale they were made for: what `UIImage` holds (a CGImage plus `scale`). The pixels
/// are ARGB8888 words with straight alpha, row-major, the layout the PNG reader and the surfaces use.
///
/// Decoding happens once, here, when the image is made; drawing only uploads the pixels to a texture
/// (`ImageCache`), so a scroll frame never decodes. An image is immutable and compared by identity, as
/// UIImage is: two loads of one file are two images.
public final class Image: Hashable, Sendable, CustomStringConvertible {
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Pixels per point (UIImage.scale): an `@2x` file of 40×40 pixels is a 20×20 pt image.
    public let scale: Double
    public let pixels: [UInt32]
    /// Whether every pixel is fully opaque, found once when the image is made: an image view drawing it
    /// hides whatever lies under it, which the toolkit then need not paint (the occlusion map).
    public let isOpaque: Bool
    /// How the pixels lay in memory where they were made (a bitmap context's format), reported by the
    /// UIKit module's CGImage; images decoded or drawn by Handheld report iOS's own layout.
    public let layout: BitmapLayout

    /// The size in points (UIImage.size): pixels divided by `scale`.
    public var size: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }
    /// Bytes of decoded pixels, what the caches count against their budgets.
    public var byteCount: Int { pixels.count * 4 }

    /// Pixels made in code (a procedural picture, a test pattern); `pixels.count` must be `width × height`.
    public init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1, pixels: [UInt32], layout: BitmapLayout? = nil) {
        precondition(pixels.count == pixelWidth * pixelHeight, "an image needs width × height pixels")
        self.layout = layout ?? .native(width: pixelWidth)
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale > 0 ? scale : 1
        self.pixels = pixels
        isOpaque = !pixels.isEmpty && pixels.allSatisfy { $0 >= 0xFF00_0000 }
    }

    /// Decodes an encoded image (PNG, JPEG, and every other format the installed SDL2_image reads).
    public convenience init(encoded bytes: [UInt8], scale: Double = 1) throws(ImageDecodeError) {
        let surface = try Self.withStream(bytes) { IMG_Load_RW($0, 0) }
        try self.init(surface: surface, scale: scale)
    }

    /// Reads and decodes the file at `path` (UIImage(contentsOfFile:)).
    public convenience init(contentsOfFile path: String, scale: Double = 1) throws(ImageDecodeError) {
        guard let surface = IMG_Load(path) else {
            throw ImageDecodeError(reason: "cannot read image \(path): \(String(cString: SDL_GetError()))")
        }
        try self.init(surface: surface, scale: scale)
    }

    /// Rasterises an SVG document at exactly `pixelWidth × pixelHeight` pixels (SDL2_image's nanosvg
    /// loader, `IMG_LoadSizedSVG_RW`, SDL2_image 2.6): symbols are drawn sharp at every point size and
    /// scale instead of a bitmap being stretched.
    public convenience init(svg bytes: [UInt8], pixelWidth: Int, pixelHeight: Int, scale: Double) throws(ImageDecodeError) {
        let surface = try Self.withStream(bytes) { IMG_LoadSizedSVG_RW($0, Int32(pixelWidth), Int32(pixelHeight)) }
        try self.init(surface: surface, scale: scale)
    }

    private convenience init(surface: UnsafeMutablePointer<SDL_Surface>, scale: Double) throws(ImageDecodeError) {
        defer { SDL_FreeSurface(surface) }
        guard let argb = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw ImageDecodeError(reason: "cannot convert image: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(argb) }
        let w = Int(argb.pointee.w), h = Int(argb.pointee.h), pitch = Int(argb.pointee.pitch)
        guard w > 0, h > 0, w * h <= DecodedPNG.maximumPixels else {
            throw ImageDecodeError(reason: "an image of \(w)×\(h) pixels")
        }
        SDL_LockSurface(argb)
        let base = UnsafeRawPointer(argb.pointee.pixels!)
        let pixels = [UInt32](unsafeUninitializedCapacity: w * h) { buffer, count in
            for y in 0..<h {
                let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w { buffer[y * w + x] = row[x] }
            }
            count = w * h
        }
        SDL_UnlockSurface(argb)
        self.init(pixelWidth: w, pixelHeight: h, scale: scale, pixels: pixels)
    }

    private static func withStream(_ bytes: [UInt8],
                                   _ load: (UnsafeMutablePointer<SDL_RWops>) -> UnsafeMutablePointer<SDL_Surface>?)
        throws(ImageDecodeError) -> UnsafeMutablePointer<SDL_Surface> {
        guard !bytes.isEmpty else { throw ImageDecodeError(reason: "no image data") }
        let surface: UnsafeMutablePointer<SDL_Surface>? = bytes.withUnsafeBytes { raw in
            guard let rw = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else { return nil }
            defer { SDL_RWclose(rw) }
            return load(rw)
        }
        guard let surface else {
            throw ImageDecodeError(reason: "cannot decode image data: \(String(cString: SDL_GetError()))")
        }
        return surface
    }

    /// The pixel at (`x`, `y`) as a colour (tests, the tint check).
    public func color(x: Int, y: Int) -> Color {
        let p = pixels[y * pixelWidth + x]
        return Color(r: Int(p >> 16 & 0xFF), g: Int(p >> 8 & 0xFF), b: Int(p & 0xFF), a: Double(p >> 24) / 255)
    }

    public var description: String { "Image(\(pixelWidth)×\(pixelHeight) @\(scale)x)" }

    public static func == (a: Image, b: Image) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Why an image could not be decoded; one line.
public struct ImageDecodeError: Error, Equatable, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
}
