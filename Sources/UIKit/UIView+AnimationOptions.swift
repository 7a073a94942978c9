import HandheldKit
import Widgets

// `UIView.AnimationOptions`, nested in UIView as UIKit nests them (UIView.AnimationCurve is in
// UIView+SpringAnimate). The options are
// Handheld's AnimationOptions (the same type, so every `animate` that takes one takes the other), which has
// UIKit's bit values; keyboard code builds one from a notification's curve number:
// `UIView.AnimationOptions(rawValue: UInt(curve << 16))`.
extension View {
    public typealias AnimationOptions = Widgets.AnimationOptions
}

extension Widgets.AnimationOptions {
    /// No transition style (UIViewAnimationOptionTransitionNone, 0 << 20).
    public static let transitionNone = AnimationOptions([])
    /// The display's frame rate (UIViewAnimationOptionPreferredFramesPerSecondDefault, 0 << 24).
    public static let preferredFramesPerSecondDefault = AnimationOptions([])
    /// UIViewAnimationOptionPreferredFramesPerSecond60 (3 << 24) and ...30 (7 << 24), as UIView.h declares
    /// them. Accepted and kept in the raw value; Handheld's engine steps every display frame regardless.
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
}
