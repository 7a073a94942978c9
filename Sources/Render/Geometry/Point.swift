// Foundation is re-exported: Handheld's geometry is its CGPoint, CGSize and CGRect, and a public signature
// naming them needs Foundation imported where it is declared (UIKit re-exports it the same way).
@_exported import Foundation

/// A position in points (1/scale of a device pixel), y growing downward as in UIKit. It is Foundation's
/// `CGPoint` itself (swift-corelibs-foundation defines it on Linux), so a UIKit file that imports Foundation
/// and Handheld together sees one point type; what Handheld adds is below.
public typealias Point = CGPoint

extension CGPoint: @retroactive CustomStringConvertible {
    public var description: String { "(\(x.compact), \(y.compact))" }

    public static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: CGPoint, s: Double) -> CGPoint { CGPoint(x: a.x * s, y: a.y * s) }

    /// Euclidean distance, used by gesture slop checks.
    public func distance(to other: CGPoint) -> Double {
        let dx = other.x - x, dy = other.y - y
        return Double((dx * dx + dy * dy).squareRoot())
    }

    public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGPoint: Interpolatable {
    public func interpolated(to other: CGPoint, fraction: Double) -> CGPoint {
        CGPoint(x: x.interpolated(to: other.x, fraction: fraction), y: y.interpolated(to: other.y, fraction: fraction))
    }
}

extension Double {
    /// Short text for descriptions and JSON: integers without a fraction, others to 3 decimals.
    public var compact: String {
        let rounded = (self * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}

extension CGFloat {
    /// `Double.compact` for Foundation's geometry scalars, so a frame prints as it did when Handheld's
    /// geometry held `Double`s.
    public var compact: String { Double(self).compact }
}
