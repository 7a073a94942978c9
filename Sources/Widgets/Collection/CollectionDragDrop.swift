import Render

/// A collection view's drag and drop (UICollectionView's drag and drop delegates): IndexedDragDrop's
/// interactions on the collection view, answered by its delegates, with the gap opened by the layout.
@MainActor
final class CollectionDragDrop: IndexedDragDrop {
    /// Setting a drag delegate installs the drag interaction; a drop delegate, the drop interaction.
    weak var dragDelegate: CollectionViewDragDelegate? { didSet { installDrag(enabled: dragInteractionEnabled) } }
    weak var dropDelegate: CollectionViewDropDelegate? { didSet { installDrop() } }
    private var collectionView: CollectionView? { host as? CollectionView }

    init(collectionView: CollectionView) {
        super.init(host: collectionView)
    }

    override var hasDragDelegate: Bool { dragDelegate != nil }
    override var hasDropDelegate: Bool { dropDelegate != nil }

    override func indexPath(at point: Point) -> IndexPath? { collectionView?.indexPathForItem(at: point) }
    override func cell(at indexPath: IndexPath) -> View? { collectionView?.cellForItem(at: indexPath) }

    override func items(forBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        guard let collectionView, let dragDelegate else { return [] }
        return dragDelegate.collectionView(collectionView, itemsForBeginning: session, at: indexPath)
    }

    override func dragSessionWillBegin(_ session: DragSession) {
        guard let collectionView else { return }
        dragDelegate?.collectionView(collectionView, dragSessionWillBegin: session)
    }

    override func dragSessionAllowsMove(_ session: DragSession) -> Bool {
        guard let collectionView, let dragDelegate else { return true }
        return dragDelegate.collectionView(collectionView, dragSessionAllowsMoveOperation: session)
    }

    override func dragSessionDidEnd(_ session: DragSession) {
        guard let collectionView else { return }
        dragDelegate?.collectionView(collectionView, dragSessionDidEnd: session)
    }

    override func canHandle(_ session: DropSession) -> Bool {
        guard let collectionView, let dropDelegate else { return false }
        return dropDelegate.collectionView(collectionView, canHandle: session)
    }

    override func dropSessionDidEnter(_ session: DropSession) {
        guard let collectionView else { return }
        dropDelegate?.collectionView(collectionView, dropSessionDidEnter: session)
    }

    override func dropSessionDidExit(_ session: DropSession) {
        guard let collectionView else { return }
        dropDelegate?.collectionView(collectionView, dropSessionDidExit: session)
    }

    override func dropSessionDidEnd(_ session: DropSession) {
        guard let collectionView else { return }
        dropDelegate?.collectionView(collectionView, dropSessionDidEnd: session)
    }

    override func proposal(for session: DropSession, at destination: IndexPath?) -> (proposal: DropProposal, opensGap: Bool) {
        guard let collectionView, let dropDelegate else { return (DropProposal(operation: .cancel), false) }
        let proposal = dropDelegate.collectionView(collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        return (proposal, proposal.intent == .insertAtDestinationIndexPath)
    }

    override func performDrop(_ session: DropSession, at destination: IndexPath?) -> DropLandings? {
        guard let collectionView, let dropDelegate else { return nil }
        let proposal = dropDelegate.collectionView(collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        let items = dropItems(in: session) { CollectionViewDropItem(dragItem: $0, sourceIndexPath: $1, previewSize: $2) }
        let coordinator = CollectionViewDropCoordinator(items: items, destinationIndexPath: destination, proposal: proposal,
                                                        session: session, collectionView: collectionView)
        dropDelegate.collectionView(collectionView, performDropWith: coordinator)
        return coordinator.landings
    }

    /// The index path a drop at `point` (content coordinates) goes to: the item under it, or beside the
    /// nearest item (after it when the point is past its centre in reading order), or the end of the last
    /// section; nil with no sections.
    override func destinationIndexPath(at point: Point) -> IndexPath? {
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

    /// The layout's frames for the places the shown cells take with the drop at `destination`.
    override func framesWithGap(at destination: IndexPath, lifted source: IndexPath?) -> [(View, Rect)] {
        guard let collectionView else { return [] }
        var frames: [(View, Rect)] = []
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
        return frames
    }

    override func framesWithoutGap() -> [(View, Rect)] {
        guard let collectionView else { return [] }
        return collectionView.cells.compactMap { path, cell in
            collectionView.layoutAttributesForItem(at: path).map { (cell, $0.frame) }
        }
    }
}
