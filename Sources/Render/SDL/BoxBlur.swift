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
        pixels.withUnsafeMutableBufferPointer { p in
            line.withUnsafeMutableBufferPointer { scratch in
                for _ in 0..<passes {
                    for y in 0..<height { blurLine(p, start: y * width, stride: 1, count: width, scratch: scratch) }
                    for x in 0..<width { blurLine(p, start: x, stride: width, count: height, scratch: scratch) }
                }
            }
        }
    }

    /// One row or column: a running sum per channel over a window of 2·radius + 1 pixels.
    private func blurLine(_ p: UnsafeMutableBufferPointer<UInt32>, start: Int, stride: Int, count: Int,
                          scratch: UnsafeMutableBufferPointer<UInt32>) {
        for i in 0..<count { scratch[i] = p[start + i * stride] }
        let last = count - 1
        let window = UInt32(2 * radius + 1), half = window / 2
        var s0: UInt32 = 0, s1: UInt32 = 0, s2: UInt32 = 0, s3: UInt32 = 0
        for i in -radius...radius {
            let v = scratch[min(max(i, 0), last)]
            s0 &+= v & 0xFF; s1 &+= (v >> 8) & 0xFF; s2 &+= (v >> 16) & 0xFF; s3 &+= v >> 24
        }
        var out = start
        for i in 0..<count {
            p[out] = ((s0 + half) / window) | ((s1 + half) / window) << 8
                | ((s2 + half) / window) << 16 | ((s3 + half) / window) << 24
            out += stride
            let a = scratch[min(i + radius + 1, last)], r = scratch[max(i - radius, 0)]
            s0 = s0 &+ (a & 0xFF) &- (r & 0xFF)
            s1 = s1 &+ ((a >> 8) & 0xFF) &- ((r >> 8) & 0xFF)
            s2 = s2 &+ ((a >> 16) & 0xFF) &- ((r >> 16) & 0xFF)
            s3 = s3 &+ (a >> 24) &- (r >> 24)
        }
    }
}
