import Foundation
import HandheldKit
import Render

/// UIBezierPath: lines, curves, arcs, rectangles and ovals, filled or stroked into the current graphics
/// context (an image context or `UIGraphicsImageRenderer`'s) in the fill and stroke colours `UIColor.setFill`
/// and `setStroke` chose. Curves and arcs are kept flattened to short line segments, which is how Render's
/// canvas draws them (polygons and polylines). Nonzero/even-odd fill rules and dashes are not drawn.
/// Strokes have the path's caps, joins and miter limit.
open class UIBezierPath {
    /// The subpaths, each a polyline, and whether it was closed.
    public private(set) var subpaths: [[CGPoint]] = []
    private(set) var closed: [Bool] = []
    /// The stroke width (UIBezierPath.lineWidth, default 1).
    open var lineWidth: CGFloat = 1
    /// The ends of open subpaths when stroked (default `.butt`, UIBezierPath.lineCapStyle's documentation).
    open var lineCapStyle = CGLineCap.butt
    /// The corners when stroked (default `.miter`, UIBezierPath.lineJoinStyle's documentation).
    open var lineJoinStyle = CGLineJoin.miter
    /// The longest miter drawn, as miter length ÷ line width (default 10, UIBezierPath.miterLimit's
    /// documentation); sharper corners are bevelled.
    open var miterLimit: CGFloat = 10

    public init() {}

    public convenience init(rect: CGRect) {
        self.init()
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let points = CGContext.ellipse(in: rect)
        move(to: points[0])
        points.dropFirst().forEach(addLine)
        close()
    }

    /// A rectangle with its corners rounded by quarter circles of `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = min(cornerRadius, rect.width / 2, rect.height / 2)
        guard r > 0 else {
            append(UIBezierPath(rect: rect))
            return
        }
        let half = Double.pi / 2
        addArc(withCenter: CGPoint(x: rect.maxX - r, y: rect.minY + r), radius: r, startAngle: -half, endAngle: 0, clockwise: true)
        addArc(withCenter: CGPoint(x: rect.maxX - r, y: rect.maxY - r), radius: r, startAngle: 0, endAngle: half, clockwise: true)
        addArc(withCenter: CGPoint(x: rect.minX + r, y: rect.maxY - r), radius: r, startAngle: half, endAngle: 2 * half, clockwise: true)
        addArc(withCenter: CGPoint(x: rect.minX + r, y: rect.minY + r), radius: r, startAngle: 2 * half, endAngle: 3 * half, clockwise: true)
        close()
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The last point added (UIBezierPath.currentPoint); zero for an empty path.
    public var currentPoint: CGPoint { subpaths.last?.last ?? .zero }
    public var isEmpty: Bool { subpaths.isEmpty }
    /// The smallest rectangle holding every point (UIBezierPath.bounds, of the flattened path here).
    public var bounds: CGRect {
        let points = subpaths.flatMap { $0 }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    public func move(to point: CGPoint) {
        subpaths.append([point])
        closed.append(false)
    }

    public func addLine(to point: CGPoint) {
        if subpaths.isEmpty { move(to: point) } else { subpaths[subpaths.count - 1].append(point) }
    }

    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        CGContext.cubic(currentPoint, controlPoint1, controlPoint2, end).forEach(addLine)
    }

    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        let start = currentPoint
        let c1 = CGPoint(x: start.x + 2 / 3 * (controlPoint.x - start.x), y: start.y + 2 / 3 * (controlPoint.y - start.y))
        let c2 = CGPoint(x: end.x + 2 / 3 * (controlPoint.x - end.x), y: end.y + 2 / 3 * (controlPoint.y - end.y))
        CGContext.cubic(start, c1, c2, end).forEach(addLine)
    }

    /// An arc of `radius` around `center` from `startAngle` to `endAngle` (radians, 0 pointing right). In
    /// UIKit's y-down coordinates `clockwise` is clockwise on screen: the angle increases. A line joins the
    /// current point to the arc's start, as in UIKit.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        var end = Double(endAngle)
        let start = Double(startAngle)
        if clockwise { while end < start { end += 2 * Double.pi } } else { while end > start { end -= 2 * Double.pi } }
        let steps = max(2, Int((abs(end - start) / (2 * Double.pi) * 64).rounded(.up)))
        for i in 0...steps {
            let angle = start + (end - start) * Double(i) / Double(steps)
            addLine(to: CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
        }
    }

    public func close() {
        guard !closed.isEmpty else { return }
        closed[closed.count - 1] = true
    }

    public func removeAllPoints() {
        subpaths = []
        closed = []
    }

    public func append(_ other: UIBezierPath) {
        subpaths += other.subpaths
        closed += other.closed
    }

    /// Fills the path in the current context's fill colour (each subpath closed implicitly).
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        addPath(to: context)
        context.fillPath()
    }

    /// Strokes the path in the current context's stroke colour, `lineWidth` wide.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        addPath(to: context)
        context.strokePath()
        context.restoreGState()
    }

    private func addPath(to context: CGContext) {
        context.beginPath()
        for (points, isClosed) in zip(subpaths, closed) {
            context.addLines(between: points)
            if isClosed { context.closePath() }
        }
    }
}
