import Foundation

/// An origin and a size in points: Foundation's `CGRect` (see `Point`), so its own operations keep Core
/// Graphics' rules (`intersection` of disjoint rects is `.null`, `insetBy` past the middle is `.null`, `width`
/// and `height` are standardized). Handheld's drawing and hit testing rely on rules that never produce an
/// infinite origin, so those live here under their own names: `overlap(with:)`, `overlaps(_:)`,
/// `hull(with:)` and `inset(dx:dy:)`.
public typealias Rect = CGRect

extension CGRect: @retroactive CustomStringConvertible {
    public init(size: CGSize) { self.init(origin: .zero, size: size) }

    public var x: Double { Double(origin.x) }
    public var y: Double { Double(origin.y) }
    public var center: CGPoint { CGPoint(x: midX, y: midY) }
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    public var description: String {
        "[\(origin.x.compact), \(origin.y.compact), \(size.width.compact), \(size.height.compact)]"
    }

    /// Whether the rects share some area: rects that only touch do not (CGRectIntersectsRect on Apple's
    /// platforms; swift-corelibs-foundation's `intersects` counts a shared edge).
    public func overlaps(_ other: CGRect) -> Bool {
        !overlap(with: other).isEmptyArea
    }

    /// The overlap, or a zero-size rect at the nearer corner when there is none (never `.null`, so a clip
    /// built from it always has a finite origin).
    public func overlap(with other: CGRect) -> CGRect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return CGRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The smallest rect holding both, ignoring either when it has no area (where CGRect's `union` only
    /// ignores `.null`).
    public func hull(with other: CGRect) -> CGRect {
        if isEmptyArea { return other }
        if other.isEmptyArea { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return CGRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// Each edge moved inward by `dx`, `dy` (outward when negative), the size allowed to go negative rather
    /// than the rect becoming `.null` as `insetBy` makes it.
    public func inset(dx: Double, dy: Double) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }

    /// UIEdgeInsetsInsetRect / `CGRect.inset(by:)`, without standardizing.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.horizontal, height: size.height - insets.vertical)
    }

    /// Handheld's emptiness: no area, a negative width or height included (CGRect's `isEmpty` standardizes
    /// first, so a negative size is not empty there).
    public var isEmptyArea: Bool { size.width <= 0 || size.height <= 0 }
}

extension CGRect: Interpolatable {
    public func interpolated(to other: CGRect, fraction: Double) -> CGRect {
        CGRect(origin: origin.interpolated(to: other.origin, fraction: fraction),
               size: size.interpolated(to: other.size, fraction: fraction))
    }
}
