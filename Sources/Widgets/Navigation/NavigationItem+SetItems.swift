import Render

/// UINavigationItem's setters with an `animated` flag. UIKit cross-fades the bar's items when it is true;
/// here the bar shows the new items at once either way (the bar's content is rebuilt on the change), so the
/// flag is accepted for source compatibility and the result after the fade is what is drawn.
extension NavigationItem {
    public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}
