internal import CSDL

/// Frames laid side by side in one PNG, for the README's filmstrips (`handheld filmstrip`). Each frame is
/// first shrunk by a whole factor with a box filter, so shots taken at 2× become smooth small thumbnails
/// (text stays legible where rendering at 0.5× would not), then centred vertically on a background with a
/// gap between frames and around them. Frames of different sizes (portrait, landscape, iPad) may be mixed.
@MainActor
public enum PNGStrip {
    /// Reads `inputs` (PNG files, in order), composes them and writes the strip to `output`.
    public static func compose(_ inputs: [String], to output: String, shrink: Int = 1, gap: Int = 16,
                               background: Color = Color(r: 44, g: 44, b: 46)) throws {
        guard !inputs.isEmpty else { throw RenderError.sdl(call: "PNGStrip.compose", message: "no input images") }
        let factor = max(1, shrink)
        let frames = try inputs.map { try Frame(contentsOf: $0).shrunk(by: factor) }
        let width = frames.reduce(gap) { $0 + $1.width + gap }
        let height = (frames.map(\.height).max() ?? 0) + 2 * gap
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw RenderError.sdl(call: "SDL_CreateRGBSurfaceWithFormat", message: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(surface) }
        let pitch = Int(surface.pointee.pitch)
        let base = surface.pointee.pixels!
        let bg = background.rgba8
        let backgroundPixel = UInt32(255) << 24 | UInt32(bg.r) << 16 | UInt32(bg.g) << 8 | UInt32(bg.b)
        for y in 0..<height {
            let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { row[x] = backgroundPixel }
        }
        var left = gap
        for frame in frames {
            let top = gap + (height - 2 * gap - frame.height) / 2
            for y in 0..<frame.height {
                let row = base.advanced(by: (top + y) * pitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<frame.width {
                    row[left + x] = over(frame.pixels[y * frame.width + x], backgroundPixel)
                }
            }
            left += frame.width + gap
        }
        try PNGWriter.write(surface, to: output)
    }

    /// A straight-alpha ARGB pixel composited over an opaque one.
    private static func over(_ top: UInt32, _ below: UInt32) -> UInt32 {
        let a = top >> 24
        if a == 255 { return top }
        func channel(_ shift: UInt32) -> UInt32 {
            let t = (top >> shift) & 0xFF, b = (below >> shift) & 0xFF
            return (t * a + b * (255 - a) + 127) / 255
        }
        return UInt32(255) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }

    /// One input's pixels, ARGB8888 straight alpha, row-major.
    private struct Frame {
        let width: Int
        let height: Int
        let pixels: [UInt32]

        init(width: Int, height: Int, pixels: [UInt32]) {
            self.width = width
            self.height = height
            self.pixels = pixels
        }

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
            self.init(width: w, height: h, pixels: out)
        }

        /// Each `factor`×`factor` block averaged into one pixel, colours weighted by alpha; a partial block
        /// at the right or bottom edge is dropped.
        func shrunk(by factor: Int) -> Frame {
            guard factor > 1 else { return self }
            let w = max(1, width / factor), h = max(1, height / factor)
            var out = [UInt32](repeating: 0, count: w * h)
            for y in 0..<h {
                for x in 0..<w {
                    var a = 0, r = 0, g = 0, b = 0, n = 0
                    for sy in (y * factor)..<min(height, (y + 1) * factor) {
                        for sx in (x * factor)..<min(width, (x + 1) * factor) {
                            let p = pixels[sy * width + sx]
                            let pa = Int(p >> 24)
                            a += pa
                            r += Int((p >> 16) & 0xFF) * pa
                            g += Int((p >> 8) & 0xFF) * pa
                            b += Int(p & 0xFF) * pa
                            n += 1
                        }
                    }
                    guard a > 0, n > 0 else { continue }
                    let alpha = UInt32((a + n / 2) / n)
                    let red = UInt32((r + a / 2) / a), green = UInt32((g + a / 2) / a), blue = UInt32((b + a / 2) / a)
                    out[y * w + x] = alpha << 24 | red << 16 | green << 8 | blue
                }
            }
            return Frame(width: w, height: h, pixels: out)
        }
    }
}
