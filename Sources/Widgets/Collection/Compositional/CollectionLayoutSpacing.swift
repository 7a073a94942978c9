import Render

/// Space between a group's items or around an item's edges (NSCollectionLayoutSpacing). `.fixed` is exactly
/// its value; `.flexible` is at least its value and takes an equal share of the room the group has left
/// along its axis once every item and every fixed space is placed. Apple documents `flexible(_:)` as
/// "spacing that's flexible and can grow to fill any available space" and `fixed(_:)` as "a fixed amount
/// of space"; WWDC 2019 "Advances in Collection View Layout" (session 215) shows flexible inter-item
/// spacing spreading a row's leftover between its items and flexible edge spacing pushing an item along.
/// Equal shares between all the flexible spaces of one group is how this toolkit reads that.
///
/// A value type here (UIKit's is a class with no mutable state, so nothing can tell). An integer or
/// floating-point literal is `.fixed`, so code that set the spacing as a plain number still compiles.
public struct CollectionLayoutSpacing: Sendable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The spacing's value: the whole space when fixed, the minimum when flexible.
    public let spacing: Double
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(spacing: Double, isFlexibleSpacing: Bool) {
        self.spacing = spacing
        self.isFlexibleSpacing = isFlexibleSpacing
    }

    /// Exactly `points` (NSCollectionLayoutSpacing.fixed(_:)).
    public static func fixed(_ points: Double) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: points, isFlexibleSpacing: false)
    }

    /// At least `points`, growing into the group's leftover room (NSCollectionLayoutSpacing.flexible(_:)).
    public static func flexible(_ points: Double) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: points, isFlexibleSpacing: true)
    }

    public init(floatLiteral value: Double) { self.init(spacing: value, isFlexibleSpacing: false) }
    public init(integerLiteral value: Int) { self.init(spacing: Double(value), isFlexibleSpacing: false) }
}

/// Space outside an item's edges inside its group (NSCollectionLayoutEdgeSpacing): unlike `contentInsets`,
/// which shrink the cell inside its slot, edge spacing moves the slot, so a flexible leading edge pushes
/// the item toward the trailing end and flexible leading and trailing edges centre it (Apple: "The
/// amount of space added around the boundaries of the item between other items and this item's
/// container"). nil edges add nothing. Leading is left, trailing right in this left-to-right toolkit.
public struct CollectionLayoutEdgeSpacing: Sendable, Hashable {
    public let leading: CollectionLayoutSpacing?
    public let top: CollectionLayoutSpacing?
    public let trailing: CollectionLayoutSpacing?
    public let bottom: CollectionLayoutSpacing?

    public init(leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?, bottom: CollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The edges before and after the item along `axis` (leading and trailing across, top and bottom down).
    func along(_ axis: CollectionLayoutGroup.Axis) -> (before: CollectionLayoutSpacing?, after: CollectionLayoutSpacing?) {
        axis == .horizontal ? (leading, trailing) : (top, bottom)
    }
}

extension Optional where Wrapped == CollectionLayoutSpacing {
    /// The minimum room this space takes: its value, 0 when absent.
    var minimum: Double { self?.spacing ?? 0 }
    /// Whether it takes a share of the leftover room.
    var isFlexible: Bool { self?.isFlexibleSpacing ?? false }
}
