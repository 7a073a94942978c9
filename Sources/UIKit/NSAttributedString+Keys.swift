import Foundation

/// UIKit's text attribute keys (NSAttributedString.Key in UIKit's NSAttributedString.h), whose raw values
/// are UIKit's own: Foundation on Linux defines the type but not these keys, which AppKit and UIKit add.
extension NSAttributedString.Key {
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let font = NSAttributedString.Key("NSFont")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
