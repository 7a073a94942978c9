/// An object that follows a scroll view's offset from outside it, as a navigation controller's large
/// title collapses while its top controller's scroll view scrolls (UINavigationBar tracks the scroll view
/// UIKit finds for the top controller). The scroll view tells it after every offset change, after its
/// delegate, without knowing what kind of object is listening.
@MainActor
protocol ScrollViewTracker: AnyObject {
    func trackedScrollViewDidScroll(_ scrollView: ScrollView)
    /// Where a released drag should come to rest instead of `proposed` (the vertical offset the glide would
    /// reach), or nil to leave it: a large title never rests half collapsed, so its tracker moves the target
    /// to the nearer end (UIKit adjusts the target content offset the same way).
    func snappedLargeTitleTarget(for scroll: ScrollView, proposed: Double) -> Double?
    /// The content size or the adjusted insets changed without a scroll: a list whose rows arrive later
    /// now runs under a bottom bar, so the bars' scroll-edge looks are worked out again (ScrollEdge).
    func trackedScrollViewContentDidChange(_ scrollView: ScrollView)
}

extension ScrollViewTracker {
    func snappedLargeTitleTarget(for scroll: ScrollView, proposed: Double) -> Double? { nil }
    func trackedScrollViewContentDidChange(_ scrollView: ScrollView) {}
}
