internal import CSDL

/// The file formats an `Image` can be written as (UIImage's `pngData()` and `jpegData(compressionQuality:)`).
public enum ImageFileFormat: Sendable, Equatable {
    case png
    /// JPEG at libjpeg's quality, 0 (smallest) to 100 (best); values outside are clamped.
    case jpeg(quality: Int)
}

extension Image {
    /// The pixels encoded as `format` file bytes by SDL2_image, into memory (PNGWriter). Only a software
    /// surface is made, never a renderer or texture, so this is safe off the main thread, as decoding is.
    public func encoded(as format: ImageFileFormat) throws -> [UInt8] {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(pixelWidth), Int32(pixelHeight), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw RenderError.sdl(call: "SDL_CreateRGBSurfaceWithFormat", message: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(surface) }
        for y in 0..<pixelHeight {
            let row = surface.pointee.pixels.advanced(by: y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<pixelWidth { row[x] = pixels[y * pixelWidth + x] }
        }
        switch format {
        case .png: return try PNGWriter.encode(surface)
        case .jpeg(let quality): return try PNGWriter.encode(surface, jpegQuality: Int32(min(100, max(0, quality))))
        }
    }
}
