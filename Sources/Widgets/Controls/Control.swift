import Render

/// A view that tracks a press and fires on release inside (UIControl): highlighted while pressed and
/// inside; a press that moves beyond the slop or leaves the control is not a tap, and a gesture that wins
/// the touch (a scroll) cancels it.
@preconcurrency @MainActor
open class Control: View {
    /// How far a press may move and still count as a tap on release: the one touch slop (UIKit's about
    /// 10 pt), the distance after which a pan begins, so a press is a tap or a drag, never both.
    public static let tapSlop = PanGestureRecognizer.slop

    public var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay(); isUserInteractionEnabled = isEnabled } } }
    public private(set) var isHighlighted = false
    private var tracking = false

    /// Runs on a tap (UIControl's .touchUpInside).
    public var onTap: (() -> Void)?

    /// The highlight changed; subclasses animate their pressed look.
    open func highlightChanged(animated: Bool) {}

    func setHighlighted(_ value: Bool, animated: Bool) {
        guard value != isHighlighted else { return }
        isHighlighted = value
        highlightChanged(animated: animated)
        setNeedsDisplay()
    }

    open override func touchesBegan(_ touch: Touch) {
        guard isEnabled else { return }
        tracking = true
        setHighlighted(true, animated: false)
    }

    open override func touchesMoved(_ touch: Touch) {
        guard tracking else { return }
        let moved = touch.locationInWindow.distance(to: touch.startLocationInWindow) > Self.tapSlop
        let inside = point(inside: touch.location(in: self))
        if moved || !inside {
            tracking = false
            setHighlighted(false, animated: true)
        }
    }

    open override func touchesEnded(_ touch: Touch) {
        guard tracking else { return }
        tracking = false
        setHighlighted(false, animated: true)
        if point(inside: touch.location(in: self)) { sendAction() }
    }

    open override func touchesCancelled(_ touch: Touch) {
        tracking = false
        setHighlighted(false, animated: true)
    }

    /// Fires the control's action, as a tap would.
    open func sendAction() { onTap?() }
}
