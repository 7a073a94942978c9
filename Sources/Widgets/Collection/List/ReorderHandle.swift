import Render

/// Drives an interactive movement from a list cell's reorder accessory (`CellAccessory.reorder()`): a drag
/// on the grip begins moving the cell's item, the cell follows the pointer up and down (a list row keeps its
/// column, as UIKit's reorder control moves it), and lifting ends the movement; a drag the collection view
/// refuses (the data source's `canMoveItemAt`) does nothing.
@MainActor
final class ReorderHandle {
    private weak var grip: View?
    /// The cell's centre when the drag began, in the collection view's content.
    private var startCentre = Point.zero
    private weak var moving: CollectionView?

    private init(grip: View) {
        self.grip = grip
    }

    /// A pan on the grip, ahead of the scroll view's (priority 2 over its 1, the row swipe's): a drag on the
    /// grip reorders and never scrolls, as on iOS.
    static func install(on grip: View) {
        let handle = ReorderHandle(grip: grip)
        let pan = PanGestureRecognizer { recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            handle.handle(pan)
        }
        pan.priority = 2
        grip.addGestureRecognizer(pan)
    }

    private func handle(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let (cell, collectionView) = enclosing(), let path = cell.indexPath,
                  collectionView.beginInteractiveMovementForItem(at: path) else { return }
            moving = collectionView
            startCentre = Point(x: cell.frame.midX, y: cell.frame.midY)
            follow(pan)
        case .changed:
            follow(pan)
        case .ended:
            moving?.endInteractiveMovement()
            moving = nil
        case .cancelled, .failed:
            moving?.cancelInteractiveMovement()
            moving = nil
        default:
            break
        }
    }

    private func follow(_ pan: PanGestureRecognizer) {
        moving?.updateInteractiveMovementTargetPosition(Point(x: startCentre.x, y: startCentre.y + pan.translation().y))
    }

    /// The grip's cell and the collection view showing it.
    private func enclosing() -> (CollectionViewCell, CollectionView)? {
        var cell: CollectionViewCell?
        var view = grip?.superview
        while let current = view {
            if cell == nil, let found = current as? CollectionViewCell { cell = found }
            if let cell, let collectionView = current as? CollectionView { return (cell, collectionView) }
            view = current.superview
        }
        return nil
    }
}
