import Render

/// A view that tracks a press and fires on release inside (UIControl): highlighted while pressed and
/// inside; a press that moves beyond the slop or leaves the control is not a tap, and a gesture that wins
/// the touch (a scroll) cancels it.
@preconcurrency @MainActor
open class Control: View {
    /// How far a press may move and still count as a tap on release: the one touch slop (UIKit's about
    /// 10 pt), the distance after which a pan begins, so a press is a tap or a drag, never both.
    public static let tapSlop = PanGestureRecognizer.slop

    open var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay(); isUserInteractionEnabled = isEnabled; controlStateDidChange() } }
    }
    /// UIControl.isHighlighted: true while a press is inside the control; settable, as UIKit's, and open so a
    /// subclass may observe it with `override var isHighlighted: Bool { didSet { … } }` (a common UIKit idiom).
    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            highlightChanged(animated: highlightAnimates)
            controlStateDidChange()
            setNeedsDisplay()
        }
    }
    /// UIControl.isSelected: false by default; the app sets it (a toggle button) and a button then shows what
    /// was set for `.selected` (ControlState).
    open var isSelected = false { didSet { if isSelected != oldValue { controlStateDidChange(); setNeedsDisplay() } } }
    /// UIControl.contentHorizontalAlignment: where a button's title and image sit across its content area;
    /// `.center` by default, as UIKit's.
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center { didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } } }
    /// UIControl.contentVerticalAlignment: where they sit from top to bottom; `.center` by default.
    open var contentVerticalAlignment = ContentVerticalAlignment.center { didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } } }
    /// Whether the highlight change being applied animates (a release fades back, a press is immediate).
    private var highlightAnimates = false
    private var tracking = false

    /// Whether a single tap is this control's own action, so that it wins over a single-tap recogniser of
    /// another view (a superview's tap-to-dismiss-the-keyboard): Apple's Event Handling Guide, "Interacting
    /// with Other User Interface Controls": since iOS 6 "default control actions prevent overlapping gesture
    /// recognizer behavior", a single finger single tap on UIButton, UISwitch, UIStepper, UISegmentedControl
    /// and UIPageControl. False here; those controls say true.
    open var ownsSingleTap: Bool { false }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        !(ownsSingleTap && Control.isSingleTap(gestureRecognizer, ofAnotherViewThan: self))
            && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Whether `recognizer` is a one-finger single-tap recogniser attached to a view other than `view`.
    static func isSingleTap(_ recognizer: GestureRecognizer, ofAnotherViewThan view: View) -> Bool {
        guard recognizer.view !== view, let tap = recognizer as? TapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// Runs on a tap (UIControl's .touchUpInside).
    public var onTap: (() -> Void)?

    /// The highlight changed; subclasses animate their pressed look.
    open func highlightChanged(animated: Bool) {}

    /// The state changed (highlighted, selected or enabled); a subclass shows what it has for the new
    /// `state` (a button's title, colour and image set for it).
    open func controlStateDidChange() {}

    /// UIControl.state: the flags the control is in now, `.normal` when none.
    public var state: ControlState {
        var s: ControlState = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    func setHighlighted(_ value: Bool, animated: Bool) {
        guard value != isHighlighted else { return }
        highlightAnimates = animated
        isHighlighted = value
        highlightAnimates = false
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
