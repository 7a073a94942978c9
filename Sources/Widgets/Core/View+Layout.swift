import Render

extension View {
    /// Marks the view for `layoutSubviews` at the next layout pass (at most once per frame).
    public func setNeedsLayout() {
        guard !needsLayout else { return }
        needsLayout = true
        window?.setNeedsLayout()
    }

    /// Lays out this subtree now if anything in it is marked, top-down (UIView.layoutIfNeeded). Inside an
    /// `animate` block the resulting frame changes animate, as in UIKit.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            // A controller's root view: UIKit calls viewWillLayoutSubviews and viewDidLayoutSubviews around
            // the view's own layoutSubviews, before its subviews lay out.
            owningController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningController?.viewDidLayoutSubviews()
            window?.layoutPassCount += 1
        }
        for child in subviews { child.layoutIfNeeded() }
    }

    /// `sizeThatFits` for the current width and unlimited height, the usual question a cell asks.
    public func fittingHeight(forWidth width: Double) -> Double {
        sizeThatFits(Size(width: width, height: .infinity)).height
    }
}
