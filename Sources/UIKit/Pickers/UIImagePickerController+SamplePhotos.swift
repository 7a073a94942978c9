import Foundation
import HandheldKit
import Render

extension UIImagePickerController {
    /// Eight sample photos for the library, drawn here (no file, no network), 320 × 240 pixels at 2x
    /// (160 × 120 pt, a photo's 4:3): a sky in a vertical gradient, a sun, and hills along a sine, each in
    /// its own palette (dawn, sea, forest, desert, dusk, snow, lavender, night). The same eight every time,
    /// so a pick is deterministic; Apple's Simulator likewise ships a few sample photos in its library.
    public static func samplePhotos() -> [UIImage] {
        palettes.enumerated().map { index, palette in
            UIImage(bitmap: Image(pixelWidth: photoWidth, pixelHeight: photoHeight, scale: 2,
                                  pixels: samplePixels(palette, seed: index)))
        }
    }

    static let photoWidth = 320, photoHeight = 240

    /// Sky top, sky bottom, sun, hills (0xRRGGBB).
    static let palettes: [(sky: UInt32, horizon: UInt32, sun: UInt32, land: UInt32)] = [
        (0xF6A38C, 0xFCE3B0, 0xFFF4D6, 0x6B8E4E), (0x3A7BD5, 0xA8E0FF, 0xFFFFFF, 0x1F4E79),
        (0x8FD3F4, 0xE0F7FA, 0xFFF59D, 0x2E7D32), (0xF9D976, 0xF39F86, 0xFFFDE7, 0xC07A3A),
        (0x41295A, 0xF7797D, 0xFFD194, 0x2F0743), (0xB3CFE6, 0xF5FAFF, 0xFFFFFF, 0xE3EDF5),
        (0x9D8DF1, 0xE8D5F5, 0xFFF0F6, 0x5E4B8B), (0x0F2027, 0x2C5364, 0xECEFF1, 0x071013),
    ]

    /// Straight ARGB pixels, row by row.
    static func samplePixels(_ palette: (sky: UInt32, horizon: UInt32, sun: UInt32, land: UInt32), seed: Int) -> [UInt32] {
        let w = photoWidth, h = photoHeight
        let sunX = Double(w) * (0.25 + 0.07 * Double(seed % 7)), sunY = Double(h) * 0.35, sunRadius = Double(h) * 0.1
        let phase = Double(seed) * 0.9
        var pixels = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            let sky = mix(palette.sky, palette.horizon, Double(y) / Double(h - 1))
            for x in 0..<w {
                let hill = Double(h) * (0.68 + 0.08 * sin(Double(x) / Double(w) * 2 * .pi * 1.5 + phase))
                let dx = Double(x) - sunX, dy = Double(y) - sunY
                let color = Double(y) >= hill ? palette.land : dx * dx + dy * dy <= sunRadius * sunRadius ? palette.sun : sky
                pixels[y * w + x] = 0xFF00_0000 | color
            }
        }
        return pixels
    }

    /// The colour `t` of the way from `a` to `b`, channel by channel.
    static func mix(_ a: UInt32, _ b: UInt32, _ t: Double) -> UInt32 {
        var out: UInt32 = 0
        for shift in [16, 8, 0] as [UInt32] {
            let ca = Double((a >> shift) & 0xFF), cb = Double((b >> shift) & 0xFF)
            out |= UInt32((ca + (cb - ca) * t).rounded()) << shift
        }
        return out
    }
}
