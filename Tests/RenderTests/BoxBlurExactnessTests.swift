import Testing
@testable import Render

/// The fast box blur (rows swept at once, division by multiply and shift) against the plainest reading of
/// the same blur: each pixel the rounded average of the 2·radius + 1 pixels around it, edges repeated,
/// rows then columns, three times. Equal pixels keep every golden with a bar's backdrop byte-identical.
@Suite("Box blur is exact")
struct BoxBlurExactnessTests {
    /// The reference: per pixel, per channel, a sum over the window and one division.
    static func plainBlur(_ pixels: [UInt32], width: Int, height: Int, radius: Int, passes: Int = 3) -> [UInt32] {
        var p = pixels
        let window = UInt32(2 * radius + 1)
        func average(_ values: [UInt32]) -> UInt32 {
            var out: UInt32 = 0
            for shift in stride(from: 0, to: 32, by: 8) {
                let sum = values.reduce(UInt32(0)) { $0 + (($1 >> UInt32(shift)) & 0xFF) }
                out |= ((sum + window / 2) / window) << UInt32(shift)
            }
            return out
        }
        for _ in 0..<passes {
            var q = p
            for y in 0..<height {
                for x in 0..<width {
                    q[y * width + x] = average((-radius...radius).map { p[y * width + min(max(x + $0, 0), width - 1)] })
                }
            }
            p = q
            for y in 0..<height {
                for x in 0..<width {
                    q[y * width + x] = average((-radius...radius).map { p[min(max(y + $0, 0), height - 1) * width + x] })
                }
            }
            p = q
        }
        return p
    }

    @Test("random pixels blur to exactly the plain box average", arguments: [(1, 17, 9), (3, 40, 23), (10, 64, 31), (12, 7, 50)])
    func matchesPlainAverage(radius: Int, width: Int, height: Int) {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(radius + width)
        let pixels = (0..<(width * height)).map { _ -> UInt32 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 32)
        }
        var fast = pixels
        BoxBlur(radius: radius).apply(to: &fast, width: width, height: height)
        #expect(fast == Self.plainBlur(pixels, width: width, height: height, radius: radius))
        #expect(fast != pixels)
    }

    @Test("the largest channel sums divide exactly: white stays white, one bright pixel spreads evenly")
    func extremes() {
        var white = [UInt32](repeating: 0xFFFF_FFFF, count: 30 * 30)
        BoxBlur(radius: 9).apply(to: &white, width: 30, height: 30)
        #expect(white.allSatisfy { $0 == 0xFFFF_FFFF })
        var dot = [UInt32](repeating: 0, count: 41 * 41)
        dot[20 * 41 + 20] = 0xFFFF_FFFF
        let expected = Self.plainBlur(dot, width: 41, height: 41, radius: 2, passes: 1)
        BoxBlur(radius: 2, passes: 1).apply(to: &dot, width: 41, height: 41)
        #expect(dot == expected)
    }
}
