internal import CSDL

/// One filmstrip input's pixels, ARGB8888 straight alpha, row-major: decoded only while it is drawn.
struct StripFrame {
    let width: Int
    let height: Int
    let pixels: [UInt32]

    init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Decodes the PNG at `path` (the same reader as `PNGImage`).
    init(contentsOf path: String) throws(PNGReadError) {
        let decoded = try DecodedPNG(contentsOf: path)
        self.init(width: decoded.width, height: decoded.height, pixels: decoded.pixels)
    }

    /// Each `factor`×`factor` block averaged into one pixel, colours weighted by alpha; a partial block
    /// at the right or bottom edge is dropped.
    func shrunk(by factor: Int) -> StripFrame {
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
        return StripFrame(width: w, height: h, pixels: out)
    }
}
