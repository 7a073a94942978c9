import Render

extension Window {
    /// A tap on the status bar: iOS consumes it (nothing under the bar sees the touch) and scrolls the
    /// scroll view that shows the top of the screen to its top, animated. Of the visible scroll views with
    /// `scrollsToTop` whose frame spans `x` (window points), the one drawn in front wins, so on an iPad
    /// with two columns the tap scrolls the column it was over; its delegate may refuse
    /// (`scrollViewShouldScrollToTop`). Returns the scroll view, nil if none.
    @discardableResult
    public func scrollToTop(atX x: Double) -> ScrollView? {
        var found: ScrollView?
        func visit(_ view: View) {
            guard view.isVisibleForDrawing else { return }
            if let scroll = view as? ScrollView, scroll.scrollsToTop {
                let frame = scroll.convert(scroll.bounds, to: nil)
                if frame.minX <= x, x < frame.maxX, frame.overlaps(Rect(size: size)) { found = scroll }
            }
            view.subviews.forEach(visit)
        }
        visit(rootView)
        found?.statusBarTapped()
        if found != nil { setNeedsDisplay() }
        return found
    }
}
