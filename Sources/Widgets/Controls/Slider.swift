import Render

/// A continuous value picked by dragging a round thumb along a track (UISlider): the track left of the
/// thumb is tinted, the rest grey. Only a press on the thumb (or just around it) drags; the thumb then
/// follows the pointer, keeping where it was grabbed, and the value is clamped to `minimumValue…maximumValue`.
/// With `isContinuous` (the default) `onValueChanged` hears every move, otherwise only the release, as UIKit's
/// `.valueChanged`. Sizes and colours: docs/reference/controls.md § Slider.
@preconcurrency @MainActor
open class Slider: Control {
    /// UISlider's height and thumb diameter.
    public static let height = 31.0
    public static let thumbDiameter = 28.0
    /// The track's thickness (rounded ends).
    public static let trackHeight = 4.0
    /// How far outside the thumb a press still grabs it.
    public static let thumbTouchOutset = 8.0

    public var minimumValue = 0.0 { didSet { if minimumValue != oldValue { clampAndRedraw() } } }
    public var maximumValue = 1.0 { didSet { if maximumValue != oldValue { clampAndRedraw() } } }
    public private(set) var value = 0.0
    public var isContinuous = true
    public var minimumTrackTintColor: Color = .systemBlue { didSet { if minimumTrackTintColor != oldValue { setNeedsDisplay() } } }
    public var maximumTrackTintColor: Color = .systemFill { didSet { if maximumTrackTintColor != oldValue { setNeedsDisplay() } } }
    public var onValueChanged: ((Double) -> Void)?
    private var grabOffset: Double?
    private var valueAtPress = 0.0

    public init(value: Double = 0) {
        super.init(frame: Rect(x: 0, y: 0, width: 200, height: Self.height))
        self.value = min(max(value, minimumValue), maximumValue)
    }

    open override var intrinsicContentSize: Size { Size(width: -1, height: Self.height) }

    /// Sets the value, clamped; not animated (UISlider.setValue(_:animated:) without the animation).
    public func setValue(_ newValue: Double) {
        let clamped = min(max(newValue, minimumValue), maximumValue)
        guard clamped != value else { return }
        value = clamped
        setNeedsDisplay()
    }

    private func clampAndRedraw() {
        if maximumValue < minimumValue { maximumValue = minimumValue }
        value = min(max(value, minimumValue), maximumValue)
        setNeedsDisplay()
    }

    /// The fraction of the range the value covers (0 for an empty range).
    var fraction: Double {
        maximumValue > minimumValue ? (value - minimumValue) / (maximumValue - minimumValue) : 0
    }

    /// The thumb's centre x: it travels from `thumbDiameter / 2` to `width - thumbDiameter / 2`, as UIKit's.
    private func thumbCentreX(for fraction: Double) -> Double {
        Self.thumbDiameter / 2 + fraction * max(0, bounds.width - Self.thumbDiameter)
    }

    /// The thumb's frame in the control's bounds.
    public var thumbFrame: Rect {
        let d = Self.thumbDiameter
        return Rect(x: thumbCentreX(for: fraction) - d / 2, y: (bounds.height - d) / 2, width: d, height: d)
    }

    private func value(forThumbCentreX x: Double) -> Double {
        let travel = max(1, bounds.width - Self.thumbDiameter)
        let f = min(max((x - Self.thumbDiameter / 2) / travel, 0), 1)
        return minimumValue + f * (maximumValue - minimumValue)
    }

    open override func touchesBegan(_ touch: Touch) {
        guard isEnabled else { return }
        let p = touch.location(in: self)
        let o = Self.thumbTouchOutset
        guard thumbFrame.insetBy(dx: -o, dy: -o).contains(p) else { return }
        grabOffset = p.x - thumbCentreX(for: fraction)
        valueAtPress = value
        setHighlighted(true, animated: false)
    }

    open override func touchesMoved(_ touch: Touch) {
        guard let grabOffset else { return }
        let before = value
        setValue(value(forThumbCentreX: touch.location(in: self).x - grabOffset))
        if isContinuous && value != before { onValueChanged?(value) }
    }

    open override func touchesEnded(_ touch: Touch) {
        guard grabOffset != nil else { return }
        touchesMoved(touch)
        endTracking()
        if !isContinuous && value != valueAtPress { onValueChanged?(value) }
    }

    open override func touchesCancelled(_ touch: Touch) {
        guard grabOffset != nil else { return }
        endTracking()
        if !isContinuous && value != valueAtPress { onValueChanged?(value) }
    }

    private func endTracking() {
        grabOffset = nil
        setHighlighted(false, animated: true)
    }

    open override func draw(in canvas: Canvas) {
        let h = Self.trackHeight
        let track = Rect(x: 2, y: (bounds.height - h) / 2, width: max(0, bounds.width - 4), height: h)
        canvas.fillRoundedRect(track, radius: h / 2, color: maximumTrackTintColor)
        let thumb = thumbFrame
        let filled = Rect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: h)
        canvas.fillRoundedRect(filled, radius: h / 2, color: isEnabled ? minimumTrackTintColor : .systemGray3)
        // The thumb's soft shadow (UISlider's thumb image carries a 0.5 pt outline and a drop shadow).
        canvas.fillRoundedRect(thumb.offsetBy(dx: 0, dy: 2).insetBy(dx: -0.5, dy: -0.5), radius: thumb.width / 2 + 0.5,
                               color: Color(r: 0, g: 0, b: 0, a: 0.12))
        canvas.fillRoundedRect(thumb.insetBy(dx: -0.5, dy: -0.5), radius: thumb.width / 2 + 0.5,
                               color: Color(r: 0, g: 0, b: 0, a: 0.06))
        canvas.fillRoundedRect(thumb, radius: thumb.width / 2, color: .white)
    }

    open override func treeAttributes() -> [(String, JSONValue)] {
        [("value", .number(value)), ("highlighted", .bool(isHighlighted))]
    }
}
