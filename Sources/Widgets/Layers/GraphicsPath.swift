import Foundation
import Render

/// Core Graphics' path (CGPath; UIKit's module spells it so): subpaths of straight lines and quadratic and
/// cubic Bézier curves, kept as Core Graphics keeps them (arcs, ellipses and rounded corners become cubic
/// curves when added, as CGPathAddArc's documentation says: "a sequence of cubic Bézier curves"). Curves are
/// flattened only where the path is drawn or hit-tested, so `boundingBox` and `currentPoint` are exact.
///
/// Immutable once made; `MutableGraphicsPath` (CGMutablePath) is the subclass that builds one. A class, as
/// Core Graphics' is, so `let path = CGMutablePath(); path.addLine(to: …)` reads as on iOS.
public class GraphicsPath: Equatable, CustomStringConvertible {
    /// One element as `CGPath.applyWithBlock` reports it (CGPathElementType: moveToPoint, addLineToPoint,
    /// addQuadCurveToPoint, addCurveToPoint, closeSubpath).
    public enum Element: Equatable, Sendable {
        case move(Point)
        case line(Point)
        case quadCurve(Point, control: Point)
        case curve(Point, control1: Point, control2: Point)
        case close
    }

    /// Changing them (only a MutableGraphicsPath does) drops what filling computed from them.
    public internal(set) var elements: [Element] { didSet { fillCache = FillCache() } }
    /// The flattened outline and slab decompositions `fill` computed, kept with the path while its elements
    /// stay as they are (see GraphicsPath+Fill): at most one decomposition per fill rule, freed with the path.
    var fillCache = FillCache()
    /// How many times `fill` has cut this path into slabs: a test's window on the cache.
    package internal(set) var slabDecompositions = 0

    /// An empty path (CGMutablePath()).
    public init() { elements = [] }

    init(elements: [Element]) { self.elements = elements }

    /// The polyline Widgets used before paths had curves, as one subpath.
    public convenience init(_ polyline: LayerPath) {
        var elements: [Element] = []
        for (index, point) in polyline.points.enumerated() { elements.append(index == 0 ? .move(point) : .line(point)) }
        if polyline.isClosed, !elements.isEmpty { elements.append(.close) }
        self.init(elements: elements)
    }

