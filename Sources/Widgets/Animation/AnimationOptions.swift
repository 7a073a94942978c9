/// How an `animate` block runs, with the names and bit values of `UIView.AnimationOptions`.
///
/// UIKit's default is the empty set: views being animated ignore touches, a nested block inherits the
/// enclosing block's duration and curve, and the curve is ease-in-ease-out.
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out the window's views marked for layout inside the block, so their new frames animate with it.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Views being animated keep receiving touches (without it, UIKit's hit testing skips them).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from what is on screen, replacing an in-flight animation of the same property (which then
    /// completes with `finished == false`). Handheld always does this: UIKit documents that without it
    /// "in-flight animations are allowed to finish before the new animation is started", but since iOS 8
    /// block animations are additive and a view never jumps either way (WWDC 2014, "Building Interruptible
    /// and Responsive Interactions"), so the option is accepted for source compatibility.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Runs forever; the completion runs only when something interrupts it (with `false`).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs forward then backward; alone, the property then jumps to its new (model) value, as on iOS.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// A nested block keeps its own duration instead of the enclosing block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// A nested block keeps its own curve instead of the enclosing block's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)

    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    private static let curveMask: UInt = 3 << 16

    /// The curve the curve bits select (`curveEaseInOut`, value 0, when none is set).
    public var curve: TimingCurve {
        switch rawValue & Self.curveMask {
        case Self.curveEaseIn.rawValue: return .easeIn
        case Self.curveEaseOut.rawValue: return .easeOut
        case Self.curveLinear.rawValue: return .linear
        default: return .easeInOut
        }
    }

    /// What the toolkit's own animations (scrolling, pickers, transitions) run with when they call the
    /// engine directly: interactive, retargeting from the screen, never inheriting.
    public static let toolkit: AnimationOptions = [.allowUserInteraction, .beginFromCurrentState,
                                                  .overrideInheritedDuration, .overrideInheritedCurve]
}
