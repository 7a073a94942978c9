import Render

/// Two buttons, − and +, that step a value (UIStepper): a press on a half steps at once, and held
/// (`autorepeat`, the default) steps again after `autorepeatDelay`, then every `autorepeatInterval`, faster
/// after `autorepeatAccelerateAfter` repeats ("the rate of change depends on how long the user continues
/// pressing", Apple's UIStepper page). The repeats are timers on the window's clock, so a test's virtual clock
/// drives them. At a limit the half dims and does nothing, unless `wraps`. Sizes and timings:
/// docs/reference/controls.md § Stepper.
@preconcurrency @MainActor
open class Stepper: Control {
    /// A single tap is this control's action: it wins over a superview's tap recogniser (Control.ownsSingleTap).
    open override var ownsSingleTap: Bool { true }

    public enum Half: Sendable { case minus, plus }

    /// UIStepper's size since iOS 13.
    public static let size = Size(width: 94, height: 32)
    public static let cornerRadius = 8.0
    /// The divider between the halves: 1 pt wide, 18 pt tall.
    public static let dividerHeight = 18.0
    /// The − and + glyphs: bars this long and thick.
    public static let glyphLength = 14.0
    public static let glyphThickness = 2.0
    /// Held: the first repeat after this long, then one every interval, twice as often after some repeats.
    public static let autorepeatDelay = 0.5
    public static let autorepeatInterval = 0.1
    public static let autorepeatAccelerateAfter = 10

    public var minimumValue = 0.0 { didSet { if minimumValue != oldValue { keepOrder(minimumChanged: true) } } }
    public var maximumValue = 100.0 { didSet { if maximumValue != oldValue { keepOrder(minimumChanged: false) } } }
    public var stepValue = 1.0
    public var wraps = false { didSet { setNeedsDisplay() } }
    public var autorepeat = true
    /// With false, `onValueChanged` is called once when the press ends instead of at every step.
    public var isContinuous = true
    public var onValueChanged: ((Double) -> Void)?
    public private(set) var value = 0.0
    /// The half being pressed, if any.
    public private(set) var pressedHalf: Half?
    private var repeatTimer: DisplayLink?
    private var repeats = 0
    private var valueAtPress = 0.0

