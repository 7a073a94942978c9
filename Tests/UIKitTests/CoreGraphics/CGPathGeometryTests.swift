import Foundation
import Testing
import UIKit

/// CGPath and CGMutablePath as Core Graphics documents them: subpaths, curves kept exact, boxes with and
/// without control points, hit-testing by either fill rule, copies and transforms.
@MainActor
struct CGPathGeometryTests {
    private func close(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-6) -> Bool {
        abs(Double(a.minX - b.minX)) < tolerance && abs(Double(a.minY - b.minY)) < tolerance
            && abs(Double(a.width - b.width)) < tolerance && abs(Double(a.height - b.height)) < tolerance
    }

    @Test("boundingBox holds a curve's control point, boundingBoxOfPath only the curve")
    func boxes() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 50)))
        #expect(path.currentPoint == CGPoint(x: 100, y: 0))
    }

    @Test("an empty path is empty, has a null box and its current point at zero")
    func empty() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        #expect(path.currentPoint == .zero)
        path.addLine(to: CGPoint(x: 5, y: 5))   // no current point: Core Graphics ignores it
        #expect(path.isEmpty)
    }

    @Test("Core Graphics' clockwise arc turns the other way on screen from UIBezierPath's")
    func arcDirection() {
        let center = CGPoint(x: 50, y: 50)
        let short = CGMutablePath()
        short.addArc(center: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(close(short.boundingBoxOfPath, CGRect(x: 50, y: 50, width: 10, height: 10)))
        let long = CGMutablePath()
        long.addArc(center: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(long.boundingBoxOfPath, CGRect(x: 40, y: 40, width: 20, height: 20)))
        #expect(abs(Double(long.currentPoint.x) - 50) < 1e-9 && abs(Double(long.currentPoint.y) - 60) < 1e-9)
        let bezier = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(bezier.bounds, CGRect(x: 50, y: 50, width: 10, height: 10), 0.01))
    }

    @Test("a full circle from addArc fills its square, and its quarter curves' controls stay inside it")
    func circle() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 0, y: 0), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(close(path.boundingBoxOfPath, CGRect(x: -20, y: -20, width: 40, height: 40)))
        #expect(close(path.boundingBox, CGRect(x: -20, y: -20, width: 40, height: 40)))
        #expect(path.contains(CGPoint(x: 0, y: 0)))
        #expect(!path.contains(CGPoint(x: 15, y: 15)))
    }

    @Test("two rings: winding fills the hole, even-odd leaves it empty")
    func fillRules() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        let centre = CGPoint(x: 50, y: 50), ring = CGPoint(x: 50, y: 10), outside = CGPoint(x: 2, y: 2)
        #expect(path.contains(centre))
        #expect(!path.contains(centre, using: .evenOdd))
        #expect(path.contains(ring) && path.contains(ring, using: .evenOdd))
        #expect(!path.contains(outside) && !path.contains(outside, using: .evenOdd))
        #expect(path.contains(CGPoint(x: 0, y: 0), using: .winding, transform: CGAffineTransform(translationX: 50, y: 50)))
    }

    @Test("closing a subpath brings the current point back to its start; rects and lines make subpaths")
    func subpaths() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
        path.addLines(between: [CGPoint(x: 100, y: 100), CGPoint(x: 120, y: 90)])
        path.addRects([CGRect(x: -5, y: 0, width: 1, height: 1)])
        #expect(path.boundingBox == CGRect(x: -5, y: 0, width: 125, height: 100))
        #expect(path.contains(CGPoint(x: 20, y: 30)))
        #expect(!path.contains(CGPoint(x: 60, y: 30)))
    }

    @Test("addArc(tangent1End:tangent2End:radius:) rounds a corner and ends on the second line")
    func tangentArc() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(abs(Double(path.currentPoint.x) - 100) < 1e-9 && abs(Double(path.currentPoint.y) - 20) < 1e-9)
        #expect(close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 20)))
    }

    @Test("copies are snapshots, transforms move every point, and the Core Graphics initializers give shapes")
    func copies() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let frozen = path.copy()
        let mutable = path.mutableCopy()
        mutable.addRect(CGRect(x: 20, y: 20, width: 10, height: 10))
        path.addLine(to: CGPoint(x: 50, y: 50))
        #expect(frozen.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(mutable.boundingBox == CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(frozen.copy() === frozen)
        var shift = CGAffineTransform(translationX: 5, y: 7)
        #expect(frozen.copy(using: &shift)?.boundingBox == CGRect(x: 5, y: 7, width: 10, height: 10))
        #expect(CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil) == frozen)
        let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil)
        #expect(close(oval.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 40, height: 20)))
        let rounded = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 5, cornerHeight: 5, transform: nil)
        #expect(close(rounded.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 40, height: 20)))
        #expect(!rounded.contains(CGPoint(x: 0.5, y: 0.5)) && rounded.contains(CGPoint(x: 5, y: 5)))
        let combined = CGMutablePath()
        combined.addPath(oval, transform: CGAffineTransform(translationX: 100, y: 0))
        #expect(close(combined.boundingBoxOfPath, CGRect(x: 100, y: 0, width: 40, height: 20)))
    }

    @Test("UIBezierPath.cgPath and UIBezierPath(cgPath:) round-trip, subpaths and closing kept")
    func bezierRoundTrip() {
        let bezier = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        bezier.move(to: CGPoint(x: 20, y: 20))
        bezier.addLine(to: CGPoint(x: 30, y: 25))
        let cgPath = bezier.cgPath
        #expect(cgPath.polylines.count == 2)
        #expect(cgPath.polylines.map(\.isClosed) == [true, false])
        let back = UIBezierPath(cgPath: cgPath)
        #expect(back.cgPath == cgPath)
        #expect(back.bounds == bezier.bounds)
        let curve = CGMutablePath()
        curve.move(to: .zero)
        curve.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 50), control2: CGPoint(x: 100, y: 50))
        let flattened = UIBezierPath(cgPath: curve)
        #expect(abs(Double(flattened.bounds.height) - 37.5) < 0.01)   // the curve's peak, 3/4 of its controls' 50
    }
}
