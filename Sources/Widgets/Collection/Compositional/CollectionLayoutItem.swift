import Render

/// The smallest piece of a compositional layout (NSCollectionLayoutItem): a size and content insets that
/// shrink the cell inside the space the size gives it.
@preconcurrency @MainActor
open class CollectionLayoutItem {
    public let layoutSize: CollectionLayoutSize
    /// Insets of the cell inside its slot (UIKit's contentInsets, NSDirectionalEdgeInsets: leading is left
    /// and trailing right in this left-to-right toolkit).
    public var contentInsets = DirectionalEdgeInsets()

    /// Views attached to each cell this item places (badges; CollectionLayoutSupplementaryItem).
    public private(set) var supplementaryItems: [CollectionLayoutSupplementaryItem] = []

    public init(layoutSize: CollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    /// NSCollectionLayoutItem(layoutSize:supplementaryItems:).
    public convenience init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]) {
        self.init(layoutSize: layoutSize)
        self.supplementaryItems = supplementaryItems
    }

    /// The frames of the cells this item places at `origin` in `container`: one for an item.
    func frames(at origin: Point, in container: Size) -> [Rect] {
        let size = layoutSize.resolve(in: container)
        return [Rect(origin: origin, size: size).inset(by: contentInsets)]
    }

    /// How many cells one instance of the item places.
    var leafCount: Int { 1 }
}

/// Items in a row or a column (NSCollectionLayoutGroup), itself an item so groups nest.
@preconcurrency @MainActor
open class CollectionLayoutGroup: CollectionLayoutItem {
    public enum Axis: Sendable { case horizontal, vertical }
    public let axis: Axis
    public let subitems: [CollectionLayoutItem]
    /// With `count`, the one subitem repeats that many times and the sizes divide the group evenly.
    let count: Int?
    /// Space between subitems (UIKit's interItemSpacing, `.fixed`).
    public var interItemSpacing: Double = 0

    init(axis: Axis, layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// Without a count, the subitems repeat in order while the next one still fits along the axis: UIKit
    /// fills a group with its items ("a group with one item a third wide shows three").
    func filling(_ inner: Size) -> [CollectionLayoutItem] {
        let length = axis == .horizontal ? inner.width : inner.height
        var result: [CollectionLayoutItem] = []
        var used = 0.0
        while !subitems.isEmpty {
            let child = subitems[result.count % subitems.count]
            let size = child.layoutSize.resolve(in: inner)
            let step = axis == .horizontal ? size.width : size.height
            let next = used + (result.isEmpty ? 0 : interItemSpacing) + step
            guard step > 0, next <= length + 1e-6 || result.isEmpty else { break }
            result.append(child)
            used = next
        }
        return result
    }

    override var leafCount: Int {
        if let count { return count * (subitems.first?.leafCount ?? 0) }
        return subitems.reduce(0) { $0 + $1.leafCount }
    }

    /// The subitems' frames, laid along the axis; subitem sizes resolve against the group's own size.
    override func frames(at origin: Point, in container: Size) -> [Rect] {
        let size = layoutSize.resolve(in: container)
        let inner = Rect(origin: origin, size: size).inset(by: contentInsets)
        var result: [Rect] = []
        var cursor = axis == .horizontal ? inner.minX : inner.minY
        let children = count.map { Array(repeating: subitems[0], count: $0) } ?? filling(inner.size)
        for (i, child) in children.enumerated() {
            var childContainer = inner.size
            if let count, count > 0 {
                // A counted group divides its length evenly, after the spacing (UIKit's count initializers).
                let share = ((axis == .horizontal ? inner.width : inner.height) - interItemSpacing * Double(count - 1)) / Double(count)
                if axis == .horizontal { childContainer.width = share } else { childContainer.height = share }
            }
            let childSize = count != nil ? childContainer : child.layoutSize.resolve(in: inner.size)
            let childOrigin = axis == .horizontal ? Point(x: cursor, y: inner.minY) : Point(x: inner.minX, y: cursor)
            if count != nil {
                let fixed = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(childSize.width),
                                                                                  heightDimension: .absolute(childSize.height)))
                fixed.contentInsets = child.contentInsets
                result += (child as? CollectionLayoutGroup)?.frames(at: childOrigin, in: childSize) ?? fixed.frames(at: childOrigin, in: childSize)
            } else {
                result += child.frames(at: childOrigin, in: inner.size)
            }
            cursor += (axis == .horizontal ? childSize.width : childSize.height)
            if i < children.count - 1 { cursor += interItemSpacing }
        }
        return result
    }
}
