internal import CSDL
import Foundation

/// A PNG file's pixels in ARGB8888, straight alpha, row-major: the one reader behind `PNGImage` (goldens
/// and frame comparison) and the filmstrip's frames.
///
/// It reads through libpng's simplified API (`png_image_*`, libpng 1.6) rather than SDL2_image, whose
/// libpng set-up leaves libpng's own handlers in place: those printed `libpng error: …` and `libpng
/// warning: …` lines on standard error beside the one `handheld:` line, which then hid the reason. The
/// simplified API keeps both in `png_image.message` instead, so the reason travels in the error here
/// and a warning is dropped. The size comes from the header and is checked against `maximumSide` and
/// `maximumPixels` before any pixel memory is taken, and the pixels are decoded straight into the
/// array that is kept (no second copy), so one input costs at most its 4 × `maximumPixels` bytes. A
/// file whose chunks end without IEND (cut short) is refused, as libpng's simplified reader stops at the
/// last image row and never looks.
struct DecodedPNG {
    let width: Int
    let height: Int
    let pixels: [UInt32]

    /// The largest image read: 32,768 pixels a side (what common viewers open, as the filmstrip) and 32
    /// megapixels, 128 MB decoded: above a `--scale 4` shot of the 13-inch iPad Pro (5,464 × 4,096, 22 MP),
    /// far below what a 74-byte file declaring 30,000 × 30,000 would have taken (3.5 GB).
    static let maximumSide = 32_768
    static let maximumPixels = 32 << 20

    init(contentsOf path: String) throws(PNGReadError) {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_file(&image, path) != 0 else {
            throw PNGReadError(path: path, reason: Self.reason(image, default: "a damaged PNG file"))
        }
        let w = Int(image.width), h = Int(image.height)
        guard w <= Self.maximumSide, h <= Self.maximumSide, w * h <= Self.maximumPixels else {
            png_image_free(&image)
            throw PNGReadError(path: path, reason: "an image of \(w)×\(h) pixels; at most \(Self.maximumSide) a side "
                               + "and \(Self.maximumPixels >> 20) megapixels")
        }
        if let problem = PNGChunks.missingEnd(path) {
            png_image_free(&image)
            throw PNGReadError(path: path, reason: problem)
        }
        // B, G, R, A bytes: ARGB8888 words on a little-endian machine, the layout the callers read.
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA | PNG_FORMAT_FLAG_BGR)
        var finished = false
        let pixels = [UInt32](unsafeUninitializedCapacity: w * h) { buffer, count in
            finished = png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil) != 0
            if !finished { buffer.initialize(repeating: 0) }
            count = w * h
        }
        // finish_read frees libpng's state whether it succeeded or not; this is a no-op then.
        png_image_free(&image)
        guard finished else { throw PNGReadError(path: path, reason: Self.reason(image, default: "a damaged PNG file")) }
        width = w
        height = h
        self.pixels = pixels
    }

    /// libpng's message, as the reason of a damaged file ("IDAT: invalid chunk type").
    private static func reason(_ image: png_image, default fallback: String) -> String {
        var message = image.message
        let text = withUnsafeBytes(of: &message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard !text.isEmpty else { return fallback }
        if text == "Not a PNG file" { return "not a PNG file" }
        // "Read Error" is libpng's word for a file that ends in the middle of the image data.
        return text == "Read Error" ? "\(fallback) (cut short)" : "\(fallback) (libpng: \(text))"
    }
}

/// A PNG that could not be read, with libpng's reason when it gave one; one line.
public struct PNGReadError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public var description: String { "cannot read \(path): \(reason)" }
}
