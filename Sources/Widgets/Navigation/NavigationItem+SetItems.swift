import Render

/// UINavigationItem's setters with an `animated` flag. Animated, the bar showing the item cross-fades what
/// changed: the replaced buttons fade out where they stood while the new ones fade in (NavigationBar's
/// `crossFade(_:)`); not animated, or on an item no bar shows, the change is at once.
extension NavigationItem {
    public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) {
        changing(animated: animated) { leftBarButtonItem = item }
    }
    public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) {
        changing(animated: animated) { rightBarButtonItem = item }
    }
    public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
        changing(animated: animated) { leftBarButtonItems = items }
    }
    public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
        changing(animated: animated) { rightBarButtonItems = items }
    }

    /// UINavigationItem.setHidesBackButton(_:animated:): animated, the back button and its chevron fade.
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        changing(animated: animated) { self.hidesBackButton = hidesBackButton }
    }

    /// Runs `change` with `animatesChange` set, so the bar told of the change cross-fades it.
    private func changing(animated: Bool, _ change: () -> Void) {
        let outer = animatesChange
        animatesChange = animated
        defer { animatesChange = outer }
        change()
    }
}
