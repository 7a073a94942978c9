import Render

/// A list collection view's rows swipe with the table's controller (Table/Swipe), the actions coming from
/// the list configuration's leading and trailing providers (UICollectionLayoutListConfiguration's
/// swipe-actions configuration providers). The recogniser is added only once a list section with a
/// provider is laid out, so grids (and their sideways-scrolling sections) never see it.
extension CollectionView: SwipeRowHost {
    func swipeRow(at point: Point) -> IndexPath? { indexPathForItem(at: point) }
    func swipeCell(at row: IndexPath) -> View? { cellForItem(at: row) }

    func swipeActionsConfiguration(forRowAt row: IndexPath, trailing: Bool) -> SwipeActionsConfiguration? {
        guard let layout = collectionViewLayout as? CollectionViewCompositionalLayout, row.section < layout.sections.count,
              let list = layout.sections[row.section].list?.configuration else { return nil }
        return trailing ? list.trailingSwipeActionsConfigurationProvider?(row) : list.leadingSwipeActionsConfigurationProvider?(row)
    }

    /// The list cell's own rounded corners (its chrome, from the inset-grouped layout).
    func swipeCardCorners(at row: IndexPath) -> RectCorners {
        (cellForItem(at: row) as? CollectionViewListCell)?.chrome.corners ?? []
    }

    /// Adds the swipe recogniser the first time a list section that has actions is laid out.
    func installRowSwipeIfNeeded() {
        guard rowSwipe == nil else { return }
        let controller = RowSwipeController(table: self)
        rowSwipe = controller
        addGestureRecognizer(controller.recognizer)
    }
}
