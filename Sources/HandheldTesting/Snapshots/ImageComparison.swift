import Foundation
import Render

/// Compares two decoded images as swift-snapshot-testing does: a pixel matches when it is equal or, below
/// perceptual precision 1, when its CIE76 ΔE (Euclidean distance in CIE L*a*b*) is at most
/// (1 − perceptualPrecision) × 100; the images match when at least `precision` of the pixels do.
struct ImageComparison {
    let reference: PixelBuffer
    let actual: PixelBuffer
    let precision: Double
    let perceptualPrecision: Double

    struct Outcome {
        let differing: Int
        let total: Int
        /// The reference faded towards white with every differing pixel in opaque red; nil when the sizes differ.
        let difference: PixelBuffer?
        let matches: Bool
    }

    func compare() -> Outcome {
        guard reference.width == actual.width, reference.height == actual.height else {
            return Outcome(differing: max(reference.pixels.count, actual.pixels.count),
                           total: max(reference.pixels.count, actual.pixels.count), difference: nil, matches: false)
        }
        let threshold = (1 - perceptualPrecision) * 100
        var difference = PixelBuffer(width: reference.width, height: reference.height)
        var differing = 0
        for i in 0..<reference.pixels.count {
            let a = reference.pixels[i], b = actual.pixels[i]
            let same = a == b || (threshold > 0 && Self.deltaE(a, b) <= threshold)
            if same {
                difference.pixels[i] = Self.faded(a)
            } else {
                differing += 1
                difference.pixels[i] = 0xFFFF_0000
            }
        }
        let total = reference.pixels.count
        let matched = total == 0 ? 1 : Double(total - differing) / Double(total)
        return Outcome(differing: differing, total: total, difference: difference, matches: matched >= precision)
    }

    /// A pixel at a quarter of its contrast over white, so the red differences stand out.
    static func faded(_ argb: UInt32) -> UInt32 {
        func channel(_ shift: UInt32) -> UInt32 {
            let v = Double((argb >> shift) & 0xFF)
            return UInt32((255 - (255 - v) * 0.25).rounded()) << shift
        }
        return 0xFF00_0000 | channel(16) | channel(8) | channel(0)
    }

    /// CIE76 ΔE between two ARGB pixels (sRGB, D65), composited on white first so transparent pixels compare
    /// as they show.
    static func deltaE(_ a: UInt32, _ b: UInt32) -> Double {
        let la = lab(a), lb = lab(b)
        return ((la.0 - lb.0) * (la.0 - lb.0) + (la.1 - lb.1) * (la.1 - lb.1) + (la.2 - lb.2) * (la.2 - lb.2)).squareRoot()
    }

    static func lab(_ argb: UInt32) -> (Double, Double, Double) {
        let alpha = Double(argb >> 24) / 255
        func linear(_ shift: UInt32) -> Double {
            let c = (Double((argb >> shift) & 0xFF) / 255) * alpha + (1 - alpha)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(16), g = linear(8), b = linear(0)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
