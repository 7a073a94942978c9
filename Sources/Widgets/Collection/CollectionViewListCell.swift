import Render

/// A collection view cell for lists (UICollectionViewListCell): its default content configuration is the
/// list cell preset, which lays out as a table row does (`ListContentView`).
@preconcurrency @MainActor
open class CollectionViewListCell: CollectionViewCell {
    /// The list cell preset with nothing set (UICollectionViewListCell.defaultContentConfiguration).
    open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }
}
