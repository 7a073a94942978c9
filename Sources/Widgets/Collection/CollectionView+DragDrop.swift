import Render

/// UICollectionView's drag and drop: setting a delegate installs the interaction on the collection view.
extension CollectionView {
    private var dragDropState: CollectionDragDrop {
        if let dragDrop { return dragDrop }
        let made = CollectionDragDrop(collectionView: self)
        dragDrop = made
        return made
    }

    /// UICollectionView.dragDelegate (weak): a long press on a cell lifts the items it gives.
    public var dragDelegate: CollectionViewDragDelegate? {
        get { dragDrop?.dragDelegate }
        set { dragDropState.dragDelegate = newValue }
    }

    /// UICollectionView.dropDelegate (weak): drops onto the collection view go through it.
    public var dropDelegate: CollectionViewDropDelegate? {
        get { dragDrop?.dropDelegate }
        set { dragDropState.dropDelegate = newValue }
    }

    /// UICollectionView.dragInteractionEnabled: UIKit's default is true on iPad and false on iPhone; here
    /// `DragInteraction.isEnabledByDefault` (true: the toolkit does not know the device family).
    public var dragInteractionEnabled: Bool {
        get { dragDrop?.dragInteractionEnabled ?? DragInteraction.isEnabledByDefault }
        set { dragDropState.dragInteractionEnabled = newValue }
    }

    /// UICollectionView.hasActiveDrag: a drag that began in this collection view is under way.
    public var hasActiveDrag: Bool { dragDrop?.hasActiveDrag ?? false }

    /// UICollectionView.hasActiveDrop: a drop session is over this collection view.
    public var hasActiveDrop: Bool { dragDrop?.isDropTarget ?? false }
}
