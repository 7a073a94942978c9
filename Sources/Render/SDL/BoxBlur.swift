/// A separable box blur of 32-bit pixels, each channel on its own (alpha included, so premultiplied
/// colour from an opacity group blurs correctly). Three passes of a box approximate a Gaussian, which is
/// what a bar's backdrop blur looks like; each pass is a running sum, so its cost does not grow with the
/// radius. Edges repeat the outermost pixel, so a blur does not darken toward the rectangle's border.
///
/// The vertical half of a pass sweeps the rows once with a running sum per column rather than walking
/// each column down: a column walk touches one pixel per cache line across a 1179-pixel-wide bar at 3×,
/// and took most of a snapshot's blur time. The sums, and so the pixels, are the same either way.
struct BoxBlur {
    /// Each pass's radius, in order: the same for a backdrop, two sizes for a shadow's Gaussian.
    let radii: [Int]
    var radius: Int { radii.first ?? 0 }
    var passes: Int { radii.count }

    /// `(sum + half) / window` by a multiply and a shift instead of a division (the divisor is only known at
    /// run time, so the compiler cannot do this): exact for any sum of 8-bit channels while the window is
    /// under 4096 pixels, as x·(m·d − 2³²) < 2³² then (Granlund and Montgomery, "Division by invariant
    /// integers using multiplication", 1994). `BackdropBlurTests` checks it against a plain box average.
    private struct Divider {
        let window: UInt32, half: UInt32, multiplier: UInt64
        init(window: UInt32) {
            self.window = window
            half = window / 2
            multiplier = UInt64(UInt32.max) / UInt64(window) + 1
        }
        @inline(__always) func callAsFunction(_ sum: UInt32) -> UInt32 {
            UInt32(truncatingIfNeeded: (UInt64(sum &+ half) &* multiplier) >> 32)
        }
    }

    init(radius: Int, passes: Int = 3) {
        self.init(radii: Array(repeating: radius, count: max(1, passes)))
    }

    /// Passes of the given radii (zero radii are skipped).
    init(radii: [Int]) {
        // The divider is exact for windows under 4096 pixels; a backdrop blur is a few dozen.
        self.radii = radii.map { min(max(0, $0), 2047) }
    }

    /// How far the blur reaches: a pixel changes only pixels this many away.
    var reach: Int { radii.reduce(0, +) }

    /// Blurs `pixels`, `width` × `height` in rows, in place.
    func apply(to pixels: inout [UInt32], width: Int, height: Int) {
        guard reach > 0, width > 0, height > 0, pixels.count >= width * height else { return }
        var line = [UInt32](repeating: 0, count: width)
        var copy = [UInt32](repeating: 0, count: width * height)
        var sums = [UInt32](repeating: 0, count: 4 * width)
        pixels.withUnsafeMutableBufferPointer { p in
            line.withUnsafeMutableBufferPointer { scratch in
                copy.withUnsafeMutableBufferPointer { source in
                    sums.withUnsafeMutableBufferPointer { s in
                        for radius in radii where radius > 0 {
                            for y in 0..<height { blurRow(p, start: y * width, count: width, radius: radius, scratch: scratch) }
                            blurColumns(p, width: width, height: height, radius: radius, source: source, sums: s)
                        }
                    }
                }
            }
        }
    }

    /// One row: a running sum per channel over a window of 2·radius + 1 pixels.
    private func blurRow(_ p: UnsafeMutableBufferPointer<UInt32>, start: Int, count: Int, radius: Int,
                         scratch: UnsafeMutableBufferPointer<UInt32>) {
        for i in 0..<count { scratch[i] = p[start + i] }
        let last = count - 1
        let d = Divider(window: UInt32(2 * radius + 1))
        var s0: UInt32 = 0, s1: UInt32 = 0, s2: UInt32 = 0, s3: UInt32 = 0
        for i in -radius...radius {
            let v = scratch[min(max(i, 0), last)]
            s0 &+= v & 0xFF; s1 &+= (v >> 8) & 0xFF; s2 &+= (v >> 16) & 0xFF; s3 &+= v >> 24
        }
        for i in 0..<count {
            p[start + i] = d(s0) | d(s1) << 8 | d(s2) << 16 | d(s3) << 24
            let a = scratch[min(i + radius + 1, last)], r = scratch[max(i - radius, 0)]
            s0 = s0 &+ (a & 0xFF) &- (r & 0xFF)
            s1 = s1 &+ ((a >> 8) & 0xFF) &- ((r >> 8) & 0xFF)
            s2 = s2 &+ ((a >> 16) & 0xFF) &- ((r >> 16) & 0xFF)
            s3 = s3 &+ (a >> 24) &- (r >> 24)
        }
    }

    /// Every column at once, row by row: the same running sums as a walk down each column, kept side by
    /// side (`sums` holds four per column), reading a copy of the pixels as the column walk read its line.
    private func blurColumns(_ p: UnsafeMutableBufferPointer<UInt32>, width: Int, height: Int, radius: Int,
                             source: UnsafeMutableBufferPointer<UInt32>, sums: UnsafeMutableBufferPointer<UInt32>) {
        for i in 0..<(width * height) { source[i] = p[i] }
        for i in 0..<(4 * width) { sums[i] = 0 }
        let last = height - 1
        let d = Divider(window: UInt32(2 * radius + 1))
        for i in -radius...radius {
            let row = min(max(i, 0), last) * width
            for x in 0..<width {
                let v = source[row + x]
                sums[4 * x] &+= v & 0xFF; sums[4 * x + 1] &+= (v >> 8) & 0xFF
                sums[4 * x + 2] &+= (v >> 16) & 0xFF; sums[4 * x + 3] &+= v >> 24
            }
        }
        for y in 0..<height {
            let out = y * width
            let added = min(y + radius + 1, last) * width, removed = max(y - radius, 0) * width
            for x in 0..<width {
                let s0 = sums[4 * x], s1 = sums[4 * x + 1], s2 = sums[4 * x + 2], s3 = sums[4 * x + 3]
                p[out + x] = d(s0) | d(s1) << 8 | d(s2) << 16 | d(s3) << 24
                let a = source[added + x], r = source[removed + x]
                sums[4 * x] = s0 &+ (a & 0xFF) &- (r & 0xFF)
                sums[4 * x + 1] = s1 &+ ((a >> 8) & 0xFF) &- ((r >> 8) & 0xFF)
                sums[4 * x + 2] = s2 &+ ((a >> 16) & 0xFF) &- ((r >> 16) & 0xFF)
                sums[4 * x + 3] = s3 &+ (a >> 24) &- (r >> 24)
            }
        }
    }
}
