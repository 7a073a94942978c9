import Render

/// A collection view's drag and drop (UICollectionView's drag and drop delegates): a drag interaction and a
/// drop interaction on the collection view itself, as UIKit installs them, translated to index paths.
///
/// While a drop proposal with `.insertAtDestinationIndexPath` stands, the cells move aside to open a gap at
/// the destination (for a drag from this collection view, the dragged cell's own slot closes, as in UIKit's
/// reorder); the data source hears of nothing until `performDropWith`, where the delegate updates it.
@MainActor
final class CollectionDragDrop: DragInteractionDelegate, DropInteractionDelegate {
    /// How long cells take to move aside: UIKit's default view animation, 0.25 s (reference: Animation).
    static let gapDuration = 0.25

    weak var collectionView: CollectionView?
    weak var dragDelegate: CollectionViewDragDelegate?
    weak var dropDelegate: CollectionViewDropDelegate?
    var dragInteraction: DragInteraction?
    /// `dragInteractionEnabled` as last set (nil: the default).
    var dragInteractionEnabledSetting: Bool?
    var dropInteraction: DropInteraction?
    /// Where the lifted items were in this collection view, by item.
    private var sources: [ObjectIdentifier: IndexPath] = [:]
    private var liftedIndexPath: IndexPath?
    /// The destination the cells make room at, while a gap is open.
    private(set) var gap: IndexPath?
    private(set) var isDropTarget = false
    private var coordinator: CollectionViewDropCoordinator?

    init(collectionView: CollectionView) {
        self.collectionView = collectionView
    }

    func installDrag(enabled: Bool) {
        guard let collectionView else { return }
        if dragDelegate != nil, dragInteraction == nil {
            let interaction = DragInteraction(delegate: self)
            collectionView.addInteraction(interaction)
            dragInteraction = interaction
        }
        dragInteraction?.isEnabled = enabled && dragDelegate != nil
    }

    func installDrop() {
        guard let collectionView, dropDelegate != nil, dropInteraction == nil else { return }
        let interaction = DropInteraction(delegate: self)
        collectionView.addInteraction(interaction)
        dropInteraction = interaction
    }

