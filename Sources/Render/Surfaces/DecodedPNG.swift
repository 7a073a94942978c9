internal import CSDL

/// A PNG file's pixels read through SDL2_image into ARGB8888, straight alpha, row-major: the one reader
/// behind `PNGImage` (goldens and frame comparison) and the filmstrip's frames.
struct DecodedPNG {
    let width: Int
    let height: Int
    let pixels: [UInt32]

    init(contentsOf path: String) throws {
        guard let loaded = IMG_Load(path) else {
            throw RenderError.sdl(call: "IMG_Load(\(path))", message: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw RenderError.sdl(call: "SDL_ConvertSurfaceFormat(\(path))", message: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(converted) }
        let w = Int(converted.pointee.w), h = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        var out = [UInt32](repeating: 0, count: w * h)
        let base = converted.pointee.pixels!
        for y in 0..<h {
            let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w { out[y * w + x] = row[x] }
        }
        width = w
        height = h
        pixels = out
    }
}