    /// CGPath(rect:transform:): one closed subpath, from the top-left corner along the top edge.
    public convenience init(rect: Rect, transform: UnsafePointer<Transform>?) {
        let path = MutableGraphicsPath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// CGPath(ellipseIn:transform:).
    public convenience init(ellipseIn rect: Rect, transform: UnsafePointer<Transform>?) {
        let path = MutableGraphicsPath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// CGPath(roundedRect:cornerWidth:cornerHeight:transform:). Core Graphics traps when a corner is over
    /// half the side it sits on; here the corner is clamped to half the side instead.
    public convenience init(roundedRect rect: Rect, cornerWidth: Double, cornerHeight: Double,
                            transform: UnsafePointer<Transform>?) {
        let path = MutableGraphicsPath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// True when the path has no elements (CGPath.isEmpty).
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element starts from (CGPath.currentPoint): the last end point, the subpath's
    /// start after `closeSubpath`, zero for an empty path, as Core Graphics documents.
    public var currentPoint: Point {
        var start = Point.zero, current = Point.zero
        for element in elements {
            switch element {
            case let .move(p): start = p; current = p
            case let .line(p), let .quadCurve(p, _), let .curve(p, _, _): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// CGPath.boundingBox: the smallest rectangle holding every point of the path, the curves' control
    /// points included ("including control points for Bézier and quadratic curves"); `.null` when empty.
    public var boundingBox: Rect {
        var points: [Point] = []
        for element in elements {
            switch element {
            case let .move(p), let .line(p): points.append(p)
            case let .quadCurve(p, c): points += [c, p]
            case let .curve(p, c1, c2): points += [c1, c2, p]
            case .close: break
            }
        }
        return Self.box(points)
    }

    /// CGPath.boundingBoxOfPath: the smallest rectangle holding the path itself, "not including control
    /// points for Bézier and quadratic curves": each curve's extremes are found from its derivative's roots.
    public var boundingBoxOfPath: Rect {
        var points: [Point] = []
        var current = Point.zero, start = Point.zero
        for element in elements {
            switch element {
            case let .move(p): points.append(p); current = p; start = p
            case let .line(p): points.append(p); current = p
            case let .quadCurve(p, c):
                let (c1, c2) = Self.cubicControls(from: current, quad: c, to: p)
                points += Self.cubicExtremes(current, c1, c2, p) + [p]
                current = p
            case let .curve(p, c1, c2):
                points += Self.cubicExtremes(current, c1, c2, p) + [p]
                current = p
            case .close: current = start
            }
        }
        return Self.box(points)
    }

    /// CGPath.copy(): an immutable path is shared as it is, a mutable one is snapshotted.
    public func copy() -> GraphicsPath {
        type(of: self) == GraphicsPath.self ? self : GraphicsPath(elements: elements)
    }

    /// CGPath.mutableCopy().
    public func mutableCopy() -> MutableGraphicsPath { MutableGraphicsPath(elements: elements) }

    /// CGPath.copy(using:): the path with every point (control points included) mapped by the transform.
    public func copy(using transform: UnsafePointer<Transform>?) -> GraphicsPath? {
        GraphicsPath(elements: Self.map(elements, transform?.pointee ?? .identity))
    }

    /// CGPath.mutableCopy(using:).
    public func mutableCopy(using transform: UnsafePointer<Transform>?) -> MutableGraphicsPath? {
        MutableGraphicsPath(elements: Self.map(elements, transform?.pointee ?? .identity))
    }

    /// The path with every point mapped by `transform` (what `copy(using:)` gives, without the pointer).
    public func applying(_ transform: Transform) -> GraphicsPath {
        GraphicsPath(elements: Self.map(elements, transform))
    }

    public static func == (a: GraphicsPath, b: GraphicsPath) -> Bool { a.elements == b.elements }

    public var description: String { "Path \(elements)" }

    // MARK: Helpers

    static func map(_ elements: [Element], _ t: Transform) -> [Element] {
        guard t != .identity else { return elements }
        return elements.map { element in
            switch element {
            case let .move(p): return .move(t.apply(to: p))
            case let .line(p): return .line(t.apply(to: p))
            case let .quadCurve(p, c): return .quadCurve(t.apply(to: p), control: t.apply(to: c))
            case let .curve(p, c1, c2): return .curve(t.apply(to: p), control1: t.apply(to: c1), control2: t.apply(to: c2))
            case .close: return .close
            }
        }
    }

    static func box(_ points: [Point]) -> Rect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A quadratic's controls as the equal cubic's: two thirds of the way from each end to the control.
    static func cubicControls(from start: Point, quad control: Point, to end: Point) -> (Point, Point) {
        (Point(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
         Point(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)))
    }

    /// The points of a cubic where x or y turns (the roots in 0…1 of its derivative, per axis).
    static func cubicExtremes(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> [Point] {
        func roots(_ a0: Double, _ a1: Double, _ a2: Double, _ a3: Double) -> [Double] {
            // B'(t)/3 = a t² + b t + c
            let a = -a0 + 3 * a1 - 3 * a2 + a3, b = 2 * (a0 - 2 * a1 + a2), c = a1 - a0
            if abs(a) < 1e-12 { return abs(b) < 1e-12 ? [] : [-c / b] }
            let d = b * b - 4 * a * c
            guard d >= 0 else { return [] }
            let s = d.squareRoot()
            return [(-b + s) / (2 * a), (-b - s) / (2 * a)]
        }
        let ts = (roots(p0.x, p1.x, p2.x, p3.x) + roots(p0.y, p1.y, p2.y, p3.y)).filter { $0 > 0 && $0 < 1 }
        return ts.map { cubicPoint(p0, p1, p2, p3, $0) }
    }

    static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
}
