import Render

/// A layer filled with a linear gradient (CAGradientLayer): `colors` spread evenly, or at `locations`,
/// from `startPoint` to `endPoint` in unit coordinates (default top to bottom). Handheld draws the
/// gradient along the dominant axis of that line.
@preconcurrency @MainActor
public final class GradientLayer: Layer {
    public var colors: [Color] = [] { didSet { if colors != oldValue { changed() } } }
    public var locations: [Double]? { didSet { if locations != oldValue { changed() } } }
    public var startPoint = Point(x: 0.5, y: 0) { didSet { if startPoint != oldValue { changed() } } }
    public var endPoint = Point(x: 0.5, y: 1) { didSet { if endPoint != oldValue { changed() } } }

    public override init() { super.init() }

    public override func presentation() -> Layer? {
        let copy = GradientLayer()
        copyPresentation(into: copy)
        copy.colors = colors
        copy.locations = locations
        copy.startPoint = startPoint
        copy.endPoint = endPoint
        return copy
    }

    /// The colour stops along the gradient, each a location 0…1 and a colour, in order.
    var stops: [(Double, Color)] {
        guard colors.count > 1 else { return colors.map { (0, $0) } }
        let spots = locations.flatMap { $0.count == colors.count ? $0 : nil }
            ?? colors.indices.map { Double($0) / Double(colors.count - 1) }
        return zip(spots, colors).map { ($0, $1) }
    }

    public override func drawContent(in canvas: Canvas, bounds: Rect) {
        guard let first = colors.first else { return }
        guard colors.count > 1 else { return canvas.fill(bounds, color: first) }
        let dx = endPoint.x - startPoint.x, dy = endPoint.y - startPoint.y
        let vertical = abs(dy) >= abs(dx)
        let reversed = vertical ? dy < 0 : dx < 0
        let begin = vertical ? min(startPoint.y, endPoint.y) : min(startPoint.x, endPoint.x)
        let span = max(1e-9, vertical ? abs(dy) : abs(dx))
        var stops = self.stops
        if reversed { stops = stops.reversed().map { (1 - $0.0, $0.1) } }
        func edge(_ t: Double) -> Double {
            let u = begin + t * span
            return vertical ? bounds.minY + u * bounds.height : bounds.minX + u * bounds.width
        }
        let lo = vertical ? bounds.minY : bounds.minX, hi = vertical ? bounds.maxY : bounds.maxX
        func band(_ a: Double, _ b: Double, _ from: Color, _ to: Color) {
            let a = max(lo, a), b = min(hi, b)
            guard b > a else { return }
            let r = vertical ? Rect(x: bounds.minX, y: a, width: bounds.width, height: b - a)
                             : Rect(x: a, y: bounds.minY, width: b - a, height: bounds.height)
            if from == to { canvas.fill(r, color: from) } else {
                canvas.fillLinearGradient(r, from: from, to: to, axis: vertical ? .vertical : .horizontal)
            }
        }
        band(lo, edge(stops[0].0), stops[0].1, stops[0].1)
        for (s, t) in zip(stops, stops.dropFirst()) { band(edge(s.0), edge(t.0), s.1, t.1) }
        band(edge(stops[stops.count - 1].0), hi, stops[stops.count - 1].1, stops[stops.count - 1].1)
    }
}
