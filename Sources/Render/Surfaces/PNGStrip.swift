internal import CSDL
import Foundation

/// Frames laid side by side in one PNG, for the README's filmstrips (`handheld filmstrip`). Each frame is
/// first shrunk by a whole factor with a box filter, so shots taken at 2× become smooth small thumbnails
/// (text stays legible where rendering at 0.5× would not), then centred vertically on a background with a
/// gap between frames and around them. Frames of different sizes (portrait, landscape, iPad) may be mixed.
///
/// The inputs are streamed: their sizes come from the PNG headers, so the strip is sized (and refused when
/// too large) before any is decoded, then each is decoded, drawn and freed in turn. Memory is the strip
/// plus one frame, whether there are three inputs or thousands; a frame whose header declares more than
/// `DecodedPNG`'s cap (32 megapixels) is refused before anything is decoded, whatever `--shrink` makes of
/// it (a 74-byte file declaring 30,000 × 30,000 pixels took 3.5 GB when only the shrunk strip was capped).
@MainActor
package enum PNGStrip {
    /// The largest strip: each side at most 32,768 pixels (what common viewers open) and 64 megapixels in
    /// all (256 MB of pixels).
    public static let maximumSide = 32_768
    public static let maximumPixels = 64 << 20

    /// Why a strip cannot be made, in one line.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }

    /// The strip's size in pixels for these frame sizes.
    public static func stripSize(frames: [(width: Int, height: Int)], shrink: Int, gap: Int) -> (width: Int, height: Int) {
        let factor = max(1, shrink)
        let shrunk = frames.map { (max(1, $0.width / factor), max(1, $0.height / factor)) }
        return (shrunk.reduce(gap) { $0 + $1.0 + gap }, (shrunk.map(\.1).max() ?? 0) + 2 * gap)
    }

    /// Reads `inputs` (PNG files, in order), composes them and returns the strip as PNG file bytes.
    /// `name` turns an input's path into what messages quote (the simulator cuts it to 80 characters).
    public static func compose(_ inputs: [String], shrink: Int = 1, gap: Int = 16,
                               background: Color = Color(r: 44, g: 44, b: 46),
                               name: (String) -> String = { $0 }) throws -> [UInt8] {
        guard !inputs.isEmpty else { throw Problem("no input images") }
        let factor = max(1, shrink)
        let sizes = try inputs.map { input in
            let size = try PNGHeader.size(of: input, name: name(input))
            guard size.width <= DecodedPNG.maximumSide, size.height <= DecodedPNG.maximumSide,
                  size.width * size.height <= DecodedPNG.maximumPixels else {
                throw Problem("\(name(input)) is \(size.width)×\(size.height) pixels; each input is at most "
                              + "\(DecodedPNG.maximumSide) a side and \(DecodedPNG.maximumPixels >> 20) megapixels")
            }
            return size
        }
        let (width, height) = stripSize(frames: sizes, shrink: factor, gap: gap)
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
            throw Problem("the strip would be \(width)×\(height) pixels; at most \(maximumSide) a side and "
                          + "\(maximumPixels >> 20) megapixels (use --shrink or fewer frames)")
        }
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
        for (input, size) in zip(inputs, sizes) {
            // The slot comes from the header; a frame that decodes to another size is clipped to it.
            let slotWidth = max(1, size.width / factor), slotHeight = max(1, size.height / factor)
            let frame: StripFrame
            do { frame = try StripFrame(contentsOf: input).shrunk(by: factor) } catch {
                throw PNGReadError(path: name(input), reason: error.reason)
            }
            let top = gap + (height - 2 * gap - slotHeight) / 2
            for y in 0..<min(frame.height, slotHeight) {
                let row = base.advanced(by: (top + y) * pitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<min(frame.width, slotWidth) {
                    row[left + x] = over(frame.pixels[y * frame.width + x], backgroundPixel)
                }
            }
            left += slotWidth + gap
        }
        return try PNGWriter.encode(surface)
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
}

/// A PNG's size from its header (the signature and the IHDR chunk, the first 24 bytes), without decoding.
enum PNGHeader {
    static func size(of path: String, name: String) throws -> (width: Int, height: Int) {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw PNGStrip.Problem("cannot read \(name)") }
        defer { try? handle.close() }
        let bytes = [UInt8]((try? handle.read(upToCount: 24)) ?? Data())
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw PNGStrip.Problem("\(name) is not a PNG file")
        }
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = int(16), height = int(20)
        guard width > 0, height > 0 else { throw PNGStrip.Problem("\(name) is not a PNG file (it has no pixels)") }
        return (width, height)
    }
}
