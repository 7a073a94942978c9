import Render

/// The drawing and tracking both sliders share (UISlider's behaviour): a round thumb dragged along a track
/// whose part left of the thumb is tinted and the rest grey. Only a press on the thumb (or just around it)
/// drags; the thumb then follows the pointer, keeping where it was grabbed, and the value is clamped to the
/// range. With `isContinuous` (the default) `onValueChanged` hears every move, otherwise only the release, as
/// UIKit's `.valueChanged`. Sizes and colours: docs/reference/controls.md § Slider.
///
/// The value lives here as a `Double`; Handheld's `Slider` shows it as one and UIKit's `UISlider` (module
/// UIKit) as a `Float`, UISlider's type, which is why they are two subclasses rather than one class. Where
/// things go is asked of UISlider's overridable geometry, `trackRect(forBounds:)`,
/// `thumbRect(forBounds:trackRect:value:)`, `minimumValueImageRect(forBounds:)` and
/// `maximumValueImageRect(forBounds:)`, both when drawing and when tracking, so a subclass that overrides
/// one moves what is drawn and where a press grabs, as UIKit's documentation of those methods describes.
@preconcurrency @MainActor
open class SliderBase: Control {
    /// UISlider's height and thumb diameter.
    public static let height = 31.0
    public static let thumbDiameter = 28.0
    /// The track's thickness (rounded ends).
    public static let trackHeight = 4.0
    /// How far outside the thumb a press still grabs it.
    public static let thumbTouchOutset = 8.0
    /// How far the thumb's edge passes the track's end at either end of the range: the thumb's centre
    /// travels from `trackRect.minX - 2 + thumbDiameter / 2` (so 14 pt into a bare slider) to the mirror of
    /// that at the right, as Handheld's slider always drew it.
    public static let thumbOverhang = 2.0
    /// The gap between a minimum or maximum value image and the track. [EST] Apple does not publish it;
    /// iOS 17 simulator screenshots of a slider with SF Symbol value images show about this much.
    public static let valueImageSpacing = 8.0
    /// How long `setValue(_:animated:)` moves the thumb. [EST] UIKit does not document it; UIView's default
    /// animation duration, as ProgressView's animated change uses.
    public static let animationDuration = View.defaultAnimationDuration

    package var doubleMinimum = 0.0 { didSet { if doubleMinimum != oldValue { clampAndRedraw() } } }
    package var doubleMaximum = 1.0 { didSet { if doubleMaximum != oldValue { clampAndRedraw() } } }
    package private(set) var doubleValue = 0.0
    /// The value the thumb is drawn at: `doubleValue`, except while `setValue(_:animated:)` moves it.
    private var drawnValue = 0.0
    /// The Double behind the Float handed to `thumbRect(forBounds:trackRect:value:)` by this class, so the
    /// default rectangle is computed at full precision (see `thumbRect(at:track:)`).
    private var exactValue: Double?
    private var motion: DrivenAnimation?
    /// Reports every move while dragging, or only the release when false (UISlider.isContinuous, default true).
    public var isContinuous = true
    /// The minimum track's colour; nil draws it in `minimumTrackDefaultColor`.
    package var minimumTrackColor: Color? { didSet { if minimumTrackColor != oldValue { setNeedsDisplay() } } }
    /// The maximum track's colour; nil draws it `systemFill` (docs/reference/controls.md § Slider).
    package var maximumTrackColor: Color? { didSet { if maximumTrackColor != oldValue { setNeedsDisplay() } } }
    /// UISlider.thumbTintColor: the thumb's fill; nil draws UIKit's white thumb. A thumb image wins over it.
    public var thumbTintColor: Color? { didSet { if thumbTintColor != oldValue { setNeedsDisplay() } } }
    /// UISlider.minimumValueImage / maximumValueImage: drawn at the track's ends, which shortens the track
    /// (UIKit: the track is "the entire length of the track between the minimum and maximum value images").
    public var minimumValueImage: Picture? { didSet { if minimumValueImage != oldValue { setNeedsDisplay() } } }
    public var maximumValueImage: Picture? { didSet { if maximumValueImage != oldValue { setNeedsDisplay() } } }
    /// Thumb images by UIControl.State raw value (UISlider.setThumbImage(_:for:), module UIKit).
    package var thumbImages: [UInt: Picture] = [:] { didSet { setNeedsDisplay() } }
    /// Track images by state (UISlider.setMinimumTrackImage(_:for:) / setMaximumTrackImage(_:for:)), which
    /// win over the track colours: the minimum one stretched from the track's start to the thumb, the
    /// maximum one from the thumb to the end (UIKit asks for stretchable images for that reason).
    package var minimumTrackImages: [UInt: Picture] = [:] { didSet { setNeedsDisplay() } }
    package var maximumTrackImages: [UInt: Picture] = [:] { didSet { setNeedsDisplay() } }
    /// Hears the value (as a Double) each time tracking changes it: every move while continuous, else the
    /// release. Setting the value in code does not call it, as UIKit sends no `.valueChanged` then.
    public var onValueChanged: ((Double) -> Void)?
    private var grabOffset: Double?
    private var valueAtPress = 0.0

