import HandheldKit

// UIKit's names for the compositional layout's configuration and environment (Widgets/Collection/
// Compositional). Each is the same type, not a wrapper.

public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
public typealias NSRectAlignment = CollectionLayoutBoundarySupplementaryItem.Alignment
public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem
public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor
public typealias NSDirectionalRectEdge = CollectionLayoutAnchor.Edges
public typealias UICollectionViewCompositionalLayoutSectionProvider = CollectionViewCompositionalLayout.SectionProvider
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
public typealias NSCollectionLayoutGroupCustomItemProvider = CollectionLayoutGroup.CustomItemProvider
public typealias NSCollectionLayoutVisibleItem = CollectionLayoutVisibleItem
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = CollectionLayoutSection.VisibleItemsInvalidationHandler

extension CollectionLayoutGroup {
    /// UIKit's iOS 13 spelling of `horizontal(layoutSize:repeatingSubitem:count:)` (renamed in iOS 16): the
    /// subitem `count` times across, the group's width shared evenly.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    /// UIKit's iOS 13 spelling of `vertical(layoutSize:repeatingSubitem:count:)`.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
}
