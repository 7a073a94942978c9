import Foundation
import Render

/// An image drawn inline in formatted text (UIKit's NSTextAttachment), set as the `.attachment` attribute
/// of the object replacement character U+FFFC, which `NSAttributedString(attachment:)` makes.
///
/// As in TextKit, `bounds` is in the line's coordinates with its origin on the baseline and y growing up:
/// a negative `origin.y` lowers the image below the baseline (the usual way to centre an icon on text).
/// Zero bounds (the default) take the image's size sitting on the baseline.
open class NSTextAttachment: NSObject {
    public var image: Picture?
    public var bounds: Rect = .zero

    public override init() { super.init() }

    public init(image: Picture?) {
        self.image = image
        super.init()
    }

    /// The rectangle laid out: `bounds`, or the image's size on the baseline when `bounds` is empty.
    var layoutBounds: Rect {
        if bounds.width > 0 || bounds.height > 0 { return bounds }
        return Rect(origin: .zero, size: image?.size ?? .zero)
    }
}

extension NSAttributedString {
    /// The one-character string holding `attachment` (UIKit's `NSAttributedString(attachment:)`).
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
