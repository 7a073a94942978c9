import Render

/// The smallest piece of a compositional layout (NSCollectionLayoutItem): a size and content insets that
/// shrink the cell inside the space the size gives it.
@preconcurrency @MainActor
open class CollectionLayoutItem {
    public let layoutSize: CollectionLayoutSize
    /// Insets of the cell inside its slot (UIKit's contentInsets, NSDirectionalEdgeInsets: leading is left
    /// and trailing right in this left-to-right toolkit).
    public var contentInsets = DirectionalEdgeInsets()
    /// Space outside the item's edges that moves it within its group (UIKit's edgeSpacing; nil, the
    /// default, adds none); flexible edges share the group's leftover room (CollectionLayoutGroup+Placement).
    public var edgeSpacing: CollectionLayoutEdgeSpacing?

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
    /// Space between subitems (UIKit's interItemSpacing, `NSCollectionLayoutSpacing?`; nil is none): a
    /// `.flexible` one spreads the group's leftover room between the items (CollectionLayoutGroup+Placement).
    public var interItemSpacing: CollectionLayoutSpacing?

    /// Hands the layout environment to custom groups below (CollectionLayoutCustomGroup) before a layout
    /// places this group; a row or column only passes it on.
    func adopt(_ environment: CollectionLayoutEnvironment) {
        for case let group as CollectionLayoutGroup in subitems { group.adopt(environment) }
    }

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

    override var leafCount: Int {
        if let count { return count * (subitems.first?.leafCount ?? 0) }
        return subitems.reduce(0) { $0 + $1.leafCount }
    }

    /// The subitems' frames along the axis (CollectionLayoutGroup+Placement).
    override func frames(at origin: Point, in container: Size) -> [Rect] {
        placeSubitems(at: origin, in: container)
    }
}
