import Foundation
import Render

/// A photo made in code, so the `symbols` scene's goldens need no image file: a sunset sky (a vertical
/// gradient from deep blue through orange), a sun, and dark hills with a striped field, detailed enough that
/// a blur over it visibly softens edges.
enum SyntheticPhoto {
    static func sunset(pixelWidth w: Int, pixelHeight h: Int) -> Image {
        var pixels = [UInt32](repeating: 0, count: w * h)
        func argb(_ r: Double, _ g: Double, _ b: Double) -> UInt32 {
            0xFF00_0000 | UInt32(max(0, min(255, r))) << 16 | UInt32(max(0, min(255, g))) << 8 | UInt32(max(0, min(255, b)))
        }
        let sunX = Double(w) * 0.7, sunY = Double(h) * 0.45, sunR = Double(h) * 0.16
        for y in 0..<h {
            let t = Double(y) / Double(h)
            for x in 0..<w {
                var r = 30 + 225 * t, g = 40 + 120 * t, b = 120 - 60 * t
                let dx = Double(x) - sunX, dy = Double(y) - sunY
                if dx * dx + dy * dy < sunR * sunR { r = 255; g = 220; b = 90 }
                let hill = Double(h) * 0.62 + sin(Double(x) / Double(w) * 7) * Double(h) * 0.06
                if Double(y) > hill {
                    let stripe = (x / 12 + y / 12) % 2 == 0
                    r = stripe ? 30 : 60; g = stripe ? 80 : 120; b = stripe ? 40 : 60
                }
                pixels[y * w + x] = argb(r, g, b)
            }
        }
        return Image(pixelWidth: w, pixelHeight: h, scale: 1, pixels: pixels)
    }
}
