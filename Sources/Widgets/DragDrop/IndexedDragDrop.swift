import Render

/// Drag and drop on a view whose content is cells at index paths, as UIKit's collection and table views
/// do it: one drag interaction and one drop interaction on the view itself, their callbacks translated to
/// index paths. This class keeps what a drag needs whatever the view (which items came from which index
/// path, the gap the cells open at the destination, the drop coordinator's landing points); a subclass
/// answers the hooks: its cells, its delegate's calls, and where its cells stand while a gap is open.
///
/// While a proposal that opens a gap stands, the cells move aside at the destination (for a drag from this
/// view, the lifted cell's own slot closes, as in UIKit's reorder); the data source hears of nothing until
/// the drop, where the delegate updates it.
@MainActor
class IndexedDragDrop: DragInteractionDelegate, DropInteractionDelegate {
    /// How long cells take to move aside: UIKit's default view animation, 0.25 s (reference: Animation).
    static let gapDuration = 0.25

    weak var host: View?
    var dragInteraction: DragInteraction?
    /// `dragInteractionEnabled` as last set (nil: the default).
    private var dragInteractionEnabledSetting: Bool?
    /// The view's `dragInteractionEnabled`: as last set, else `DragInteraction.isEnabledByDefault` (UIKit's
    /// default is true on iPad and false on iPhone; the toolkit does not know the device family). Setting it
    /// turns the drag interaction on or off.
    var dragInteractionEnabled: Bool {
        get { dragInteractionEnabledSetting ?? DragInteraction.isEnabledByDefault }
        set {
            dragInteractionEnabledSetting = newValue
            installDrag(enabled: newValue)
        }
    }
    var dropInteraction: DropInteraction?
    /// Where the lifted items were in this view, by item.
    private(set) var sources: [ObjectIdentifier: IndexPath] = [:]
    private(set) var liftedIndexPath: IndexPath?
    /// The destination the cells make room at, while a gap is open.
    private(set) var gap: IndexPath?
    private(set) var isDropTarget = false
    /// Where the drop delegate sent each dropped item's preview (window coordinates), during the drop.
    private var landings: DropLandings?

    init(host: View) {
        self.host = host
    }

    // MARK: Hooks

    var hasDragDelegate: Bool { false }
    var hasDropDelegate: Bool { false }
    /// The index path of the cell at `point` (the host's content coordinates).
    func indexPath(at point: Point) -> IndexPath? { nil }
    func cell(at indexPath: IndexPath) -> View? { nil }
    func items(forBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] { [] }
    func dragSessionWillBegin(_ session: DragSession) {}
    func dragSessionAllowsMove(_ session: DragSession) -> Bool { true }
    func dragSessionDidEnd(_ session: DragSession) {}
    func canHandle(_ session: DropSession) -> Bool { false }
    func dropSessionDidEnter(_ session: DropSession) {}
    func dropSessionDidExit(_ session: DropSession) {}
    func dropSessionDidEnd(_ session: DropSession) {}
    /// The delegate's proposal for a drop at `destination`, and whether it opens a gap there.
    func proposal(for session: DropSession, at destination: IndexPath?) -> (proposal: DropProposal, opensGap: Bool) {
        (DropProposal(operation: .cancel), false)
    }
    /// Where a drop at `point` (content coordinates) goes.
    func destinationIndexPath(at point: Point) -> IndexPath? { nil }
    /// Hands the drop to the delegate (its `performDropWith`, with a coordinator holding `dropItems(in:)`);
    /// returns where the coordinator sends the items' previews.
    func performDrop(_ session: DropSession, at destination: IndexPath?) -> DropLandings? { nil }
    /// The shown cells' frames with the drop at `destination`, `lifted` being the dragged cell's index path.
    func framesWithGap(at destination: IndexPath, lifted: IndexPath?) -> [(View, Rect)] { [] }
    /// The shown cells' frames where the data source has them.
    func framesWithoutGap() -> [(View, Rect)] { [] }

    // MARK: Installing

    func installDrag(enabled: Bool) {
        guard let host else { return }
        if hasDragDelegate, dragInteraction == nil {
            let interaction = DragInteraction(delegate: self)
            host.addInteraction(interaction)
            dragInteraction = interaction
        }
        dragInteraction?.isEnabled = enabled && hasDragDelegate
    }

