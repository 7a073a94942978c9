import Render

/// Where a drop coordinator's `drop` calls send each dropped item's preview, in window coordinates. The
/// table's and the collection view's coordinators (UITableViewDropCoordinator, UICollectionViewDropCoordinator)
/// differ only in how they find a place (a row's rect, an item's layout attributes); the record of where
/// each item lands, and the preview-target form of `drop(_:to:)`, are kept once here. IndexedDragDrop reads
/// it when the drop interaction asks where each item's preview goes.
@MainActor
final class DropLandings {
    /// Each item's landing point, by item.
    private(set) var points: [ObjectIdentifier: Point] = [:]

    /// `item` lands at `point` in `view`'s coordinates; nothing is recorded when there is no view (the
    /// table or cell is gone), so the item falls back to its default preview.
    func land(_ item: DragItem, at point: Point, in view: View?) {
        guard let view else { return }
        points[ObjectIdentifier(item)] = view.convert(point, to: nil)
    }

    /// `item` lands at a preview target's centre (the coordinators' `drop(_:to:)`).
    func land(_ item: DragItem, to target: DragPreviewTarget) {
        land(item, at: target.center, in: target.container)
    }
}
