/// Decides between the page view controller's swipe and a scroll view inside a page.
///
/// The swipe's recogniser outranks a scroll view's pan (priority 2 against 1, as a table row's swipe does),
/// so a horizontal drag over a page holding a vertical scroll view (a table, a form) pages, and a vertical
/// drag still scrolls it: the swipe fails on movement across its axis. On iOS this works the same way, a
/// table in a page scrolling vertically while the pages swipe sideways.
///
/// A scroll view in the page that can itself scroll along the swipe's axis (a carousel, a zoomed photo)
/// keeps the drag: the swipe does not begin over it. UIKit goes further and hands the drag to the pages
/// once the inner scroll view reaches its edge; Handheld does not (the inner one bounces).
@preconcurrency @MainActor
final class PageSwipeGate: GestureRecognizerDelegate {
    let vertical: Bool

    init(vertical: Bool) { self.vertical = vertical }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        var next = gestureRecognizer.touch?.view
        while let v = next, v !== gestureRecognizer.view {
            if let scroll = v as? ScrollView, scroll.isScrollEnabled,
               vertical ? scroll.scrollsVertically : scroll.scrollsHorizontally {
                return false
            }
            next = v.superview
        }
        return true
    }
}