    public override init(frame: Rect) {
        super.init(frame: frame)
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(frame: .zero)` gives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var intrinsicContentSize: Size { Size(width: -1, height: Self.height) }

    /// The minimum track's colour when none is set: Handheld's `Slider` draws systemBlue; UISlider the
    /// inherited tint colour (UIKit: `minimumTrackTintColor` nil uses the tint).
    open var minimumTrackDefaultColor: Color { .systemBlue }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if minimumTrackColor == nil { setNeedsDisplay() }
    }

    /// Sets the value, clamped to the range. Animated, the thumb glides there over `animationDuration`
    /// along ease-in-ease-out on the window's animation clock while `value` reads the new value at once, as
    /// UISlider.setValue(_:animated:) does; without a window it jumps.
    package func setDoubleValue(_ newValue: Double, animated: Bool) {
        let clamped = min(max(newValue, doubleMinimum), doubleMaximum)
        motion?.stop()
        motion = nil
        guard clamped != doubleValue || drawnValue != clamped else { return }
        doubleValue = clamped
        if animated, let engine = window?.engine, drawnValue != clamped {
            let curve = SliderThumbMotion(from: drawnValue, to: clamped, duration: Self.animationDuration)
            motion = engine.run(curve, onChange: { [weak self] value in
                self?.drawnValue = value
                self?.setNeedsDisplay()
            })
        } else {
            drawnValue = clamped
            setNeedsDisplay()
        }
    }

    private func clampAndRedraw() {
        if doubleMaximum < doubleMinimum { doubleMaximum = doubleMinimum }
        setDoubleValue(doubleValue, animated: false)
        setNeedsDisplay()
    }

    /// The fraction of the range the value covers (0 for an empty range).
    var fraction: Double { fraction(of: doubleValue) }

    private func fraction(of value: Double) -> Double {
        doubleMaximum > doubleMinimum ? (value - doubleMinimum) / (doubleMaximum - doubleMinimum) : 0
    }

    // MARK: Geometry (UISlider's overridable rectangles)

    /// UISlider.minimumValueImageRect(forBounds:): the minimum value image at its size, at the left,
    /// centred vertically; empty without an image.
    open func minimumValueImageRect(forBounds bounds: Rect) -> Rect {
        guard let size = minimumValueImage?.size else { return Rect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return Rect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// UISlider.maximumValueImageRect(forBounds:): the maximum value image at its size, at the right.
    open func maximumValueImageRect(forBounds bounds: Rect) -> Rect {
        guard let size = maximumValueImage?.size else { return Rect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return Rect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// UISlider.trackRect(forBounds:): the track, `trackHeight` thick and centred vertically, 2 pt in from
    /// each side (where the thumb's edge stops) or beside the value images.
    open func trackRect(forBounds bounds: Rect) -> Rect {
        let h = Self.trackHeight
        var left = bounds.minX + Self.thumbOverhang, right = bounds.maxX - Self.thumbOverhang
        if minimumValueImage != nil { left = minimumValueImageRect(forBounds: bounds).maxX + Self.valueImageSpacing }
        if maximumValueImage != nil { right = maximumValueImageRect(forBounds: bounds).minX - Self.valueImageSpacing }
        return Rect(x: left, y: (bounds.height - h) / 2, width: max(0, right - left), height: h)
    }

    /// UISlider.thumbRect(forBounds:trackRect:value:): the thumb (the thumb image's size, else
    /// `thumbDiameter` round) centred on the track, its edge `thumbOverhang` past the track's ends at the
    /// range's ends. `value` is UISlider's Float; when this class asks, the Double it rounded is used, so
    /// Handheld's Double-valued slider draws exactly where it always did.
    open func thumbRect(forBounds bounds: Rect, trackRect rect: Rect, value: Float) -> Rect {
        let exact = exactValue.flatMap { Float($0) == value ? $0 : nil } ?? Double(value)
        let f = fraction(of: min(max(exact, doubleMinimum), doubleMaximum))
        let size = currentThumbPicture?.size ?? Size(width: Self.thumbDiameter, height: Self.thumbDiameter)
        let start = rect.minX - Self.thumbOverhang + size.width / 2
        let travel = max(0, rect.width + 2 * Self.thumbOverhang - size.width)
        let centreX = start + f * travel
        let y = (bounds.height - size.height) / 2 + (rect.midY - bounds.height / 2)
        return Rect(x: centreX - size.width / 2, y: y, width: size.width, height: size.height)
    }

    /// The thumb's frame in the control's bounds, where it is drawn now.
    public var thumbFrame: Rect { thumbRect(at: drawnValue, track: trackRect(forBounds: bounds)) }

    /// Asks the overridable `thumbRect(forBounds:trackRect:value:)` for the thumb at `value`, letting the
    /// default implementation use the Double itself rather than its Float rounding.
    private func thumbRect(at value: Double, track: Rect) -> Rect {
        exactValue = value
        defer { exactValue = nil }
        return thumbRect(forBounds: bounds, trackRect: track, value: Float(value))
    }

    /// The thumb image for the control's state (UISlider.currentThumbImage): the state's own, else the
    /// normal one.
    package var currentThumbPicture: Picture? { picture(in: thumbImages) }
    /// The track images for the control's state (UISlider.currentMinimumTrackImage and
    /// currentMaximumTrackImage): the state's own, else the normal one.
    package var currentMinimumTrackPicture: Picture? { picture(in: minimumTrackImages) }
    package var currentMaximumTrackPicture: Picture? { picture(in: maximumTrackImages) }

    private func picture(in images: [UInt: Picture]) -> Picture? {
        let state: UInt = !isEnabled ? 1 << 1 : isHighlighted ? 1 << 0 : 0
        return images[state] ?? images[0]
    }

    /// The value whose thumb centre is at `x`: the centre's travel is read from the thumb rectangles at the
    /// range's ends, so an overridden geometry is tracked as it is drawn.
    private func value(forThumbCentreX x: Double) -> Double {
        let track = trackRect(forBounds: bounds)
        let first = thumbRect(at: doubleMinimum, track: track).midX
        let last = thumbRect(at: doubleMaximum, track: track).midX
        let f = min(max((x - first) / max(1, last - first), 0), 1)
        return doubleMinimum + f * (doubleMaximum - doubleMinimum)
    }

    // MARK: Tracking

    open override func touchesBegan(_ touch: Touch) {
        guard isEnabled else { return }
        let p = touch.location(in: self)
        let o = Self.thumbTouchOutset
        let thumb = thumbFrame
        guard thumb.insetBy(dx: -o, dy: -o).contains(p) else { return }
        grabOffset = p.x - thumb.midX
        valueAtPress = doubleValue
        setHighlighted(true, animated: false)
    }

    open override func touchesMoved(_ touch: Touch) {
        guard let grabOffset else { return }
        let before = doubleValue
        setDoubleValue(value(forThumbCentreX: touch.location(in: self).x - grabOffset), animated: false)
        if isContinuous && doubleValue != before { onValueChanged?(doubleValue) }
    }

    open override func touchesEnded(_ touch: Touch) {
        guard grabOffset != nil else { return }
        touchesMoved(touch)
        endTracking()
        if !isContinuous && doubleValue != valueAtPress { onValueChanged?(doubleValue) }
    }

    open override func touchesCancelled(_ touch: Touch) {
        guard grabOffset != nil else { return }
        endTracking()
        if !isContinuous && doubleValue != valueAtPress { onValueChanged?(doubleValue) }
    }

    private func endTracking() {
        grabOffset = nil
        setHighlighted(false, animated: true)
    }

    open override func highlightChanged(animated: Bool) {
        if thumbImages.count > 1 || minimumTrackImages.count > 1 || maximumTrackImages.count > 1 { setNeedsDisplay() }
    }

    // MARK: Drawing

    open override func draw(in canvas: Canvas) {
        let track = trackRect(forBounds: bounds)
        let h = track.height
        let store = window?.images, scale = window?.traitCollection.displayScale ?? 0
        if let image = minimumValueImage {
            image.draw(in: minimumValueImageRect(forBounds: bounds), viewTint: tintColor, canvas: canvas,
                       store: store, displayScale: scale)
        }
        if let image = maximumValueImage {
            image.draw(in: maximumValueImageRect(forBounds: bounds), viewTint: tintColor, canvas: canvas,
                       store: store, displayScale: scale)
        }
        let thumb = thumbFrame
        let filled = Rect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
        let rest = Rect(x: filled.maxX, y: track.minY, width: max(0, track.maxX - filled.maxX), height: track.height)
        if let image = currentMaximumTrackPicture {
            image.draw(in: trackImageRect(image, along: rest), viewTint: tintColor, canvas: canvas, store: store, displayScale: scale)
        } else {
            canvas.fillRoundedRect(track, radius: h / 2, color: maximumTrackColor ?? .systemFill)
        }
        if let image = currentMinimumTrackPicture {
            image.draw(in: trackImageRect(image, along: filled), viewTint: tintColor, canvas: canvas, store: store, displayScale: scale)
        } else {
            canvas.fillRoundedRect(filled, radius: h / 2,
                                   color: isEnabled ? minimumTrackColor ?? minimumTrackDefaultColor : .systemGray3)
        }
        if let picture = currentThumbPicture {
            picture.draw(in: thumb, viewTint: tintColor, canvas: canvas, store: store, displayScale: scale)
            return
        }
        // The thumb's soft shadow (UISlider's thumb image carries a 0.5 pt outline and a drop shadow).
        canvas.fillRoundedRect(thumb.offsetBy(dx: 0, dy: 2).insetBy(dx: -0.5, dy: -0.5), radius: thumb.width / 2 + 0.5,
                               color: Color(r: 0, g: 0, b: 0, a: 0.12))
        canvas.fillRoundedRect(thumb.insetBy(dx: -0.5, dy: -0.5), radius: thumb.width / 2 + 0.5,
                               color: Color(r: 0, g: 0, b: 0, a: 0.06))
        canvas.fillRoundedRect(thumb, radius: thumb.width / 2, color: thumbTintColor ?? .white)
    }

    /// Where a track image is drawn: stretched along `part` of the track, at the image's own height
    /// centred on the track (a track image sets the track's thickness).
    private func trackImageRect(_ image: Picture, along part: Rect) -> Rect {
        let height = image.size.height
        return Rect(x: part.minX, y: part.midY - height / 2, width: part.width, height: height)
    }

    open override func treeAttributes() -> [(String, JSONValue)] {
        [("value", .number(doubleValue)), ("highlighted", .bool(isHighlighted))]
    }
}

/// The thumb's glide for `setValue(_:animated:)`: from where it is drawn to the new value along
/// ease-in-ease-out, run by the window's engine so a virtual clock and slow animations apply.
struct SliderThumbMotion: Simulation {
    let from: Double
    let to: Double
    let duration: Double

    mutating func sample(at elapsed: Double) -> (value: Double, isDone: Bool) {
        guard duration > 0, elapsed < duration else { return (to, true) }
        return (from + (to - from) * TimingCurve.easeInOut.value(at: elapsed / duration), false)
    }
}
