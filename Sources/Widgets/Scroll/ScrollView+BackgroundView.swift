/// UITableView.backgroundView and UICollectionView.backgroundView: a view behind all content, sized to the
/// scroll view and not scrolling with it. Apple's documentation: a table view's background view "is
/// automatically resized to match the size of the table view. This view is placed as a subview of the table
/// view behind all cells, header views, and footer views"; a collection view's "is placed underneath all of
/// the other content and never scrolls with that content". Apps use it for an empty state (a label saying
/// there is nothing to show) or a backdrop.
///
/// It is the first subview, with its frame set to the bounds at every layout and scroll, so as the bounds'
/// origin moves with the content offset the view moves with it and stays where it is on screen. Cells are
/// inserted just above it. The section titles a table draws itself are drawn with the table, under its
/// subviews, so an opaque background view covers them (UIKit's header views would be above it).
extension ScrollView {
    /// The owner's background view became `new` (it was `old`).
    func backgroundViewChanged(to new: View?, from old: View?) {
        if let old, old.superview === self { old.removeFromSuperview() }
        placeBackgroundView(new)
        setNeedsLayout()
    }

    /// Keeps `view` at the back and over the visible part of the scroll view, whatever the offset.
    func placeBackgroundView(_ view: View?) {
        guard let view else { return }
        if subviews.first !== view { insertSubview(view, at: 0) }
        performWithoutAnimation { view.frame = bounds }
    }
}
