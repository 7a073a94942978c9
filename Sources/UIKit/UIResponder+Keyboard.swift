import Foundation
import HandheldKit

/// UIKit's keyboard notification names and userInfo keys, whose raw values are UIKit's own strings
/// ("UIKeyboardWillShowNotification", "UIKeyboardFrameEndUserInfoKey"…). The keyboard posts them through
/// `NotificationCenter.default` in UIKit's order (`KeyboardNotification+NotificationCenter.swift`).
extension Responder {
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// Swift 4.2's spellings (`NSNotification.Name.UIKeyboardWillShow`), still in many tutorials.
extension Notification.Name {
    public static let UIKeyboardWillShow = Responder.keyboardWillShowNotification
    public static let UIKeyboardDidShow = Responder.keyboardDidShowNotification
    public static let UIKeyboardWillHide = Responder.keyboardWillHideNotification
    public static let UIKeyboardDidHide = Responder.keyboardDidHideNotification
    public static let UIKeyboardWillChangeFrame = Responder.keyboardWillChangeFrameNotification
    public static let UIKeyboardDidChangeFrame = Responder.keyboardDidChangeFrameNotification
}

/// Swift 4.2's global key names.
public let UIKeyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
public let UIKeyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
public let UIKeyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
public let UIKeyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"

/// UIKit's NSValue geometry accessors (NSValue(UIGeometryKeyedCodingAdditions)); Foundation on Linux has
/// the same values under AppKit's names (`rectValue`, `pointValue`, `sizeValue`).
extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}
