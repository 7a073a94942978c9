import Foundation

/// A shadow's pixels before they become a texture: the shape's coverage, blurred by three box blurs that
/// approximate the Gaussian, as white of that alpha (the colour is applied when the texture is drawn).
enum ShadowRaster {
    /// Sub-rows sampled per pixel row; across a row each span's coverage is exact.
    static let subRows = 4

    /// The radii of three box blurs whose combined variance is closest to σ² (`sigma` in pixels): W. Jarosz,
    /// "Fast Image Convolutions" (SIGGRAPH 2001 course), as the SVG 1.1 and Filter Effects specs approximate
    /// feGaussianBlur by three box blurs. A box of odd width w has variance (w² − 1) / 12; m boxes of width
    /// wl and 3 − m of wl + 2 are chosen so that the variances add up to about σ².
    static func boxRadii(sigma: Double) -> [Int] {
        guard sigma.isFinite, sigma > 0.25 else { return [] }
        let n = 3.0, variance = sigma * sigma
        var wl = Int((12 * variance / n + 1).squareRoot().rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = max(1, wl)
        let w = Double(wl)
        let m = Int(((12 * variance - n * w * w - 4 * n * w - 3 * n) / (-4 * w - 4)).rounded())
        return (0..<3).map { $0 < m ? (wl - 1) / 2 : (wl + 1) / 2 }
    }

    /// Coverage of `outlines` (pixels, relative to the buffer's corner) in a `width` × `height` buffer,
    /// 0…1 per pixel: each sub-row's inside spans (by winding or parity) are added with their exact width.
    static func coverage(_ outlines: [[Point]], evenOdd: Bool, width: Int, height: Int) -> [Float] {
        var cover = [Float](repeating: 0, count: width * height)
        var crossings: [(x: Double, winding: Int)] = []
        let share = 1 / Float(subRows)
        for row in 0..<height {
            for sub in 0..<subRows {
                let y = Double(row) + (Double(sub) + 0.5) / Double(subRows)
                crossings.removeAll(keepingCapacity: true)
                for outline in outlines where outline.count > 2 {
                    var a = outline[outline.count - 1]
                    for b in outline {
                        if (a.y <= y) != (b.y <= y) {
                            let x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
                            crossings.append((x, b.y > a.y ? 1 : -1))
                        }
                        a = b
                    }
                }
                guard crossings.count > 1 else { continue }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for i in 0..<(crossings.count - 1) {
                    winding += evenOdd ? 1 : crossings[i].winding
                    let inside = evenOdd ? winding % 2 != 0 : winding != 0
                    if inside { addSpan(&cover, row: row * width, width: width, from: crossings[i].x, to: crossings[i + 1].x, share: share) }
                }
            }
        }
        return cover
    }

    /// Adds `share` × the part of each pixel that [`from`, `to`) covers along one row.
    private static func addSpan(_ cover: inout [Float], row: Int, width: Int, from: Double, to: Double, share: Float) {
        let x0 = max(0, from), x1 = min(Double(width), to)
        guard x1 > x0 else { return }
        let first = Int(x0), last = min(width - 1, Int(x1.rounded(.up)) - 1)
        for x in first...last {
            let covered = min(x1, Double(x + 1)) - max(x0, Double(x))
            if covered > 0 { cover[row + x] += share * Float(covered) }
        }
    }

    /// The outline of a rounded rectangle `width` × `height` pixels whose corner is `margin` pixels into the
    /// buffer, corners flattened finely enough that the blur cannot show the facets.
    static func roundedRect(width: Int, height: Int, rx: Double, ry: Double, margin: Int) -> [Point] {
        let w = Double(width), h = Double(height), m = Double(margin)
        guard rx > 0, ry > 0 else {
            return [Point(x: m, y: m), Point(x: m + w, y: m), Point(x: m + w, y: m + h), Point(x: m, y: m + h)]
        }
        let steps = max(4, Int(max(rx, ry).rounded(.up)))
        var points: [Point] = []
        let centres = [(m + w - rx, m + ry, -Double.pi / 2), (m + w - rx, m + h - ry, 0.0),
                       (m + rx, m + h - ry, Double.pi / 2), (m + rx, m + ry, Double.pi)]
        for (cx, cy, start) in centres {
            for i in 0...steps {
                let angle = start + Double.pi / 2 * Double(i) / Double(steps)
                points.append(Point(x: cx + rx * cos(angle), y: cy + ry * sin(angle)))
            }
        }
        return points
    }

    /// The shadow's texture pixels: `outlines` rasterised into a buffer with `radii`'s reach of room on every
    /// side, blurred, as straight-alpha white ARGB.
    static func pixels(_ outlines: [[Point]], evenOdd: Bool, width: Int, height: Int, radii: [Int]) -> [UInt32] {
        let cover = coverage(outlines, evenOdd: evenOdd, width: width, height: height)
        var pixels = cover.map { UInt32((min(1, $0) * 255).rounded()) << 24 | 0xFFFFFF }
        BoxBlur(radii: radii).apply(to: &pixels, width: width, height: height)
        return pixels
    }
}