    func installDrop() {
        guard let host, hasDropDelegate, dropInteraction == nil else { return }
        let interaction = DropInteraction(delegate: self)
        host.addInteraction(interaction)
        dropInteraction = interaction
    }

    var hasActiveDrag: Bool { dragInteraction?.driver != nil }

    // MARK: Drag

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        guard let host, let path = indexPath(at: session.location(in: host)) else { return [] }
        let items = items(forBeginning: session, at: path)
        guard !items.isEmpty else { return [] }
        liftedIndexPath = path
        for item in items { sources[ObjectIdentifier(item)] = path }
        return items
    }

    func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem, session: DragSession) -> TargetedDragPreview? {
        guard let path = sources[ObjectIdentifier(item)], let cell = cell(at: path) else { return nil }
        return TargetedDragPreview(view: cell)
    }

    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession) {
        dragSessionWillBegin(session)
    }

    func dragInteraction(_ interaction: DragInteraction, sessionAllowsMoveOperation session: DragSession) -> Bool {
        dragSessionAllowsMove(session)
    }

    /// A cancelled drag flies back to its cell (the default would be the view's centre).
    func dragInteraction(_ interaction: DragInteraction, previewForCancelling item: DragItem,
                         withDefault defaultPreview: TargetedDragPreview) -> TargetedDragPreview? {
        guard let path = sources[ObjectIdentifier(item)], let cell = cell(at: path) else { return defaultPreview }
        return TargetedDragPreview(view: cell)
    }

    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {
        sources = [:]
        liftedIndexPath = nil
        dragSessionDidEnd(session)
    }

    // MARK: Drop

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        canHandle(session)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) {
        isDropTarget = true
        dropSessionDidEnter(session)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        guard let host, hasDropDelegate else { return DropProposal(operation: .cancel) }
        let destination = destinationIndexPath(at: session.location(in: host))
        let (proposal, opensGap) = proposal(for: session, at: destination)
        if proposal.performsDrop, opensGap, let destination {
            openGap(at: destination)
        } else {
            closeGap(animated: true)
        }
        return proposal
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) {
        isDropTarget = false
        closeGap(animated: true)
        dropSessionDidExit(session)
    }

    /// The cells go back to the data source's places at once, then the delegate updates the data source
    /// and animates its own batch update from there.
    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        guard let host, hasDropDelegate else { return }
        let destination = gap ?? destinationIndexPath(at: session.location(in: host))
        closeGap(animated: false)
        landings = performDrop(session, at: destination)
    }

    /// The session's items as the drop delegate sees them (UITableViewDropItem, UICollectionViewDropItem):
    /// each with the index path it was lifted from in this view (nil for a drag from elsewhere) and the
    /// size of that cell, the lifted preview's (zero when the cell is not shown).
    func dropItems<Item>(in session: DropSession, _ make: (DragItem, IndexPath?, Size) -> Item) -> [Item] {
        session.items.map { item in
            let source = sources[ObjectIdentifier(item)]
            return make(item, source, source.flatMap { cell(at: $0)?.bounds.size } ?? .zero)
        }
    }

    func dropInteraction(_ interaction: DropInteraction, previewForDropping item: DragItem,
                         withDefault defaultPreview: TargetedDragPreview) -> TargetedDragPreview? {
        guard let target = landings?.points[ObjectIdentifier(item)], let root = host?.window?.rootView else {
            return defaultPreview
        }
        return defaultPreview.retargetedPreview(with: DragPreviewTarget(container: root, center: target))
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {
        isDropTarget = false
        landings = nil
        closeGap(animated: false)
        dropSessionDidEnd(session)
    }

    // MARK: Gap

    /// Moves the shown cells to where they would be with the drop at `destination`.
    private func openGap(at destination: IndexPath) {
        guard gap != destination, let host else { return }
        gap = destination
        let frames = framesWithGap(at: destination, lifted: liftedIndexPath)
        host.animate(withDuration: Self.gapDuration, animations: {
            for (cell, frame) in frames { cell.frame = frame }
        })
    }

    /// Puts the cells back where the data source has them.
    private func closeGap(animated: Bool) {
        guard gap != nil, let host else { return }
        gap = nil
        let frames = framesWithoutGap()
        let put = { for (cell, frame) in frames { cell.frame = frame } }
        if animated { host.animate(withDuration: Self.gapDuration, animations: put) } else { put() }
    }
}
