/// A view held weakly, so the window's list of screen-covering views never keeps a dismissed one alive.
struct WeakView {
    weak var view: View?
}

extension Window {
    /// Adds `view` in front of the root view's subviews, the size of the whole screen now and after every
    /// resize (rotation, device change, Split View) for as long as it stays there: a modal presentation's
    /// container, as UIWindow keeps each presentation's UITransitionView the size of the screen. The window
    /// needs no idea of what the view holds.
    func addScreenCoveringView(_ view: View) {
        screenCoveringViews.removeAll { $0.view == nil || $0.view === view || $0.view?.superview !== rootView }
        view.frame = rootView.bounds
        rootView.addSubview(view)
        screenCoveringViews.append(WeakView(view: view))
    }
}
