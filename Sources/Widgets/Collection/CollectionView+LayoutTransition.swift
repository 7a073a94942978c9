import Render

extension CollectionView {
    /// UICollectionView.setCollectionViewLayout(_:animated:): the new layout takes over; animated, every
    /// cell on screen slides from its old frame to its new one on the window's one animation clock, as
    /// UIKit animates a layout change.
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// As `setCollectionViewLayout(_:animated:)`, then `completion` when the cells are in place (at once,
    /// with true, when not animated). The animation takes the batch update's duration (UIKit does not
    /// document the one it uses); cells that come into view fade in, those leaving stay until it ends.
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        guard layout !== collectionViewLayout else { completion?(true); return }
        collectionViewLayout = layout
        guard animated, let engine, engine.areAnimationsEnabled, !needsReload, dataSource != nil else {
            setNeedsLayout()
            completion?(true)
            return
        }
        let existing = Set(cells.keys)
        updateDepth += 1
        let body = {
            self.layoutElements()
            for (path, cell) in self.cells where !existing.contains(path) {
                self.performWithoutAnimation { cell.alpha = 0 }
                cell.alpha = 1
            }
        }
        animate(withDuration: Self.updateDuration, options: .toolkit, curve: .easeInOut, animations: body) { [weak self] finished in
            guard let self else { return }
            self.updateDepth -= 1
            self.setNeedsLayout()
            completion?(finished)
        }
    }
}
