import Render

extension CollectionView {
    /// UICollectionView.indexPath(for:): where a cell on screen sits; nil for a cell that is not shown (one in
    /// the reuse queue, or another collection view's), as UIKit answers nil for a cell it does not show. Code
    /// calls it from a cell's button action to find the row the button belongs to.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        for (path, shown) in cells where shown === cell { return path }
        return nil
    }
}
