internal import CSDL

/// Rasterises a `Mesh` on the CPU into straight-alpha ARGB pixels, sampling at pixel centres.
///
/// Needed because SDL's software renderer truncates `SDL_RenderGeometry` vertex positions to whole pixels
/// (SDL 2.26), which turns a half-pixel anti-aliasing ring into a smeared one: a crisp pixel-aligned edge
/// gains a half-transparent row. GPU renderers keep float positions and use `SDL_RenderGeometry` directly.
///
/// Triangles are filled span by span. Where triangles of one shape touch, a pixel keeps the larger alpha
/// (the shape's colour is uniform, so this is their union and a shared edge is never counted twice).
struct MeshRasterizer {
    /// Pixels of `region`, row-major, `0xAARRGGBB` straight alpha.
    private(set) var pixels: [UInt32] = []
    private(set) var region = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    mutating func rasterize(_ mesh: Mesh, in region: PixelRect) {
        self.region = region
        guard !region.isEmpty else { return pixels.removeAll(keepingCapacity: true) }
        // Plain loops and `init(repeating:)` rather than generic sequence calls: this runs per pixel, and
        // debug builds (tests, `swift run`) do not specialise generics.
        pixels = Array(repeating: 0, count: region.width * region.height)
        let v = mesh.vertices, idx = mesh.indices
        var t = 0
        while t + 2 < idx.count {
            fill(v[Int(idx[t])], v[Int(idx[t + 1])], v[Int(idx[t + 2])])
            t += 3
        }
    }

    private mutating func fill(_ a: SDL_Vertex, _ b: SDL_Vertex, _ c: SDL_Vertex) {
        let ax = Double(a.position.x), ay = Double(a.position.y)
        let bx = Double(b.position.x), by = Double(b.position.y)
        let cx = Double(c.position.x), cy = Double(c.position.y)
        let area = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
        guard abs(area) > 1e-9 else { return }
        // Each channel is affine over the triangle: value = k0 + kx·x + ky·y.
        func plane(_ va: UInt8, _ vb: UInt8, _ vc: UInt8) -> (Double, Double, Double) {
            let fa = Double(va), fb = Double(vb), fc = Double(vc)
            let kx = ((fb - fa) * (cy - ay) - (fc - fa) * (by - ay)) / area
            let ky = ((fc - fa) * (bx - ax) - (fb - fa) * (cx - ax)) / area
            return (fa - kx * ax - ky * ay, kx, ky)
        }
        let pr = plane(a.color.r, b.color.r, c.color.r), pg = plane(a.color.g, b.color.g, c.color.g)
        let pb = plane(a.color.b, b.color.b, c.color.b), pa = plane(a.color.a, b.color.a, c.color.a)
        let ka = Self.packed(a.color)
        let uniform: UInt32? = ka == Self.packed(b.color) && ka == Self.packed(c.color) && ka >> 24 > 0 ? ka : nil

        let minY = min(ay, by, cy), maxY = max(ay, by, cy)
        let rowStart = max(region.y0, Int((minY - 0.5).rounded(.up)))
        let rowEnd = min(region.y1 - 1, Int((maxY - 0.5).rounded(.down)))
        guard rowStart <= rowEnd else { return }
        let edges = [(ax, ay, bx, by), (bx, by, cx, cy), (cx, cy, ax, ay)]
        for row in rowStart...rowEnd {
            let y = Double(row) + 0.5
            var lo = Double.infinity, hi = -Double.infinity
            // Horizontal edges are skipped: the other two edges meet them at their ends.
            for (x0, y0, x1, y1) in edges where y0 != y1 {
                guard y >= min(y0, y1), y <= max(y0, y1) else { continue }
                let x = x0 + (y - y0) / (y1 - y0) * (x1 - x0)
                lo = min(lo, x)
                hi = max(hi, x)
            }
            guard lo <= hi else { continue }
            let colStart = max(region.x0, Int((lo - 0.5).rounded(.up)))
            let colEnd = min(region.x1 - 1, Int((hi - 0.5).rounded(.down)))
            guard colStart <= colEnd else { continue }
            let base = (row - region.y0) * region.width - region.x0
            pixels.withUnsafeMutableBufferPointer { out in
                if let uniform {
                    // Most of a shape's area is its interior, one colour: no interpolation.
                    let alpha = uniform >> 24
                    var i = base + colStart
                    let end = base + colEnd
                    while i <= end {
                        if out[i] >> 24 < alpha { out[i] = uniform }
                        i += 1
                    }
                    return
                }
                var col = colStart
                while col <= colEnd {
                    let x = Double(col) + 0.5
                    let alpha = Self.channel(pa, x, y)
                    let i = base + col
                    if alpha > 0 && alpha > out[i] >> 24 {
                        out[i] = alpha << 24 | Self.channel(pr, x, y) << 16 | Self.channel(pg, x, y) << 8
                            | Self.channel(pb, x, y)
                    }
                    col += 1
                }
            }
        }
    }

    private static func packed(_ c: SDL_Color) -> UInt32 {
        UInt32(c.a) << 24 | UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
    }

    private static func channel(_ p: (Double, Double, Double), _ x: Double, _ y: Double) -> UInt32 {
        UInt32(max(0, min(255, (p.0 + p.1 * x + p.2 * y).rounded())))
    }
}