    // MARK: Drag

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        guard let collectionView, let dragDelegate,
              let path = collectionView.indexPathForItem(at: session.location(in: collectionView)) else { return [] }
        let items = dragDelegate.collectionView(collectionView, itemsForBeginning: session, at: path)
        guard !items.isEmpty else { return [] }
        liftedIndexPath = path
        for item in items { sources[ObjectIdentifier(item)] = path }
        return items
    }

    func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem, session: DragSession) -> TargetedDragPreview? {
        guard let path = sources[ObjectIdentifier(item)], let cell = collectionView?.cellForItem(at: path) else { return nil }
        return TargetedDragPreview(view: cell)
    }

    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession) {
        guard let collectionView else { return }
        dragDelegate?.collectionView(collectionView, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: DragInteraction, sessionAllowsMoveOperation session: DragSession) -> Bool {
        guard let collectionView, let dragDelegate else { return true }
        return dragDelegate.collectionView(collectionView, dragSessionAllowsMoveOperation: session)
    }

    /// A cancelled drag flies back to its cell (the default would be the collection view's centre).
    func dragInteraction(_ interaction: DragInteraction, previewForCancelling item: DragItem,
                         withDefault defaultPreview: TargetedDragPreview) -> TargetedDragPreview? {
        guard let path = sources[ObjectIdentifier(item)], let cell = collectionView?.cellForItem(at: path) else { return defaultPreview }
        return TargetedDragPreview(view: cell)
    }

    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {
        sources = [:]
        liftedIndexPath = nil
        guard let collectionView else { return }
        dragDelegate?.collectionView(collectionView, dragSessionDidEnd: session)
    }

    var hasActiveDrag: Bool { dragInteraction?.driver != nil }

    // MARK: Drop

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        guard let collectionView, let dropDelegate else { return false }
        return dropDelegate.collectionView(collectionView, canHandle: session)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) {
        isDropTarget = true
        guard let collectionView else { return }
        dropDelegate?.collectionView(collectionView, dropSessionDidEnter: session)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        guard let collectionView, let dropDelegate else { return DropProposal(operation: .cancel) }
        let destination = destinationIndexPath(at: session.location(in: collectionView))
        let proposal = dropDelegate.collectionView(collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        if proposal.performsDrop, proposal.intent == .insertAtDestinationIndexPath, let destination {
            openGap(at: destination)
        } else {
            closeGap(animated: true)
        }
        return proposal
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) {
        isDropTarget = false
        closeGap(animated: true)
        guard let collectionView else { return }
        dropDelegate?.collectionView(collectionView, dropSessionDidExit: session)
    }

    /// The cells go back to the data source's places at once, then the delegate updates the data source
    /// and animates its own batch update from there.
    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        guard let collectionView, let dropDelegate else { return }
        let destination = gap ?? destinationIndexPath(at: session.location(in: collectionView))
        closeGap(animated: false)
        let proposal = dropDelegate.collectionView(collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        let items = session.items.map { item in
            CollectionViewDropItem(dragItem: item, sourceIndexPath: sources[ObjectIdentifier(item)],
                                   previewSize: collectionView.cellForItem(at: sources[ObjectIdentifier(item)] ?? IndexPath(item: -1, section: -1))?.bounds.size ?? .zero)
        }
        let coordinator = CollectionViewDropCoordinator(items: items, destinationIndexPath: destination, proposal: proposal,
                                                        session: session, collectionView: collectionView)
        self.coordinator = coordinator
        dropDelegate.collectionView(collectionView, performDropWith: coordinator)
    }

    func dropInteraction(_ interaction: DropInteraction, previewForDropping item: DragItem,
                         withDefault defaultPreview: TargetedDragPreview) -> TargetedDragPreview? {
        guard let target = coordinator?.targets[ObjectIdentifier(item)], let root = collectionView?.window?.rootView else {
            return defaultPreview
        }
        return defaultPreview.retargetedPreview(with: DragPreviewTarget(container: root, center: target))
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {
        isDropTarget = false
        coordinator = nil
        closeGap(animated: false)
        guard let collectionView else { return }
        dropDelegate?.collectionView(collectionView, dropSessionDidEnd: session)
    }

    // MARK: Destination and gap

    /// The index path a drop at `point` (content coordinates) goes to: the item under it, or beside the
    /// nearest item (after it when the point is past its centre in reading order), or the end of the last
    /// section; nil with no sections.
    func destinationIndexPath(at point: Point) -> IndexPath? {
        guard let collectionView else { return nil }
        if let path = collectionView.indexPathForItem(at: point) { return path }
        let nearest = collectionView.cells.keys.compactMap { collectionView.layoutAttributesForItem(at: $0) }
            .min { $0.center.distance(to: point) < $1.center.distance(to: point) }
        if let nearest {
            let after = point.y > nearest.frame.maxY || (point.y >= nearest.frame.minY && point.x > nearest.center.x)
            return IndexPath(item: nearest.indexPath.item + (after ? 1 : 0), section: nearest.indexPath.section)
        }
        let sections = collectionView.numberOfSections
        guard sections > 0 else { return nil }
        return IndexPath(item: collectionView.numberOfItems(inSection: sections - 1), section: sections - 1)
    }

    /// Moves the shown cells to where they would be with the drop at `destination`.
    private func openGap(at destination: IndexPath) {
        guard gap != destination, let collectionView else { return }
        gap = destination
        let source = liftedIndexPath
        var frames: [(CollectionViewCell, Rect)] = []
        for (path, cell) in collectionView.cells {
            let shown: IndexPath
            if let source, source.section == destination.section {
                shown = InteractiveMovement.moved(path, from: source, to: destination)
            } else if path.section == destination.section && path.item >= destination.item {
                shown = IndexPath(item: path.item + 1, section: path.section)
            } else {
                shown = path
            }
            guard let attributes = collectionView.layoutAttributesForItem(at: shown) else { continue }
            frames.append((cell, attributes.frame))
        }
        collectionView.animate(withDuration: Self.gapDuration, animations: {
            for (cell, frame) in frames { cell.frame = frame }
        })
    }

    /// Puts the cells back where the data source has them.
    private func closeGap(animated: Bool) {
        guard gap != nil, let collectionView else { return }
        gap = nil
        let frames = collectionView.cells.compactMap { path, cell in
            collectionView.layoutAttributesForItem(at: path).map { (cell, $0.frame) }
        }
        let put = { for (cell, frame) in frames { cell.frame = frame } }
        if animated { collectionView.animate(withDuration: Self.gapDuration, animations: put) } else { put() }
    }
}
