import Foundation

// UIKit's text attribute keys (NSAttributedString.Key.font, .foregroundColor, .underlineStyle, .link…),
// NSParagraphStyle, NSTextAttachment and NSUnderlineStyle are defined in Widgets
// (Sources/Widgets/Text), below this module, because labels, buttons and text views read them to draw
// formatted text; the UIKit module names them in UIKitNames+Text.swift.