    public init(value: Double = 0) {
        super.init(frame: Rect(size: Self.size))
        backgroundColor = .tertiarySystemFill
        cornerRadius = Self.cornerRadius
        self.value = min(max(value, minimumValue), maximumValue)
    }
    /// UIStepper(frame:): a stepper at 0 at the frame's origin, at the stepper's own size, as UISwitch and
    /// UIStepper enforce their size (UISwitch's documentation of init(frame:); UIStepper's intrinsic 94 × 32).
    public override convenience init(frame: Rect) {
        self.init(value: 0)
        self.frame.origin = frame.origin
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(value: 0)` gives.
    public required init?(coder: NSCoder) {
        super.init(frame: Rect(size: Self.size))
        backgroundColor = .tertiarySystemFill
        cornerRadius = Self.cornerRadius
    }

    open override var intrinsicContentSize: Size { Self.size }

    /// Sets the value, clamped to the range; no action is sent (as UIKit's `value` setter).
    public func setValue(_ newValue: Double) {
        let clamped = min(max(newValue, minimumValue), maximumValue)
        guard clamped != value else { return }
        value = clamped
        setNeedsDisplay()
    }

    /// Apple: "If you set a maximum or minimum value that would break this invariant, both values are set to
    /// the new value."
    private func keepOrder(minimumChanged: Bool) {
        if maximumValue < minimumValue {
            if minimumChanged { maximumValue = minimumValue } else { minimumValue = maximumValue }
        }
        value = min(max(value, minimumValue), maximumValue)
        setNeedsDisplay()
    }

    /// Whether a press on `half` would change the value.
    public func canStep(_ half: Half) -> Bool {
        wraps || (half == .plus ? value < maximumValue : value > minimumValue)
    }

    /// One step of `half`, wrapping past a limit when `wraps`; returns whether the value changed.
    @discardableResult
    public func step(_ half: Half) -> Bool {
        let before = value
        var next = value + (half == .plus ? stepValue : -stepValue)
        if next > maximumValue { next = wraps ? (value >= maximumValue ? minimumValue : maximumValue) : maximumValue }
        if next < minimumValue { next = wraps ? (value <= minimumValue ? maximumValue : minimumValue) : minimumValue }
        setValue(next)
        if value != before && isContinuous { onValueChanged?(value) }
        return value != before
    }

    func half(at point: Point) -> Half? {
        guard bounds.contains(point) else { return nil }
        return point.x < bounds.midX ? .minus : .plus
    }

    open override func touchesBegan(_ touch: Touch) {
        guard isEnabled, let half = half(at: touch.location(in: self)), canStep(half) else { return }
        pressedHalf = half
        valueAtPress = value
        repeats = 0
        setHighlighted(true, animated: false)
        step(half)
        if autorepeat { scheduleRepeat(after: Self.autorepeatDelay) }
    }

    private func scheduleRepeat(after delay: Double) {
        repeatTimer?.invalidate()
        repeatTimer = window?.schedule(after: delay) { [weak self] in self?.repeatStep() }
    }

    private func repeatStep() {
        guard let pressedHalf, step(pressedHalf) || wraps else { stopRepeating(); return }
        repeats += 1
        let fast = repeats >= Self.autorepeatAccelerateAfter
        scheduleRepeat(after: fast ? Self.autorepeatInterval / 2 : Self.autorepeatInterval)
    }

    private func stopRepeating() {
        repeatTimer?.invalidate()
        repeatTimer = nil
    }

    /// Leaving the pressed half ends the press (no more repeats), as UIKit's stepper does.
    open override func touchesMoved(_ touch: Touch) {
        guard let pressedHalf, half(at: touch.location(in: self)) != pressedHalf else { return }
        endPress()
    }

    open override func touchesEnded(_ touch: Touch) { endPress() }
    open override func touchesCancelled(_ touch: Touch) { endPress() }

    private func endPress() {
        guard pressedHalf != nil else { return }
        stopRepeating()
        pressedHalf = nil
        setHighlighted(false, animated: true)
        if !isContinuous && value != valueAtPress { onValueChanged?(value) }
        sendAction()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopRepeating(); pressedHalf = nil; setHighlighted(false, animated: false) }
    }

    open override func draw(in canvas: Canvas) {
        let w = bounds.width / 2
        if let pressedHalf {
            let rect = Rect(x: pressedHalf == .minus ? 0 : w, y: 0, width: w, height: bounds.height)
            canvas.fillRoundedRect(rect, radius: Self.cornerRadius, color: .tertiarySystemFill)
        }
        canvas.fill(Rect(x: w - 0.5, y: (bounds.height - Self.dividerHeight) / 2, width: 1, height: Self.dividerHeight),
                    color: .separator)
        let (l, t) = (Self.glyphLength, Self.glyphThickness)
        let minus = Point(x: w / 2, y: bounds.midY), plus = Point(x: w * 1.5, y: bounds.midY)
        let minusColor: Color = isEnabled && canStep(.minus) ? .label : .tertiaryLabel
        let plusColor: Color = isEnabled && canStep(.plus) ? .label : .tertiaryLabel
        canvas.fillRoundedRect(Rect(x: minus.x - l / 2, y: minus.y - t / 2, width: l, height: t), radius: t / 2, color: minusColor)
        canvas.fillRoundedRect(Rect(x: plus.x - l / 2, y: plus.y - t / 2, width: l, height: t), radius: t / 2, color: plusColor)
        canvas.fillRoundedRect(Rect(x: plus.x - t / 2, y: plus.y - l / 2, width: t, height: l), radius: t / 2, color: plusColor)
    }

    open override func treeAttributes() -> [(String, JSONValue)] {
        [("value", .number(value)), ("highlighted", .bool(isHighlighted))]
    }
}
