internal import CSDL

/// A canvas over pixels in memory, drawn by SDL's software renderer: it needs no display and no video
/// subsystem, so headless runs, screenshots and pixel tests work anywhere.
///
/// Pixels are stored premultiplied, which is what SDL's BLEND mode produces when the destination has
/// alpha; `pixel(x:y:)` and `writePNG(to:)` convert back to straight alpha. On an opaque background the two
/// are the same.
@MainActor
public final class OffscreenSurface {
    /// Size in points.
    public let size: Size
    /// Device pixels per point (device scale × zoom).
    public let scale: Double
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let canvas: SDLCanvas
    let surface: UnsafeMutablePointer<SDL_Surface>
    let renderer: OpaquePointer

    /// A surface of `size` points at `scale` pixels per point (`scale` 0.75 is allowed; sizes round to whole
    /// pixels). `fonts` defaults to a library opened from the assets folder.
    public init(size: Size, scale: Double = 1, fonts: FontLibrary? = nil) throws {
        guard size.isFinite, scale.isFinite, scale > 0 else {
            throw RenderError.sdl(call: "OffscreenSurface", message: "invalid size \(size) at scale \(scale)")
        }
        let fonts = try fonts ?? FontLibrary()
        self.size = size
        self.scale = scale
        pixelWidth = max(1, Int((size.width * scale).rounded()))
        pixelHeight = max(1, Int((size.height * scale).rounded()))
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(pixelWidth), Int32(pixelHeight), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw RenderError.sdl(call: "SDL_CreateRGBSurfaceWithFormat", message: String(cString: SDL_GetError()))
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw RenderError.sdl(call: "SDL_CreateSoftwareRenderer", message: String(cString: SDL_GetError()))
        }
        self.surface = surface
        self.renderer = renderer
        canvas = SDLCanvas(renderer: renderer, fonts: fonts, pixelScale: scale)
        clear(.clear)
    }

    isolated deinit {
        canvas.invalidate()
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// Clears to `clear` and starts a frame; draw on the returned canvas, then call `endFrame()`. Pass nil
    /// when the frame will cover every pixel with opaque paint anyway (a window whose root view is opaque):
    /// the clear would only be written over.
    @discardableResult
    public func beginFrame(clear color: Color?) -> SDLCanvas {
        canvas.beginFrame(pixelScale: scale)
        if let color { canvas.clearOutput(color) }
        return canvas
    }

    /// Finishes the frame: closes anything left open and flushes, so pixels can be read.
    public func endFrame() {
        canvas.endFrame()
    }

    /// Fills every pixel with `color`.
    public func clear(_ color: Color) {
        canvas.clearOutput(color)
        SDL_RenderFlush(renderer)
    }

    /// The colour at pixel (`x`, `y`), straight alpha; transparent outside the surface.
    public func pixel(x: Int, y: Int) -> Color {
        SDL_RenderFlush(renderer)
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return .clear }
        return Self.straight(rawPixel(x: x, y: y))
    }

    /// The stored (premultiplied) ARGB value.
    private func rawPixel(x: Int, y: Int) -> UInt32 {
        let row = surface.pointee.pixels.advanced(by: y * Int(surface.pointee.pitch))
        return row.assumingMemoryBound(to: UInt32.self)[x]
    }

    static func straight(_ argb: UInt32) -> Color {
        let a = Double(argb >> 24) / 255
        let r = Double((argb >> 16) & 0xFF) / 255, g = Double((argb >> 8) & 0xFF) / 255, b = Double(argb & 0xFF) / 255
        guard a > 0 else { return .clear }
        return Color(red: min(1, r / a), green: min(1, g / a), blue: min(1, b / a), alpha: a)
    }

    /// Writes the surface as a PNG with straight alpha (through a temporary file renamed into place).
    public func writePNG(to path: String) throws {
        let copy = try straightCopy()
        defer { SDL_FreeSurface(copy) }
        try PNGWriter.write(copy, to: path)
    }

    /// The surface as PNG file bytes with straight alpha, for callers that write files themselves.
    public func pngData() throws -> [UInt8] {
        let copy = try straightCopy()
        defer { SDL_FreeSurface(copy) }
        return try PNGWriter.encode(copy)
    }

    /// The pixels with straight alpha, as `pngData()` would encode them, without encoding: a snapshot test
    /// compares these with its decoded reference and pays for PNG compression only when they differ.
    public func pixelBuffer() -> PixelBuffer {
        SDL_RenderFlush(renderer)
        var buffer = PixelBuffer(width: pixelWidth, height: pixelHeight)
        for y in 0..<pixelHeight {
            for x in 0..<pixelWidth {
                let raw = rawPixel(x: x, y: y)
                buffer.pixels[y * pixelWidth + x] = raw >> 24 == 255 ? raw : Self.packed(Self.straight(raw))
            }
        }
        return buffer
    }

    /// A copy of the pixels with straight alpha, for encoding; the caller frees it.
    private func straightCopy() throws -> UnsafeMutablePointer<SDL_Surface> {
        SDL_RenderFlush(renderer)
        guard let copy = SDL_CreateRGBSurfaceWithFormat(0, Int32(pixelWidth), Int32(pixelHeight), 32,
                                                        SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw RenderError.sdl(call: "SDL_CreateRGBSurfaceWithFormat", message: String(cString: SDL_GetError()))
        }
        for y in 0..<pixelHeight {
            let row = copy.pointee.pixels.advanced(by: y * Int(copy.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<pixelWidth {
                let raw = rawPixel(x: x, y: y)
                let alpha = raw >> 24
                row[x] = alpha == 255 ? raw : Self.packed(Self.straight(raw))
            }
        }
        return copy
    }

    static func packed(_ c: Color) -> UInt32 {
        let q = c.rgba8
        return UInt32(q.a) << 24 | UInt32(q.r) << 16 | UInt32(q.g) << 8 | UInt32(q.b)
    }
}
