import Foundation
import Render

/// UILabel.attributedText, with Foundation's NSAttributedString. Setting it sets the label's text to the
/// string, and its font and colour to the first character's `.font` and `.foregroundColor` when they are a
/// Handheld `Font` and `Color` (UIFont and UIColor are those); a label draws one font and one colour, so
/// later runs' attributes are kept in the string but not drawn differently. Setting `text` afterwards drops
/// the attributed text, as UIKit does; reading `attributedText` then gives the text with the label's font
/// and colour, as UIKit's getter does.
extension Label {
    /// NSAttributedString.Key.font and .foregroundColor, by UIKit's raw values (the UIKit module names them).
    static let fontAttribute = NSAttributedString.Key("NSFont")
    static let foregroundColorAttribute = NSAttributedString.Key("NSColor")

    public var attributedText: NSAttributedString? {
        get {
            attributedStorage ?? NSAttributedString(string: textStorage, attributes: [
                Label.fontAttribute: fontStorage, Label.foregroundColorAttribute: textColor,
            ])
        }
        set {
            guard let newValue else {
                text = nil
                return
            }
            if newValue.length > 0 {
                let first = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = first[Label.fontAttribute] as? Font { fontStorage = font }
                if let color = first[Label.foregroundColorAttribute] as? Color { textColor = color }
            }
            textStorage = newValue.string
            attributedStorage = newValue.copy() as? NSAttributedString ?? newValue
        }
    }
}
