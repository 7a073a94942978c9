import HandheldKit

/// UIKit's `UICollectionViewController`: its own collection view's data source and delegate, so a subclass
/// overrides `collectionView(_:cellForItemAt:)` and the rest as UIKit code does. A subclass that also
/// declares `UICollectionViewDelegateFlowLayout` gets its flow sizes asked, as in UIKit.
open class UICollectionViewController: CollectionViewController, CollectionViewDataSource, CollectionViewDelegate {
    public override init(collectionViewLayout layout: CollectionViewLayout) {
        super.init(collectionViewLayout: layout)
    }

    open override func loadView() {
        super.loadView()
        collectionView.dataSource = self
        collectionView.delegate = self
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

    // MARK: Delegate

    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
}
