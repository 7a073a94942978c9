internal import CSDL

/// Pixels in memory that code outside Render reads and builds, then encodes as PNG: a snapshot test decodes
/// a reference and an actual image into two of these, compares them pixel by pixel and writes a third, the
/// highlighted difference. ARGB8888, straight alpha, row-major, as `PNGImage` keeps them.
public struct PixelBuffer: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt32]

    /// A buffer of `width` × `height` pixels, all `fill` (ARGB).
    public init(width: Int, height: Int, fill: UInt32 = 0) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = [UInt32](repeating: fill, count: self.width * self.height)
    }

    /// The PNG file at `path`, decoded (SDL2_image).
    @MainActor
    public init(contentsOf path: String) throws {
        let decoded = try DecodedPNG(contentsOf: path)
        width = decoded.width
        height = decoded.height
        pixels = decoded.pixels
    }

    /// The buffer as PNG file bytes.
    @MainActor
    public func pngData() throws -> [UInt8] {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(max(1, width)), Int32(max(1, height)), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw RenderError.sdl(call: "SDL_CreateRGBSurfaceWithFormat", message: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(surface) }
        for y in 0..<height {
            let row = surface.pointee.pixels.advanced(by: y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { row[x] = pixels[y * width + x] }
        }
        return try PNGWriter.encode(surface)
    }
}
