import Foundation

/// UIKit's text attribute keys (NSAttributedString.Key in UIKit's NSAttributedString.h), with UIKit's own
/// raw values: Foundation on Linux defines the type but none of these, which AppKit and UIKit add. They live
/// here, below the UIKit module, because labels, buttons and text views read them to draw formatted text.
extension NSAttributedString.Key {
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let font = NSAttributedString.Key("NSFont")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// An `NSUnderlineStyle` (or its `rawValue` as an Int or NSNumber, as Objective-C era code passes it).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// A URL, or a String that makes one.
    public static let link = NSAttributedString.Key("NSLink")
    /// An `NSTextAttachment`, on the object replacement character U+FFFC.
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// Points the run is raised above (negative: lowered below) the line's baseline.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
