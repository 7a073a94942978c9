import Render

/// Told what a scroll view does (UIScrollViewDelegate), in UIKit's order for a flick: willBeginDragging,
/// didScroll per move, willEndDragging (which may move the resting point: snapping), didEndDragging
/// (willDecelerate), willBeginDecelerating, didScroll per frame, didEndDecelerating. Every method has an
/// empty default. Velocity is in points per millisecond, as UIKit reports it.
@preconcurrency @MainActor
public protocol ScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: ScrollView)
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: inout Point)
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// After `setContentOffset(_:animated: true)` or `scrollRectToVisible(_:animated: true)` settles.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// A status-bar tap asks first; false keeps the content where it is.
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
    /// The view a pinch scales (UIScrollViewDelegate.viewForZooming(in:)); nil, the default, disables zooming.
    func viewForZooming(in scrollView: ScrollView) -> View?
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// After every change of `zoomScale`.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// When the pinch ends, with the scale it settles at (within the limits).
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                          targetContentOffset: inout Point) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
}

/// How the safe area joins `contentInset` (UIScrollView.ContentInsetAdjustmentBehavior).
public enum ContentInsetAdjustmentBehavior: Sendable {
    /// UIKit's default: like `scrollableAxes`, but the top and bottom always adjust (a list under a bar).
    case automatic
    /// Only along the axes the content scrolls on.
    case scrollableAxes
    case never
    case always
}
