/// UITableView.backgroundView: a view behind all rows, sized to the table and not scrolling with it. Apple's
/// documentation: "A table view's background view is automatically resized to match the size of the table
/// view. This view is placed as a subview of the table view behind all cells, header views, and footer
/// views." Apps use it for an empty state (a label saying there is nothing to show) or a backdrop.
///
/// It is the table's first subview, with its frame set to the table's bounds at every layout, so as the
/// bounds' origin moves with the content offset the view moves with it and stays where it is on screen.
/// Cells are inserted just above it. The section titles the table draws itself are drawn with the table,
/// under its subviews, so an opaque background view covers them (UIKit's header views would be above it).
extension TableView {
    func backgroundViewChanged(from old: View?) {
        if let old, old.superview === self { old.removeFromSuperview() }
        placeBackgroundView()
        setNeedsLayout()
    }

    /// Keeps the background view at the back and over the visible part of the table, whatever the offset.
    func placeBackgroundView() {
        guard let backgroundView else { return }
        if subviews.first !== backgroundView { insertSubview(backgroundView, at: 0) }
        performWithoutAnimation { backgroundView.frame = bounds }
    }
}
