import Foundation
import Render

extension KeyboardNotification {
    /// The name UIKit posts this under (`UIResponder.keyboardWillShowNotification`'s raw value,
    /// "UIKeyboardWillShowNotification", and its siblings).
    public var notificationName: Notification.Name {
        let suffix: String
        switch name {
        case .willShow: suffix = "WillShow"
        case .didShow: suffix = "DidShow"
        case .willHide: suffix = "WillHide"
        case .didHide: suffix = "DidHide"
        case .willChangeFrame: suffix = "WillChangeFrame"
        case .didChangeFrame: suffix = "DidChangeFrame"
        }
        return Notification.Name("UIKeyboard\(suffix)Notification")
    }

    /// UIKit's userInfo under its keys' raw values: the frames as NSValue rects (UIKit's
    /// `keyboardFrameBeginUserInfoKey`/`EndUserInfoKey`, "in screen coordinates", which are the window's here),
    /// the centres and the bounds, the duration and curve as NSNumbers, and `keyboardIsLocalUserInfoKey`
    /// true (the keyboard belongs to this app).
    public var userInfo: [AnyHashable: Any] {
        [
            "UIKeyboardFrameBeginUserInfoKey": NSValue(rect: frameBegin),
            "UIKeyboardFrameEndUserInfoKey": NSValue(rect: frameEnd),
            "UIKeyboardCenterBeginUserInfoKey": NSValue(point: CGPoint(x: frameBegin.midX, y: frameBegin.midY)),
            "UIKeyboardCenterEndUserInfoKey": NSValue(point: CGPoint(x: frameEnd.midX, y: frameEnd.midY)),
            "UIKeyboardBoundsUserInfoKey": NSValue(rect: CGRect(origin: .zero, size: frameEnd.size)),
            "UIKeyboardAnimationDurationUserInfoKey": NSNumber(value: animationDuration),
            "UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: animationCurve),
            "UIKeyboardIsLocalUserInfoKey": NSNumber(value: true),
        ]
    }

    /// Posts this notification through Foundation's default centre, as UIKit does, with a nil object ("The
    /// notification object is nil", UIKit's documentation of each keyboard notification). UIKit code observes
    /// the keyboard there whether or not its view is in a window yet (it registers in viewDidLoad or
    /// viewWillAppear), so the post does not go through the window.
    func postToDefaultCenter() {
        NotificationCenter.default.post(name: notificationName, object: nil, userInfo: userInfo)
    }
}
