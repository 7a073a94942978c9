/// A separable box blur of 32-bit pixels, each channel on its own (alpha included, so premultiplied
/// colour from an opacity group blurs correctly). Three passes of a box approximate a Gaussian, which is
/// what a bar's backdrop blur looks like; each pass is a running sum, so its cost does not grow with the
/// radius. Edges repeat the outermost pixel, so a blur does not darken toward the rectangle's border.
struct BoxBlur {
    let radius: Int
    let passes: Int

    init(radius: Int, passes: Int = 3) {
        self.radius = max(0, radius)
        self.passes = max(1, passes)
    }

    /// Blurs `pixels`, `width` × `height` in rows, in place.
    func apply(to pixels: inout [UInt32], width: Int, height: Int) {
        guard radius > 0, width > 0, height > 0, pixels.count >= width * height else { return }
        var line = [UInt32](repeating: 0, count: max(width, height))
        for _ in 0..<passes {
            for y in 0..<height { blurLine(&pixels, start: y * width, stride: 1, count: width, scratch: &line) }
            for x in 0..<width { blurLine(&pixels, start: x, stride: width, count: height, scratch: &line) }
        }
    }

    private func blurLine(_ p: inout [UInt32], start: Int, stride: Int, count: Int, scratch: inout [UInt32]) {
        for i in 0..<count { scratch[i] = p[start + i * stride] }
        let window = UInt32(2 * radius + 1)
        var sums = [UInt32](repeating: 0, count: 4)
        func add(_ v: UInt32, _ sign: Bool) {
            for c in 0..<4 {
                let channel = (v >> (8 * UInt32(c))) & 0xFF
                sums[c] = sign ? sums[c] &+ channel : sums[c] &- channel
            }
        }
        func at(_ i: Int) -> UInt32 { scratch[min(max(i, 0), count - 1)] }
        for i in -radius...radius { add(at(i), true) }
        for i in 0..<count {
            var out: UInt32 = 0
            for c in 0..<4 { out |= ((sums[c] + window / 2) / window) << (8 * UInt32(c)) }
            p[start + i * stride] = out
            add(at(i + radius + 1), true)
            add(at(i - radius), false)
        }
    }
}
