/// One animatable property of a view, holding what Core Animation keeps in two layers: the model value
/// (what code set last) and the presentation value (what is on screen this frame). Code reads and writes
/// the model; drawing, hit testing of moving views and the tree JSON read the presentation.
@preconcurrency @MainActor
public final class AnimatedProperty<Value: AnimatableValue> {
    public private(set) var model: Value
    /// The on-screen value, written by the engine on each tick while an animation runs; a layer's explicit
    /// animation (`layerAnimationValue`) shows over it, as a CAAnimation's value hides the model's.
    public internal(set) var presentation: Value {
        get { shown }
        set { animatedPresentation = newValue; shown = layerAnimationValue ?? newValue; presentationDidChange?() }
    }
    private var animatedPresentation: Value
    /// `layerAnimationValue ?? animatedPresentation`, kept as one stored value: drawing reads every view's
    /// presentation values several times a frame, and each read of a class's stored property pays a
    /// runtime exclusivity check, so one read instead of two shows in a scroll's profile (callgrind).
    private var shown: Value
    /// The value a layer's explicit animations (CAAnimation, added with `add(_:forKey:)`) put on screen, or
    /// nil: Core Animation draws an explicit animation's value instead of the model's while it is on the
    /// layer, and the model value again once it is removed, whatever implicit animations did meanwhile.
    package var layerAnimationValue: Value? {
        didSet {
            shown = layerAnimationValue ?? animatedPresentation
            if layerAnimationValue != oldValue { presentationDidChange?() }
        }
    }
    /// Told each time the on-screen value moves, animated or not: the owner's backing store (or its
    /// superview's, for a position) no longer shows it.
    var presentationDidChange: (@MainActor () -> Void)?
    /// The animation currently moving `presentation`, if any.
    var animation: PropertyAnimation<Value>?

    public init(_ value: Value) {
        model = value
        animatedPresentation = value
        shown = value
    }

    public var isAnimating: Bool { animation != nil }

    /// Sets the model value. Inside an animation transaction of `engine` the presentation animates from where
    /// it is now (retargeting any running animation); otherwise it jumps and a running animation is removed
    /// (its completion then reports `finished == false`). Returns false, doing nothing, when the value is
    /// unchanged.
    @discardableResult
    public func set(_ value: Value, engine: AnimationEngine?) -> Bool {
        guard value != model else { return false }
        model = value
        if let engine, let transaction = engine.currentTransaction {
            engine.animate(self, to: value, in: transaction)
        } else {
            animation?.interrupt()
            animation = nil
            presentation = value
        }
        return true
    }

    /// Replaces model and presentation at once; the caller owns the running animation, if any (an
    /// animation ending at its start or current position uses this to set where it stopped).
    func reset(to value: Value) {
        model = value
        presentation = value
    }
}
