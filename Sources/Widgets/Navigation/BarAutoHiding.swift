import Render

/// The state behind a navigation controller's automatic bar hiding (NavigationController+AutoHiding): the
/// four switches, the two recognisers UIKit exposes, and what the last automatic hide did. It is also the
/// recognisers' delegate, which UIKit says apps must not replace ("must not change its delegate",
/// barHideOnSwipeGestureRecognizer's documentation), and which decides the arbitration the bars need: the
/// swipe recognises alongside the page's own scrolling, and the tap takes no touch a control or a bar takes.
@MainActor
final class BarAutoHiding: GestureRecognizerDelegate {
    weak var controller: NavigationController?
    var onSwipe = false
    var onTap = false
    var whenKeyboardAppears = false
    var whenVerticallyCompact = false

    /// UINavigationController.barHideOnSwipeGestureRecognizer: a pan anywhere in the container.
    let swipe = PanGestureRecognizer()
    /// UINavigationController.barHideOnTapGestureRecognizer: a single tap in the content. It leaves the
    /// touch to the view under it (`cancelsTouchesInView` false), so a cell under the tap still selects.
    let tap = TapGestureRecognizer()

    /// The swipe's vertical translation where the bars last changed or the finger last turned, from which
    /// the next change is measured (NavigationController.swipeMoved).
    var swipeAnchor = 0.0
    /// The automatic hide also hid the toolbar, so the next automatic show brings it back; a toolbar the
    /// app keeps hidden stays hidden.
    var toolbarHiddenWithBars = false
    /// The keyboard hid the bars: a tap in the content shows them again (UIKit's header comment of
    /// hidesBarsWhenKeyboardAppears).
    var hiddenByKeyboard = false
    /// A compact height hid the bars: a tap where they would be shows them, and a regular height again
    /// shows them (UIKit's header comment of hidesBarsWhenVerticallyCompact).
    var hiddenByCompactHeight = false
    /// The keyboard observation while one is wanted (its window and token).
    weak var keyboardWindow: Window?
    var keyboardToken: Int?

    init() {
        swipe.delegate = self
        tap.delegate = self
        tap.cancelsTouchesInView = false
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        // The swipe only watches the finger; the page's scroll view scrolls as it would without it. The
        // back swipe is a different gesture: it is not also a bar swipe.
        gestureRecognizer === swipe && other !== controller?.interactivePopGestureRecognizer
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard gestureRecognizer === tap, let controller else { return true }
        return controller.tapIsUnhandled(on: touch.view)
    }
}
