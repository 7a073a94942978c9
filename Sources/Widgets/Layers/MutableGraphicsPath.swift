import Foundation
import Render

/// Core Graphics' CGMutablePath: the path being built. Each `add…` takes Core Graphics' optional transform
/// (applied to the new points before they are added) and, like Core Graphics, an element that needs a
/// current point (a line, a curve) is ignored on a path with none.
public final class MutableGraphicsPath: GraphicsPath {
    private var hasCurrentPoint: Bool { !elements.isEmpty }

    /// CGMutablePath.move(to:transform:): starts a new subpath.
    public func move(to point: Point, transform: Transform = .identity) {
        elements.append(.move(transform.apply(to: point)))
    }

    public func addLine(to point: Point, transform: Transform = .identity) {
        guard hasCurrentPoint else { return }
        elements.append(.line(transform.apply(to: point)))
    }

    /// CGMutablePath.addLines(between:transform:): a move to the first point, then lines through the rest.
    public func addLines(between points: [Point], transform: Transform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// CGMutablePath.addRect(_:transform:): a closed subpath from (minX, minY) along the top edge, clockwise
    /// on screen.
    public func addRect(_ rect: Rect, transform: Transform = .identity) {
        addLines(between: [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                           Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)], transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [Rect], transform: Transform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// CGMutablePath.addEllipse(in:transform:): a closed subpath of four cubic curves starting at the right
    /// end of the horizontal axis, clockwise on screen.
    public func addEllipse(in rect: Rect, transform: Transform = .identity) {
        let rx = rect.width / 2, ry = rect.height / 2
        let center = Point(x: rect.midX, y: rect.midY)
        move(to: Point(x: center.x + rx, y: center.y), transform: transform)
        appendArc(center: center, rx: rx, ry: ry, from: 0, sweep: 2 * Double.pi, transform: transform)
        closeSubpath()
    }

    /// CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:): a closed subpath with elliptical
    /// corners. Core Graphics traps when a corner is wider than half the rectangle; here it is clamped.
    public func addRoundedRect(in rect: Rect, cornerWidth: Double, cornerHeight: Double, transform: Transform = .identity) {
        let cw = max(0, min(cornerWidth, rect.width / 2)), ch = max(0, min(cornerHeight, rect.height / 2))
        guard cw > 0, ch > 0 else { return addRect(rect, transform: transform) }
        let half = Double.pi / 2
        move(to: Point(x: rect.minX + cw, y: rect.minY), transform: transform)
        addLine(to: Point(x: rect.maxX - cw, y: rect.minY), transform: transform)
        appendArc(center: Point(x: rect.maxX - cw, y: rect.minY + ch), rx: cw, ry: ch, from: -half, sweep: half, transform: transform)
        addLine(to: Point(x: rect.maxX, y: rect.maxY - ch), transform: transform)
        appendArc(center: Point(x: rect.maxX - cw, y: rect.maxY - ch), rx: cw, ry: ch, from: 0, sweep: half, transform: transform)
        addLine(to: Point(x: rect.minX + cw, y: rect.maxY), transform: transform)
        appendArc(center: Point(x: rect.minX + cw, y: rect.maxY - ch), rx: cw, ry: ch, from: half, sweep: half, transform: transform)
        addLine(to: Point(x: rect.minX, y: rect.minY + ch), transform: transform)
        appendArc(center: Point(x: rect.minX + cw, y: rect.minY + ch), rx: cw, ry: ch, from: 2 * half, sweep: half, transform: transform)
        closeSubpath()
    }

    /// CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:). Core Graphics' flag is
    /// clockwise in its own y-up space; its documentation says that in a flipped coordinate system (UIKit's,
    /// y down) "specifying a clockwise arc results in a counterclockwise arc": `clockwise: true` runs the
    /// angle down, so it turns counterclockwise on screen, the opposite of UIBezierPath's flag. A line joins
    /// the current point to the arc's start (a move when there is none).
    public func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool,
                       transform: Transform = .identity) {
        var end = endAngle
        if clockwise { while end > startAngle { end -= 2 * Double.pi } } else { while end < startAngle { end += 2 * Double.pi } }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: end - startAngle, transform: transform)
    }

