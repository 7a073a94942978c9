import Foundation
import HandheldKit

/// UIKit's `UICollectionViewController`: its own collection view's data source and delegate, so a subclass
/// overrides `collectionView(_:cellForItemAt:)` and the rest as UIKit code does. A subclass that also
/// declares `UICollectionViewDelegateFlowLayout` gets its flow sizes asked, as in UIKit.
open class UICollectionViewController: CollectionViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// The long press that drives interactive movement (`installsStandardGestureForInteractiveMovement`).
    private var standardMovementGesture: LongPressGestureRecognizer?

    public override init(collectionViewLayout layout: CollectionViewLayout) {
        super.init(collectionViewLayout: layout)
    }

    /// UIKit's storyboard initializer, designated and required as UIKit's (`UIViewController` adopts
    /// NSCoding), so a subclass's `required init?(coder:)` may call `super.init(coder:)`. There is no
    /// storyboard here to decode: the controller gets what Interface Builder's collection view controller
    /// starts with, a flow layout at its defaults (50 × 50 items, 10 pt spacing).
    public required init?(coder: NSCoder) {
        super.init(collectionViewLayout: CollectionViewFlowLayout())
    }

    /// Whether a long press on a cell begins interactive movement (UIKit's default, true): the standard
    /// gesture asks the data source's `canMoveItemAt` (below), moves the cell with the finger and ends the
    /// movement on release, calling `moveItemAt:to:` (UICollectionViewController.
    /// installsStandardGestureForInteractiveMovement: "based on a long-press gesture").
    public var installsStandardGestureForInteractiveMovement = true {
        didSet { standardMovementGesture?.isEnabled = installsStandardGestureForInteractiveMovement }
    }

    open override func loadView() {
        super.loadView()
        collectionView.dataSource = self
        collectionView.delegate = self
        installStandardMovementGesture()
    }

    /// The long press goes on the collection view once, when the view loads (UIKit installs it then too).
    private func installStandardMovementGesture() {
        guard standardMovementGesture == nil else { return }
        let press = LongPressGestureRecognizer { [weak self] recognizer in self?.standardMovementChanged(recognizer) }
        press.isEnabled = installsStandardGestureForInteractiveMovement
        collectionView.addGestureRecognizer(press)
        standardMovementGesture = press
    }

    /// Began: the item under the finger starts moving (when its data source lets it); changed: its centre
    /// follows the finger in content coordinates; ended and cancelled end or cancel the movement.
    private func standardMovementChanged(_ recognizer: GestureRecognizer) {
        guard let collectionView else { return }
        let point = recognizer.location(in: collectionView)
        switch recognizer.state {
        case .began:
            guard let path = collectionView.indexPathForItem(at: point),
                  collectionView.beginInteractiveMovementForItem(at: path) else { return }
            collectionView.updateInteractiveMovementTargetPosition(point)
        case .changed: collectionView.updateInteractiveMovementTargetPosition(point)
        case .ended: collectionView.endInteractiveMovement()
        case .cancelled, .failed: collectionView.cancelInteractiveMovement()
        default: break
        }
    }

    // MARK: Data source (UIKit's defaults: one section, no items)

    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// A subclass that reports items overrides this; the default is an empty cell rather than a crash.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell()
    }
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> CollectionReusableView {
        CollectionReusableView()
    }
    /// UIKit lets items move when the data source implements `moveItemAt:to:`; Swift cannot ask whether a
    /// subclass overrides it, so here the controller answers false and a subclass that reorders overrides
    /// this to answer true (as Xcode's collection view controller template does). A data source set in the
    /// controller's place (a diffable one) answers for itself.
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// An interactive movement ended with the item in a new place: move it in the model.
    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: Delegate

    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        proposedIndexPath
    }
}
