import Render

/// Per-item and per-section sizes for a flow layout (UICollectionViewDelegateFlowLayout), with UIKit's names.
/// Each default answers the layout's own property, so a delegate implements only what varies.
@preconcurrency @MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    private func flow(_ layout: CollectionViewLayout) -> CollectionViewFlowLayout? { layout as? CollectionViewFlowLayout }

    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        flow(collectionViewLayout)?.itemSize ?? CollectionViewFlowLayout.defaultItemSize
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               insetForSectionAt section: Int) -> EdgeInsets {
        flow(collectionViewLayout)?.sectionInset ?? EdgeInsets()
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        flow(collectionViewLayout)?.minimumLineSpacing ?? CollectionViewFlowLayout.defaultSpacing
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        flow(collectionViewLayout)?.minimumInteritemSpacing ?? CollectionViewFlowLayout.defaultSpacing
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        flow(collectionViewLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        flow(collectionViewLayout)?.footerReferenceSize ?? .zero
    }
}
