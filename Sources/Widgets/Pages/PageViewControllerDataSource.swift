/// Supplies the pages of a `PageViewController` (UIPageViewControllerDataSource). The neighbours are asked
/// for lazily, when a swipe starts toward them; nil means there is no page that way and the swipe does
/// nothing.
///
/// `presentationCount(for:)` and `presentationIndex(for:)` are optional as in UIKit: when the count is
/// above 0 (scroll style only) the controller shows its page dots at the bottom. Both are asked when
/// `setViewControllers` is called; after a swipe the index moves by one by itself (UIKit's documentation:
/// "After gesture-driven navigation, these methods are not called").
@preconcurrency @MainActor
public protocol PageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: PageViewController,
                            viewControllerBefore viewController: ViewController) -> ViewController?
    func pageViewController(_ pageViewController: PageViewController,
                            viewControllerAfter viewController: ViewController) -> ViewController?
    func presentationCount(for pageViewController: PageViewController) -> Int
    func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
    /// 0: no page dots, what UIKit shows when the method is not implemented.
    public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}

/// Hears of swipes between pages (UIPageViewControllerDelegate). As in UIKit, only gesture-driven
/// transitions are reported; `setViewControllers` reports through its completion instead.
@preconcurrency @MainActor
public protocol PageViewControllerDelegate: AnyObject {
    /// A swipe started toward `pendingViewControllers`.
    func pageViewController(_ pageViewController: PageViewController,
                            willTransitionTo pendingViewControllers: [ViewController])
    /// The swipe's animation ended; `completed` is false when the swipe was cancelled (the previous page
    /// stays).
    func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [ViewController], transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
    public func pageViewController(_ pageViewController: PageViewController,
                                   willTransitionTo pendingViewControllers: [ViewController]) {}
    public func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [ViewController], transitionCompleted completed: Bool) {}
}
