import Render

/// Where a supplementary item sits on the item it is attached to (NSCollectionLayoutAnchor): the edges of
/// the item it hugs (NSDirectionalRectEdge; an axis with neither of its edges is centred) and an offset from
/// there, in points or in fractions of the supplementary item's own size. A badge is
/// `CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3))`: its
/// top-trailing corner on the item's, moved 30 % of its width out to the right and 30 % of its height up
/// (Apple's "Implementing Modern Collection Views" sample, BadgeSupplementaryView; NSCollectionLayoutAnchor's
/// documentation).
public struct CollectionLayoutAnchor: Sendable, Equatable {
    /// NSDirectionalRectEdge, shared with the controllers' content scroll views (DirectionalRectEdge).
    public typealias Edges = DirectionalRectEdge

    public let edges: Edges
    public let offset: Point
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset && offset != .zero }

    public init(edges: Edges) { self.init(edges: edges, absoluteOffset: .zero) }

    public init(edges: Edges, absoluteOffset: Point) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
    }

    public init(edges: Edges, fractionalOffset: Point) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
    }

    /// The frame of something `size` big anchored to `container`.
    func frame(of size: Size, in container: Rect) -> Rect {
        func place(_ low: Bool, _ high: Bool, _ min: Double, _ max: Double, _ length: Double) -> Double {
            if low { return min }
            if high { return max - length }
            return (min + max - length) / 2
        }
        let x = place(edges.contains(.leading), edges.contains(.trailing), container.minX, container.maxX, size.width)
        let y = place(edges.contains(.top), edges.contains(.bottom), container.minY, container.maxY, size.height)
        let dx = isAbsoluteOffset ? offset.x : offset.x * size.width, dy = isAbsoluteOffset ? offset.y : offset.y * size.height
        return Rect(x: x + dx, y: y + dy, width: size.width, height: size.height)
    }
}

/// A view attached to each item of a compositional layout (NSCollectionLayoutSupplementaryItem): a badge,
/// a check mark, a label on a photo. Its size resolves against the item's frame; it is drawn above the cell.
@preconcurrency @MainActor
open class CollectionLayoutSupplementaryItem: CollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: CollectionLayoutAnchor
    public let itemAnchor: CollectionLayoutAnchor?
    /// Above the cell (UIKit's default zIndex for supplementary items is 1).
    public var zIndex = 1

    public init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }

    public init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor,
                itemAnchor: CollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }

    /// Its frame on an item at `frame`: the container anchor picks the point on the item, the item anchor
    /// (when given) the point on this view that goes there; without one, the same edges of both meet.
    func frame(on frame: Rect) -> Rect {
        let size = layoutSize.resolve(in: frame.size)
        guard let itemAnchor else { return containerAnchor.frame(of: size, in: frame) }
        let onItem = containerAnchor.frame(of: .zero, in: frame).origin
        let own = itemAnchor.frame(of: .zero, in: Rect(origin: .zero, size: size)).origin
        return Rect(x: onItem.x - own.x, y: onItem.y - own.y, width: size.width, height: size.height)
    }
}
