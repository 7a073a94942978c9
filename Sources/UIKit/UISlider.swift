import HandheldKit

/// UIKit's slider, with UISlider's `Float` values (`value`, `minimumValue`, `maximumValue` are `float` in
/// UISlider.h), so `slider.value = 0.5 as Float`, `CGFloat(slider.value)` and `"\(slider.value)"` read as on
/// iOS. A sibling of Handheld's Double-valued `Slider`: both draw and track through SliderBase, whose
/// `trackRect(forBounds:)`, `thumbRect(forBounds:trackRect:value:)` and value-image rectangles a subclass
/// overrides as it would UISlider's. Defaults from UISlider.h: value 0, minimum 0, maximum 1, continuous.
@preconcurrency @MainActor
open class UISlider: SliderBase {
    /// UISlider.value: "this value will be pinned to min/max"; setting it does not animate or send
    /// `.valueChanged`.
    public var value: Float {
        get { Float(doubleValue) }
        set { setDoubleValue(Double(newValue), animated: false) }
    }
    /// UISlider.minimumValue: "the current value may change if outside new min value"; a maximum below it is
    /// raised to it.
    public var minimumValue: Float {
        get { Float(doubleMinimum) }
        set { doubleMinimum = Double(newValue) }
    }
    /// UISlider.maximumValue (default 1). Handheld raises a maximum set below the minimum to the minimum.
    public var maximumValue: Float {
        get { Float(doubleMaximum) }
        set { doubleMaximum = Double(newValue) }
    }
    /// UISlider.minimumTrackTintColor: nil (the default) draws the track left of the thumb in the tint colour.
    /// Setting it releases the minimum track images (Apple's documentation of the property: "the slider
    /// releases any custom images").
    public var minimumTrackTintColor: UIColor? {
        get { minimumTrackColor }
        set { minimumTrackColor = newValue; minimumTrackImages = [:] }
    }
    /// UISlider.maximumTrackTintColor: nil (the default) draws the rest of the track systemFill; setting it
    /// releases the maximum track images, as the minimum's does.
    public var maximumTrackTintColor: UIColor? {
        get { maximumTrackColor }
        set { maximumTrackColor = newValue; maximumTrackImages = [:] }
    }

    /// UIView's designated initializer; `UISlider()` is `init(frame: .zero)`, as on iOS, and Auto Layout
    /// gives it its 31 pt height (intrinsicContentSize).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
    /// UIKit's archive initializer, required as UIView's is: nothing is decoded, so it gives what
    /// `init(frame: .zero)` gives (value 0 in 0...1).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The tint colour, UIKit's minimum track when `minimumTrackTintColor` is nil.
    open override var minimumTrackDefaultColor: UIColor { tintColor }

    /// UISlider.setValue(_:animated:): the value changes at once; animated, the thumb glides there
    /// (SliderBase.animationDuration on the window's clock). No `.valueChanged` is sent, as UIKit sends none
    /// for a change made in code.
    open func setValue(_ value: Float, animated: Bool) {
        setDoubleValue(Double(value), animated: animated)
    }

    /// UISlider.setThumbImage(_:for:): the thumb drawn as this image (at its size) in `state`; a state with
    /// none uses the `.normal` one, and nil removes the state's image.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        if let image { thumbImages[state.rawValue] = image } else { thumbImages[state.rawValue] = nil }
    }

    /// UISlider.thumbImage(for:): the image set for exactly `state`, nil when none was.
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }

    /// UISlider.currentThumbImage: the image the thumb is drawn with now, nil for UIKit's own thumb.
    public var currentThumbImage: UIImage? { currentThumbPicture }

    /// UISlider.setMinimumTrackImage(_:for:): the track from its start to the thumb drawn as this image,
    /// stretched to that length (make it resizable for caps that keep their size) and at its own height; it
    /// wins over `minimumTrackTintColor`. A state with none uses the `.normal` one; nil removes the state's.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state.rawValue] = image
    }

    /// UISlider.setMaximumTrackImage(_:for:): the track from the thumb to its end, as the minimum's.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state.rawValue] = image
    }

    /// UISlider.minimumTrackImage(for:): the image set for exactly `state`, nil when none was.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state.rawValue] }
    /// UISlider.maximumTrackImage(for:): the image set for exactly `state`, nil when none was.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state.rawValue] }
    /// UISlider.currentMinimumTrackImage: the image drawn now, nil while the default track is drawn.
    public var currentMinimumTrackImage: UIImage? { currentMinimumTrackPicture }
    /// UISlider.currentMaximumTrackImage: the image drawn now, nil while the default track is drawn.
    public var currentMaximumTrackImage: UIImage? { currentMaximumTrackPicture }
}

extension UISlider {
    /// Kept for code written when `UISlider` was Handheld's `Slider`: UIKit has no `setValue(_:)`.
    @available(*, deprecated, renamed: "setValue(_:animated:)")
    public func setValue(_ value: Float) { setValue(value, animated: false) }
}
