import Render

/// One element a section's `visibleItemsInvalidationHandler` is shown (NSCollectionLayoutVisibleItem): its
/// frame in the section's unscrolled coordinates and the values the handler may change (alpha, zIndex,
/// isHidden, transform), which the collection view applies to the element's view on this layout pass.
/// A cell's layout attributes are the visible item, as they are the values the cell is placed with.
@preconcurrency @MainActor
public protocol CollectionLayoutVisibleItem: AnyObject {
    var alpha: Double { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var transform: Transform { get set }
    var frame: Rect { get }
    var bounds: Rect { get }
    var center: Point { get }
    var indexPath: IndexPath { get }
    var representedElementCategory: CollectionViewLayoutAttributes.ElementCategory { get }
    var representedElementKind: String? { get }
}

extension CollectionViewLayoutAttributes: CollectionLayoutVisibleItem {}

extension CollectionLayoutSection {
    /// Called on every layout pass with the section's cells in view, the scroll offset and the environment
    /// (NSCollectionLayoutSectionVisibleItemsInvalidationHandler). For an orthogonal row the offset's x is
    /// the row's own scroll offset, so `item.frame.midX - offset.x` is where the cell's centre shows; its y
    /// is the collection view's. For other sections it is the collection view's content offset.
    public typealias VisibleItemsInvalidationHandler = ([CollectionLayoutVisibleItem], Point, CollectionLayoutEnvironment) -> Void
}

extension CollectionViewCompositionalLayout {
    /// Hands the cells of section `s` among `attributes` (from `first` on) to the section's handler.
    func invalidateVisibleItems(section s: Int, _ attributes: [CollectionViewLayoutAttributes], from first: Int) {
        guard let handler = sections[s].description.visibleItemsInvalidationHandler, let cv = collectionView,
              let environment else { return }
        let items = attributes[first...].filter { $0.representedElementCategory == .cell }
        guard !items.isEmpty else { return }
        let offset = Point(x: sections[s].orthogonal ? cv.orthogonalOffset(inSection: s) : cv.contentOffset.x, y: cv.contentOffset.y)
        handler(items, offset, environment)
    }
}
