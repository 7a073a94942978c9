internal import CSDL

extension Mesh {
    /// A pixel-aligned rectangle shaded from `from` to `to`. The renderer interpolates straight alpha per
    /// vertex, which would darken a fade to `.clear` (transparent black) and skew a fade between two
    /// translucent colours, so a clear end borrows the other end's hue and differing alphas are split into
    /// strips whose stops are interpolated premultiplied, as `Color` does (on `RGBA` values: no colour is made
    /// per strip).
    mutating func addLinearGradient(_ r: PixelRect, from: Color, to: Color, axis: GradientAxis) {
        guard !r.isEmpty else { return }
        var from = from.rgba, to = to.rgba
        if from.alpha == 0 { from = to.withAlpha(0) }
        if to.alpha == 0 { to = from.withAlpha(0) }
        let strips = from.alpha == to.alpha || from.alpha == 0 || to.alpha == 0 ? 1 : 8
        let x0 = Double(r.x0), y0 = Double(r.y0), x1 = Double(r.x1), y1 = Double(r.y1)
        var previous: (Int32, Int32)?
        for s in 0...strips {
            let f = Double(s) / Double(strips)
            let c = (s == 0 ? from : s == strips ? to : from.interpolated(to: to, fraction: f)).sdl
            let pair: (Int32, Int32)
            switch axis {
            case .horizontal:
                let x = x0 + (x1 - x0) * f
                pair = (addVertex(Point(x: x, y: y0), c), addVertex(Point(x: x, y: y1), c))
            case .vertical:
                let y = y0 + (y1 - y0) * f
                pair = (addVertex(Point(x: x0, y: y), c), addVertex(Point(x: x1, y: y), c))
            }
            if let p = previous { addQuad(p.0, pair.0, pair.1, p.1) }
            previous = pair
        }
    }
}

extension RGBA {
    var sdl: SDL_Color {
        let c = rgba8
        return SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a)
    }
}
