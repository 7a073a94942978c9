import Render

/// Decides where a collection view's cells and supplementary views go (UICollectionViewLayout). The
/// collection view asks in UIKit's order: `prepare()` once per invalidation, then `collectionViewContentSize`,
/// then `layoutAttributesForElements(in:)` for the visible rectangle on every scroll. Flow and compositional
/// layouts are subclasses; the collection view knows no specific layout.
@preconcurrency @MainActor
open class CollectionViewLayout {
    /// The collection view the layout serves; set when it is assigned (`collectionViewLayout`).
    public internal(set) weak var collectionView: CollectionView?

    /// The classes registered for decoration views, by kind (`register(_:forDecorationViewOfKind:)`).
    var decorationFactories: [String: () -> CollectionReusableView] = [:]

    public init() {}

    /// UICollectionViewLayout.register(_:forDecorationViewOfKind:): decoration views belong to the layout,
    /// which names them in its attributes; the collection view makes and reuses them by kind.
    public func register<V: CollectionReusableView>(_ viewClass: V.Type, forDecorationViewOfKind elementKind: String) {
        decorationFactories[elementKind] = { V(madeForReuse: .zero) }
        collectionView?.decorationClassesChanged()
    }

    /// Computes what the queries below answer; called after `invalidateLayout` before the next query.
    open func prepare() {}

    /// The size of the whole scrollable content.
    open var collectionViewContentSize: Size { .zero }

    /// Every element whose frame meets `rect` (content coordinates). Called on each scroll, so it should
    /// cost O(log n + visible), not O(n).
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Whether `layoutAttributesForElements(in:)` answers for `newRect` exactly what it answers for `oldRect`
    /// (the same elements, the same attributes), so a scroll from one to the other places nothing again
    /// (CollectionView+StillScroll). Handheld's, not UIKit's: false unless a layout knows, so a custom
    /// layout always gets the full pass.
    func answersSameElements(in newRect: Rect, asIn oldRect: Rect) -> Bool { false }

    /// The place an interactively moving item takes with its centre at `position`: the item whose frame
    /// holds the position, or `previousIndexPath` over no item (UICollectionViewLayout's default).
    open func targetIndexPathForInteractivelyMovingItem(_ previousIndexPath: IndexPath, withPosition position: Point) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The dragged item's attributes: its own, centred on the position and in front of every other item
    /// (UIKit raises the moving cell above the rest).
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                         withTargetPosition position: Point) -> CollectionViewLayoutAttributes {
        // The layout's own attributes for the slot (a list row keeps its chrome), moved: layouts make them anew per call.
        let attributes = layoutAttributesForItem(at: indexPath) ?? CollectionViewLayoutAttributes(forCellWith: indexPath)
        let size = attributes.frame.size
        attributes.frame = Rect(x: position.x - size.width / 2, y: position.y - size.height / 2, width: size.width, height: size.height)
        attributes.zIndex = Self.movingItemZIndex
        return attributes
    }

    /// The dragged cell's stacking: above pinned headers (zIndex 1 or what the app set) in practice.
    public static let movingItemZIndex = 10_000

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
