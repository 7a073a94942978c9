internal import CSDL

/// A rectangle of whole device pixels, half-open (`x0..<x1`), used for clips and the bounds an opacity
/// group has drawn into. Points become pixels through `snapped`, the one rounding rule every axis-aligned
/// primitive shares, so a fill and a clip with the same rect in points cover the same pixels.
struct PixelRect: Hashable, CustomStringConvertible {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    var description: String { "px[\(x0)..<\(x1), \(y0)..<\(y1)]" }

    /// Edges rounded to the nearest pixel boundary: at scale 1 the rect (10, 10, 20, 5) covers columns 10…29
    /// and rows 10…14; at scale 2 exactly the doubled pixels.
    static func snapped(_ r: Rect) -> PixelRect {
        let r = r.standardized
        return PixelRect(x0: Self.round(r.minX), y0: Self.round(r.minY),
                         x1: Self.round(r.maxX), y1: Self.round(r.maxY))
    }

    /// A hairline's pixels (see `Canvas.fillHairline`): the long side snapped as `snapped` does, the thin
    /// side at least one pixel, ending on the pixel boundary nearest the rect's bottom (or right) edge.
    /// At scale 1 the 0.5 pt line at y 43.5 covers row 43; scrolled by 0.3 pt it still covers one row.
    static func hairline(_ r: Rect) -> PixelRect {
        let r = r.standardized
        var p = snapped(r)
        if r.height <= r.width {
            let n = max(1, Int(r.height.rounded()))
            p.y1 = Self.round(r.maxY)
            p.y0 = p.y1 - n
        } else {
            let n = max(1, Int(r.width.rounded()))
            p.x1 = Self.round(r.maxX)
            p.x0 = p.x1 - n
        }
        return p
    }

    /// The smallest pixel rect containing the given extent (for bounds of anti-aliased geometry).
    static func enclosing(minX: Double, minY: Double, maxX: Double, maxY: Double) -> PixelRect {
        PixelRect(x0: Self.clampInt(minX.rounded(.down)), y0: Self.clampInt(minY.rounded(.down)),
                  x1: Self.clampInt(maxX.rounded(.up)), y1: Self.clampInt(maxY.rounded(.up)))
    }

    private static func round(_ v: Double) -> Int { clampInt(nearest(v)) }

    /// The nearest whole pixel, halves rounding up (towards +∞) rather than away from zero, so the rule is
    /// the same at every position: content moved by whole pixels lands on the same pixels moved, above or
    /// left of the origin too, which a backing store copied to a new place relies on.
    static func nearest(_ v: Double) -> Double { (v + 0.5).rounded(.down) }

    /// Keeps absurd coordinates (an off-screen view a million points away, or infinity) inside Int32.
    private static func clampInt(_ v: Double) -> Int {
        guard v.isFinite else { return v > 0 ? 1 << 30 : -(1 << 30) }
        return Int(max(-1_073_741_824, min(1_073_741_824, v)))
    }

    func intersection(_ o: PixelRect) -> PixelRect {
        let r = PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return r.isEmpty ? PixelRect(x0: r.x0, y0: r.y0, x1: r.x0, y1: r.y0) : r
    }

    func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    var sdl: SDL_Rect {
        SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(max(0, width)), h: Int32(max(0, height)))
    }
}
