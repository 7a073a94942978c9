import Render

/// What UIKit posts around the keyboard's moves (UIResponder.keyboardWillShowNotification and its
/// siblings) with their userInfo: the frames before and after in window coordinates, the animation's
/// duration and its curve. The curve is UIKit's private 7, which `UIView.AnimationCurve` has no case for
/// (reference constants: Keyboard curve); `animate(alongsideKeyboard:)` runs changes on the same timing.
public struct KeyboardNotification: Sendable, Equatable {
    public enum Name: String, Sendable {
        case willShow, didShow, willHide, didHide, willChangeFrame, didChangeFrame
    }

    public var name: Name
    /// UIKeyboardFrameBeginUserInfoKey.
    public var frameBegin: Rect
    /// UIKeyboardFrameEndUserInfoKey.
    public var frameEnd: Rect
    /// UIKeyboardAnimationDurationUserInfoKey: 0.25 s (reference constants: Keyboard show/hide); 0 when
    /// the change is not animated.
    public var animationDuration: Double
    /// UIKeyboardAnimationCurveUserInfoKey: 7.
    public var animationCurve: Int

    public init(name: Name, frameBegin: Rect, frameEnd: Rect, animationDuration: Double, animationCurve: Int) {
        self.name = name
        self.frameBegin = frameBegin
        self.frameEnd = frameEnd
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
    }
}
