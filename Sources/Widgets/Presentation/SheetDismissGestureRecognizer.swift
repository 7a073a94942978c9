import Render

/// The drag that pulls a sheet down (the pan UIKit's sheet presentation installs): a vertical pan that
/// starts only on a press inside the presented view and a move downward (or upward too, for a sheet
/// with detents to move between), as the navigation edge swipe starts only from the edge and toward the
/// right.
///
/// A press on a vertically scrolling scroll view inside the card is shared with that scroll view by one
/// rule: the presentation says, per direction, whether the card takes the drag (`takesDrag`, see
/// SheetPresentationController+ScrollHandOff). When it may take some drag, the scroll view's pan is made to
/// wait for this recogniser to fail for this touch sequence (`shouldBeRequiredToFail(by:)`), and on the
/// move that passes the slop this recogniser either begins (the card moves, the content stays) or fails
/// (the pan begins on that same move and the content scrolls). When it may take none, it fails on the
/// press and the scroll view never waits.
@preconcurrency @MainActor
public final class SheetDismissGestureRecognizer: PanGestureRecognizer {
    /// The presented view, where a press must land.
    var presentedView: () -> View? = { nil }
    /// Whether an upward drag starts it too (a sheet with more than one detent moves up to a taller one).
    var allowsUpward: () -> Bool = { false }
    /// Whether the card takes a drag that starts on `scrollView` and goes up (`true`) or down (`false`).
    var takesDrag: (_ scrollView: ScrollView, _ upward: Bool) -> Bool = { _, _ in false }

    /// The scroll view under the press that the drag is shared with, for this touch sequence.
    private(set) weak var scrollView: ScrollView?

    public override init(action: ((GestureRecognizer) -> Void)? = nil) {
        super.init(action: action)
        axis = .vertical
    }

    public override func touchBegan(_ touch: Touch) {
        super.touchBegan(touch)
        scrollView = nil
        guard let sheet = presentedView(), sheet.window != nil else { return transition(to: .failed) }
        if !sheet.bounds.contains(touch.location(in: sheet)) { return transition(to: .failed) }
        guard let scrolling = Self.verticalScrollView(from: touch.view, inside: sheet) else { return }
        scrollView = scrolling
        if !takesDrag(scrolling, true) && !takesDrag(scrolling, false) { transition(to: .failed) }
    }

    /// The deepest scroll view from `view` up to (not past) `sheet` whose pan is on and that scrolls
    /// vertically: the one whose pan would otherwise take a vertical drag.
    static func verticalScrollView(from view: View?, inside sheet: View) -> ScrollView? {
        var v = view
        while let current = v, current !== sheet.superview {
            if let s = current as? ScrollView, s.panGestureRecognizer.isEnabled, s.canScrollY { return s }
            v = current.superview
        }
        return nil
    }

    /// The shared scroll view's pan waits for this recogniser (only this sequence, only that pan).
    public override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        guard let scrollView else { return false }
        return other === scrollView.panGestureRecognizer
    }

    override func shouldBegin(with touch: Touch) -> Bool {
        let d = touch.locationInWindow - touch.startLocationInWindow
        if let scrollView {
            // Decided on the move the scroll view's pan would begin on (its slop, any direction), so the
            // pan is never held past it: mostly vertical and taken, or not at all.
            guard d.x * d.x + d.y * d.y > Self.slop * Self.slop, abs(d.y) >= abs(d.x) else { return false }
            return takesDrag(scrollView, d.y < 0)
        }
        if allowsUpward() { return abs(d.y) > Self.slop && abs(d.y) >= abs(d.x) }
        return d.y > Self.slop && d.y >= abs(d.x)
    }

    override func shouldFail(with touch: Touch) -> Bool {
        let d = touch.locationInWindow - touch.startLocationInWindow
        if scrollView != nil { return d.x * d.x + d.y * d.y > Self.slop * Self.slop }
        return (d.y < -Self.slop && !allowsUpward()) || (abs(d.x) > Self.slop && abs(d.x) > abs(d.y))
    }

    public override func reset() {
        super.reset()
        scrollView = nil
    }
}
