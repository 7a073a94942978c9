import Render

/// Decides where a collection view's cells and supplementary views go (UICollectionViewLayout). The
/// collection view asks in UIKit's order: `prepare()` once per invalidation, then `collectionViewContentSize`,
/// then `layoutAttributesForElements(in:)` for the visible rectangle on every scroll. Flow and compositional
/// layouts are subclasses; the collection view knows no specific layout.
@preconcurrency @MainActor
open class CollectionViewLayout {
    /// The collection view the layout serves; set when it is assigned (`collectionViewLayout`).
    public internal(set) weak var collectionView: CollectionView?

    public init() {}

    /// Computes what the queries below answer; called after `invalidateLayout` before the next query.
    open func prepare() {}

    /// The size of the whole scrollable content.
    open var collectionViewContentSize: Size { .zero }

    /// Every element whose frame meets `rect` (content coordinates). Called on each scroll, so it should
    /// cost O(log n + visible), not O(n).
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] { [] }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The sections that scroll sideways on their own, by section index (compositional layouts' orthogonal
    /// sections); the collection view hosts each in a horizontal scroll view. None by default.
    var orthogonalGeometry: [Int: CollectionOrthogonalGeometry] { [:] }

    /// Whether a new bounds needs a new `prepare`. UIKit's base class answers false; Handheld's base
    /// answers true when the size changes, so a rotated grid re-flows (flow layout does the same in UIKit).
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    /// Marks the layout stale: the collection view prepares it again at its next layout pass.
    open func invalidateLayout() {
        collectionView?.layoutIsStale = true
        collectionView?.setNeedsLayout()
    }
}
