import Foundation

/// How an open stroke ends. `Canvas.strokePolyline` uses `.round`, which is how SF Symbols draw chevrons
/// and disclosure arrows; `.butt` ends flush with the end points; `.square` goes on half the line width
/// past them (Core Graphics' CGLineCap and Core Animation's CAShapeLayerLineCap have the same three).
public enum LineCap: Sendable, Hashable {
    case butt
    case round
    case square
}

/// How a stroke turns a corner (Core Graphics' CGLineJoin): `.miter` extends both outer edges until they
/// meet, unless the miter length over the line width exceeds the miter limit, when the corner is bevelled
/// (PostScript Language Reference, 3rd ed., 4.5.1 "Line Join" and "Miter Limit", which Core Graphics
/// follows); `.round` adds a disc's arc; `.bevel` cuts the corner straight across.
public enum LineJoin: Sendable, Hashable {
    case miter
    case round
    case bevel
}

/// Everything about a stroke besides its points, width and colour.
public struct StrokeStyle: Sendable, Hashable {
    public var cap: LineCap
    public var join: LineJoin
    /// The largest miter length ÷ line width drawn as a miter (Core Graphics' default is 10, as
    /// CGContext.setMiterLimit's documentation and CAShapeLayer.miterLimit's say).
    public var miterLimit: Double
    /// A closed stroke joins its last point to its first and has no caps.
    public var isClosed: Bool

    public init(cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10, isClosed: Bool = false) {
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.isClosed = isClosed
    }

    /// The toolkit's own strokes (chevrons, glyphs): round caps and round joins.
    public static let rounded = StrokeStyle(cap: .round, join: .round)

    /// Whether a corner turning by `turn` radians (0 = straight on) is mitred under this style: PostScript's
    /// miter length ÷ line width is 1 / sin(φ / 2) for the angle φ between the segments, φ = π − |turn|.
    public func mitres(turn: Double) -> Bool {
        join == .miter && 1 / cos(abs(turn) / 2) <= miterLimit
    }

    /// How many half widths past its points a stroke of `points` can reach: a mitred corner's tip (at most
    /// the limit, and only where a corner is sharp enough to need it) or a square cap's corner.
    func reach(_ points: [Point]) -> Double {
        var reach = 2.0.squareRoot()
        guard join == .miter, points.count > 2 else { return reach }
        let n = points.count
        for i in 0..<n where isClosed || (i > 0 && i < n - 1) {
            let p = points[(i + n - 1) % n], q = points[i], r = points[(i + 1) % n]
            let ax = q.x - p.x, ay = q.y - p.y, bx = r.x - q.x, by = r.y - q.y
            let turn = atan2(ax * by - ay * bx, ax * bx + ay * by)
            if mitres(turn: turn) { reach = max(reach, 1 / cos(abs(turn) / 2)) }
        }
        return reach
    }
}
