import Render

/// The drag that pulls a sheet down (the pan UIKit's sheet presentation installs): a vertical pan that
/// starts only on a press inside the presented view and a move downward (or upward too, for a sheet
/// with detents to move between), as the navigation edge swipe
/// starts only from the edge and toward the right. Scroll views inside the sheet are deeper and win first.
@MainActor
public final class SheetDismissGestureRecognizer: PanGestureRecognizer {
    /// The presented view, where a press must land.
    var presentedView: () -> View? = { nil }
    /// Whether an upward drag starts it too (a sheet with more than one detent moves up to a taller one).
    var allowsUpward: () -> Bool = { false }

    public override init(action: ((GestureRecognizer) -> Void)? = nil) {
        super.init(action: action)
        axis = .vertical
    }

    public override func touchBegan(_ touch: Touch) {
        super.touchBegan(touch)
        guard let sheet = presentedView(), sheet.window != nil else { return transition(to: .failed) }
        if !sheet.bounds.contains(touch.location(in: sheet)) { transition(to: .failed) }
    }

    override func shouldBegin(with touch: Touch) -> Bool {
        let d = touch.locationInWindow - touch.startLocationInWindow
        if allowsUpward() { return abs(d.y) > Self.slop && abs(d.y) >= abs(d.x) }
        return d.y > Self.slop && d.y >= abs(d.x)
    }

    override func shouldFail(with touch: Touch) -> Bool {
        let d = touch.locationInWindow - touch.startLocationInWindow
        return (d.y < -Self.slop && !allowsUpward()) || (abs(d.x) > Self.slop && abs(d.x) > abs(d.y))
    }
}
