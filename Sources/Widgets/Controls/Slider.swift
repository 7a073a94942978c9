import Render

/// Handheld's slider (UISlider with `Double` values; UIKit's `UISlider`, module UIKit, is the Float-valued
/// sibling): the drawing and tracking are SliderBase's. Sizes and colours: docs/reference/controls.md § Slider.
@preconcurrency @MainActor
open class Slider: SliderBase {
    public var minimumValue: Double {
        get { doubleMinimum }
        set { doubleMinimum = newValue }
    }
    public var maximumValue: Double {
        get { doubleMaximum }
        set { doubleMaximum = newValue }
    }
    public var value: Double { doubleValue }
    public var minimumTrackTintColor: Color {
        get { minimumTrackColor ?? .systemBlue }
        set { minimumTrackColor = newValue }
    }
    public var maximumTrackTintColor: Color {
        get { maximumTrackColor ?? .systemFill }
        set { maximumTrackColor = newValue }
    }

    public init(value: Double = 0) {
        super.init(frame: Rect(x: 0, y: 0, width: 200, height: Self.height))
        setDoubleValue(value, animated: false)
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(value: 0)` gives.
    public required init?(coder: NSCoder) {
        super.init(frame: Rect(x: 0, y: 0, width: 200, height: Self.height))
        setDoubleValue(0, animated: false)
    }

    /// Sets the value, clamped; not animated (UISlider.setValue(_:animated:) without the animation).
    public func setValue(_ newValue: Double) { setDoubleValue(newValue, animated: false) }

    /// UISlider.setValue(_:animated:): animated, the thumb glides to the value (SliderBase.setDoubleValue).
    public func setValue(_ newValue: Double, animated: Bool) { setDoubleValue(newValue, animated: animated) }
}
