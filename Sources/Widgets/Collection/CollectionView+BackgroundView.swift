/// UICollectionView.backgroundView: Apple's documentation says it "is automatically resized to match the
/// size of the collection view" and "placed underneath all of the other content and never scrolls with that
/// content". As TableView's: the first subview, its frame the collection's bounds at every layout and
/// scroll, so it stays put on screen while items move over it.
extension CollectionView {
    func backgroundViewChanged(from old: View?) {
        if let old, old.superview === self { old.removeFromSuperview() }
        placeBackgroundView()
        setNeedsLayout()
    }

    /// Sends the background view back (items are inserted at index 0 as they appear) and over the bounds.
    func placeBackgroundView() {
        guard let backgroundView else { return }
        if subviews.first !== backgroundView { insertSubview(backgroundView, at: 0) }
        performWithoutAnimation { backgroundView.frame = bounds }
    }
}
