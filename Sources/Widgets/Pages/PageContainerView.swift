import Render

/// The page view controller's view: the pages' area above, the strip of page dots below.
///
/// UIKit gives this view no background, so between pages (`interPageSpacing`) and behind the dots one
/// sees what lies behind the controller: on a device, when nothing behind has a colour, the black of the
/// screen, the "black bar" under the dots that apps ask how to recolour (by setting the view's
/// `backgroundColor` or the page control's appearance proxy `backgroundColor`, as AppCoda's
/// UIPageViewController tutorial of 2013 does). Handheld's window fills its root view with the system
/// background instead of showing black, so when neither this view nor any view between it and the window's
/// root view has a background, this view is filled black, standing in for the screen. An app's background
/// on this view, an ancestor or the page control shows instead, as on iOS.
@preconcurrency @MainActor
final class PageContainerView: View {
    override func draw(in canvas: Canvas) {
        guard showsScreenBehind else { return }
        canvas.fill(bounds, color: .black)
    }

    /// Whether iOS would show the screen here: no background on this view or its ancestors below the
    /// window's root view.
    private var showsScreenBehind: Bool {
        guard let root = window?.rootView else { return false }
        var v: View? = self
        while let current = v, current !== root {
            if (current.backgroundColor?.alpha ?? 0) > 0 { return false }
            v = current.superview
        }
        return v === root
    }
}
