internal import CSDL

/// A PNG read back into memory (through SDL2_image), for golden-image tests and for comparing frames:
/// its size and straight-alpha pixels.
@MainActor
public final class PNGImage {
    public let width: Int
    public let height: Int
    /// ARGB8888, straight alpha, row-major.
    private let pixels: [UInt32]

    public init(contentsOf path: String) throws {
        let decoded = try DecodedPNG(contentsOf: path)
        width = decoded.width
        height = decoded.height
        pixels = decoded.pixels
    }

    /// The colour at a pixel; clear outside the image.
    public func pixel(x: Int, y: Int) -> Color {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        let argb = pixels[y * width + x]
        return Color(r: Int((argb >> 16) & 0xFF), g: Int((argb >> 8) & 0xFF), b: Int(argb & 0xFF), a: Double(argb >> 24) / 255)
    }

    /// How many pixels differ by more than `tolerance` (0…255) in any channel, and the largest difference.
    public func difference(from other: PNGImage, tolerance: Int = 0) -> (count: Int, maximum: Int) {
        guard width == other.width, height == other.height else { return (width * height, 255) }
        var count = 0, maximum = 0
        for i in 0..<pixels.count where pixels[i] != other.pixels[i] {
            var worst = 0
            for shift in stride(from: 0, through: 24, by: 8) {
                worst = max(worst, abs(Int((pixels[i] >> UInt32(shift)) & 0xFF) - Int((other.pixels[i] >> UInt32(shift)) & 0xFF)))
            }
            maximum = max(maximum, worst)
            if worst > tolerance { count += 1 }
        }
        return (count, maximum)
    }
}
