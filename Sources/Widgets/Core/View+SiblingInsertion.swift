/// Inserting a subview next to a sibling (UIView.insertSubview(_:belowSubview:) and (_:aboveSubview:)),
/// both through `insertSubview(_:at:)`, which sends the move callbacks. A sibling that is not a subview
/// puts the view at the back (below) or the front (above).
extension View {
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        let index = subviews.firstIndex(where: { $0 === sibling }) ?? 0
        insertSubview(view, at: index)
    }

    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let index = subviews.firstIndex(where: { $0 === sibling }).map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }
}