    /// CGMutablePath.addRelativeArc(center:radius:startAngle:delta:transform:): `delta` radians from
    /// `startAngle`, the angle growing for a positive delta (clockwise on screen, y down).
    public func addRelativeArc(center: Point, radius: Double, startAngle: Double, delta: Double, transform: Transform = .identity) {
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if hasCurrentPoint { addLine(to: start, transform: transform) } else { move(to: start, transform: transform) }
        appendArc(center: center, rx: radius, ry: radius, from: startAngle, sweep: delta, transform: transform)
    }

    /// CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:): a line from the current point
    /// towards `tangent1End`, then the arc of `radius` tangent to both lines (current point → tangent1End →
    /// tangent2End), ending on the second; a straight line to `tangent1End` when the lines are parallel.
    public func addArc(tangent1End p1: Point, tangent2End p2: Point, radius: Double, transform: Transform = .identity) {
        guard hasCurrentPoint else { return }
        // The current point in untransformed space: the transform's inverse, as the points given are.
        let p0 = transform.inverted().map { $0.apply(to: currentPoint) } ?? currentPoint
        let v1 = Point(x: p0.x - p1.x, y: p0.y - p1.y), v2 = Point(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 else { return addLine(to: p1, transform: transform) }
        let u1 = Point(x: v1.x / l1, y: v1.y / l1), u2 = Point(x: v2.x / l2, y: v2.y / l2)
        let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))
        let tangentLength = radius / tan(angle / 2)
        let t1 = Point(x: p1.x + u1.x * tangentLength, y: p1.y + u1.y * tangentLength)
        let t2 = Point(x: p1.x + u2.x * tangentLength, y: p1.y + u2.y * tangentLength)
        let bisector = Point(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centreDistance = radius / sin(angle / 2)
        let center = Point(x: p1.x + bisector.x / bl * centreDistance, y: p1.y + bisector.y / bl * centreDistance)
        let a1 = atan2(t1.y - center.y, t1.x - center.x), a2 = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = a2 - a1
        while sweep > Double.pi { sweep -= 2 * Double.pi }
        while sweep < -Double.pi { sweep += 2 * Double.pi }
        addLine(to: t1, transform: transform)
        appendArc(center: center, rx: radius, ry: radius, from: a1, sweep: sweep, transform: transform)
    }

    public func addQuadCurve(to end: Point, control: Point, transform: Transform = .identity) {
        guard hasCurrentPoint else { return }
        elements.append(.quadCurve(transform.apply(to: end), control: transform.apply(to: control)))
    }

    public func addCurve(to end: Point, control1: Point, control2: Point, transform: Transform = .identity) {
        guard hasCurrentPoint else { return }
        elements.append(.curve(transform.apply(to: end), control1: transform.apply(to: control1),
                               control2: transform.apply(to: control2)))
    }

    /// CGMutablePath.addPath(_:transform:): another path's elements, its subpaths kept.
    public func addPath(_ path: GraphicsPath, transform: Transform = .identity) {
        elements += Self.map(path.elements, transform)
    }

    /// CGMutablePath.closeSubpath(): a line back to the subpath's start; nothing on an empty path.
    public func closeSubpath() {
        guard hasCurrentPoint, elements.last != .close else { return }
        elements.append(.close)
    }

    /// Appends an elliptical arc from the current point (already at its start) as cubic curves of at most
    /// a quarter turn each, the standard approximation (control arms 4/3·tan(θ/4) of the radius) Core
    /// Graphics uses for arcs.
    private func appendArc(center: Point, rx: Double, ry: Double, from start: Double, sweep: Double, transform: Transform) {
        guard sweep != 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces), k = 4.0 / 3.0 * tan(step / 4)
        var a = start
        for _ in 0..<pieces {
            let b = a + step
            let c1 = Point(x: center.x + rx * (cos(a) - k * sin(a)), y: center.y + ry * (sin(a) + k * cos(a)))
            let c2 = Point(x: center.x + rx * (cos(b) + k * sin(b)), y: center.y + ry * (sin(b) - k * cos(b)))
            let end = Point(x: center.x + rx * cos(b), y: center.y + ry * sin(b))
            addCurve(to: end, control1: c1, control2: c2, transform: transform)
            a = b
        }
    }
}
